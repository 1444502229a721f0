/** A list that is a bonus on its page (related articles, reviews, the sitemap's entries): empty when the API cannot give it. */
export async function orNothing<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch {
    return [];
  }
}
