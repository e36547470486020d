import { papersCount } from '@parton/records';
import type { Kysely } from 'kysely';
import { findAccountById } from '../accounts/repository';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { sendMail } from '../mail/send';
import type { Job } from '../queue/queue';
import { enqueueJob } from '../queue/queue';
import { failureMessage, inPaperTransaction, movePaperSignatures, type PaperMove } from './paper';
import {
  type Executor,
  findOperation,
  findOperationFailures,
  finishOperation,
  markOperationRunning,
  type OperationRow,
  pendingPapers,
  settlePaper,
} from './repository';
import type { SignatureSelector } from './signatures';

/** The queue job that works through one assign operation (payload `{operationId}`). */
export const ASSIGN_OPERATION_JOB = 'assign.operation';

/**
 * One run handles papers for at most this long, then queues its continuation: the queue takes a lock older than
 * 15 minutes for a dead process, and a 10,000-paper run must not look like one.
 */
const RUN_SLICE_MS = 5 * 60 * 1000;
const PAGE = 100;

export function operationDedupeKey(operationId: string): string {
  return `${ASSIGN_OPERATION_JOB}:${operationId}`;
}

/** Queues the run of an operation, in the transaction that creates it. */
export async function enqueueAssignOperation(db: Executor, operationId: string): Promise<void> {
  await enqueueJob(db, ASSIGN_OPERATION_JOB, { operationId }, { dedupeKey: operationDedupeKey(operationId) });
}

/** What the operation's payload stores: the move every paper gets. */
export function movePayload(move: PaperMove): Record<string, unknown> {
  return {
    selector: move.selector,
    toAuthorRecid: move.toAuthorRecid,
    curated: move.curated,
    actor: move.actor,
  };
}

function moveOf(payload: Record<string, unknown>): PaperMove | undefined {
  const selector = payload.selector as SignatureSelector | undefined;
  const actor = payload.actor as PaperMove['actor'] | undefined;
  if (
    !selector ||
    !actor ||
    typeof payload.toAuthorRecid !== 'number' ||
    typeof payload.curated !== 'boolean'
  ) {
    return undefined;
  }
  return { selector, toAuthorRecid: payload.toAuthorRecid, curated: payload.curated, actor };
}

/**
 * Works through the operation's pending papers in request order, each in its own transaction that also marks the
 * paper handled (a rerun never writes a paper twice nor skips one). A paper that fails is recorded with its message
 * and the others go on. At the end the operation is completed and its user gets one e-mail.
 */
export async function runAssignOperationJob(
  db: Kysely<Database>,
  config: AppConfig,
  job: Job,
  options: { sliceMs?: number } = {},
): Promise<void> {
  const sliceMs = options.sliceMs ?? RUN_SLICE_MS;
  const operationId = String(job.payload.operationId ?? '');
  const operation = await findOperation(db, operationId);
  if (!operation || operation.status === 'completed' || operation.status === 'failed') {
    return;
  }
  const move = moveOf(operation.payload);
  if (!move) {
    await finishOperation(db, operationId, { status: 'failed', error: 'The operation cannot be read.' });
    return;
  }
  await markOperationRunning(db, operationId);
  const started = Date.now();
  for (;;) {
    const papers = await pendingPapers(db, operationId, PAGE);
    if (papers.length === 0) {
      break;
    }
    for (const paper of papers) {
      await handlePaper(db, config.publicUrl, operationId, paper, move);
      if (Date.now() - started >= sliceMs) {
        await enqueueAssignOperation(db, operationId);
        return;
      }
    }
  }
  await db.transaction().execute(async (tx) => {
    if (await finishOperation(tx, operationId, { status: 'completed' })) {
      await notifyUser(tx, config.publicUrl, operation);
    }
  });
}

async function handlePaper(
  db: Kysely<Database>,
  publicUrl: string,
  operationId: string,
  paper: { position: number; literatureId: number },
  move: PaperMove,
): Promise<void> {
  try {
    await inPaperTransaction(db, async (tx) => {
      if (!(await settlePaper(tx, operationId, paper.position, { state: 'done' }))) {
        return;
      }
      await movePaperSignatures(tx, publicUrl, paper.literatureId, move);
    });
  } catch (error) {
    await db
      .transaction()
      .execute((tx) =>
        settlePaper(tx, operationId, paper.position, { state: 'failed', message: failureMessage(error) }),
      );
  }
}

const LISTED_FAILURES = 50;

/** "Your claim of N papers is complete: S done, F failed", to the user's address when there is one. */
async function notifyUser(tx: Executor, publicUrl: string, started: OperationRow): Promise<void> {
  if (started.userId === null) {
    return;
  }
  const account = await findAccountById(tx, started.userId);
  const operation = await findOperation(tx, started.id);
  if (!account?.email || !operation) {
    return;
  }
  const failures = await findOperationFailures(tx, operation.id);
  const subject = `Your claim of ${papersCount(operation.total)} is complete: ${operation.succeeded} done, ${failures.length} failed`;
  const lines = [
    `${subject}.`,
    ...(operation.toAuthorRecid === null
      ? []
      : ['', `The papers are on ${publicUrl}/authors/${operation.toAuthorRecid}`]),
    ...(failures.length === 0
      ? []
      : [
          '',
          'These papers could not be assigned:',
          ...failures
            .slice(0, LISTED_FAILURES)
            .map((failure) => `- ${publicUrl}/literature/${failure.literature_id}: ${failure.message}`),
          ...(failures.length > LISTED_FAILURES ? [`… and ${failures.length - LISTED_FAILURES} more`] : []),
        ]),
  ];
  await sendMail(
    tx,
    { to: account.email, subject, text: lines.join('\n') },
    { dedupeKey: operationDedupeKey(operation.id) },
  );
}
