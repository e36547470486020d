import { QuerySyntaxError } from '@parton/query';
import { apiErrorSchema, messageResponseSchema } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forwardAiQuery } from '../../ai/forwarder';
import { parseQueryToEs } from '../../ai/queryParser';
import { readAiSettings } from '../../ai/settings';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';

export const AI_QUERY_PATH = '/ai/v1/query';
const NOT_FOUND = 'The requested URL was not found on the server.';
export const AI_QUERY_REQUIRED_MESSAGE = 'Please provide a query.';
export const AI_QUERY_TOO_LONG_MESSAGE = 'The query is too long: at most 2,000 characters.';

const aiQueryBody = z.object({
  query: z.string().nullish(),
  // Accepted for the reference's clients and ignored: the user is the session's (see below).
  user: z.string().nullish(),
  matomo_client_id: z.string().max(200).nullish(),
});

/**
 * The search language as a structure (`GET /api/search/query-parser`, src/ai/queryParser.ts) and the AI hook
 * (`POST /ai/v1/query`): a free-text search is forwarded to AI_QUERY_URL, fire-and-forget (spec §7).
 */
export async function aiRoutes(root: FastifyInstance, _context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const settings = readAiSettings(process.env, (message) => app.log.warn(message));

  app.get(
    '/api/search/query-parser',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['search'],
        summary: 'A literature query as an Elasticsearch-like structure',
        description:
          'The structure the search language builds for `q`: free text as `{"match": {"_all": {"query", ' +
          '"operator": "and"}}}`, keywords as match/term/range/nested queries on the reference\'s field names, ' +
          'boolean operators as `bool` must/should/must_not. 400 when the query does not parse.',
        querystring: z.object({ q: z.string().default('') }),
        response: { 200: z.record(z.string(), z.unknown()), 400: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        return parseQueryToEs(request.query.q);
      } catch (error) {
        if (error instanceof QuerySyntaxError) {
          throw new ApiError(400, QuerySyntaxError.MESSAGE);
        }
        throw error;
      }
    },
  );

  app.post(
    AI_QUERY_PATH,
    {
      config: { policy: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Forward a free-text search to the AI service',
        description:
          'Answers 202 at once and posts `{query, user, matomo_client_id}` to AI_QUERY_URL (2 s timeout; failures ' +
          "are logged, never answered). `user` is the logged-in user's e-mail (null when anonymous), whatever the " +
          'body says. 404 unless AI_QUERY and AI_QUERY_URL are set.',
        body: aiQueryBody,
        response: { 202: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const url = settings.aiQueryUrl;
      if (url === null) {
        throw new ApiError(404, NOT_FOUND);
      }
      const query = request.body.query?.trim() ?? '';
      if (query === '') {
        throw new ApiError(400, AI_QUERY_REQUIRED_MESSAGE);
      }
      if (query.length > 2_000) {
        throw new ApiError(400, AI_QUERY_TOO_LONG_MESSAGE);
      }
      // Not awaited: the reader's search must not wait for the AI service, nor hear about its failures.
      void forwardAiQuery(
        url,
        {
          query,
          user: request.user?.email ?? null,
          matomo_client_id: request.body.matomo_client_id?.trim() || null,
        },
        { warn: (message) => request.log.warn(message) },
      );
      return reply.code(202).send({ message: 'Accepted' });
    },
  );
}
