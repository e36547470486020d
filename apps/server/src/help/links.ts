/** The web app's literature search on `q` (the same path as the web app's literatureSearchPath). */
export function literatureSearchHref(query: string): string {
  return `/literature?${new URLSearchParams({ q: query }).toString()}`;
}
