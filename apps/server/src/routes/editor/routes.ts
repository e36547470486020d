import { ControlNumber, editorRecordResponseSchema, isCollectionName } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { editorRecord } from '../../records/editorView';
import { sendJsonText } from '../jsonText';
import { recordResponses } from '../records/send';
import { collectionParameter } from '../search/schemas';

const paramsSchema = z.object({ collection: collectionParameter, controlNumber: ControlNumber });

/**
 * The record editor's API (catalogers): where the parts of a record that public answers leave out
 * (records/privacy.ts) are read. The record editor extends this group.
 */
export async function editorRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/editor/:collection/:controlNumber',
    {
      config: { policy: 'cataloger' },
      schema: {
        tags: ['records'],
        summary: 'A whole stored record, for the record editor (catalogers)',
        description:
          '`{"record":{"id","uuid","revision_id","created","updated","metadata"}}` with the metadata exactly as ' +
          'stored: private notes, `_collections`, `acquisition_source` and items marked `hidden` included, `$ref`s ' +
          'as imported. `ETag` is the revision id. Deleted records are answered too (no redirect). 401 for ' +
          'anonymous callers, 403 for users who are not catalogers, 404 `PID does not exist.`.',
        params: paramsSchema,
        response: { 200: editorRecordResponseSchema, 404: recordResponses[404] },
      },
    },
    async (request, reply) => {
      const { collection, controlNumber } = request.params;
      if (!isCollectionName(collection)) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      const record = await editorRecord(context, collection, controlNumber);
      if (!record) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      reply.header('etag', `"${record.revisionId}"`).header('cache-control', 'private, no-store');
      return sendJsonText(reply, record.json);
    },
  );
}
