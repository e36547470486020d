import type { CollectionName } from '@parton/records';

/** The eight collections searched through `collection_search`; literature has its own table. */
export type SearchCollection = Exclude<CollectionName, 'literature'>;

export const SEARCH_COLLECTIONS: readonly SearchCollection[] = [
  'authors',
  'institutions',
  'conferences',
  'seminars',
  'journals',
  'jobs',
  'experiments',
  'data',
];

/** The plain (non-generated) columns of `collection_search`. */
export interface CollectionSearchRow {
  record_id: string;
  collection: SearchCollection;
  control_number: number;
  deleted: boolean;
  /** The main fields joined (names, titles, acronyms, ICN, CNUM, positions, series, …), searched as words. */
  search_text: string;
  /** Conference opening / seminar start (UTC). */
  start_at: string | null;
  /** Conference closing / seminar end (UTC). */
  end_at: string | null;
  deadline_date: string | null;
  subjects: string[];
  series: string[];
  regions: string[];
  ranks: string[];
  status: string | null;
  arxiv_categories: string[];
  /** Experiment classification paths with every prefix (`A`, `A|B`, `A|B|C`), for the tree facet. */
  classifications: string[];
  accessibility: string[];
}

type Json = Record<string, unknown>;

function objects(value: unknown): Json[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return [value as Json];
  }
  return Array.isArray(value)
    ? value.filter((item): item is Json => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Values at `field` of every object of `value` (an object or an array of them). */
function pluck(value: unknown, field: string): string[] {
  return objects(value).flatMap((item) => strings(item[field]));
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

/** HTML descriptions (jobs, seminars) are searched by their text. */
function withoutTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

function addressWords(value: unknown): string[] {
  return objects(value).flatMap((address) => [
    ...strings(address['cities']),
    ...strings(address['country']),
    ...strings(address['country_code']),
    ...strings(address['place_name']),
    ...strings(address['state']),
  ]);
}

function dateAt(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}(-\d{2}(-\d{2})?)?/.test(value)) {
    return null;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return /(?:Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`;
  }
  const [year, month = '01', day = '01'] = value.split('-');
  return `${year}-${month}-${day}T00:00:00Z`;
}

function fullDate(value: unknown): string | null {
  const at = dateAt(value);
  return at === null ? null : at.slice(0, 10);
}

/** `Collider Experiments|Hadrons|p p` → itself and every ancestor. */
export function classificationPaths(values: readonly string[]): string[] {
  return unique(
    values.flatMap((value) => {
      const parts = value.split('|');
      return parts.map((_, index) => parts.slice(0, index + 1).join('|'));
    }),
  );
}

function mainText(collection: SearchCollection, metadata: Json): string[] {
  switch (collection) {
    case 'authors': {
      const name = (metadata['name'] ?? {}) as Json;
      return [
        ...strings(name['value']),
        ...strings(name['preferred_name']),
        ...strings(name['native_names']),
        ...strings(name['name_variants']),
        ...pluck(metadata['ids'], 'value'),
        ...pluck(metadata['positions'], 'institution'),
        ...pluck(metadata['positions'], 'rank'),
        ...pluck(metadata['project_membership'], 'name'),
        ...pluck(metadata['advisors'], 'name'),
        ...strings(metadata['arxiv_categories']),
        ...pluck(metadata['email_addresses'], 'value'),
      ];
    }
    case 'institutions':
      return [
        ...strings(metadata['legacy_ICN']),
        ...strings(metadata['ICN']),
        ...pluck(metadata['institution_hierarchy'], 'name'),
        ...pluck(metadata['institution_hierarchy'], 'acronym'),
        ...pluck(metadata['name_variants'], 'value'),
        ...strings(metadata['extra_words']),
        ...addressWords(metadata['addresses']),
        ...pluck(metadata['external_system_identifiers'], 'value'),
      ];
    case 'conferences':
      return [
        ...pluck(metadata['titles'], 'title'),
        ...pluck(metadata['titles'], 'subtitle'),
        ...strings(metadata['acronyms']),
        ...strings(metadata['cnum']),
        ...pluck(metadata['series'], 'name'),
        ...addressWords(metadata['addresses']),
        ...pluck(metadata['keywords'], 'value'),
        ...pluck(metadata['inspire_categories'], 'term'),
      ];
    case 'seminars':
      return [
        ...pluck(metadata['title'], 'title'),
        ...pluck(metadata['speakers'], 'name'),
        ...objects(metadata['speakers']).flatMap((speaker) => pluck(speaker['affiliations'], 'value')),
        ...pluck(metadata['series'], 'name'),
        ...pluck(metadata['abstract'], 'value').map(withoutTags),
        ...pluck(metadata['keywords'], 'value'),
        ...addressWords(metadata['address']),
      ];
    case 'journals':
      return [
        ...pluck(metadata['journal_title'], 'title'),
        ...strings(metadata['short_title']),
        ...strings(metadata['title_variants']),
        ...strings(metadata['publisher']),
      ];
    case 'jobs':
      return [
        ...strings(metadata['position']),
        ...pluck(metadata['institutions'], 'value'),
        ...strings(metadata['regions']),
        ...strings(metadata['ranks']),
        ...strings(metadata['arxiv_categories']),
        ...pluck(metadata['accelerator_experiments'], 'legacy_name'),
        ...pluck(metadata['accelerator_experiments'], 'name'),
        ...strings(metadata['external_job_identifier']),
        ...strings(metadata['description']).map(withoutTags),
      ];
    case 'experiments':
      return [
        ...strings(metadata['legacy_name']),
        ...strings(metadata['long_name']),
        ...strings(metadata['name_variants']),
        ...pluck(metadata['collaboration'], 'value'),
        ...pluck(metadata['accelerator'], 'value'),
        ...pluck(metadata['institutions'], 'value'),
        ...strings(metadata['description']),
      ];
    case 'data':
      return [
        ...pluck(metadata['titles'], 'title'),
        ...pluck(metadata['authors'], 'full_name'),
        ...pluck(metadata['collaborations'], 'value'),
        ...pluck(metadata['dois'], 'value'),
        ...pluck(metadata['abstracts'], 'value'),
        ...pluck(metadata['keywords'], 'value'),
      ];
  }
}

function accessibility(metadata: Json): string[] {
  const tags: string[] = [];
  if (objects(metadata['join_urls']).length > 0) {
    tags.push('Online');
  }
  if (objects(metadata['material_urls']).length > 0) {
    tags.push('Has material');
  }
  if (metadata['captioned'] === true) {
    tags.push('Has captions');
  }
  return tags;
}

/** The `collection_search` row of one record of the other eight collections: a pure function of its metadata. */
export function collectionSearchRow(
  collection: SearchCollection,
  metadata: Json,
  context: { recordId: string; deleted?: boolean },
): CollectionSearchRow {
  const isConference = collection === 'conferences';
  const isSeminar = collection === 'seminars';
  return {
    record_id: context.recordId,
    collection,
    control_number: Number(metadata['control_number']),
    deleted: context.deleted === true || metadata['deleted'] === true,
    search_text: unique([...mainText(collection, metadata), String(metadata['control_number'] ?? '')]).join(
      ' \n ',
    ),
    start_at: isConference
      ? dateAt(metadata['opening_date'])
      : isSeminar
        ? dateAt(metadata['start_datetime'])
        : null,
    end_at: isConference
      ? dateAt(metadata['closing_date'])
      : isSeminar
        ? dateAt(metadata['end_datetime'])
        : null,
    deadline_date: collection === 'jobs' ? fullDate(metadata['deadline_date']) : null,
    subjects: unique(pluck(metadata['inspire_categories'], 'term')),
    series: unique(pluck(metadata['series'], 'name')),
    regions: unique(strings(metadata['regions'])),
    ranks: unique(strings(metadata['ranks'])),
    status: typeof metadata['status'] === 'string' ? metadata['status'] : null,
    arxiv_categories: unique(strings(metadata['arxiv_categories'])),
    classifications: classificationPaths(strings(metadata['inspire_classification'])),
    accessibility: isSeminar ? accessibility(metadata) : [],
  };
}

export const COLLECTION_SEARCH_COLUMNS: readonly (readonly [keyof CollectionSearchRow, string])[] = [
  ['record_id', 'uuid'],
  ['collection', 'text'],
  ['control_number', 'bigint'],
  ['deleted', 'boolean'],
  ['search_text', 'text'],
  ['start_at', 'timestamptz'],
  ['end_at', 'timestamptz'],
  ['deadline_date', 'date'],
  ['subjects', 'text[]'],
  ['series', 'text[]'],
  ['regions', 'text[]'],
  ['ranks', 'text[]'],
  ['status', 'text'],
  ['arxiv_categories', 'text[]'],
  ['classifications', 'text[]'],
  ['accessibility', 'text[]'],
];
