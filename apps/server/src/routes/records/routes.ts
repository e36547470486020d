import { type CollectionName, isCollectionName, linkOf } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { recordEnvelopeJson } from '../../records/present';
import { findRecord } from '../../records/repository';

const paramsSchema = z.object({
  collection: z.string(),
  controlNumber: z.string(),
});

/** GET /api/{collection}/{control_number}: one record in the reference's envelope. */
export async function recordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get(
    '/api/:collection/:controlNumber',
    { config: { policy: 'public' }, schema: { params: paramsSchema } },
    async (request, reply) => {
      const { collection, controlNumber } = request.params as z.infer<typeof paramsSchema>;
      if (!isCollectionName(collection) || !/^\d{1,15}$/.test(controlNumber)) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      const record = await findRecord(context.db, collection, Number(controlNumber));
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
      return reply.type('application/json').send(recordEnvelopeJson(record, context.config.publicUrl));
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
