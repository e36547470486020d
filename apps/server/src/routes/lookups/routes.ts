import {
  ControlNumber,
  pagingQuery,
  recordAuthorsResponseSchema,
  referencesResponseSchema,
} from '@parton/records';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { withBoundedWork } from '../../http/bounded';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { answerThroughCache, sendAnswer } from '../../search/cache/cachedAnswer';
import {
  findAuthorRecordByOrcid,
  findLiteratureByArxiv,
  findLiteratureByDoi,
  literatureReferences,
  recordAuthors,
} from '../../search/lookups';
import { sendJsonText } from '../jsonText';
import { type RecordAsked, recordAnswer, recordQuerySchema, recordResponses } from '../records/send';

/**
 * Answers one record found by an identifier like its own route does (cached for anonymous readers, on a replica),
 * 404 when no record has the identifier.
 */
async function sendIdentifiedRecord(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  asked: { collection: 'literature' | 'authors'; query: RecordAsked['query'] },
  find: (bounded: AppContext) => Promise<number | undefined>,
) {
  const answer = await withBoundedWork(
    context,
    request,
    reply,
    (bounded) =>
      answerThroughCache(bounded, request, { varyOnAccept: true }, async () =>
        recordAnswer(bounded, {
          collection: asked.collection,
          controlNumber: await find(bounded),
          query: asked.query,
          accept: request.headers.accept,
          viewer: request.user,
        }),
      ),
    { read: 'replica' },
  );
  return sendAnswer(reply, answer);
}

const controlNumberParams = z.object({ controlNumber: ControlNumber });
const errorResponse = recordResponses[404];

/**
 * Records by identifier (DOI, arXiv id, ORCID) and the parts of a paper its detail page loads apart: the full
 * author list and the paginated references.
 */
export async function lookupRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/doi/*',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['records'],
        summary: 'Literature record by DOI',
        description:
          'The DOI stays unescaped in the path, slashes and parentheses included ' +
          '(`/api/doi/10.1016/0370-2693(73)90494-2`); it compares case-insensitively. Answers like ' +
          '`GET /api/literature/{id}`; 404 `{"status":404,"message":"PID does not exist."}` when no paper has it.',
        params: z.object({ '*': z.string().describe('The DOI, unescaped: `10.1016/0370-2693(73)90494-2`.') }),
        querystring: recordQuerySchema,
        response: recordResponses,
      },
    },
    async (request, reply) => {
      const doi = request.params['*'];
      return sendIdentifiedRecord(
        context,
        request,
        reply,
        { collection: 'literature', query: request.query },
        (bounded) => findLiteratureByDoi(bounded, doi),
      );
    },
  );

  app.get(
    '/api/arxiv/*',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['records'],
        summary: 'Literature record by arXiv identifier',
        description:
          'New-style (`/api/arxiv/1207.7214`) and old-style identifiers with a slash (`/api/arxiv/hep-ph/0603175`); ' +
          'an `arXiv:` prefix and a version are ignored. Answers like `GET /api/literature/{id}`.',
        params: z.object({
          '*': z
            .string()
            .describe('The arXiv identifier: `1207.7214`, `arXiv:1207.7214v2` or `hep-ph/0603175`.'),
        }),
        querystring: recordQuerySchema,
        response: recordResponses,
      },
    },
    async (request, reply) => {
      const id = request.params['*'];
      return sendIdentifiedRecord(
        context,
        request,
        reply,
        { collection: 'literature', query: request.query },
        (bounded) => findLiteratureByArxiv(bounded, id),
      );
    },
  );

  app.get(
    '/api/orcid/:orcid',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['records'],
        summary: 'Author record by ORCID',
        description: 'Answers like `GET /api/authors/{id}` for the author whose ids hold this ORCID.',
        params: z.object({ orcid: z.string().describe('An ORCID iD, e.g. `0000-0002-1825-0097`.') }),
        querystring: recordQuerySchema,
        response: recordResponses,
      },
    },
    async (request, reply) => {
      const { orcid } = request.params;
      return sendIdentifiedRecord(
        context,
        request,
        reply,
        { collection: 'authors', query: request.query },
        (bounded) => findAuthorRecordByOrcid(bounded, orcid),
      );
    },
  );

  for (const collection of ['literature', 'data'] as const) {
    app.get(
      `/api/${collection}/:controlNumber/authors`,
      {
        config: { policy: 'public' },
        schema: {
          tags: ['records'],
          summary: `All authors of a ${collection === 'literature' ? 'paper' : 'dataset'}`,
          description:
            '`{"metadata":{"authors":[…],"collaborations":[…],"supervisors":[…]}}`: every author in the UI shape ' +
            '(names split, `recid`, `bai`, affiliations), supervisors apart.',
          params: controlNumberParams,
          response: { 200: recordAuthorsResponseSchema, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const body = await withBoundedWork(
          context,
          request,
          reply,
          (bounded) => recordAuthors(bounded, collection, request.params.controlNumber),
          { read: 'replica' },
        );
        if (body === undefined) {
          throw new ApiError(404, NOT_FOUND_MESSAGE);
        }
        return sendJsonText(reply, body);
      },
    );
  }

  app.get(
    '/api/literature/:controlNumber/references',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['records'],
        summary: 'References of a paper, one page at a time',
        description:
          '`{"metadata":{"references":[…],"references_count":N}}`. A reference linked to a literature record ' +
          'shows that record (control_number, titles, at most 10 authors, collaborations, publication_info, ' +
          "arxiv_eprint, dois, urls) with the reference's label; an unlinked one is reshaped (title → titles, " +
          'arxiv_eprint and dois → `[{value}]`, misc only without a title). A page past the end is empty. 400 ' +
          'for size or page below 1 and for size above 10000.',
        params: controlNumberParams,
        querystring: z.looseObject(
          pagingQuery({ sizeDescription: 'References per page, 1 to 10000 (default 25).' }),
        ),
        response: { 200: referencesResponseSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const body = await withBoundedWork(
        context,
        request,
        reply,
        (bounded) => literatureReferences(bounded, request.params.controlNumber, request.query),
        { read: 'replica' },
      );
      if (body === undefined) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      return sendJsonText(reply, body);
    },
  );
}
