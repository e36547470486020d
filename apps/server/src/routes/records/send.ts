import { UI_JSON_MIME } from '@parton/records';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { withRecordPermissions } from '../../accounts/permissions';
import type { AppContext } from '../../context';
import { publicRecordEnvelopeJson } from '../../records/present';
import type { StoredRecord } from '../../records/repository';
import type { QueryParams } from '../../search/params';
import { formatRecord } from '../../search/service';
import { formatParameter } from '../search/schemas';

/**
 * `fields` on one record is accepted and ignored: the reference documents it for search only, and real clients
 * send it on record GETs with junk values (`fields=https://host/api/,literature,451647`) that would strip the
 * record down to nothing.
 */
export const ignoredFieldsParameter = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .describe(
    'Ignored on a single record (`fields` keeps metadata paths on search only); the whole record comes.',
  );

/** The query string of a single-record GET (record route and identifier look-ups). */
export const recordQuerySchema = z.looseObject({ format: formatParameter, fields: ignoredFieldsParameter });

/** The query without `fields`, which single-record answers ignore. */
function withoutFields(query: QueryParams): QueryParams {
  const { fields: _fields, ...rest } = query;
  return rest;
}

/**
 * Answers one record read by `findPublicRecord`, in the negotiated format: citation formats and UI JSON are
 * rendered by search; plain JSON is the record's public view, sent as text (parsed only when it holds something
 * private). Every format leaves out what the public does not see (records/privacy.ts), whoever asks.
 */
export async function sendPublicRecord(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  record: StoredRecord,
): Promise<FastifyReply> {
  const formatted = await formatRecord(
    context,
    record.collection,
    record.controlNumber,
    withoutFields(request.query as QueryParams),
    request.headers.accept,
    request.user,
  );
  if (formatted) {
    return reply.type(formatted.contentType).headers(formatted.headers).send(formatted.body);
  }
  // The UI JSON carries the caller's rights (can_edit, can_claim); plain JSON is the same for everybody.
  const wantsUi = (request.headers.accept ?? '').includes(UI_JSON_MIME);
  const shown = wantsUi ? withRecordPermissions(record, request.user) : record;
  return reply.type('application/json').send(publicRecordEnvelopeJson(shown, context.config.publicUrl));
}
