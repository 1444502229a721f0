/** What the console says when a call fails: the API's message, or react-admin's generic one when the failure has none. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'ra.notification.http_error';
}
