import { linkOf } from '@parton/records';

/** Which signature(s) of a paper a move takes: those pointing at an author record, or one by position. */
export type SignatureSelector = { fromAuthorRecid: number } | { fromAuthorPosition: number };

type Json = Record<string, unknown>;

function authorsOf(metadata: Json): Json[] {
  return Array.isArray(metadata.authors) ? (metadata.authors as Json[]) : [];
}

/** The positions in `authors` the selector names (every signature of the author: a paper may list it twice). */
export function selectedPositions(metadata: Json, selector: SignatureSelector): number[] {
  const authors = authorsOf(metadata);
  if ('fromAuthorPosition' in selector) {
    const author = authors[selector.fromAuthorPosition];
    return author && typeof author === 'object' ? [selector.fromAuthorPosition] : [];
  }
  return authors.flatMap((author, position) => {
    const link = linkOf(author?.record);
    return link?.collection === 'authors' && link.controlNumber === selector.fromAuthorRecid
      ? [position]
      : [];
  });
}

/**
 * The paper with the selected signatures pointing at `toRef`: `curated_relation: true` for a claim or an assign
 * (no automatic process moves it afterwards), false for a move to a new stub author (facts §6). A new object; the
 * other signatures are the same objects.
 */
export function withMovedSignatures(
  metadata: Json,
  positions: readonly number[],
  toRef: string,
  curated: boolean,
): Json {
  const selected = new Set(positions);
  return {
    ...metadata,
    authors: authorsOf(metadata).map((author, position) =>
      selected.has(position) ? { ...author, record: { $ref: toRef }, curated_relation: curated } : author,
    ),
  };
}

/** The full names of the selected signatures (a stub author's name is made of them). */
export function selectedNames(metadata: Json, positions: readonly number[]): string[] {
  const authors = authorsOf(metadata);
  return positions
    .map((position) => authors[position]?.full_name)
    .filter((name): name is string => typeof name === 'string');
}
