import type { AuthorListAuthor } from '@parton/records';

/** The authors array as it goes into a literature record (the editor's or a submission's `authors`). */
export function authorsJson(authors: readonly AuthorListAuthor[]): string {
  return JSON.stringify(authors, null, 2);
}

/**
 * The legacy tool's MARC21 output (facts submissions-backoffice.md §7): `100__` for the first author, `700__` for
 * the others, the full name in `$$a` and one `$$v` per raw affiliation.
 */
export function marcLines(authors: readonly AuthorListAuthor[]): string {
  return authors
    .map((author, index) => {
      const tag = index === 0 ? '100__' : '700__';
      const affiliations = (author.raw_affiliations ?? [])
        .map((affiliation) => `$$v${affiliation.value}`)
        .join('');
      return `${tag} $$a${author.full_name}${affiliations}`;
    })
    .join('\n');
}
