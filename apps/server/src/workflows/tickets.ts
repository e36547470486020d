import type { CollectionName, CuratorTicket, CuratorTicketType } from '@parton/records';
import { sql } from 'kysely';
import type { Executor } from './repository';

/**
 * Curator tickets: the work curators look at outside a decision (author updates, curation after an accept, jobs to
 * open, claims to review). Rows in `curator_tickets` (migration 0540), shown in the back office; they replace the
 * existing system's ServiceNow tickets (facts §2.4).
 */

export interface NewCuratorTicket {
  type: CuratorTicketType;
  subject: string;
  description: string;
  link?: string;
  collection?: CollectionName;
  controlNumber?: number;
  workflowId?: string;
  requesterEmail?: string;
}

/** Opens a ticket (in the caller's transaction, so it exists exactly when the caller's write commits). */
export async function openCuratorTicket(db: Executor, ticket: NewCuratorTicket): Promise<number> {
  const row = await db
    .insertInto('curator_tickets')
    .values({
      ticket_type: ticket.type,
      subject: ticket.subject,
      description: ticket.description,
      link: ticket.link ?? null,
      collection: ticket.collection ?? null,
      control_number: ticket.controlNumber ?? null,
      workflow_id: ticket.workflowId ?? null,
      requester_email: ticket.requesterEmail ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface CuratorTicketQuery {
  status?: 'open' | 'resolved';
  type?: string;
  page: number;
  size: number;
}

interface Bucket {
  key: string;
  doc_count: number;
}

export interface CuratorTicketList {
  count: number;
  results: CuratorTicket[];
  /** Like a faceted search: the status counts ignore the status filter, the type counts the type filter. */
  facets: { status: Bucket[]; ticket_type: Bucket[] };
}

/** Newest first. */
export async function listCuratorTickets(
  db: Executor,
  query: CuratorTicketQuery,
): Promise<CuratorTicketList> {
  const page = Math.max(1, Math.floor(query.page));
  const size = Math.max(1, Math.floor(query.size));
  let filtered = db.selectFrom('curator_tickets');
  if (query.status) {
    filtered = filtered.where('status', '=', query.status);
  }
  if (query.type) {
    filtered = filtered.where('ticket_type', '=', query.type);
  }
  const [countRow, rows, statusBuckets, typeBuckets] = await Promise.all([
    filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('curator_tickets')
      .$if(query.type !== undefined, (q) => q.where('ticket_type', '=', query.type!))
      .select(['status as key', sql<number>`count(*)::int`.as('doc_count')])
      .groupBy('status')
      .orderBy('status')
      .execute(),
    db
      .selectFrom('curator_tickets')
      .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
      .select(['ticket_type as key', sql<number>`count(*)::int`.as('doc_count')])
      .groupBy('ticket_type')
      .orderBy('ticket_type')
      .execute(),
  ]);
  return {
    count: Number(countRow.count),
    results: rows.map(presentTicket),
    facets: {
      status: statusBuckets.map((bucket) => ({ key: bucket.key, doc_count: Number(bucket.doc_count) })),
      ticket_type: typeBuckets.map((bucket) => ({ key: bucket.key, doc_count: Number(bucket.doc_count) })),
    },
  };
}

export async function getCuratorTicket(db: Executor, id: number): Promise<CuratorTicket | null> {
  if (!Number.isSafeInteger(id) || id <= 0) {
    return null;
  }
  const row = await db.selectFrom('curator_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? presentTicket(row) : null;
}

/** Marks a ticket resolved by a curator; null when there is no such ticket. Resolving twice keeps the first curator. */
export async function resolveCuratorTicket(
  db: Executor,
  id: number,
  curatorEmail: string,
): Promise<CuratorTicket | null> {
  if (!Number.isSafeInteger(id) || id <= 0) {
    return null;
  }
  await db
    .updateTable('curator_tickets')
    .set({ status: 'resolved', resolved_by: curatorEmail, updated: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
  return getCuratorTicket(db, id);
}

/** Opens a resolved ticket again; null when there is no such ticket. */
export async function reopenCuratorTicket(db: Executor, id: number): Promise<CuratorTicket | null> {
  if (!Number.isSafeInteger(id) || id <= 0) {
    return null;
  }
  await db
    .updateTable('curator_tickets')
    .set({ status: 'open', resolved_by: null, updated: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'resolved')
    .execute();
  return getCuratorTicket(db, id);
}

interface TicketRow {
  id: number | string;
  ticket_type: string;
  status: 'open' | 'resolved';
  subject: string;
  description: string;
  link: string | null;
  collection: string | null;
  control_number: number | null;
  workflow_id: string | null;
  requester_email: string | null;
  resolved_by: string | null;
  created: Date | string;
  updated: Date | string;
}

function presentTicket(row: TicketRow): CuratorTicket {
  return {
    id: Number(row.id),
    ticket_type: row.ticket_type,
    status: row.status,
    subject: row.subject,
    description: row.description,
    link: row.link,
    collection: row.collection,
    control_number: row.control_number,
    workflow_id: row.workflow_id,
    requester_email: row.requester_email,
    resolved_by: row.resolved_by,
    _created_at: new Date(row.created).toISOString(),
    _updated_at: new Date(row.updated).toISOString(),
  };
}
