import { recordRef } from '@parton/records';
import type { AppContext } from '../context';
import { searchCollection } from '../search/service';
import { findInstitutionsByName, institutionNameKey } from './repository';

/** An institution record a raw affiliation was matched to: its ICN (the affiliation's `value`) and `$ref`. */
export interface InstitutionMatch {
  value: string;
  record: { $ref: string };
}

/**
 * At most this many distinct affiliations of one list are looked up with the institutions search (one statement
 * each) after the exact matches: a collaboration list names a few hundred; beyond this the rest stay raw.
 */
export const MAX_SEARCHED_AFFILIATIONS = 300;

/** The search query is made of the affiliation's words; longer texts would match nothing anyway. */
const MAX_QUERY_WORDS = 12;
const QUERY_OPERATORS = new Set(['and', 'or', 'not']);

/**
 * The names an affiliation may be written under: the whole text and every run of its comma-separated parts
 * (`CERN, CH-1211 Geneva 23, Switzerland` → `CERN`, `CERN, CH-1211 Geneva 23`, `Switzerland` …), so that an ICN
 * with a comma (`Humboldt U., Berlin`) or a department before the institution still matches.
 */
export function candidateNames(affiliation: string): string[] {
  const parts = affiliation
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const names = new Set<string>([institutionNameKey(affiliation)]);
  for (let start = 0; start < parts.length; start++) {
    for (let end = start + 1; end <= parts.length; end++) {
      names.add(institutionNameKey(parts.slice(start, end).join(', ')));
    }
  }
  names.delete('');
  return [...names];
}

interface NamedInstitution {
  controlNumber: number;
  legacyIcn: string | null;
}

/**
 * The institution an affiliation names, when exactly one does: the whole text first (a name variant written
 * out), else every comma-separated run together.
 */
function uniqueInstitution(
  affiliation: string,
  hitsByKey: ReadonlyMap<string, NamedInstitution[]>,
): NamedInstitution | undefined {
  const whole = hitsByKey.get(institutionNameKey(affiliation)) ?? [];
  if (whole.length === 1) {
    return whole[0];
  }
  if (whole.length > 1) {
    return undefined;
  }
  const byNumber = new Map<number, NamedInstitution>();
  for (const name of candidateNames(affiliation)) {
    for (const hit of hitsByKey.get(name) ?? []) {
      byNumber.set(hit.controlNumber, hit);
    }
  }
  return byNumber.size === 1 ? [...byNumber.values()][0] : undefined;
}

function searchQueryOf(affiliation: string): string {
  const words = affiliation.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .filter((word) => !QUERY_OPERATORS.has(word.toLowerCase()))
    .slice(0, MAX_QUERY_WORDS)
    .join(' ');
}

/** The only institution the collection search finds for the affiliation's words, if exactly one. */
async function searchUniqueInstitution(
  context: AppContext,
  affiliation: string,
): Promise<NamedInstitution | undefined> {
  const q = searchQueryOf(affiliation);
  if (q === '') {
    return undefined;
  }
  try {
    const answer = await searchCollection(
      context,
      'institutions',
      { q, size: '2', fields: 'control_number,legacy_ICN' },
      'application/json',
      null,
    );
    const envelope = JSON.parse(answer.body) as {
      hits: { total: number; hits: { metadata?: { control_number?: unknown; legacy_ICN?: unknown } }[] };
    };
    const metadata = envelope.hits.total === 1 ? envelope.hits.hits[0]?.metadata : undefined;
    if (typeof metadata?.control_number !== 'number') {
      return undefined;
    }
    return {
      controlNumber: metadata.control_number,
      legacyIcn: typeof metadata.legacy_ICN === 'string' ? metadata.legacy_ICN : null,
    };
  } catch {
    // A text the search language cannot read is simply not matched.
    return undefined;
  }
}

/**
 * Matches raw affiliations to institution records when unambiguous (facts submissions-backoffice.md §7: exact
 * legacy ICN, ICN or name variant, else a single hit of the institutions search). Affiliations that match
 * nothing, or more than one institution, are left out of the answer.
 */
export async function matchAffiliations(
  context: AppContext,
  affiliations: readonly string[],
): Promise<Map<string, InstitutionMatch>> {
  const distinct = [...new Set(affiliations)];
  const keys = [...new Set(distinct.flatMap(candidateNames))];
  const hitsByKey = new Map<string, NamedInstitution[]>();
  for (const hit of await findInstitutionsByName(context.db, keys)) {
    const list = hitsByKey.get(hit.key) ?? [];
    list.push(hit);
    hitsByKey.set(hit.key, list);
  }
  const matches = new Map<string, InstitutionMatch>();
  const unmatched: string[] = [];
  for (const affiliation of distinct) {
    const institution = uniqueInstitution(affiliation, hitsByKey);
    if (institution) {
      matches.set(affiliation, institutionMatch(context, institution));
    } else {
      unmatched.push(affiliation);
    }
  }
  // One search at a time: the embedded database has one connection, and the searches are short.
  for (const affiliation of unmatched.slice(0, MAX_SEARCHED_AFFILIATIONS)) {
    const institution = await searchUniqueInstitution(context, affiliation);
    if (institution) {
      matches.set(affiliation, institutionMatch(context, institution));
    }
  }
  return matches;
}

function institutionMatch(context: AppContext, institution: NamedInstitution): InstitutionMatch {
  return {
    value: institution.legacyIcn ?? String(institution.controlNumber),
    record: recordRef(context.config.publicUrl, {
      collection: 'institutions',
      controlNumber: institution.controlNumber,
    }),
  };
}
