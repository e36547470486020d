import { CITATIONS_PAGE_SIZE, MAX_RESULT_WINDOW } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { citationsOfPaper } from '../../citations/service';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { citationsJson } from './present';

const RESULT_WINDOW_MESSAGE = `Maximum number of ${MAX_RESULT_WINDOW} results have been reached.`;
const INVALID_PAGING_MESSAGE = 'The page and size parameters must be positive whole numbers.';

const paramsSchema = z.object({ controlNumber: z.string().describe('Control number of the cited paper.') });
const querySchema = z.looseObject({
  page: z.string().optional().describe('Page number from 1 (default 1).'),
  size: z
    .string()
    .optional()
    .describe('Citing papers per page, from 1 (default 10); page × size at most 10000.'),
});

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') {
    return fallback;
  }
  if (!/^\s*\d{1,9}\s*$/.test(value) || Number(value) < 1) {
    throw new ApiError(400, INVALID_PAGING_MESSAGE);
  }
  return Number(value);
}

/** GET /api/literature/{id}/citations: the papers citing a paper, most recent first (inspire-api.md §5.2). */
export async function citationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
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
      },
    },
    async (request, reply) => {
      const { controlNumber } = request.params as z.infer<typeof paramsSchema>;
      const query = request.query as z.infer<typeof querySchema>;
      if (!/^\d{1,15}$/.test(controlNumber)) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      const page = positiveInteger(query.page, 1);
      const size = positiveInteger(query.size, CITATIONS_PAGE_SIZE);
      if (page * size > MAX_RESULT_WINDOW) {
        throw new ApiError(400, RESULT_WINDOW_MESSAGE);
      }
      const citations = await citationsOfPaper(context.db, Number(controlNumber), page, size);
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
      return reply
        .type('application/json; charset=utf-8')
        .send(citationsJson(citations.page, context.config.publicUrl));
    },
  );
}
