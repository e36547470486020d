import type { AppContext } from '../../context';
import { insertSubscription } from './repository';

/** The weekly e-mail of new jobs (sent every Monday). */
export const WEEKLY_JOBS_LIST = 'jobs-weekly';

export async function subscribeToWeeklyJobs(
  context: AppContext,
  subscriber: { email: string; firstName: string; lastName: string },
): Promise<void> {
  await insertSubscription(context.db, {
    email: subscriber.email.trim().toLowerCase(),
    firstName: subscriber.firstName.trim(),
    lastName: subscriber.lastName.trim(),
    list: WEEKLY_JOBS_LIST,
  });
}
