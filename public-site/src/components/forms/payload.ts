/**
 * A form's values as the API takes them: trimmed, empty fields left out (so the server's own rule
 * for a missing field decides), and the named number fields sent as numbers when they are whole
 * numbers (digits with optional thousands separators; anything else goes as typed, for the server
 * to refuse with its message).
 */
export function filledIn<Field extends string>(values: Record<Field, string>, numbers: readonly Field[] = []): Partial<Record<Field, string | number>> {
  const entries = (Object.entries(values) as [Field, string][])
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => {
      const digits = value.replace(/[,\s]/g, '');
      return [name, numbers.includes(name) && /^\d+$/.test(digits) ? Number(digits) : value] as const;
    });
  return Object.fromEntries(entries) as Partial<Record<Field, string | number>>;
}
