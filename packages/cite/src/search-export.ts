/** Joins rendered BibTeX entries of a search export; each entry already ends with a newline. */
export function joinBibtex(entries: readonly string[]): string {
  return entries.join('\n');
}

/** Joins rendered LaTeX entries of a search export (or a generated bibliography) with a blank line. */
export function joinLatex(entries: readonly string[]): string {
  return entries.join('\n\n');
}
