import { type AuthorSubmission, RANKS } from '@parton/records';
import { acquisitionSource, type BuildContext, put, withRecord } from './common';

/** The form's identifier fields and the `ids` schema each becomes (facts §2.2 "Author"). */
export const AUTHOR_ID_FIELDS = [
  ['orcid', 'ORCID'],
  ['linkedin', 'LINKEDIN'],
  ['twitter', 'TWITTER'],
  ['bluesky', 'BLUESKY'],
  ['mastodon', 'MASTODON'],
  ['bai', 'INSPIRE BAI'],
] as const;

interface Dated {
  current?: boolean;
  start_date?: number | string;
  rank?: string;
}

function rankPriority(rank: string | undefined): number {
  const index = rank ? (RANKS as readonly string[]).indexOf(rank) : -1;
  return index === -1 ? RANKS.length : index;
}

/** Current positions first, then the most recent start, then the senior rank (the builder's order). */
export function compareDated(left: Dated, right: Dated): number {
  if (Boolean(left.current) !== Boolean(right.current)) {
    return left.current ? -1 : 1;
  }
  const leftStart = left.start_date === undefined ? '' : String(left.start_date);
  const rightStart = right.start_date === undefined ? '' : String(right.start_date);
  if (leftStart !== rightStart) {
    return leftStart < rightStart ? 1 : -1;
  }
  return rankPriority(left.rank) - rankPriority(right.rank);
}

function year(value: number | string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : String(value);
}

/** "Family, Given", or whichever of the two exists. */
export function authorName(family: string | undefined, given: string | undefined): string {
  return [family, given].filter(Boolean).join(', ');
}

/** The author form as an author record (facts §2.2 "Author"); the workflow or the update merge stores it. */
export function buildAuthor(form: AuthorSubmission, context: BuildContext): Record<string, unknown> {
  const name: Record<string, unknown> = { value: authorName(form.family_name, form.given_name) };
  put(name, 'preferred_name', form.display_name);
  put(name, 'name_variants', form.alternate_name ? [form.alternate_name] : undefined);
  put(name, 'native_names', form.native_name ? [form.native_name] : undefined);
  const record: Record<string, unknown> = { _collections: ['Authors'], name };
  put(
    record,
    'email_addresses',
    (form.emails ?? [])
      .filter((email) => email.value)
      .map((email) => ({
        value: email.value,
        current: Boolean(email.current),
        hidden: Boolean(email.hidden),
      })),
  );
  put(record, 'status', form.status);
  const ids = AUTHOR_ID_FIELDS.flatMap(([field, schema]) => {
    const value = form[field];
    return value ? [{ schema, value }] : [];
  });
  put(record, 'ids', ids);
  const urls = [
    ...(form.websites ?? []).filter(Boolean).map((value) => ({ value })),
    ...(form.blog ? [{ value: form.blog, description: 'blog' }] : []),
  ];
  put(record, 'urls', urls);
  put(record, 'arxiv_categories', form.arxiv_categories);
  const positions = (form.positions ?? [])
    .filter((position) => position.institution)
    .map((position) => {
      const entry: Record<string, unknown> = { institution: position.institution };
      put(entry, 'start_date', year(position.start_date));
      put(entry, 'end_date', year(position.end_date));
      put(entry, 'rank', position.rank);
      Object.assign(entry, withRecord(context.publicUrl, position.record));
      return {
        ...entry,
        hidden: Boolean(position.hidden),
        curated_relation: false,
        current: Boolean(position.current),
      };
    })
    .sort(compareDated);
  put(record, 'positions', positions);
  const projects = (form.project_membership ?? [])
    .filter((project) => project.name)
    .map((project) => {
      const entry: Record<string, unknown> = { name: project.name };
      put(entry, 'start_date', year(project.start_date));
      put(entry, 'end_date', year(project.end_date));
      Object.assign(entry, withRecord(context.publicUrl, project.record));
      return {
        ...entry,
        hidden: Boolean(project.hidden),
        curated_relation: false,
        current: Boolean(project.current),
      };
    })
    .sort(compareDated);
  put(record, 'project_membership', projects);
  put(
    record,
    'advisors',
    (form.advisors ?? [])
      .filter((advisor) => advisor.name)
      .map((advisor) => {
        const entry: Record<string, unknown> = { name: advisor.name?.replace(/\s+/g, ' ') };
        put(entry, 'degree_type', advisor.degree_type);
        Object.assign(entry, withRecord(context.publicUrl, advisor.record));
        return { ...entry, hidden: Boolean(advisor.hidden), curated_relation: false };
      }),
  );
  put(record, '_private_notes', form.comments ? [{ value: form.comments }] : undefined);
  record.acquisition_source = acquisitionSource(context);
  return record;
}

/** Optional fields an author update removes when the form leaves them out (facts "Author update merge"). */
const AUTHOR_REMOVABLE_FIELDS = [
  'email_addresses',
  'public_notes',
  'urls',
  'positions',
  'project_membership',
  'arxiv_categories',
  'advisors',
] as const;

interface AuthorId {
  schema?: unknown;
  value?: unknown;
}

/** `ids`: a new ORCID is appended; another schema replaces the value of that schema, or is appended. */
function mergeIds(existing: AuthorId[], submitted: AuthorId[]): AuthorId[] {
  const merged = existing.map((id) => ({ ...id }));
  for (const id of submitted) {
    if (id.schema === 'ORCID') {
      if (!merged.some((known) => known.schema === 'ORCID' && known.value === id.value)) {
        merged.push(id);
      }
      continue;
    }
    const known = merged.find((entry) => entry.schema === id.schema);
    if (known) {
      known.value = id.value;
    } else {
      merged.push(id);
    }
  }
  return merged;
}

/**
 * An author update applied to the stored record (facts "Author update merge"): private notes appended, ids merged,
 * the removable optional fields dropped when the form has none, every other submitted key overwriting.
 */
export function mergeAuthorUpdate(
  existing: Record<string, unknown>,
  submitted: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...existing };
  for (const field of AUTHOR_REMOVABLE_FIELDS) {
    if (!(field in submitted)) {
      delete merged[field];
    }
  }
  for (const [key, value] of Object.entries(submitted)) {
    if (key === '_private_notes') {
      const known = Array.isArray(existing._private_notes) ? existing._private_notes : [];
      merged._private_notes = [...known, ...(value as unknown[])];
      continue;
    }
    if (key === 'ids') {
      merged.ids = mergeIds(
        Array.isArray(existing.ids) ? (existing.ids as AuthorId[]) : [],
        value as AuthorId[],
      );
      continue;
    }
    merged[key] = value;
  }
  return merged;
}
