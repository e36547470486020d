import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of readers' search feedback (`search_feedback`, migration 0610). */

export interface NewFeedback {
  question: string;
  additional: string | null;
  query: string | null;
  userId: number | null;
  clientId: string | null;
}

export interface StoredFeedback {
  id: number;
  question: string;
  additional: string | null;
  query: string | null;
  userEmail: string | null;
  clientId: string | null;
  created: Date;
}

export async function insertFeedback(db: Kysely<Database>, feedback: NewFeedback): Promise<number> {
  const row = await db
    .insertInto('search_feedback')
    .values({
      question: feedback.question,
      additional: feedback.additional,
      query: feedback.query,
      user_id: feedback.userId,
      client_id: feedback.clientId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** One page of feedback, newest first, with the sender's current e-mail (null when anonymous or deleted). */
export async function listFeedback(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<{ total: number; items: StoredFeedback[] }> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('search_feedback')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('search_feedback as f')
      .leftJoin('users as u', 'u.id', 'f.user_id')
      .select(['f.id', 'f.question', 'f.additional', 'f.query', 'f.client_id', 'f.created', 'u.email'])
      .orderBy('f.created', 'desc')
      .orderBy('f.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((row) => ({
      id: Number(row.id),
      question: row.question,
      additional: row.additional,
      query: row.query,
      userEmail: row.email ?? null,
      clientId: row.client_id,
      created: row.created,
    })),
  };
}
