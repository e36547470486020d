import type { JobsSubscriptionRequest } from '@parton/records';
import { collectionKeys } from '../common/api/collectionApi';
import { postJson } from '../common/api/postJson';

/** Query keys of the jobs calls. */
export const jobKeys = collectionKeys('jobs');

/** Subscribes an e-mail address to the weekly job update (sent every Monday). */
export async function subscribeToJobs(values: JobsSubscriptionRequest): Promise<void> {
  await postJson('/mailing/subscribe/jobs/weekly', values);
}
