// Month names rather than 11/12/2026, which staff from the US, Europe and Japan read differently.
export const DAY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
export const MOMENT_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
