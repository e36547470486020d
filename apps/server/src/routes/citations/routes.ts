import {
  CITATIONS_PAGE_SIZE,
  ControlNumber,
  citationsResponseSchema,
  MAX_RESULT_WINDOW,
  pagingQuery,
} from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citationsOfPaper } from '../../citations/service';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { pagingOrThrow } from '../../search/params';
import { sendJsonText } from '../jsonText';
import { recordResponses } from '../records/send';
import { citationsJson } from './present';

const paramsSchema = z.object({
  controlNumber: ControlNumber.describe('Control number of the cited paper.'),
});
const querySchema = z.looseObject(
  pagingQuery({ sizeDescription: 'Citing papers per page, from 1 (default 10); page × size at most 10000.' }),
);

/** GET /api/literature/{id}/citations: the papers citing a paper, most recent first (inspire-api.md §5.2). */
export async function citationRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/literature/:controlNumber/citations',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['records'],
        summary: 'Papers citing a paper, one page at a time',
        description:
          '`{"metadata":{"citations":[…],"citation_count":N}}`, most recent first (earliest date), each with ' +
          'authors (at most 10), control_number, earliest_date, titles and publication_info. Only papers of the ' +
          'Literature collection that are neither deleted nor superseded count, never the paper itself. A page ' +
          'past the end is empty; 400 for page or size below 1 or past the 10000th result; a merged-away paper ' +
          'redirects (301) to its successor.',
        params: paramsSchema,
        querystring: querySchema,
        response: { 200: citationsResponseSchema, 400: recordResponses[400], 404: recordResponses[404] },
      },
    },
    async (request, reply) => {
      const { controlNumber } = request.params;
      const { page, size } = pagingOrThrow(request.query, {
        defaultSize: CITATIONS_PAGE_SIZE,
        window: MAX_RESULT_WINDOW,
      });
      const citations = await citationsOfPaper(context.db, controlNumber, page, size);
      if (citations.kind === 'missing') {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      if (citations.kind === 'merged') {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(
          `${context.config.publicUrl}/api/literature/${citations.successor}/citations${search}`,
          301,
        );
      }
      return sendJsonText(reply, citationsJson(citations.page, context.config.publicUrl));
    },
  );
}
