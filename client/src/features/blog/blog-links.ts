/** The dashboard's view of an article (spec §2 `/blog/{id}`); translations and related articles open there too. */
export function dashboardArticlePath(id: string): string {
  return `/blog/${id}`;
}
