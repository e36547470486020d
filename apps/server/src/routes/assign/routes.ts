import {
  apiErrorSchema,
  assignDifferentProfileRequestSchema,
  assignOperationParamsSchema,
  assignOperationSchema,
  assignRequestSchema,
  assignResponseSchema,
  checkNamesQuerySchema,
  checkNamesResponseSchema,
  unassignRequestSchema,
} from '@parton/records';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Account } from '../../accounts/model';
import {
  AssignNothingWrittenError,
  type AssignOutcome,
  assignDifferentProfile,
  assignPapers,
  checkNamesCompatibility,
  getAssignOperation,
  unassignPapers,
} from '../../assign/service';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';

/** The policies guarantee a logged-in user on every route here. */
function accountOf(user: Account | null): Account {
  if (!user) {
    throw new ApiError(401, 'Authentication required.');
  }
  return user;
}

const errorResponses = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const writeResponses = {
  200: assignResponseSchema,
  202: assignResponseSchema,
  400: apiErrorSchema,
  ...errorResponses,
  422: assignResponseSchema,
};

/** 200 written now, 202 queued as an operation, 422 when every paper failed (with the failures). */
async function answer(reply: FastifyReply, work: () => Promise<AssignOutcome>): Promise<FastifyReply> {
  try {
    const outcome = await work();
    return reply.code(outcome.queued ? 202 : 200).send(outcome.body);
  } catch (error) {
    if (error instanceof AssignNothingWrittenError) {
      return reply.code(422).send({ message: error.message, failures: error.failures });
    }
    throw error;
  }
}

const WRITE_DESCRIPTION =
  'Papers are written one transaction each (a new revision naming the caller); papers that cannot be are listed in ' +
  '`failures` and the others are written (422 when none could be). 250 papers or more are queued as a durable ' +
  'operation: 202 `{message: "Accepted", operation}`, progress at `GET /api/assign/operations/{id}`. ' +
  '403 without an author profile or without the right to edit the from author; 404 unknown author.';

/**
 * Claiming (src/assign/README.md): the names check of the claim button, claim/assign, unassign to a new stub
 * author, move from another profile (or a curator ticket), and the progress of queued operations.
 */
export async function assignRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/assign/check-names-compatibility',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['assign'],
        summary: "The paper's signature that matches the caller's author profile",
        description:
          'Unique last-name match, then unique "Last, First", then initials. 404 `Not found` when no single ' +
          'signature matches; 403 without an author profile.',
        querystring: checkNamesQuerySchema,
        response: { 200: checkNamesResponseSchema, 400: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) =>
      checkNamesCompatibility(context, accountOf(request.user), request.query.literature_recid),
  );

  app.post(
    '/api/assign/literature/assign',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['assign'],
        summary: 'Claim or assign papers: the from author’s signatures point at the to author (curated)',
        description: `Needs the right to edit the from author (its owner, or a cataloger). ${WRITE_DESCRIPTION}`,
        body: assignRequestSchema,
        response: writeResponses,
      },
    },
    async (request, reply) =>
      answer(reply, () => assignPapers(context, accountOf(request.user), request.body)),
  );

  app.post(
    '/api/assign/literature/unassign',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['assign'],
        summary: 'Remove papers from an author: they move to a new stub author (`stub_author_id`)',
        description: `Needs the right to edit the from author. ${WRITE_DESCRIPTION}`,
        body: unassignRequestSchema,
        response: writeResponses,
      },
    },
    async (request, reply) =>
      answer(reply, () => unassignPapers(context, accountOf(request.user), request.body)),
  );

  app.post(
    '/api/assign/literature/assign-different-profile',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['assign'],
        summary: 'Move papers from another profile (or an unlinked signature) to the caller’s profile',
        description:
          'to_author_recid must be the caller’s profile (catalogers: any). Papers already claimed by someone ' +
          'else, or whose signature’s last name is not one of the profile’s, become one curator ticket ' +
          `(\`created_rt_ticket: true\`). ${WRITE_DESCRIPTION}`,
        body: assignDifferentProfileRequestSchema,
        response: writeResponses,
      },
    },
    async (request, reply) =>
      answer(reply, () => assignDifferentProfile(context, accountOf(request.user), request.body)),
  );

  app.get(
    '/api/assign/operations/:id',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['assign'],
        summary: 'Progress of a queued assign operation',
        description: 'For the user who started it, or a cataloger; 404 otherwise.',
        params: assignOperationParamsSchema,
        response: { 200: assignOperationSchema, ...errorResponses },
      },
    },
    async (request) => getAssignOperation(context, accountOf(request.user), request.params.id),
  );
}
