import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { boundedDatabase, isStatementCancelled, RequestAbortedError } from '../db/bounded';
import { ApiError } from './errors';

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
): Promise<T> {
  const signal = clientGoneSignal(request, reply);
  const db = boundedDatabase(context.db, { statementTimeoutMs: context.config.statementTimeoutMs, signal });
  try {
    return await work({ ...context, db });
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
