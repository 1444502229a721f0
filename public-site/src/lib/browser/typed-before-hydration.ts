/**
 * What a visitor typed or chose in a form that came with the page before React took the page over:
 * each named field whose value differs from what the server rendered in it. React writes a
 * controlled field's state back over the field at the form's next render, so a quick typist on a
 * slow phone would lose it; forms take these values into their state once hydrated. Checkboxes
 * and radio buttons are left to the form (their value is not what the visitor changed).
 */
export function typedBeforeHydration<Field extends string>(rendered: Record<Field, string>, elementOf: (name: Field) => unknown): Partial<Record<Field, string>> {
  const typed: Partial<Record<Field, string>> = {};
  for (const name of Object.keys(rendered) as Field[]) {
    const element = elementOf(name);
    const holdsText =
      element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio');
    if (holdsText && element.value !== rendered[name]) typed[name] = element.value;
  }
  return typed;
}
