import {
  ASSIGN_MESSAGES,
  apiErrorSchema,
  ControlNumber,
  messageResponseSchema,
  referenceSelfCurationRequestSchema,
} from '@parton/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Account } from '../../accounts/model';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { curateReference, referenceDiff } from '../../referenceCuration/service';
import { sendJsonText } from '../jsonText';

/** One side of a reference diff: an item of `GET /api/literature/{id}/references`, plus its raw text. */
const referenceItemSchema = z.looseObject({ raw_ref: z.string().optional() });

/** `GET /api/literature/{id}/diff/{old}..{new}` (catalogers; facts inspire-api.md §5.4). */
export const referenceDiffResponseSchema = z.object({
  previous_version: referenceItemSchema,
  current_version: referenceItemSchema,
  reference_index: z.number().int(),
});

/** The policy guarantees a logged-in user. */
function accountOf(user: Account | null): Account {
  if (!user) {
    throw new ApiError(401, 'Authentication required.');
  }
  return user;
}

/** Reference self-curation by logged-in users, and the diff page's API that curators review it with. */
export async function referenceCurationRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/literature/reference-self-curation',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['records'],
        summary: 'Link a reference of a paper to another record (reference self-curation)',
        description:
          '`{record_id (the record UUID, or its control number), revision_id, reference_index, ' +
          'new_reference_recid}`. Sets `references[reference_index].record` to the chosen literature (or data) ' +
          'record with `curated_relation: true` as a new revision naming the caller; the citation counts of the ' +
          'old and new target change in the same transaction, and a curator ticket (type `reference_correction`) ' +
          'links to the diff page for review. 200 `{"message":"Success"}`; 404 unknown record or target; 412 ' +
          `\`${ASSIGN_MESSAGES.referenceIndexMissing}\`; 422 \`${ASSIGN_MESSAGES.referenceStaleRevision}\` when ` +
          'the record has a newer revision. The reference matcher never changes a curated reference.',
        body: referenceSelfCurationRequestSchema,
        response: {
          200: messageResponseSchema,
          404: apiErrorSchema,
          412: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await curateReference(context, request.body, accountOf(request.user));
      return { message: ASSIGN_MESSAGES.success };
    },
  );

  app.get(
    '/api/literature/:controlNumber/diff/:versions',
    {
      config: { policy: 'cataloger' },
      schema: {
        tags: ['records'],
        summary: 'The reference that changed between two revisions of a paper (catalogers)',
        description:
          '`versions` is `<old>..<new>`, two revision numbers with old < new (else 400). Answers ' +
          '`{previous_version, current_version, reference_index}` for the first reference that differs, each ' +
          'side shaped like an item of `GET /api/literature/{id}/references` (a linked paper shown as that ' +
          'paper) with `raw_ref`, the raw reference text, when the reference has one. 404 for an unknown record ' +
          'or revision, or when no reference differs.',
        params: z.object({
          controlNumber: ControlNumber,
          versions: z.string().max(40).describe('`<old>..<new>`, e.g. `3..4`.'),
        }),
        response: { 200: referenceDiffResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sendJsonText(
        reply,
        await referenceDiff(context, request.params.controlNumber, request.params.versions),
      );
    },
  );
}
