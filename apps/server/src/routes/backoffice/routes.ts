import {
  AUTHOR_ACTIONS,
  BACKOFFICE_AUTH_MESSAGES,
  BACKOFFICE_MAX_PAGE_SIZE,
  BACKOFFICE_PAGE_SIZE,
  backofficeAccessSchema,
  backofficeLoginRequestSchema,
  backofficeMeSchema,
  backofficeRefreshRequestSchema,
  backofficeTokenPairSchema,
  curatorTicketListSchema,
  curatorTicketSchema,
  LITERATURE_ACTIONS,
  messageResponseSchema,
  WORKFLOW_KINDS,
  type WorkflowKind,
  workflowActionRequestSchema,
  workflowSchema,
  workflowSearchResponseSchema,
} from '@parton/records';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Account } from '../../accounts/model';
import {
  authenticateBearer,
  BackofficeAuthError,
  logInBackoffice,
  logOutBackoffice,
  presentBackofficeUser,
  refreshAccessToken,
} from '../../backoffice/service';
import type { AppContext } from '../../context';
import { registerBearerAuthenticator } from '../../http/policy';
import {
  DuplicateWorkflowError,
  decideWorkflow,
  deleteWorkflow,
  getWorkflow,
  listCuratorTickets,
  reopenCuratorTicket,
  resolveCuratorTicket,
  restartWorkflow,
  searchWorkflows,
  WORKFLOW_NOT_FOUND_MESSAGE,
  WorkflowActionError,
} from '../../workflows';

/**
 * The back office's API (spec §7, facts §3.6–3.8) under `/api/backoffice/`: its own login answering JWTs, and the
 * workflows and curator tickets, for catalogers and superusers holding a bearer token (policy `backoffice`).
 * Paths end with a slash as upstream; the router ignores trailing slashes, so both spellings work. Bearer routes
 * skip the CSRF check: a header another site cannot make the browser send is no cross-site risk.
 */

const PREFIX = '/api/backoffice';
const TICKET_NOT_FOUND_MESSAGE = 'Ticket not found.';

/** Refusals and failed actions: our `{status, message}` with DRF's `detail` beside, which the web client shows. */
function sendDetail(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply.code(status).type('application/json').send({ status, message: detail, detail });
}

/** Runs a workflow action; the service's refusals answer their status and message. */
async function answering<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await action();
  } catch (error) {
    if (
      error instanceof WorkflowActionError ||
      error instanceof DuplicateWorkflowError ||
      error instanceof BackofficeAuthError
    ) {
      return sendDetail(reply, error.status, error.message);
    }
    throw error;
  }
}

/** The account the `backoffice` policy admitted (set by http/policy.ts before the handler runs). */
function curator(request: FastifyRequest): Account {
  if (!request.bearerAccount) {
    // The policy hook refuses before this; reaching here would be a wiring mistake, never an open door.
    throw new BackofficeAuthError(401, BACKOFFICE_AUTH_MESSAGES.notProvided);
  }
  return request.bearerAccount;
}

/** `status=a&status=b` or `status=a,b`: the values, trimmed, without empties. */
const listParameter = z
  .union([z.string().max(500), z.array(z.string().max(500)).max(50)])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  );

const pageParameter = z.coerce.number().int().min(1).max(100_000).default(1);
/** Capped at 250 rather than refused, as upstream. */
const sizeParameter = z.coerce
  .number()
  .int()
  .min(1)
  .default(BACKOFFICE_PAGE_SIZE)
  .transform((size) => Math.min(size, BACKOFFICE_MAX_PAGE_SIZE));

const searchQuery = z.object({
  search: z.string().max(1000).optional(),
  status: listParameter,
  workflow_type: listParameter,
  ordering: z.enum(['-_updated_at', '_updated_at']).default('-_updated_at'),
  page: pageParameter,
  size: sizeParameter,
});
type SearchQuery = z.infer<typeof searchQuery>;

const kindParams = z.object({ kind: z.enum(WORKFLOW_KINDS) });
const workflowParams = kindParams.extend({ id: z.guid() });
const actionParams = workflowParams.extend({ action: z.string().max(100) });
const ticketParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const ticketQuery = z.object({
  status: z.enum(['open', 'resolved']).optional(),
  ticket_type: z.string().max(100).optional(),
  page: pageParameter,
  size: sizeParameter,
});

/** The link to another page of the same search (an absolute path), as DRF's `next` and `previous`. */
export function searchPageUrl(kind: WorkflowKind, query: SearchQuery, page: number): string {
  const parameters = new URLSearchParams();
  if (query.search) {
    parameters.set('search', query.search);
  }
  for (const status of query.status) {
    parameters.append('status', status);
  }
  for (const workflowType of query.workflow_type) {
    parameters.append('workflow_type', workflowType);
  }
  parameters.set('ordering', query.ordering);
  parameters.set('page', String(page));
  parameters.set('size', String(query.size));
  return `${PREFIX}/workflows/${kind}/search/?${parameters.toString()}`;
}

/** The decision an action names, or undefined for an action this kind does not have. */
function decisionOf(
  kind: WorkflowKind,
  action: string,
  body: { value?: string | undefined },
): { action: string; value?: string } | undefined {
  const decisions: readonly string[] = kind === 'authors' ? AUTHOR_ACTIONS : LITERATURE_ACTIONS;
  if (action === 'resolve' && kind === 'authors') {
    // Upstream's authors resolve carries the decision in `value`.
    return body.value !== undefined && decisions.includes(body.value) ? { action: body.value } : undefined;
  }
  if (!decisions.includes(action)) {
    return undefined;
  }
  return body.value === undefined ? { action } : { action, value: body.value };
}

export async function backofficeRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  registerBearerAuthenticator(root, (request) => authenticateBearer(context, request.headers.authorization));
  const app = root.withTypeProvider<ZodTypeProvider>();
  const bearer = { policy: 'backoffice', csrf: false } as const;
  const tags = ['backoffice'];

  app.post(
    `${PREFIX}/login`,
    {
      config: { policy: 'public', csrf: false },
      schema: {
        tags,
        summary: 'Back-office login: a JWT pair for a cataloger or superuser',
        description:
          '`{email, password}` of a local account holding cataloger or superuser → `{access, refresh}` (access 5 ' +
          'minutes, refresh 1 day; send `Authorization: Bearer <access>`). 401 `{detail: "No active account found ' +
          'with the given credentials"}`; 429 after repeated failures (shared with the main login).',
        body: backofficeLoginRequestSchema.extend({
          email: z.string().max(1024),
          password: z.string().max(1024),
        }),
        response: { 200: backofficeTokenPairSchema },
      },
    },
    async (request, reply) =>
      answering(reply, () => logInBackoffice(context, { ...request.body, ip: request.ip })),
  );

  app.post(
    `${PREFIX}/refresh/`,
    {
      config: { policy: 'public', csrf: false },
      schema: {
        tags,
        summary: 'A new access token for a refresh token',
        description:
          '401 `{detail: "Token is invalid or expired"}` for a bad, expired or logged-out refresh token.',
        body: backofficeRefreshRequestSchema.extend({ refresh: z.string().max(4096) }),
        response: { 200: backofficeAccessSchema },
      },
    },
    async (request, reply) => answering(reply, () => refreshAccessToken(context, request.body.refresh)),
  );

  app.get(
    `${PREFIX}/users/me/`,
    {
      config: bearer,
      schema: { tags, summary: 'The back-office user', response: { 200: backofficeMeSchema } },
    },
    async (request) => presentBackofficeUser(curator(request)),
  );

  app.get(
    `${PREFIX}/users/logout/`,
    {
      config: { policy: 'public', csrf: false },
      schema: {
        tags,
        summary: 'Ends the back-office login of the bearer token',
        description: 'Always 200: the client forgets its tokens whatever happens.',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await logOutBackoffice(context, request.headers.authorization);
      return { message: 'Logged out.' };
    },
  );

  app.get(
    `${PREFIX}/workflows/:kind/search/`,
    {
      config: bearer,
      schema: {
        tags,
        summary: 'Search workflows, with facets by status and workflow type',
        description:
          '`search` (free text), `status` and `workflow_type` (repeated or comma-separated), `ordering` ' +
          '(`-_updated_at` default, `_updated_at`), `page` (1), `size` (10, at most 250).',
        params: kindParams,
        querystring: searchQuery,
        response: { 200: workflowSearchResponseSchema },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const query = request.query;
      const found = await searchWorkflows(context.db, {
        kind,
        ...(query.search !== undefined && { search: query.search }),
        status: query.status,
        workflowType: query.workflow_type,
        ordering: query.ordering,
        page: query.page,
        size: query.size,
      });
      const hasNext = query.page * query.size < found.count;
      const hasPrevious = query.page > 1;
      return {
        ...found,
        next: hasNext ? searchPageUrl(kind, query, query.page + 1) : null,
        previous: hasPrevious ? searchPageUrl(kind, query, query.page - 1) : null,
      };
    },
  );

  app.get(
    `${PREFIX}/workflows/:kind/:id/`,
    {
      config: bearer,
      schema: {
        tags,
        summary: 'One workflow',
        params: workflowParams,
        response: { 200: workflowSchema },
      },
    },
    async (request, reply) => {
      const workflow = await getWorkflow(context.db, request.params.kind, request.params.id);
      return workflow ?? sendDetail(reply, 404, WORKFLOW_NOT_FOUND_MESSAGE);
    },
  );

  app.delete(
    `${PREFIX}/workflows/:kind/:id/`,
    {
      config: bearer,
      schema: { tags, summary: 'Deletes a workflow (204)', params: workflowParams },
    },
    async (request, reply) => {
      const deleted = await deleteWorkflow(context.db, request.params.kind, request.params.id);
      if (!deleted) {
        return sendDetail(reply, 404, WORKFLOW_NOT_FOUND_MESSAGE);
      }
      return reply.code(204).send();
    },
  );

  app.post(
    `${PREFIX}/workflows/:kind/:id/:action/`,
    {
      config: bearer,
      schema: {
        tags,
        summary: 'A decision, a resolve or a restart',
        description:
          'Authors: `accept`, `accept_curate`, `reject`, or `resolve` with `{value: <one of them>}`. Literature: ' +
          '`hep_accept`, `hep_accept_core`, `hep_reject` (`value`: the text mailed to the submitter), ' +
          '`fuzzy_match` (`value`: the matched control number, empty for none). Both: `restart`. Answers the ' +
          'workflow; 400 for an unknown action or a workflow not awaiting it, 404, 409 for a second decision.',
        params: actionParams,
        body: workflowActionRequestSchema.optional(),
        response: { 200: workflowSchema },
      },
    },
    async (request, reply) => {
      const { kind, id, action } = request.params;
      const account = curator(request);
      if (action === 'restart') {
        return answering(reply, () => restartWorkflow(context, kind, id));
      }
      const decision = decisionOf(kind, action, request.body ?? {});
      if (!decision) {
        return sendDetail(reply, 400, `Unknown action "${action}" for ${kind} workflows.`);
      }
      return answering(reply, () =>
        decideWorkflow(context, kind, id, {
          ...decision,
          curator: { id: account.id, email: account.email ?? '' },
        }),
      );
    },
  );

  app.get(
    `${PREFIX}/tickets/`,
    {
      config: bearer,
      schema: {
        tags,
        summary: 'Curator tickets, newest first, with facets by status and type',
        querystring: ticketQuery,
        response: { 200: curatorTicketListSchema },
      },
    },
    async (request) => {
      const { status, ticket_type: type, page, size } = request.query;
      return listCuratorTickets(context.db, {
        ...(status !== undefined && { status }),
        ...(type !== undefined && { type }),
        page,
        size,
      });
    },
  );

  for (const change of ['resolve', 'reopen'] as const) {
    app.post(
      `${PREFIX}/tickets/:id/${change}/`,
      {
        config: bearer,
        schema: {
          tags,
          summary: change === 'resolve' ? 'Marks a ticket resolved' : 'Opens a resolved ticket again',
          params: ticketParams,
          response: { 200: curatorTicketSchema },
        },
      },
      async (request, reply) => {
        const account = curator(request);
        const ticket =
          change === 'resolve'
            ? await resolveCuratorTicket(
                context.db,
                request.params.id,
                account.email ?? `account ${account.id}`,
              )
            : await reopenCuratorTicket(context.db, request.params.id);
        return ticket ?? sendDetail(reply, 404, TICKET_NOT_FOUND_MESSAGE);
      },
    );
  }
}
