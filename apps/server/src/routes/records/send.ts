import { apiErrorSchema, type CollectionName, recordEnvelopeSchema } from '@parton/records';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Account } from '../../accounts/model';
import type { AppContext } from '../../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { type RecordResponse, recordResponse } from '../../records/response';
import type { FormattedResponse } from '../../search/service';
import { sendJsonText } from '../jsonText';
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

/**
 * The answers of a single-record GET: the JSON envelope (the UI JSON has the same envelope; citation formats are
 * text, see the description), or the error shape.
 */
export const recordResponses = {
  200: recordEnvelopeSchema.describe(
    'The record envelope (JSON or UI JSON); BibTeX, LaTeX and CV HTML are text in the negotiated type.',
  ),
  400: apiErrorSchema,
  404: apiErrorSchema,
};

/** The record a request names (undefined: an identifier that matched none) and how it asks for it. */
export interface RecordAsked {
  collection: CollectionName;
  controlNumber: number | undefined;
  query: z.infer<typeof recordQuerySchema>;
  accept: string | undefined;
  viewer: Account | null;
}

/** The record's answer as records/response.ts decides it; 404 for an identifier that matched none. */
async function respond(
  context: AppContext,
  asked: RecordAsked,
  followSuccessor: boolean,
): Promise<RecordResponse> {
  const { collection, controlNumber } = asked;
  if (controlNumber === undefined) {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  return recordResponse(context, {
    collection,
    controlNumber,
    format: asked.query.format,
    accept: asked.accept,
    viewer: asked.viewer,
    followSuccessor,
  });
}

/**
 * Answers one record (records/response.ts decides format, read and the caller's rights); 404 when there is none.
 * `redirectQuery` set: a deleted record naming its successor answers 301 there, with that query string.
 */
export async function sendRecord(
  context: AppContext,
  reply: FastifyReply,
  asked: RecordAsked,
  redirectQuery?: string,
): Promise<FastifyReply> {
  const result = await respond(context, asked, redirectQuery !== undefined);
  if (result.kind === 'missing') {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  if (result.kind === 'moved') {
    return reply.redirect(
      `${context.config.publicUrl}/api/${result.collection}/${result.controlNumber}${redirectQuery ?? ''}`,
      301,
    );
  }
  const { contentType, headers, body } = result.response;
  return sendJsonText(reply.headers(headers), body, contentType);
}

/**
 * The answer of one record without following a successor, for the identifier look-ups (which go through the
 * result cache, search/cache): 404 when there is none.
 */
export async function recordAnswer(context: AppContext, asked: RecordAsked): Promise<FormattedResponse> {
  const result = await respond(context, asked, false);
  // Without followSuccessor a deleted record is answered as it is; 'moved' cannot come.
  if (result.kind !== 'answer') {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  return result.response;
}
