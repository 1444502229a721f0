/**
 * Props Next passes to a page (Next 16: both are promises). Spelled out rather than using the
 * generated `PageProps` global so `tsc` passes on a fresh checkout, before `next build` has run.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

export interface RouteProps<Params extends Record<string, string> = Record<string, never>> {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}
