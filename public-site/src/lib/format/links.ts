/**
 * A link typed without its scheme ("github.com/mika", "www.linkedin.com/in/mika") with https://
 * before it, as whoever typed it meant it: only http(s) links are accepted. Anything else is left as typed
 * for the server to judge.
 */
export function withLinkScheme(typed: string): string {
  const link = typed.trim();
  return /^[^\s:/@]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(link) ? `https://${link}` : typed;
}

/**
 * What leaving a link field does: a link typed without its scheme is replaced, through `replace`,
 * by the same link with https:// before it.
 */
export function completeLinkOnLeave(replace: (link: string) => void) {
  return (event: { target: { value: string } }) => {
    const link = withLinkScheme(event.target.value);
    if (link !== event.target.value) replace(link);
  };
}
