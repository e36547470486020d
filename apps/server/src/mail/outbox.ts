import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of the `mail_outbox` table (migration 0530): one function per statement. */

type Executor = Kysely<Database> | Transaction<Database>;

export type OutboxStatus = 'queued' | 'sent' | 'logged';

export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string | undefined;
  headers: Record<string, string>;
  status: OutboxStatus;
  dedupeKey: string | undefined;
  messageId: string | undefined;
  lastError: string | undefined;
  attempts: number;
  created: Date;
  sentAt: Date | undefined;
}

export interface NewOutboxMail {
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  dedupeKey?: string;
}

/** Adds a mail; returns its id, or undefined when a mail with the same dedupe key exists already. */
export async function insertOutboxMail(db: Executor, mail: NewOutboxMail): Promise<number | undefined> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: JSON.stringify(mail.headers ?? {}),
      dedupe_key: mail.dedupeKey ?? null,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

type OutboxRow = Awaited<ReturnType<typeof selectOutbox>>[number];

function selectOutbox(db: Executor) {
  return db.selectFrom('mail_outbox').selectAll().execute();
}

function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: Number(row.id),
    recipient: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    headers: row.headers ?? {},
    status: row.status,
    dedupeKey: row.dedupe_key ?? undefined,
    messageId: row.message_id ?? undefined,
    lastError: row.last_error ?? undefined,
    attempts: row.attempts,
    created: new Date(row.created),
    sentAt: row.sent_at ? new Date(row.sent_at) : undefined,
  };
}

export async function findOutboxMail(db: Executor, id: number): Promise<OutboxMail | undefined> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toOutboxMail(row) : undefined;
}

/** Mails to one address, oldest first (tests and support questions: "did we write to them?"). */
export async function listOutboxMails(db: Executor, recipient: string): Promise<OutboxMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
  return rows.map(toOutboxMail);
}

/** Delivered (`sent`) or written to the log for want of SMTP_URL (`logged`). */
export async function markOutboxDelivered(
  db: Executor,
  id: number,
  status: Exclude<OutboxStatus, 'queued'>,
  messageId: string | undefined,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status,
      message_id: messageId ?? null,
      sent_at: new Date(),
      last_error: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** A failed delivery: the mail stays queued; the queue job retries it. */
export async function markOutboxFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ last_error: error.slice(0, 2000), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
