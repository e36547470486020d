import { apiErrorSchema, messageResponseSchema } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAiSettings } from '../../ai/settings';
import type { AppContext } from '../../context';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_PAGE_SIZE,
  type FeedbackPage,
  feedbackPage,
  InvalidFeedbackError,
  submitFeedback,
} from '../../feedback/service';
import { ApiError } from '../../http/errors';

export const FEEDBACK_PATH = '/ai/v1/search-feedback';
const NOT_FOUND = 'The requested URL was not found on the server.';

// Strings only: blank, missing and oversized values are the service's to refuse, in the form's own words.
const feedbackBody = z.object({
  question: z.string().nullish(),
  additional: z.string().nullish(),
  query: z.string().nullish(),
  matomo_client_id: z.string().nullish(),
});

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(FEEDBACK_PAGE_SIZE.max).default(FEEDBACK_PAGE_SIZE.default),
});

const feedbackItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  additional: z.string().nullable(),
  query: z.string().nullable(),
  user_email: z.string().nullable(),
  client_id: z.string().nullable(),
  created: z.string(),
});
const feedbackListSchema = z.object({ total: z.number().int(), hits: z.array(feedbackItemSchema) });

function presentPage(page: FeedbackPage): z.infer<typeof feedbackListSchema> {
  return {
    total: page.total,
    hits: page.items.map((item) => ({
      id: item.id,
      question: item.question,
      additional: item.additional,
      query: item.query,
      user_email: item.userEmail,
      client_id: item.clientId,
      created: item.created.toISOString(),
    })),
  };
}

/**
 * Readers' search feedback (src/feedback): the literature search's form posts to `POST /ai/v1/search-feedback`
 * (same origin, not under /api, like the reference; behind SEARCH_FEEDBACK, 404 when off), and catalogers read it
 * newest first, from the main site (`GET /api/feedback`, session) or the back office (`GET /api/backoffice/feedback/`,
 * its bearer token).
 */
export async function feedbackRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const settings = readAiSettings(process.env);

  app.post(
    FEEDBACK_PATH,
    {
      config: { policy: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Send search feedback',
        description:
          'What a reader could not find: `question` (required, at most 2,000 characters), `additional` (at most ' +
          "10,000), the `query` they were on and their browser's `matomo_client_id`. The logged-in user is taken " +
          'from the session. 404 unless SEARCH_FEEDBACK is on.',
        body: feedbackBody,
        response: { 201: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!settings.searchFeedback) {
        throw new ApiError(404, NOT_FOUND);
      }
      try {
        await submitFeedback(context, {
          question: request.body.question,
          additional: request.body.additional,
          query: request.body.query,
          clientId: request.body.matomo_client_id,
          userId: request.user?.id ?? null,
        });
      } catch (error) {
        if (error instanceof InvalidFeedbackError) {
          throw new ApiError(400, error.message);
        }
        throw error;
      }
      return reply.code(201).send({ message: FEEDBACK_MESSAGES.received });
    },
  );

  const listSchema = {
    tags: ['search'],
    querystring: pageQuery,
    response: { 200: feedbackListSchema, 400: apiErrorSchema },
  };
  app.get(
    '/api/feedback',
    {
      config: { policy: 'cataloger' },
      schema: { ...listSchema, summary: 'Search feedback, newest first (catalogers)' },
    },
    async (request) => presentPage(await feedbackPage(context, request.query.page, request.query.size)),
  );
  app.get(
    '/api/backoffice/feedback/',
    {
      config: { policy: 'backoffice' },
      schema: { ...listSchema, summary: 'Search feedback, newest first (back office)' },
    },
    async (request) => presentPage(await feedbackPage(context, request.query.page, request.query.size)),
  );
}
