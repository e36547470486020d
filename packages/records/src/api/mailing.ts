/**
 * Contracts of the mailing routes (apps/server/src/routes/mailing): the weekly jobs e-mail's subscription and its
 * unsubscribe link.
 */
import { z } from 'zod';

/** `POST /api/mailing/subscribe/jobs/weekly`: `{"message": "Success"}` (the web app does not read it). */
export const jobsSubscriptionResponseSchema = z.object({ message: z.string() });
export type JobsSubscriptionResponse = z.infer<typeof jobsSubscriptionResponseSchema>;

/** `POST /api/mailing/unsubscribe` `{token}`: the token of the e-mail's unsubscribe link. */
export const unsubscribeRequestSchema = z.object({ token: z.string().min(1).max(2000) });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** The subscription is gone (also when it was gone already): the message names the address. */
export const unsubscribeResponseSchema = z.object({ message: z.string(), email: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** What the unsubscribe page shows for a link that is not one of ours (400). */
export const INVALID_UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is invalid.';
