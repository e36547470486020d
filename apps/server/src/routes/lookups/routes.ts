import type { CollectionName } from '@parton/records';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { findPublicRecord } from '../../records/repository';
import {
  findAuthorRecordByOrcid,
  findLiteratureByArxiv,
  findLiteratureByDoi,
  literatureReferences,
  recordAuthors,
} from '../../search/lookups';
import type { QueryParams } from '../../search/params';
import { recordQuerySchema, sendPublicRecord } from '../records/send';
import { controlNumberParameter } from '../search/schemas';

const controlNumberParams = z.object({ controlNumber: controlNumberParameter });

function controlNumberOf(params: unknown): number {
  const { controlNumber } = params as z.infer<typeof controlNumberParams>;
  if (!/^\d{1,15}$/.test(controlNumber)) {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  return Number(controlNumber);
}

/** Answers a looked-up record exactly like `GET /api/{collection}/{id}` (envelope, formats, public view). */
async function sendRecord(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  collection: CollectionName,
  controlNumber: number | undefined,
): Promise<FastifyReply> {
  const record =
    controlNumber === undefined ? undefined : await findPublicRecord(context.db, collection, controlNumber);
  if (!record) {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  return sendPublicRecord(context, request, reply, record);
}

/**
 * Records by identifier (DOI, arXiv id, ORCID) and the parts of a paper its detail page loads apart: the full
 * author list and the paginated references.
 */
export async function lookupRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
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
      },
    },
    async (request, reply) => {
      const doi = (request.params as { '*': string })['*'];
      return sendRecord(context, request, reply, 'literature', await findLiteratureByDoi(context, doi));
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
      },
    },
    async (request, reply) => {
      const id = (request.params as { '*': string })['*'];
      return sendRecord(context, request, reply, 'literature', await findLiteratureByArxiv(context, id));
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
      },
    },
    async (request, reply) => {
      const { orcid } = request.params as { orcid: string };
      return sendRecord(context, request, reply, 'authors', await findAuthorRecordByOrcid(context, orcid));
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
        },
      },
      async (request, reply) => {
        const body = await recordAuthors(context, collection, controlNumberOf(request.params));
        if (body === undefined) {
          throw new ApiError(404, NOT_FOUND_MESSAGE);
        }
        return reply.type('application/json; charset=utf-8').send(body);
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
        querystring: z.looseObject({
          size: z.string().optional().describe('References per page, 1 to 10000 (default 25).'),
          page: z.string().optional().describe('Page number from 1 (default 1).'),
        }),
      },
    },
    async (request, reply) => {
      const body = await literatureReferences(
        context,
        controlNumberOf(request.params),
        request.query as QueryParams,
      );
      if (body === undefined) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
