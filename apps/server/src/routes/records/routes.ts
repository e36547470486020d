import { type CollectionName, isCollectionName, linkOf, UI_JSON_MIME } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withRecordPermissions } from '../../accounts/permissions';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { recordEnvelopeJson } from '../../records/present';
import { findRecord } from '../../records/repository';
import type { QueryParams } from '../../search/params';
import { formatRecord } from '../../search/service';
import {
  collectionParameter,
  controlNumberParameter,
  fieldsParameter,
  formatParameter,
} from '../search/schemas';

const paramsSchema = z.object({
  collection: collectionParameter,
  controlNumber: controlNumberParameter,
});
const querySchema = z.looseObject({ format: formatParameter, fields: fieldsParameter });

/** GET /api/{collection}/{control_number}: one record in the reference's envelope. */
export async function recordRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get(
    '/api/:collection/:controlNumber',
    { config: { policy: 'public' }, schema: { params: paramsSchema, querystring: querySchema } },
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
      // Citation formats, UI JSON and `fields` are rendered by search; plain JSON is sent as stored.
      const formatted = await formatRecord(
        context,
        collection,
        record.controlNumber,
        request.query as QueryParams,
        request.headers.accept,
        request.user,
      );
      if (formatted) {
        return reply.type(formatted.contentType).headers(formatted.headers).send(formatted.body);
      }
      // The UI JSON carries the caller's rights (can_edit, can_claim); plain JSON is the stored record.
      const wantsUi = (request.headers.accept ?? '').includes(UI_JSON_MIME);
      const shown = wantsUi ? withRecordPermissions(record, request.user) : record;
      return reply.type('application/json').send(recordEnvelopeJson(shown, context.config.publicUrl));
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
