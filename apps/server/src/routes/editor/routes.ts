import { isCollectionName } from '@parton/records';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { findRecord, type StoredRecord } from '../../records/repository';
import { collectionParameter, controlNumberParameter } from '../search/schemas';

const paramsSchema = z.object({
  collection: collectionParameter,
  controlNumber: controlNumberParameter,
});

/**
 * `{"record":{"id","uuid","revision_id","created","updated","metadata"}}`: the reference editor's
 * `{"record":{"metadata":…}}` with the envelope beside the metadata. The metadata is sent exactly as stored —
 * private notes, `_collections`, hidden items, `$ref`s naming whatever host they were imported with — so that
 * what the editor saves back is what it read.
 */
export function editorRecordJson(record: StoredRecord): string {
  const head = JSON.stringify({
    id: String(record.controlNumber),
    uuid: record.id,
    revision_id: record.revisionId,
    created: record.created,
    updated: record.updated,
  });
  return `{"record":${head.slice(0, -1)},"metadata":${record.metadataJson}}}`;
}

/**
 * The record editor's API (catalogers): where the parts of a record that public answers leave out
 * (records/privacy.ts) are read. The record editor extends this group.
 */
export async function editorRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
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
      },
    },
    async (request, reply) => {
      const { collection, controlNumber } = request.params as z.infer<typeof paramsSchema>;
      if (!isCollectionName(collection) || !/^\d{1,15}$/.test(controlNumber)) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      const record = await findRecord(context.db, collection, Number(controlNumber));
      if (!record) {
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('etag', `"${record.revisionId}"`)
        .header('cache-control', 'private, no-store')
        .send(editorRecordJson(record));
    },
  );
}
