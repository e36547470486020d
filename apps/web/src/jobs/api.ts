import type { JobsSubscriptionRequest } from '@parton/records';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../common/api/http';

/** Subscribes an e-mail address to the weekly job update (sent every Monday). */
export async function subscribeToJobs(values: JobsSubscriptionRequest): Promise<void> {
  await postJson('/mailing/subscribe/jobs/weekly', values);
}

/** The weekly-update subscription as a mutation (for the subscribe modal: `isPending`, `onSuccess`, `onError`). */
export function useSubscribeToJobsMutation() {
  return useMutation({ mutationFn: subscribeToJobs });
}
