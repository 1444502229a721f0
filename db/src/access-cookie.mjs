// Shared by the API, which reads the cookie, and the site's server, which must never
// answer a request carrying it from what it keeps for anonymous visitors.

/** The cookie in which a signed-in browser sends its access token. */
export const ACCESS_COOKIE = 'jwt_access';
