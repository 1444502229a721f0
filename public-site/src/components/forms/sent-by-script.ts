/**
 * Spread on a form that the page's script sends (its onSubmit). Until the script has loaded, the
 * browser would send such a form itself: a GET to the page's own address with every named field
 * in the URL (an e-mail address, a password), then a reload that loses what was typed.
 * `method="dialog"` outside a <dialog> element makes the browser's own submission do nothing: what
 * was typed stays in the fields and the form takes it over once hydrated (typedBeforeHydration).
 * Once hydrated, onSubmit prevents the browser's submission anyway.
 */
export const SENT_BY_SCRIPT = { method: 'dialog' } as const;
