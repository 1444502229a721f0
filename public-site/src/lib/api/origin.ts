// The variable is looked up by name at run time on purpose: Next.js replaces literal
// `process.env.NAME` reads in the proxy bundle with their build-time values.
const API_ORIGIN_VARIABLE = 'API_INTERNAL_URL';

/**
 * Where the site's server reaches the API process; read when the site runs, not when it is built.
 * server.mjs, which streams /api, /files and /admin there, reads the same variable and default.
 */
export const apiOrigin = (): string => (process.env[API_ORIGIN_VARIABLE] || 'http://127.0.0.1:4000').replace(/\/$/, '');
