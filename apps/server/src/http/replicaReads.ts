import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { parseLsn, primaryWalPosition, type Replica, replicasOf, STRICT_WAIT_MS } from '../db/replicas';
import { isApiRequest } from './requestGuards';

/**
 * Read-your-writes with read replicas (db/replicas.ts). After a client's successful write (any /api request that
 * is not GET, HEAD or OPTIONS and answers below 400) the answer carries the primary's WAL position in the
 * `parton_lsn` cookie; a later read of that client goes to a replica only once the replica has replayed that
 * position, else to the primary. So the writer sees its own change at once; other clients may read a replica a
 * few milliseconds behind.
 *
 * REPLICA_CONSISTENCY=strict instead asks the primary's position at the start of every read and waits up to
 * STRICT_WAIT_MS for a replica to replay it: every read sees every write committed before it (the test suite runs
 * so, as its fixtures write straight into the database).
 */

export const LSN_COOKIE = 'parton_lsn';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Long enough for any usable replica (at most REPLICA_MAX_LAG_MS behind) to have replayed the write. */
function cookieMaxAgeSeconds(maxLagMs: number): number {
  return Math.max(10, Math.ceil((2 * maxLagMs) / 1000));
}

/** Sets `parton_lsn` on the answers of successful writes when the database has replicas. */
export function registerReadYourWrites(app: FastifyInstance, context: AppContext): void {
  if (!replicasOf(context.db)) {
    return;
  }
  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400 || !isApiRequest(request)) {
      return payload;
    }
    let position: string;
    try {
      position = await primaryWalPosition(context.db);
    } catch (error) {
      // The write itself succeeded: answer it. Without the cookie this client may read a replica a moment behind.
      request.log.warn(
        `Could not read the primary's WAL position after a write: ${(error as Error).message}`,
      );
      return payload;
    }
    // Serialised here rather than with reply.setCookie: @fastify/cookie writes its cookies in an onSend hook of its
    // own, which may already have run. Fastify appends a second Set-Cookie header.
    reply.header(
      'set-cookie',
      app.serializeCookie(LSN_COOKIE, position, {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: context.config.publicUrl.startsWith('https:'),
        maxAge: cookieMaxAgeSeconds(context.config.replicas.maxLagMs),
      }),
    );
    return payload;
  });
}

/** The replica this read request runs all its statements on, or undefined for the primary. */
export async function chooseReadReplica(
  context: AppContext,
  request: FastifyRequest,
): Promise<Replica | undefined> {
  const replicas = replicasOf(context.db);
  if (!replicas) {
    return undefined;
  }
  const { maxLagMs, consistency } = context.config.replicas;
  if (consistency === 'strict') {
    const after = parseLsn(await primaryWalPosition(context.db));
    return replicas.choose({ maxLagMs, after, waitMs: STRICT_WAIT_MS });
  }
  const written = request.cookies?.[LSN_COOKIE];
  if (written === undefined || written === '') {
    return replicas.choose({ maxLagMs, after: undefined, waitMs: 0 });
  }
  const after = parseLsn(written);
  if (after === undefined) {
    // Not a position the server wrote: the client may have written anything, the primary has it.
    return undefined;
  }
  return replicas.choose({ maxLagMs, after, waitMs: 0 });
}
