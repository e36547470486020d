import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface Subscription {
  email: string;
  firstName: string;
  lastName: string;
  list: string;
}

/** Stores a subscription; subscribing again keeps the first one. */
export async function insertSubscription(db: Kysely<Database>, subscription: Subscription): Promise<void> {
  await db
    .insertInto('mailing_subscriptions')
    .values({
      email: subscription.email,
      first_name: subscription.firstName,
      last_name: subscription.lastName,
      list: subscription.list,
    })
    .onConflict((conflict) => conflict.columns(['list', 'email']).doNothing())
    .execute();
}

export async function listSubscriptions(db: Kysely<Database>, list: string): Promise<Subscription[]> {
  const rows = await db
    .selectFrom('mailing_subscriptions')
    .select(['email', 'first_name', 'last_name', 'list'])
    .where('list', '=', list)
    .orderBy('created')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    list: row.list,
  }));
}
