import {
  CATALOGER_SUBMISSION_TYPES,
  ControlNumber,
  catalogerSubmissionResponseSchema,
  conferenceSubmissionResponseSchema,
  SUBMISSION_INVALID_MESSAGE,
  SUBMISSION_TYPES,
  type SubmissionType,
  submissionErrorSchema,
  submissionPidResponseSchema,
  submissionPrefillResponseSchema,
  submissionRequestSchema,
  submissionWorkflowResponseSchema,
} from '@parton/records';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Account } from '../../accounts/model';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { SubmissionInvalidError } from '../../submissions/builders/common';
import { prefill, submit, type UpdatableType, update } from '../../submissions/service';

const UPDATABLE: readonly UpdatableType[] = ['authors', 'jobs', 'seminars'];

/** What each type answers on success (facts §2.1). */
function successSchema(type: SubmissionType): z.ZodType {
  switch (type) {
    case 'literature':
    case 'authors':
      return submissionWorkflowResponseSchema;
    case 'conferences':
      return conferenceSubmissionResponseSchema;
    case 'jobs':
    case 'seminars':
      return submissionPidResponseSchema;
    default:
      return catalogerSubmissionResponseSchema;
  }
}

const errorResponses = {
  400: submissionErrorSchema,
  401: submissionErrorSchema,
  403: submissionErrorSchema,
  404: submissionErrorSchema,
  409: submissionErrorSchema,
};

/** The policies guarantee a logged-in user on every route here. */
function accountOf(user: Account | null): Account {
  if (!user) {
    throw new ApiError(401, 'Authentication required.');
  }
  return user;
}

/** An invalid form: 400 with the message of every form and each failing field; nothing was written. */
async function answerInvalid<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SubmissionInvalidError) {
      return reply.code(400).send({ status: 400, message: SUBMISSION_INVALID_MESSAGE, errors: error.errors });
    }
    throw error;
  }
}

/**
 * The submission forms' API (src/submissions/README.md): `POST /api/submissions/{type}` for the eight forms, and
 * the update forms' `GET`/`PUT /api/submissions/{authors,jobs,seminars}/{id}`. Logged-in users submit; the
 * institution, experiment and journal forms are for catalogers.
 */
export async function submissionRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  for (const type of SUBMISSION_TYPES) {
    app.post(
      `/api/submissions/${type}`,
      {
        config: { policy: CATALOGER_SUBMISSION_TYPES.includes(type) ? 'cataloger' : 'authenticated' },
        schema: {
          body: submissionRequestSchema,
          response: { 200: successSchema(type), 201: successSchema(type), ...errorResponses },
        },
      },
      async (request, reply) =>
        answerInvalid(reply, async () => {
          const result = await submit(context, type, request.body.data, accountOf(request.user));
          return reply.code(result.status).send(result.body);
        }),
    );
  }

  for (const type of UPDATABLE) {
    const params = z.object({ controlNumber: ControlNumber });
    app.get(
      `/api/submissions/${type}/:controlNumber`,
      {
        config: { policy: 'authenticated' },
        schema: { params, response: { 200: submissionPrefillResponseSchema, ...errorResponses } },
      },
      async (request) => prefill(context, type, request.params.controlNumber, accountOf(request.user)),
    );
    app.put(
      `/api/submissions/${type}/:controlNumber`,
      {
        config: { policy: 'authenticated' },
        schema: {
          params,
          body: submissionRequestSchema,
          response: { 200: submissionPidResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        answerInvalid(reply, async () => {
          const result = await update(
            context,
            type,
            request.params.controlNumber,
            request.body.data,
            accountOf(request.user),
          );
          return reply.code(result.status).send(result.body);
        }),
    );
  }
}
