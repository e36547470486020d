import { ControlNumber, isCollectionName } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { withBoundedWork } from '../../http/bounded';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { collectionParameter } from '../search/schemas';
import { recordQuerySchema, recordResponses, sendRecord } from './send';

const paramsSchema = z.object({ collection: collectionParameter, controlNumber: ControlNumber });

/** GET /api/{collection}/{control_number}: one record in the reference's envelope, its public view. */
export async function recordRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/:collection/:controlNumber',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['records'],
        summary: 'One record by control number',
        description:
          'The envelope `{"id","uuid","revision_id","created","updated","links","metadata"}`. The metadata is the ' +
          "record's public view, the same for every caller: no `_private_notes`, `_collections` or other " +
          'bookkeeping fields, no items marked `hidden: true`, no `acquisition_source` on papers, authors and ' +
          "datasets (others keep it without the submitter's e-mail); catalogers read the whole record at " +
          '`GET /api/editor/{collection}/{id}`. Literature carries `citation_count` and ' +
          "`citation_count_without_self_citations`. The UI JSON adds the caller's rights (`can_edit`, " +
          '`can_claim`). `fields` is ignored here (search only). A deleted record that names its successor ' +
          'answers 301 to it.',
        params: paramsSchema,
        querystring: recordQuerySchema,
        response: recordResponses,
      },
    },
    async (request, reply) => {
      const { collection, controlNumber } = request.params;
      if (!isCollectionName(collection)) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      // Only reads: a read replica may answer (db/replicas.ts), the client's own writes included.
      return withBoundedWork(
        context,
        request,
        reply,
        (bounded) =>
          sendRecord(
            bounded,
            reply,
            {
              collection,
              controlNumber,
              query: request.query,
              accept: request.headers.accept,
              viewer: request.user,
            },
            query,
          ),
        { read: 'replica' },
      );
    },
  );
}
