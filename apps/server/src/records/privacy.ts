import type { CollectionName } from '@parton/records';

type Json = Record<string, unknown>;

/**
 * What the public never sees of a record, in any format that carries record data (JSON, UI JSON, search hits,
 * citation formats), whoever asks; catalogers read the whole stored record through the editor API
 * (`GET /api/editor/{collection}/{id}`). Follows the reference's public schemas (inspire-api.md A3, the public
 * exclusions of §2.3; `records/marshmallow/<collection>/base.py` upstream), made uniform across collections:
 * - curators' notes and bookkeeping: `_private_notes`, `_collections`, `_desy_bookkeeping`, `_export_to`,
 *   `_files`. The other `_` fields the reference does publish stay: `_harvesting_info` (journals) and `_bucket`
 *   (data; its UI test shows it).
 * - `acquisition_source`, which names the submitter, is left out of papers, authors and datasets as upstream; the
 *   other collections keep it without the submitter's `email` (upstream strips it from lists only).
 * - an item marked `hidden: true` in any top-level list: documents, figures, publication_info, report_numbers,
 *   an author's email_addresses, positions, advisors and project_membership.
 */
export const PRIVATE_FIELDS: readonly string[] = [
  '_private_notes',
  '_collections',
  '_desy_bookkeeping',
  '_export_to',
  '_files',
];

const WITHOUT_ACQUISITION_SOURCE: ReadonlySet<CollectionName> = new Set(['literature', 'authors', 'data']);

/** Top-level fields the public view leaves out of a record of this collection. */
export function withheldFields(collection: CollectionName): readonly string[] {
  return WITHOUT_ACQUISITION_SOURCE.has(collection)
    ? [...PRIVATE_FIELDS, 'acquisition_source']
    : PRIVATE_FIELDS;
}

function isHidden(value: unknown): boolean {
  return value !== null && typeof value === 'object' && (value as { hidden?: unknown }).hidden === true;
}

/** The public view of a record's metadata (a new object; the given one is left as it is). */
export function publicMetadata(collection: CollectionName, metadata: Json): Json {
  const withheld = withheldFields(collection);
  const shown: Json = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (withheld.includes(key) || isHidden(value)) {
      continue;
    }
    shown[key] =
      Array.isArray(value) && value.some(isHidden) ? value.filter((item) => !isHidden(item)) : value;
  }
  const source = shown.acquisition_source;
  if (source !== null && typeof source === 'object' && !Array.isArray(source) && 'email' in source) {
    const { email: _email, ...rest } = source as Json;
    shown.acquisition_source = rest;
  }
  return shown;
}

/** Any private field's key, `acquisition_source`, or an item marked hidden, in JSON text (one regex pass). */
const PRIVATE_PART = new RegExp(
  `"(?:${[...PRIVATE_FIELDS, 'acquisition_source'].join('|')})"|"hidden"\\s*:\\s*true`,
);

/**
 * Whether a record's JSON text may hold something the public view leaves out: one scan of the text (about 1 ms
 * per MB), so that a record without any — most records read through `findPublicRecord`, whose private fields
 * PostgreSQL already dropped — is sent without being parsed. A false alarm (the words inside a value, a job's
 * `acquisition_source` without e-mail) only costs the parse.
 */
export function mayHavePrivateParts(json: string): boolean {
  return PRIVATE_PART.test(json);
}

/** The public view of a record's metadata JSON text: the text itself when nothing in it is private. */
export function publicMetadataJson(collection: CollectionName, json: string): string {
  if (!mayHavePrivateParts(json)) {
    return json;
  }
  return JSON.stringify(publicMetadata(collection, JSON.parse(json) as Json));
}
