import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

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

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json').send({ status, message });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return sendError(reply, error.status, error.message);
    }
    if ('validation' in error && error.validation) {
      return sendError(reply, 400, error.message);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, 'Internal Server Error');
    }
    return sendError(reply, status, error.message);
  });
}
