import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../db/schema';
import { claimJob, completeJob, failJob, type Job } from './queue';

/** What a handler may need besides the database: the configuration of the process running it. */
export interface JobContext {
  config: AppConfig;
}

export type JobHandler = (job: Job, db: Kysely<Database>, context: JobContext) => Promise<void>;

/**
 * Without an explicit context, jobs run with the environment's configuration, as the server would; it is read
 * only when a handler asks for it, so kinds that need none never depend on the environment.
 */
function contextOrDefault(context: JobContext | undefined): JobContext {
  if (context) {
    return context;
  }
  let config: AppConfig | undefined;
  return {
    get config() {
      config ??= loadConfig();
      return config;
    },
  };
}

export const DEFAULT_POLL_INTERVAL_MS = 2_000;

/** `${hostname}:${pid}`: who holds a job's lock (locked_by). */
export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}`;
}

/** The kinds to claim: those asked for that have a handler (a job of another kind is left for its worker). */
function claimableKinds(handlers: Record<string, JobHandler>, kinds: string[] | undefined): string[] {
  return (kinds ?? Object.keys(handlers)).filter((kind) => Object.hasOwn(handlers, kind));
}

/**
 * Claims one job and runs it: completeJob on success, failJob with the handler's error otherwise. Returns
 * false when no job was due. Handler errors go to onError after being recorded; queue errors are thrown.
 */
async function runOne(
  db: Kysely<Database>,
  handlers: Record<string, JobHandler>,
  workerId: string,
  kinds: string[],
  ignoreRunAt: boolean,
  context: JobContext,
  onError: (error: unknown, job: Job) => void,
): Promise<boolean> {
  const job = await claimJob(db, workerId, { kinds, ignoreRunAt });
  if (!job) {
    return false;
  }
  let failure: { error: unknown } | undefined;
  try {
    await handlers[job.kind]!(job, db, context);
  } catch (error) {
    failure = { error };
  }
  if (failure) {
    await failJob(db, job.id, failure.error);
    onError(failure.error, job);
  } else {
    await completeJob(db, job.id);
  }
  return true;
}

/**
 * Runs jobs until none is due (ignoreRunAt: also those scheduled later — for CLIs that want to finish the work
 * now); returns how many ran. Handler errors are recorded with failJob, never thrown.
 *
 * Only kinds with a handler are claimed. "Ran" counts every handler call, failed ones too; with ignoreRunAt a
 * failing job is retried at once (its backoff ignored) until it succeeds or its attempts are used up.
 */
export async function runPendingJobs(
  db: Kysely<Database>,
  handlers: Record<string, JobHandler>,
  options: { kinds?: string[]; ignoreRunAt?: boolean; workerId?: string; context?: JobContext } = {},
): Promise<number> {
  const kinds = claimableKinds(handlers, options.kinds);
  const workerId = options.workerId ?? defaultWorkerId();
  const context = contextOrDefault(options.context);
  let ran = 0;
  while (await runOne(db, handlers, workerId, kinds, options.ignoreRunAt ?? false, context, () => {})) {
    ran += 1;
  }
  return ran;
}

/**
 * Polls (default every 2 s) and runs due jobs one at a time; stop() waits for the running job.
 *
 * After a job it looks for the next one at once; it sleeps only when none is due. onError receives handler
 * errors (already recorded on the job) and queue errors (e.g. the database is unreachable; it polls on).
 */
export function startWorker(
  db: Kysely<Database>,
  handlers: Record<string, JobHandler>,
  options: {
    pollIntervalMs?: number;
    workerId?: string;
    context?: JobContext;
    onError?: (error: unknown) => void;
  } = {},
): { stop(): Promise<void> } {
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const workerId = options.workerId ?? defaultWorkerId();
  const context = contextOrDefault(options.context);
  const kinds = claimableKinds(handlers, undefined);
  const onError =
    options.onError ??
    ((error: unknown) => {
      console.error(`job queue worker ${workerId}:`, error);
    });
  let stopping = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const sleep = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, pollIntervalMs);
    }).finally(() => {
      clearTimeout(timer);
      wake = undefined;
    });

  const loop = async () => {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runOne(db, handlers, workerId, kinds, false, context, (error) => onError(error));
      } catch (error) {
        onError(error);
      }
      if (!ran && !stopping) {
        await sleep();
      }
    }
  };
  const running = loop();

  return {
    async stop() {
      stopping = true;
      wake?.();
      await running;
    },
  };
}
