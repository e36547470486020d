import { signatureColumns } from '@parton/query';
import { earliestDate, type LiteratureMetadata, linkOf, parseRecordRef } from '@parton/records';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/engine';

/**
 * The citation rules (inspire-api.md §5.5, search-syntax.md §9) computed by brute force from record JSON, written
 * independently of the SQL so that tests can compare the stored graph with it.
 */
export interface OracleRecord {
  pidType: 'lit' | 'dat';
  metadata: Record<string, unknown>;
}

export interface OracleGraph {
  /** `citerControlNumber>pid:controlNumber|date|self` */
  edges: string[];
  /** `pid:controlNumber` → [citation_count, without self-citations], non-zero only. */
  counts: Map<string, [number, number]>;
}

const MAX_REDIRECT_HOPS = 8;

interface Signature {
  recid: number | null;
  name: string;
}

function signatures(metadata: Record<string, unknown>): Signature[] {
  const authors = (metadata.authors ?? []) as {
    full_name: string;
    record?: unknown;
    inspire_roles?: string[];
  }[];
  return authors
    .filter((author) => !(author.inspire_roles ?? []).includes('supervisor'))
    .map((author) => {
      const link = linkOf(author.record);
      return {
        recid: link?.collection === 'authors' ? link.controlNumber : null,
        name: signatureColumns({ full_name: author.full_name }).full_name_norm,
      };
    });
}

function shareAnAuthor(citer: Signature[], cited: Signature[]): boolean {
  return citer.some((a) =>
    cited.some((b) => (a.recid !== null && b.recid !== null ? a.recid === b.recid : a.name === b.name)),
  );
}

function isCiter(metadata: Record<string, unknown>): boolean {
  if (metadata.deleted === true) {
    return false;
  }
  const collections = metadata._collections;
  if (Array.isArray(collections) && !collections.includes('Literature')) {
    return false;
  }
  const related = (metadata.related_records ?? []) as { relation?: string }[];
  return !related.some((item) => item.relation === 'successor');
}

function fillDate(date: string | undefined): string | null {
  return date === undefined ? null : `${date}-01-01`.slice(0, 10);
}

export function oracleGraph(records: OracleRecord[]): OracleGraph {
  const byKey = new Map(
    records.map((record) => [`${record.pidType}:${record.metadata.control_number}`, record]),
  );
  const redirectOf = (key: string): string | undefined => {
    const record = byKey.get(key);
    if (record?.metadata.deleted !== true) {
      return undefined;
    }
    const link = linkOf(record.metadata.new_record);
    if (link?.collection === 'literature') {
      return `lit:${link.controlNumber}`;
    }
    return link?.collection === 'data' ? `dat:${link.controlNumber}` : undefined;
  };
  const resolve = (key: string): string => {
    let current = key;
    for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop += 1) {
      const next = redirectOf(current);
      if (!next) {
        break;
      }
      current = next;
    }
    return current;
  };
  const liveSignatures = (key: string): Signature[] => {
    const record = byKey.get(key);
    if (record?.pidType !== 'lit' || record.metadata.deleted === true) {
      return [];
    }
    return signatures(record.metadata);
  };

  const edges: string[] = [];
  const counts = new Map<string, [number, number]>();
  for (const record of records) {
    if (record.pidType !== 'lit' || !isCiter(record.metadata)) {
      continue;
    }
    const citer = record.metadata.control_number as number;
    const date = fillDate(earliestDate(record.metadata as LiteratureMetadata));
    const citerSignatures = signatures(record.metadata);
    const targets = new Set<string>();
    for (const reference of (record.metadata.references ?? []) as { record?: { $ref?: unknown } }[]) {
      const link = parseRecordRef(reference?.record?.$ref);
      if (link?.collection !== 'literature' && link?.collection !== 'data') {
        continue;
      }
      const target = resolve(`${link.collection === 'literature' ? 'lit' : 'dat'}:${link.controlNumber}`);
      if (target !== `lit:${citer}`) {
        targets.add(target);
      }
    }
    for (const target of targets) {
      const self = target.startsWith('lit:') && shareAnAuthor(citerSignatures, liveSignatures(target));
      edges.push(`${citer}>${target}|${date}|${self}`);
      const [total, others] = counts.get(target) ?? [0, 0];
      counts.set(target, [total + 1, others + (self ? 0 : 1)]);
    }
  }
  return { edges: edges.sort(), counts };
}

/** The graph as stored, in the oracle's shape. */
export async function storedGraph(database: DatabaseHandle): Promise<OracleGraph> {
  const edgeRows = await sql<{
    citer_control_number: number;
    cited_pid_type: string;
    cited_control_number: number;
    citation_date: string | null;
    is_self_citation: boolean;
  }>`SELECT citer_control_number, cited_pid_type, cited_control_number, citation_date, is_self_citation
     FROM citations`.execute(database.db);
  const countRows = await database.db
    .selectFrom('citation_counts')
    .selectAll()
    .where((eb) =>
      eb.or([eb('citation_count', '<>', 0), eb('citation_count_without_self_citations', '<>', 0)]),
    )
    .execute();
  return {
    edges: edgeRows.rows
      .map(
        (row) =>
          `${row.citer_control_number}>${row.cited_pid_type}:${row.cited_control_number}|${row.citation_date}|${row.is_self_citation}`,
      )
      .sort(),
    counts: new Map(
      countRows.map((row) => [
        `${row.pid_type}:${row.control_number}`,
        [row.citation_count, row.citation_count_without_self_citations],
      ]),
    ),
  };
}

/** Every stored literature and data record, as the oracle reads them. */
export async function storedRecords(database: DatabaseHandle): Promise<OracleRecord[]> {
  const rows = await database.db
    .selectFrom('records')
    .select(['pid_type', 'metadata'])
    .where('pid_type', 'in', ['lit', 'dat'])
    .execute();
  return rows.map((row) => ({ pidType: row.pid_type as 'lit' | 'dat', metadata: row.metadata }));
}

/** Literature records whose counts in `literature_search` differ from `citation_counts` (the migrations make both). */
export async function searchMirrorMismatches(database: DatabaseHandle): Promise<number[]> {
  const rows = await sql<{ control_number: number }>`
    SELECT s.control_number FROM literature_search s
    LEFT JOIN citation_counts c ON c.pid_type = 'lit' AND c.control_number = s.control_number
    WHERE s.citation_count <> coalesce(c.citation_count, 0)
      OR s.citation_count_without_self_citations <> coalesce(c.citation_count_without_self_citations, 0)
    ORDER BY 1
  `.execute(database.db);
  return rows.rows.map((row) => row.control_number);
}
