import {
  WORKFLOW_TYPES,
  type Workflow,
  type WorkflowKind,
  type WorkflowSearchResponse,
} from '@parton/records';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import { presentWorkflows } from './present';
import type { Executor } from './repository';

/**
 * The back-office workflow search (facts §3.7): free text over the `search` column, filters on status and
 * workflow type, newest (or oldest) updated first, and facets computed like a faceted search: the status facet
 * ignores the status filter and the workflow-type facet ignores the type filter (so that ticking a status still
 * shows the other statuses' counts); the status buckets under each type follow the status filter.
 */

export interface WorkflowSearchQuery {
  kind: WorkflowKind;
  search?: string;
  status?: string[];
  workflowType?: string[];
  ordering?: '-_updated_at' | '_updated_at';
  page: number;
  size: number;
}

type Bucket = { key: string; doc_count: number };

export type WorkflowSearchResult = Omit<WorkflowSearchResponse, 'next' | 'previous'> & {
  results: Workflow[];
};

/** `%`, `_` and `\` match themselves in the search words. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditions(
  eb: ExpressionBuilder<Database, 'workflows'>,
  query: WorkflowSearchQuery,
  skip: 'status' | 'workflowType' | null,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [eb('kind', '=', query.kind)];
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  for (const word of words) {
    parts.push(sql<SqlBool>`search LIKE ${likePattern(word)}`);
  }
  if (skip !== 'status' && query.status && query.status.length > 0) {
    parts.push(eb('status', 'in', query.status));
  }
  if (skip !== 'workflowType' && query.workflowType && query.workflowType.length > 0) {
    parts.push(eb('workflow_type', 'in', query.workflowType));
  }
  return eb.and(parts);
}

export async function searchWorkflows(
  db: Executor,
  query: WorkflowSearchQuery,
): Promise<WorkflowSearchResult> {
  const page = Math.max(1, Math.floor(query.page));
  const size = Math.max(1, Math.floor(query.size));
  const direction = query.ordering === '_updated_at' ? 'asc' : 'desc';

  const countRow = await db
    .selectFrom('workflows')
    .where((eb) => conditions(eb, query, null))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('workflows')
    .selectAll()
    .where((eb) => conditions(eb, query, null))
    .orderBy('updated', direction)
    .orderBy('id', direction)
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const statusRows = await db
    .selectFrom('workflows')
    .where((eb) => conditions(eb, query, 'status'))
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .groupBy('status')
    .orderBy('status')
    .execute();
  const typeRows = await db
    .selectFrom('workflows')
    .where((eb) => conditions(eb, query, 'workflowType'))
    .select(['workflow_type', 'status', sql<number>`count(*)::int`.as('count')])
    .groupBy(['workflow_type', 'status'])
    .orderBy('workflow_type')
    .orderBy('status')
    .execute();

  const typeBuckets = new Map<string, Bucket & { status: { buckets: Bucket[] } }>();
  for (const row of typeRows) {
    const bucket = typeBuckets.get(row.workflow_type) ?? {
      key: row.workflow_type,
      doc_count: 0,
      status: { buckets: [] },
    };
    bucket.doc_count += Number(row.count);
    bucket.status.buckets.push({ key: row.status, doc_count: Number(row.count) });
    typeBuckets.set(row.workflow_type, bucket);
  }

  return {
    count: Number(countRow.count),
    results: await presentWorkflows(db, rows),
    facets: {
      _filter_status: {
        status: { buckets: statusRows.map((row) => ({ key: row.status, doc_count: Number(row.count) })) },
      },
      _filter_workflow_type: { workflow_type: { buckets: [...typeBuckets.values()] } },
    },
  };
}

export interface WorkflowCounts {
  kind: WorkflowKind;
  total: number;
  /** Per workflow type (dashboard order), the count per status. */
  types: { workflowType: string; total: number; statuses: Record<string, number> }[];
}

/** Counts per kind, type and status for the dashboard cards. Types without workflows are left out. */
export async function workflowCounts(db: Executor): Promise<WorkflowCounts[]> {
  const rows = await db
    .selectFrom('workflows')
    .select(['kind', 'workflow_type', 'status', sql<number>`count(*)::int`.as('count')])
    .groupBy(['kind', 'workflow_type', 'status'])
    .execute();
  const order = Object.keys(WORKFLOW_TYPES);
  const rank = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length);
  return (['authors', 'literature'] as const).map((kind) => {
    const types = new Map<
      string,
      { workflowType: string; total: number; statuses: Record<string, number> }
    >();
    for (const row of rows.filter((candidate) => candidate.kind === kind)) {
      const entry = types.get(row.workflow_type) ?? {
        workflowType: row.workflow_type,
        total: 0,
        statuses: {},
      };
      entry.total += Number(row.count);
      entry.statuses[row.status] = Number(row.count);
      types.set(row.workflow_type, entry);
    }
    const sorted = [...types.values()].sort((a, b) => rank(a.workflowType) - rank(b.workflowType));
    return { kind, total: sorted.reduce((sum, entry) => sum + entry.total, 0), types: sorted };
  });
}
