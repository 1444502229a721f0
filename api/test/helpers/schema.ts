/**
 * A small JSON Schema checker for the subset our OpenAPI document uses ($ref, type, const, enum,
 * oneOf, properties, required, items, additionalProperties). Returns the problems it finds.
 */
type Schema = Record<string, unknown>;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function schemaProblems(schema: Schema, value: unknown, root: { components: { schemas: Record<string, Schema> } }, at = '$'): string[] {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return schemaProblems(root.components.schemas[name], value, root, at);
  }
  const problems: string[] = [];
  const actual = typeOf(value);
  if (schema.type) {
    const allowed = ([] as string[]).concat(schema.type as string | string[]);
    if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) problems.push(`${at}: expected ${allowed.join('|')}, got ${actual}`);
  }
  if ('const' in schema && value !== schema.const) problems.push(`${at}: expected ${JSON.stringify(schema.const)}, got ${JSON.stringify(value)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (Array.isArray(schema.oneOf) && !schema.oneOf.some((option) => schemaProblems(option as Schema, value, root, at).length === 0)) {
    problems.push(`${at}: matches none of the allowed shapes`);
  }
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in object)) problems.push(`${at}.${key}: missing`);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [key, child] of Object.entries(object)) {
      if (properties[key]) problems.push(...schemaProblems(properties[key], child, root, `${at}.${key}`));
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        problems.push(...schemaProblems(schema.additionalProperties as Schema, child, root, `${at}.${key}`));
      }
    }
  }
  if (actual === 'array' && schema.items) {
    (value as unknown[]).forEach((item, i) => problems.push(...schemaProblems(schema.items as Schema, item, root, `${at}[${i}]`)));
  }
  return problems;
}
