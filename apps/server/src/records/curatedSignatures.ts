import { foldDiacritics, normalizeName } from '@parton/query';
import { namesCompatible } from '../assign/names';

/**
 * A claimed signature is never moved by automatic processes (issue 15, spec §4): when a literature record is
 * written again (re-import, harvest, re-match, a workflow), an author entry of the same person that comes without
 * `curated_relation: true` gets the stored claim back. Claims and assigns themselves write with
 * `curatedSignatures: 'replace'` (src/records/writer.ts).
 */

export interface CuratedSignature {
  position: number;
  fullName: string;
  /** The stored `record` (`{$ref}`) of the claimed signature. */
  record: unknown;
}

type Json = Record<string, unknown>;

function nameKey(fullName: unknown): string {
  return typeof fullName === 'string' ? foldDiacritics(normalizeName(fullName)) : '';
}

/** The incoming entry that is the stored signature's person: the same name (nearest position), else the same place. */
function incomingPosition(
  authors: readonly Json[],
  stored: CuratedSignature,
  taken: ReadonlySet<number>,
): number | undefined {
  const key = nameKey(stored.fullName);
  const sameName = authors
    .map((author, position) => ({ position, key: nameKey(author?.full_name) }))
    .filter((candidate) => candidate.key !== '' && candidate.key === key && !taken.has(candidate.position))
    .sort(
      (left, right) => Math.abs(left.position - stored.position) - Math.abs(right.position - stored.position),
    );
  if (sameName.length > 0) {
    return sameName[0]!.position;
  }
  const samePlace = authors[stored.position];
  if (
    !taken.has(stored.position) &&
    typeof samePlace?.full_name === 'string' &&
    namesCompatible(samePlace.full_name, [stored.fullName])
  ) {
    return stored.position;
  }
  return undefined;
}

/**
 * The incoming metadata with the stored claims put back on entries that lack them; the same object when nothing
 * changes (the caller then re-serialises nothing). An incoming entry that is curated itself keeps its own link.
 */
export function restoreCuratedSignatures(metadata: Json, stored: readonly CuratedSignature[]): Json {
  if (!Array.isArray(metadata.authors) || stored.length === 0) {
    return metadata;
  }
  const authors = metadata.authors as Json[];
  const taken = new Set<number>();
  let restored: Json[] | undefined;
  for (const signature of stored) {
    const position = incomingPosition(authors, signature, taken);
    if (position === undefined) {
      continue;
    }
    taken.add(position);
    const incoming = authors[position]!;
    if (incoming.curated_relation === true) {
      continue;
    }
    restored ??= [...authors];
    restored[position] = { ...incoming, record: signature.record, curated_relation: true };
  }
  return restored ? { ...metadata, authors: restored } : metadata;
}
