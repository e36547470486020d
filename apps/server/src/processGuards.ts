import { currentRequest } from './http/requestGuards';

type Log = (message: string) => void;

function describeFailure(kind: string, reason: unknown): string {
  const request = currentRequest();
  const during = request ? ` during ${request.method} ${request.url}` : '';
  const detail = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
  return `${kind}${during}: ${detail}`;
}

/**
 * Process-level last resorts of the server (main.ts), each logging the request that caused the failure when there
 * was one (http/requestGuards.ts keeps it in the asynchronous context):
 * - a promise rejection nobody handles is a bug, but one request's: it is logged and the server keeps serving
 *   (Node's default ends the process, and with it every other request);
 * - an uncaught exception may have left any state half-changed: it is logged and the process exits with
 *   status 1, for the supervisor (scripts/supervise.mjs) to start a fresh one.
 */
export function installProcessGuards(log: Log = (message) => console.error(message)): void {
  process.on('unhandledRejection', (reason) => {
    log(describeFailure('Unhandled promise rejection (the server keeps serving)', reason));
  });
  process.on('uncaughtException', (error) => {
    log(describeFailure('Uncaught exception (the server exits and is restarted)', error));
    process.exit(1);
  });
}
