import {
  apiErrorSchema,
  ControlNumber,
  EDITOR_MESSAGES,
  editorInvalidSchema,
  editorMergeRequestSchema,
  editorMergeResponseSchema,
  editorMergeUndoResponseSchema,
} from '@parton/records';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Account } from '../../accounts/model';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { AUTHOR_MERGE } from '../../merge/authors';
import { LITERATURE_MERGE } from '../../merge/literature';
import { type MergeRules, runMerge } from '../../merge/run';
import { undoMerge } from '../../merge/undo';
import { RecordValidationError } from '../../records/errors';

/** The policy guarantees a logged-in cataloger. */
function accountOf(user: Account | null): Account {
  if (!user) {
    throw new ApiError(401, 'Authentication required.');
  }
  return user;
}

const COMMON_DESCRIPTION =
  '`{keep_recid, duplicate_recid}`. 200 `{message, kept, deleted, moved, merge_id}`. 400 `' +
  `${EDITOR_MESSAGES.mergeSame}\` for one record twice, 400 \`${EDITOR_MESSAGES.mergeDeleted}\` when either is ` +
  'deleted, 404 when either does not exist, 422 `{message, errors}` when a record the merge writes fails its ' +
  'schema (each message names the record at fault). One transaction: on any failure nothing is written. Every record written ' +
  'is a revision with the note `Merged … D into K`; `POST /api/editor/merges/{merge_id}/undo` undoes the merge.';

/** The error answers of a merge and of its undo. */
const ERROR_RESPONSES = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: editorInvalidSchema,
};

/** Catalogers' merges of duplicate author and literature records (src/merge). */
export async function mergeRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const route = (rules: MergeRules, summary: string, description: string) =>
    app.post(
      `/api/editor/${rules.collection}/merge`,
      {
        config: { policy: 'cataloger' },
        schema: {
          tags: ['records'],
          summary,
          description: `${description} ${COMMON_DESCRIPTION}`,
          body: editorMergeRequestSchema,
          response: { 200: editorMergeResponseSchema, ...ERROR_RESPONSES },
        },
      },
      (request, reply) =>
        orInvalid(reply, () => runMerge(context, request.body, accountOf(request.user), rules)),
    );

  route(
    AUTHOR_MERGE,
    'Merge a duplicate author record into the kept one (catalogers)',
    'Every paper signature linked to the duplicate is linked to the kept author (claims stay claimed); the kept ' +
      'author gains the name variants and identifiers it lacks and `deleted_records`; the duplicate is deleted ' +
      'with `new_record` → kept, so `GET /api/authors/{duplicate}` answers 301 to the kept author; a user ' +
      'account whose profile was the duplicate has the kept one. `moved` = signatures re-linked. 409 `' +
      `${EDITOR_MESSAGES.mergeBothProfiles}\` when both records are account profiles.`,
  );
  route(
    LITERATURE_MERGE,
    'Merge a duplicate literature record into the kept one (catalogers)',
    'Every paper citing the duplicate has that reference linked to the kept paper, so the citations move (each ' +
      'citer counts once); the kept paper gains the arXiv e-prints, DOIs, report numbers and texkeys it lacks and ' +
      '`deleted_records`; the duplicate is deleted with `new_record` → kept (301 there, count 0, out of search). ' +
      '`moved` = citing papers re-linked.',
  );

  app.post(
    '/api/editor/merges/:id/undo',
    {
      config: { policy: 'cataloger' },
      schema: {
        tags: ['records'],
        summary: 'Undo a merge (catalogers)',
        description:
          'Writes every record the merge wrote back to its revision before the merge (new revisions, source ' +
          '`revert`), in one transaction: the duplicate is live again, the signatures or citations point at it ' +
          'again, counts follow; a moved account profile moves back. 200 `{message, restored}`; 404 unknown merge; ' +
          `400 \`${EDITOR_MESSAGES.mergeAlreadyUndone}\`; 409 \`${EDITOR_MESSAGES.mergeChangedSince}\` when any ` +
          'of those records has a newer revision (nothing written).',
        params: z.object({ id: ControlNumber }),
        response: { 200: editorMergeUndoResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) =>
      orInvalid(reply, () => undoMerge(context, request.params.id, accountOf(request.user))),
  );
}

/** The work's answer; a record the work would write that fails its schema answers 422 (sendInvalid). */
async function orInvalid<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RecordValidationError) {
      return sendInvalid(reply, error);
    }
    throw error;
  }
}

/**
 * 422 with every failing field. The record at fault may be a paper the merge re-links rather than one of the two
 * merged, so each message names it (`Record 123: …`); the path is the field path inside that record.
 */
function sendInvalid(reply: FastifyReply, error: RecordValidationError): FastifyReply {
  const record = error.controlNumber === undefined ? 'A record' : `Record ${error.controlNumber}`;
  return reply.code(422).send({
    message: EDITOR_MESSAGES.invalid,
    errors: error.issues.map((issue) => ({ path: issue.path, message: `${record}: ${issue.message}` })),
  });
}
