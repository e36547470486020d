import {
  apiErrorSchema,
  jobsSubscriptionResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import {
  InvalidUnsubscribeLinkError,
  RSS_PATH,
  subscribeToWeeklyJobs,
  unsubscribe,
  weeklyJobsFeed,
} from '../../mailing/service';

const subscribeBody = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  first_name: z.string().trim().min(1, { error: 'Please enter your first name.' }).max(200),
  last_name: z.string().trim().min(1, { error: 'Please enter your last name.' }).max(200),
});

/**
 * The weekly jobs e-mail (src/mailing/README.md): subscribe (twice is harmless), unsubscribe with the signed token
 * of an e-mail's link (no login), and the same weekly list as RSS.
 */
export async function mailingRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/mailing/subscribe/jobs/weekly',
    {
      config: { policy: 'public' },
      schema: { body: subscribeBody, response: { 200: jobsSubscriptionResponseSchema, 400: apiErrorSchema } },
    },
    async (request) => {
      await subscribeToWeeklyJobs(context, {
        email: request.body.email,
        firstName: request.body.first_name,
        lastName: request.body.last_name,
      });
      return { message: 'Success' };
    },
  );

  app.post(
    '/api/mailing/unsubscribe',
    {
      // The signed token is the authority here, not a session: no CSRF token is asked of a logged-in browser.
      config: { policy: 'public', csrf: false },
      schema: {
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        const { email } = await unsubscribe(context, request.body.token);
        return { message: `${email} is unsubscribed from the weekly jobs update.`, email };
      } catch (error) {
        if (error instanceof InvalidUnsubscribeLinkError) {
          throw new ApiError(400, error.message);
        }
        throw error;
      }
    },
  );

  app.get(RSS_PATH, { config: { policy: 'public' } }, async (_request, reply) => {
    const feed = await weeklyJobsFeed(context, new Date());
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(feed);
  });
}
