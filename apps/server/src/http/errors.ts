import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestAbortedError } from '../db/bounded';

/** An error the API reports to the client as `{ "status": …, "message": … }`, like the reference. */
export class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = headers;
  }
}

export const NOT_FOUND_MESSAGE = 'PID does not exist.';
export const INTERNAL_ERROR_MESSAGE = 'Internal Server Error';
export const INVALID_VALUE_MESSAGE = 'Invalid request: a value is malformed or out of range.';

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json').send({ status, message });
}

/** `GET /api/literature?q=…`: what a log line names, so that a failure can be replayed. */
export function describeRequest(request: Pick<FastifyRequest, 'method' | 'url'>): string {
  return `${request.method} ${request.url}`;
}

/**
 * PostgreSQL refused a value (SQLSTATE class 22, data exception: a NUL byte, an integer out of range, a bad
 * date) or found the statement beyond its limits (class 54). What reaches the database comes from the request,
 * so that is the client's error; the checks in front of the database should have caught it, hence the warning.
 */
function isRefusedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const where = describeRequest(request);
    if (error instanceof RequestAbortedError) {
      // The client has gone: nobody reads this answer (499, nginx's "client closed request", for the logs).
      request.log.info(`${where}: client closed the connection, statements cancelled`);
      return sendError(reply, 499, error.message);
    }
    if (error instanceof ApiError) {
      if (error.status >= 500) {
        request.log.warn(
          { method: request.method, url: request.url },
          `${where} answered ${error.status}: ${error.message}`,
        );
      }
      reply.headers(error.headers);
      return sendError(reply, error.status, error.message);
    }
    if ('validation' in error && error.validation) {
      // A path whose segments fail the route's params schema (`/api/literature/abc`) names no record: 404, like
      // the reference, rather than a 400 about the URL.
      if ('validationContext' in error && error.validationContext === 'params') {
        return sendError(reply, 404, NOT_FOUND_MESSAGE);
      }
      return sendError(reply, 400, error.message);
    }
    if (isRefusedValue(error)) {
      request.log.warn(
        { err: error, method: request.method, url: request.url },
        `${where}: database refused a value`,
      );
      return sendError(reply, 400, INVALID_VALUE_MESSAGE);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url }, `${where} failed`);
      return sendError(reply, status, INTERNAL_ERROR_MESSAGE);
    }
    return sendError(reply, status, error.message);
  });
}
