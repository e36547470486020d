import { signatureColumns } from '@parton/query';
import { type LiteratureAuthor, linkOf } from '@parton/records';
import { type Insertable, sql } from 'kysely';
import type { LiteratureAuthorsTable } from '../../db/schema';
import type { RecordChange, RecordDeriver } from './types';

/** One row of `literature_authors`: the table's own row type (db/schema.ts), not a copy of it. */
type SignatureRow = Insertable<LiteratureAuthorsTable>;

type NameColumns = Pick<
  SignatureRow,
  'full_name_norm' | 'last_name_tokens' | 'first_name_tokens' | 'initials' | 'full_name_exact'
>;

// The same people sign thousands of papers: normalising each distinct name once keeps imports fast.
const NAME_CACHE_LIMIT = 200_000;
const nameCache = new Map<string, NameColumns>();

function signatureColumnsCached(author: LiteratureAuthor): ReturnType<typeof signatureColumns> {
  const cached = nameCache.get(author.full_name);
  const idsAndAffiliations = signatureColumns({
    full_name: '',
    ids: author.ids,
    affiliations: author.affiliations,
  });
  if (cached) {
    return { ...idsAndAffiliations, ...cached };
  }
  const columns = signatureColumns({ full_name: author.full_name });
  const nameColumns: NameColumns = {
    full_name_norm: columns.full_name_norm,
    last_name_tokens: columns.last_name_tokens,
    first_name_tokens: columns.first_name_tokens,
    initials: columns.initials,
    full_name_exact: columns.full_name_exact,
  };
  if (nameCache.size >= NAME_CACHE_LIMIT) {
    nameCache.clear();
  }
  nameCache.set(author.full_name, nameColumns);
  return { ...idsAndAffiliations, ...nameColumns };
}

function isSupervisor(author: LiteratureAuthor): boolean {
  return author.inspire_roles?.includes('supervisor') ?? false;
}

/** Signature rows of one literature record: authors first, then supervisors (kept apart in `supervisors`). */
export function signatureRows(change: RecordChange): SignatureRow[] {
  const metadata = change.metadata as { authors?: LiteratureAuthor[]; supervisors?: LiteratureAuthor[] };
  const people = [
    ...(metadata.authors ?? []).map((author) => ({ author, supervisor: isSupervisor(author) })),
    ...(metadata.supervisors ?? []).map((author) => ({ author, supervisor: true })),
  ];
  let firstSeen = false;
  return people.map(({ author, supervisor }, position) => {
    const isFirst = !supervisor && !firstSeen;
    firstSeen ||= isFirst;
    const authorLink = linkOf(author.record);
    return {
      record_id: change.recordId,
      control_number: change.controlNumber,
      position,
      is_supervisor: supervisor,
      is_first: isFirst,
      full_name: author.full_name,
      ...signatureColumnsCached(author),
      author_recid: authorLink?.collection === 'authors' ? authorLink.controlNumber : null,
      affiliation_recids: (author.affiliations ?? [])
        .map((affiliation) => linkOf(affiliation.record))
        .filter((link) => link?.collection === 'institutions')
        .map((link) => link!.controlNumber),
    };
  });
}

/** Literature author signatures with normalised names, rewritten whenever a literature record is. */
export const signaturesDeriver: RecordDeriver = {
  name: 'signatures',
  collections: ['literature'],
  async apply(tx, changes) {
    const updatedIds = changes.filter((change) => change.kind === 'updated').map((change) => change.recordId);
    if (updatedIds.length > 0) {
      await tx.deleteFrom('literature_authors').where('record_id', 'in', updatedIds).execute();
    }
    const rows = changes.filter((change) => !change.deleted).flatMap(signatureRows);
    if (rows.length === 0) {
      return;
    }
    // One statement with one JSON parameter: large collaborations have thousands of signatures.
    await sql`
      INSERT INTO literature_authors (
        record_id, control_number, position, is_supervisor, is_first, full_name, full_name_norm,
        last_name_tokens, first_name_tokens, initials, full_name_exact, author_recid, bai, ids,
        affiliations, affiliation_recids)
      SELECT record_id, control_number, position, is_supervisor, is_first, full_name, full_name_norm,
        last_name_tokens, first_name_tokens, initials, full_name_exact, author_recid, bai, ids,
        affiliations, affiliation_recids
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS row(
        record_id uuid, control_number bigint, position int, is_supervisor boolean, is_first boolean,
        full_name text, full_name_norm text, last_name_tokens text[], first_name_tokens text[],
        initials text[], full_name_exact text, author_recid bigint, bai text, ids text[],
        affiliations text[], affiliation_recids bigint[])
    `.execute(tx);
  },
};
