/** Fills `{name}` placeholders; dictionaries stay plain strings so they can be typed and compared key by key. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
