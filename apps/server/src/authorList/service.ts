import { normalizeName } from '@parton/query';
import type { AuthorListAuthor, AuthorListResponse } from '@parton/records';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { type InstitutionMatch, matchAffiliations } from './affiliations';
import { AuthorListError, type ParsedAuthor, parseAuthorList } from './parse';

/**
 * The author entry of a paper, as the reference's `LiteratureBuilder.make_author` writes it: the name in the
 * INSPIRE "Last, First" form (the words as typed, reordered: `F.M. Otherlastname` → `Otherlastname, F.M.`), the raw
 * affiliations kept, the matched institutions as `affiliations`, then ORCIDs and e-mails. Empty lists are left out.
 */
export function authorEntry(
  author: ParsedAuthor,
  matches: ReadonlyMap<string, InstitutionMatch>,
): AuthorListAuthor {
  const entry: AuthorListAuthor = { full_name: normalizeName(author.typedName) };
  if (author.rawAffiliations.length > 0) {
    entry.raw_affiliations = author.rawAffiliations.map((value) => ({ value }));
  }
  const matched = author.rawAffiliations.flatMap((value) => {
    const match = matches.get(value);
    return match ? [match] : [];
  });
  // Two raw affiliations may name the same institution: it is listed once.
  const distinct = matched.filter(
    (match, index) => matched.findIndex((other) => other.record.$ref === match.record.$ref) === index,
  );
  if (distinct.length > 0) {
    entry.affiliations = distinct.map((match) => ({ value: match.value, record: { ...match.record } }));
  }
  if (author.orcids.length > 0) {
    entry.ids = author.orcids.map((value) => ({ schema: 'ORCID' as const, value }));
  }
  if (author.emails.length > 0) {
    entry.emails = [...author.emails];
  }
  return entry;
}

/**
 * `POST /api/editor/authorlist/text`: parses the pasted list and links its affiliations to institution records.
 * An unreadable affiliation list answers 400 with the parser's message; nothing is written.
 */
export async function formatAuthorList(context: AppContext, text: string): Promise<AuthorListResponse> {
  let parsed: ReturnType<typeof parseAuthorList>;
  try {
    parsed = parseAuthorList(text);
  } catch (error) {
    if (error instanceof AuthorListError) {
      throw new ApiError(400, error.message);
    }
    throw error;
  }
  const matches = await matchAffiliations(
    context,
    parsed.authors.flatMap((author) => author.rawAffiliations),
  );
  const authors = parsed.authors.map((author) => authorEntry(author, matches));
  return parsed.warnings.length > 0 ? { authors, warnings: parsed.warnings } : { authors };
}
