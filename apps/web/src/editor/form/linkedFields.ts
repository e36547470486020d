import type { CollectionName } from '@parton/records';
import type { FieldPath } from './paths';

/**
 * Which collection a link field points into, derived from the field names of the community format (there is no
 * such annotation in the schema): `authors[].affiliations[].record` links an institution, `journal_record` a
 * journal, `references[].record` a paper. Links the editor cannot search for are edited as plain `$ref` text.
 */
const BY_FIELD: Readonly<Record<string, CollectionName>> = {
  journal_record: 'journals',
  conference_record: 'conferences',
  parent_record: 'literature',
};

/** The list or object that holds a `record` link, by its name. */
const BY_CONTAINER: Readonly<Record<string, CollectionName>> = {
  affiliations: 'institutions',
  institutions: 'institutions',
  positions: 'institutions',
  accelerator_experiments: 'experiments',
  project_membership: 'experiments',
  collaborations: 'experiments',
  authors: 'authors',
  supervisors: 'authors',
  advisors: 'authors',
  speakers: 'authors',
  references: 'literature',
  literature: 'literature',
  literature_records: 'literature',
};

/** The collection the `$ref` at `path` (a `record`, `journal_record` … field) links to, if the editor can search it. */
export function linkTargetOf(path: FieldPath): CollectionName | undefined {
  const field = path.at(-1);
  if (typeof field !== 'string') {
    return undefined;
  }
  const direct = BY_FIELD[field];
  if (direct) {
    return direct;
  }
  if (field !== 'record') {
    return undefined;
  }
  const container = [...path.slice(0, -1)].reverse().find((segment) => typeof segment === 'string');
  return typeof container === 'string' ? BY_CONTAINER[container] : undefined;
}

/** The text field beside a link that names the linked record, filled on a pick when it is empty. */
export const LABEL_FIELDS: Readonly<Record<CollectionName, readonly string[]>> = {
  institutions: ['value', 'institution', 'name'],
  experiments: ['legacy_name', 'name', 'value'],
  authors: ['full_name', 'name'],
  journals: ['journal_title'],
  conferences: [],
  literature: [],
  jobs: [],
  seminars: [],
  data: [],
};

interface SearchHitLike {
  metadata?: Record<string, unknown>;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function firstTitle(value: unknown): string | undefined {
  return Array.isArray(value) ? text((value[0] as { title?: unknown } | undefined)?.title) : undefined;
}

/** How a search hit is named in the picker: an institution's ICN, a journal's short title, an author's name … */
export function hitLabel(collection: CollectionName, hit: SearchHitLike): string {
  const metadata = hit.metadata ?? {};
  const name = metadata.name as { value?: unknown; preferred_name?: unknown } | undefined;
  const candidates: Record<CollectionName, Array<string | undefined>> = {
    institutions: [text(metadata.legacy_ICN), text((metadata.ICN as unknown[] | undefined)?.[0])],
    experiments: [text(metadata.legacy_name), text(metadata.long_name)],
    authors: [text(name?.value), text(name?.preferred_name)],
    journals: [
      text(metadata.short_title),
      text((metadata.journal_title as { title?: unknown } | undefined)?.title),
    ],
    conferences: [firstTitle(metadata.titles)],
    literature: [firstTitle(metadata.titles)],
    jobs: [text(metadata.position)],
    seminars: [text((metadata.title as { title?: unknown } | undefined)?.title)],
    data: [firstTitle(metadata.titles)],
  };
  return candidates[collection].find(Boolean) ?? `Record ${String(metadata.control_number ?? '')}`.trim();
}

/** The title of the record being edited, for the page title and heading. */
export function recordName(
  collection: CollectionName,
  metadata: Record<string, unknown>,
): string | undefined {
  const label = hitLabel(collection, { metadata });
  return label.startsWith('Record ') ? undefined : label;
}
