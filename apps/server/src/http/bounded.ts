import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { boundedDatabase, isStatementCancelled, RequestAbortedError } from '../db/bounded';
import { isReplicaUnavailable, replicasOf } from '../db/replicas';
import { ApiError } from './errors';
import { chooseReadReplica } from './replicaReads';

export const STATEMENT_TIMEOUT_MESSAGE = 'The search took too long: simplify the query.';

/** Aborts when the client closes the connection before the reply has been written. */
export function clientGoneSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // Since Node 16 the request's 'close' comes after the response is written, or earlier when the client leaves.
  request.raw.once('close', () => {
    if (!reply.raw.writableFinished) {
      controller.abort();
    }
  });
  return controller.signal;
}

/** Which node answered a read (`replica` or `primary`), for operators and the replica tests. */
export const READ_NODE_HEADER = 'x-parton-read-node';

export interface BoundedWorkOptions {
  /**
   * `replica`: read-only work that may run on a read replica (db/replicas.ts) — searches, facets, citation
   * summaries, lookups, record reads. One node answers all statements of the request; with no usable replica, or
   * one behind the client's last write (http/replicaReads.ts), the primary.
   */
  read?: 'replica';
}

/**
 * Runs the work of one API request against a bounded database handle (db/bounded.ts): each statement gets the
 * configured statement timeout (STATEMENT_TIMEOUT_MS), answered 503 with a message that says what to do, and
 * every statement is cancelled when the client leaves.
 */
export async function withBoundedWork<T>(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (bounded: AppContext) => Promise<T>,
  options: BoundedWorkOptions = {},
): Promise<T> {
  const signal = clientGoneSignal(request, reply);
  const bounds = { statementTimeoutMs: context.config.statementTimeoutMs, signal };
  const replica = options.read === 'replica' ? await chooseReadReplica(context, request) : undefined;
  try {
    if (!replica) {
      if (options.read === 'replica' && replicasOf(context.db)) {
        reply.header(READ_NODE_HEADER, 'primary');
      }
      return await work({ ...context, db: boundedDatabase(context.db, bounds) });
    }
    try {
      reply.header(READ_NODE_HEADER, 'replica');
      return await work({ ...context, db: boundedDatabase(context.db, bounds, replica.node) });
    } catch (error) {
      if (signal.aborted || !isReplicaUnavailable(error)) {
        throw error;
      }
      // The replica went away (or replay cancelled the read): the work only reads, the primary answers it whole.
      if ((error as { code?: unknown }).code !== '40001') {
        replica.markUnreachable(`a read failed (${(error as Error).message})`);
      }
      reply.header(READ_NODE_HEADER, 'primary');
      return await work({ ...context, db: boundedDatabase(context.db, bounds) });
    }
  } catch (error) {
    if (signal.aborted) {
      // Nobody is waiting for the answer; the error handler only logs it.
      throw error instanceof RequestAbortedError ? error : new RequestAbortedError();
    }
    if (isStatementCancelled(error)) {
      throw new ApiError(503, STATEMENT_TIMEOUT_MESSAGE);
    }
    throw error;
  }
}
