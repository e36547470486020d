import { type CollectionName, isCollectionName, linkOf } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { findPublicRecord } from '../../records/repository';
import { collectionParameter, controlNumberParameter } from '../search/schemas';
import { recordQuerySchema, sendPublicRecord } from './send';

const paramsSchema = z.object({
  collection: collectionParameter,
  controlNumber: controlNumberParameter,
});

/** GET /api/{collection}/{control_number}: one record in the reference's envelope, its public view. */
export async function recordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
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
          '`citation_count_without_self_citations`. `fields` is ignored here (search only). A deleted record ' +
          'that names its successor answers 301 to it.',
        params: paramsSchema,
        querystring: recordQuerySchema,
      },
    },
    async (request, reply) => {
      const { collection, controlNumber } = request.params as z.infer<typeof paramsSchema>;
      if (!isCollectionName(collection) || !/^\d{1,15}$/.test(controlNumber)) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      const record = await findPublicRecord(context.db, collection, Number(controlNumber));
      if (!record) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      if (record.deleted) {
        const successor = successorOf(record.metadataJson);
        if (successor) {
          const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          return reply.redirect(
            `${context.config.publicUrl}/api/${successor.collection}/${successor.controlNumber}${query}`,
            301,
          );
        }
      }
      return sendPublicRecord(context, request, reply, record);
    },
  );
}

function successorOf(
  metadataJson: string,
): { collection: CollectionName; controlNumber: number } | undefined {
  const metadata = JSON.parse(metadataJson) as { new_record?: unknown };
  const link = linkOf(metadata.new_record);
  if (!link || !isCollectionName(link.collection)) {
    return undefined;
  }
  return link;
}
