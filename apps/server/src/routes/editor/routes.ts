import {
  apiErrorSchema,
  type CollectionName,
  ControlNumber,
  EDITOR_MESSAGES,
  editorConflictSchema,
  editorCreateRequestSchema,
  editorDeleteRequestSchema,
  editorInvalidSchema,
  editorRecordSchema,
  editorRevisionResponseSchema,
  editorRevisionsResponseSchema,
  editorSaveRequestSchema,
  isCollectionName,
} from '@parton/records';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Account } from '../../accounts/model';
import type { AppContext } from '../../context';
import {
  createEditorRecord,
  deleteEditorRecord,
  type EditorAnswer,
  EditorConflictError,
  EditorInvalidError,
  editedRevision,
  listEditorRevisions,
  REVISION_REQUIRED_MESSAGE,
  readEditorRecord,
  readEditorRevision,
  revertEditorRecord,
  saveEditorRecord,
} from '../../editor/service';
import { ApiError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../../http/policy';
import { sendJsonText } from '../jsonText';
import { collectionParameter } from '../search/schemas';

/** A 3,000-author paper is 2–4 MB of JSON; room for records several times larger than any seen. */
export const EDITOR_BODY_LIMIT = 20 * 1024 * 1024;

const recordParams = z.object({ collection: collectionParameter, controlNumber: ControlNumber });
const revisionParams = recordParams.extend({
  n: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .describe('A revision number: 0 for the first revision.'),
});
const ifMatchHeaders = z.looseObject({
  'if-match': z.string().optional().describe('`"N"`: the revision edited, when the body names none.'),
});

const NO_STORE = 'private, no-store';

function collectionOf(value: string): CollectionName {
  if (!isCollectionName(value)) {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  return value;
}

/** The policy guarantees a logged-in user. */
function accountOf(user: Account | null): Account {
  if (!user) {
    throw new ApiError(401, AUTHENTICATION_REQUIRED_MESSAGE);
  }
  return user;
}

function sendRecord(reply: FastifyReply, answer: EditorAnswer, status = 200): FastifyReply {
  reply.code(status).header('etag', `"${answer.revisionId}"`).header('cache-control', NO_STORE);
  return sendJsonText(reply, answer.json);
}

/**
 * Runs a write and answers it; the editor's refusals carry more than `{status, message}`: 409 the current record
 * (as JSON text, spliced: it may be a large paper) and 422 every failing field.
 */
async function answerWrite(
  reply: FastifyReply,
  write: () => Promise<EditorAnswer>,
  status = 200,
): Promise<FastifyReply> {
  try {
    return sendRecord(reply, await write(), status);
  } catch (error) {
    if (error instanceof EditorInvalidError) {
      return reply
        .code(422)
        .header('cache-control', NO_STORE)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ status: 422, message: error.message, errors: error.errors }));
    }
    if (error instanceof EditorConflictError) {
      const head = JSON.stringify({
        status: 409,
        message: error.message,
        revision_id: error.current.revisionId,
      });
      reply.code(409).header('etag', `"${error.current.revisionId}"`).header('cache-control', NO_STORE);
      return sendJsonText(reply, `${head.slice(0, -1)},"current":${error.current.json}}`);
    }
    throw error;
  }
}

const ROLE_NOTE =
  'Catalogers edit every record; a user edits the author record that is their profile and the jobs and seminars ' +
  "they submitted (the record's `can_edit`); others 403 `" +
  EDITOR_MESSAGES.forbidden +
  '`. 401 for anonymous callers, 404 `PID does not exist.` for an unknown record or collection.';

const writeResponses = {
  200: editorRecordSchema,
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: editorConflictSchema,
  422: editorInvalidSchema,
};

/**
 * The record editor's API (facts submissions-backoffice.md §5.2; contract packages/records/src/api/editor.ts):
 * whole stored records with their private parts, saves checked against the collection's schema and the revision
 * the caller edited, the history of a record and reverts. Logic in src/editor/service.ts.
 */
export async function editorRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/editor/:collection/:controlNumber',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['editor'],
        summary: 'A whole stored record, for the record editor',
        description:
          '`EditorRecord`: `{id, uuid, collection, revision_id, created, updated, deleted, metadata}` with the ' +
          'metadata exactly as stored: private notes, `_collections`, `acquisition_source` and items marked ' +
          '`hidden` included, `$ref`s as imported. `ETag` is the revision (`"N"`). Deleted records are answered ' +
          `too (no redirect). ${ROLE_NOTE}`,
        params: recordParams,
        response: { 200: editorRecordSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { collection, controlNumber } = request.params;
      const answer = await readEditorRecord(
        context,
        accountOf(request.user),
        collectionOf(collection),
        controlNumber,
      );
      return sendRecord(reply, answer);
    },
  );

  app.put(
    '/api/editor/:collection/:controlNumber',
    {
      config: { policy: 'authenticated' },
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: {
        tags: ['editor'],
        summary: 'Save a record from the record editor',
        description:
          '`{revision_id, metadata}`; without `revision_id` the `If-Match: "N"` header names the revision edited, ' +
          `and with neither the answer is 428 \`${REVISION_REQUIRED_MESSAGE}\`. The metadata is the whole record; ` +
          "its `control_number` may be left out and may not change. Checked against the collection's schema " +
          '(fields the schema does not model are kept): 422 `{message, errors: [{path, message}]}` names every ' +
          'failing field. A record saved by someone else since answers 409 `{message, revision_id, current}` ' +
          'with the current record. Nothing is written on any refusal. Otherwise one new revision (none when ' +
          'nothing changed), with search rows, signatures and citation counts updated in the same transaction; ' +
          '200 with the saved record. Users who are not catalogers may not change `_collections`, `deleted`, ' +
          `\`control_number\` or \`_private_notes\` (403 naming the field). ${ROLE_NOTE} Bodies up to 20 MB.`,
        params: recordParams,
        headers: ifMatchHeaders,
        body: editorSaveRequestSchema,
        response: { ...writeResponses, 428: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { collection, controlNumber } = request.params;
      const user = accountOf(request.user);
      const name = collectionOf(collection);
      const revisionId = editedRevision(request.body.revision_id, request.headers['if-match']);
      const started = performance.now();
      const answer = await answerWrite(reply, () =>
        saveEditorRecord(context, user, name, controlNumber, { revisionId, metadata: request.body.metadata }),
      );
      request.log.info(
        `editor save of ${name} ${controlNumber} answered ${reply.statusCode} in ${Math.round(performance.now() - started)} ms`,
      );
      return answer;
    },
  );

  app.post(
    '/api/editor/:collection',
    {
      config: { policy: 'cataloger' },
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: {
        tags: ['editor'],
        summary: 'Create a record from the record editor (catalogers)',
        description:
          '`{metadata}` without `control_number`: the server numbers the record. 201 with the new record; 422 ' +
          '`{message, errors}` naming every failing field (a given control number is one); 404 for an unknown ' +
          'collection.',
        params: z.object({ collection: collectionParameter }),
        body: editorCreateRequestSchema,
        // 201 is what it answers; the 200 entry only satisfies http/openapi.test.ts, which asks every JSON route for a
        // 200 schema (to drop once that test accepts a 201).
        response: {
          200: editorRecordSchema,
          201: editorRecordSchema,
          404: apiErrorSchema,
          422: editorInvalidSchema,
        },
      },
    },
    async (request, reply) => {
      const user = accountOf(request.user);
      const name = collectionOf(request.params.collection);
      return answerWrite(reply, () => createEditorRecord(context, user, name, request.body.metadata), 201);
    },
  );

  app.delete(
    '/api/editor/:collection/:controlNumber',
    {
      config: { policy: 'cataloger' },
      schema: {
        tags: ['editor'],
        summary: 'Delete a record (catalogers)',
        description:
          'A new revision with `deleted: true` (note `Deleted`): the record leaves search, its citations stop ' +
          'counting and its page shows the deleted banner; a revert undoes it. Optional body `{revision_id}` (or ' +
          '`If-Match`): 409 with the current record when it changed since. 200 with the deleted record (already ' +
          'deleted: unchanged).',
        params: recordParams,
        headers: ifMatchHeaders,
        // Without a body Fastify hands the validator null.
        body: editorDeleteRequestSchema.nullish(),
        response: writeResponses,
      },
    },
    async (request, reply) => {
      const { collection, controlNumber } = request.params;
      const user = accountOf(request.user);
      const name = collectionOf(collection);
      const expected = editedRevision(request.body?.revision_id, request.headers['if-match']);
      return answerWrite(reply, () => deleteEditorRecord(context, user, name, controlNumber, expected));
    },
  );

  app.get(
    '/api/editor/:collection/:controlNumber/revisions',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['editor'],
        summary: 'The revisions of a record, newest first',
        description:
          '`{revisions: [{revision_id, created, deleted, user_email, source, summary}]}`: `user_email` is null for ' +
          "the server's own processes (import, harvest), `source` what wrote it (`editor`, `claim`, `import` …), " +
          "`summary` the writer's note, else the top-level fields changed since the revision before " +
          `(\`titles, authors changed\`, \`created\`, \`deleted\`). ${ROLE_NOTE}`,
        params: recordParams,
        response: { 200: editorRevisionsResponseSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { collection, controlNumber } = request.params;
      const revisions = await listEditorRevisions(
        context,
        accountOf(request.user),
        collectionOf(collection),
        controlNumber,
      );
      reply.header('cache-control', NO_STORE);
      return { revisions };
    },
  );

  app.get(
    '/api/editor/:collection/:controlNumber/revisions/:n',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['editor'],
        summary: 'One revision of a record',
        description:
          `\`{revision_id, created, deleted, metadata}\`; 404 \`${EDITOR_MESSAGES.revisionMissing}\` for a ` +
          `revision the record does not have. ${ROLE_NOTE}`,
        params: revisionParams,
        response: { 200: editorRevisionResponseSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { collection, controlNumber, n } = request.params;
      const json = await readEditorRevision(
        context,
        accountOf(request.user),
        collectionOf(collection),
        controlNumber,
        n,
      );
      reply.header('cache-control', NO_STORE);
      return sendJsonText(reply, json);
    },
  );

  app.post(
    '/api/editor/:collection/:controlNumber/revert/:n',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['editor'],
        summary: 'Revert a record to one of its revisions',
        description:
          'Writes a NEW revision equal to revision n (its metadata and deleted flag; source `revert`, note ' +
          '`Reverted to revision n`); search, signatures and citation counts follow. Optional body ' +
          '`{revision_id}` (or `If-Match`): 409 with the current record when it changed since. 404 ' +
          `\`${EDITOR_MESSAGES.revisionMissing}\`; 422 when revision n fails today's schema. ${ROLE_NOTE}`,
        params: revisionParams,
        headers: ifMatchHeaders,
        // Without a body Fastify hands the validator null.
        body: editorDeleteRequestSchema.nullish(),
        response: writeResponses,
      },
    },
    async (request, reply) => {
      const { collection, controlNumber, n } = request.params;
      const user = accountOf(request.user);
      const name = collectionOf(collection);
      const expected = editedRevision(request.body?.revision_id, request.headers['if-match']);
      return answerWrite(reply, () => revertEditorRecord(context, user, name, controlNumber, n, expected));
    },
  );
}
