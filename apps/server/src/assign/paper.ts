import { ASSIGN_MESSAGES, recordRef } from '@parton/records';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { RecordValidationError, RevisionConflictError } from '../records/errors';
import { findRecord } from '../records/repository';
import { type RevisionActor, saveRecordsInTransaction } from '../records/writer';
import { isStubAuthor } from './repository';
import { type SignatureSelector, selectedPositions, withMovedSignatures } from './signatures';

/** What every paper of one assign gets. */
export interface PaperMove {
  selector: SignatureSelector;
  toAuthorRecid: number;
  /** True for claims and assigns; false for a move to a new stub author (which stays a stub). */
  curated: boolean;
  actor: RevisionActor;
}

/** A paper the move cannot be applied to; its message is the failure reported for it. */
export class PaperMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaperMoveError';
  }
}

function describeSelector(selector: SignatureSelector): string {
  return 'fromAuthorRecid' in selector
    ? `No signature of author ${selector.fromAuthorRecid} on this paper`
    : `No signature at position ${selector.fromAuthorPosition} on this paper`;
}

/**
 * Moves the selected signatures of one paper to the target author, in the caller's transaction: a new revision of
 * the paper naming the actor, the signature rows, search row, citation figures and ORCID push rebuilt by the writer;
 * a claim also makes the target author a real profile (`stub: false`).
 */
export async function movePaperSignatures(
  tx: Transaction<Database>,
  publicUrl: string,
  literatureId: number,
  move: PaperMove,
): Promise<void> {
  const paper = await findRecord(tx, 'literature', literatureId);
  if (!paper || paper.deleted) {
    throw new PaperMoveError(`Literature record ${literatureId} does not exist`);
  }
  const metadata = JSON.parse(paper.metadataJson) as Record<string, unknown>;
  const positions = selectedPositions(metadata, move.selector);
  if (positions.length === 0) {
    throw new PaperMoveError(describeSelector(move.selector));
  }
  const toRef = recordRef(publicUrl, { collection: 'authors', controlNumber: move.toAuthorRecid }).$ref;
  await saveRecordsInTransaction(
    tx,
    [
      {
        collection: 'literature',
        metadata: withMovedSignatures(metadata, positions, toRef, move.curated),
        expectedRevisionId: paper.revisionId,
      },
    ],
    { actor: move.actor, curatedSignatures: 'replace' },
  );
  if (move.curated) {
    await unstubAuthor(tx, move.toAuthorRecid, move.actor);
  }
}

/** A profile that receives a claim is no stub any more (facts §6 "Un-stubbing"); written only when it was one. */
async function unstubAuthor(tx: Transaction<Database>, recid: number, actor: RevisionActor): Promise<void> {
  if ((await isStubAuthor(tx, recid)) !== true) {
    return;
  }
  const author = await findRecord(tx, 'authors', recid);
  if (!author) {
    return;
  }
  const metadata = JSON.parse(author.metadataJson) as Record<string, unknown>;
  await saveRecordsInTransaction(
    tx,
    [
      {
        collection: 'authors',
        metadata: { ...metadata, stub: false },
        expectedRevisionId: author.revisionId,
      },
    ],
    { actor },
  );
}

/**
 * Runs `write` in a transaction of its own; a paper changed by somebody else between the read and the write
 * (revision conflict) is tried once more with the fresh record.
 */
export async function inPaperTransaction<T>(
  db: Kysely<Database>,
  write: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    if (!(error instanceof RevisionConflictError)) {
      throw error;
    }
    return db.transaction().execute(write);
  }
}

/**
 * The message a failed paper is reported with: why, for the failures a user can act on (no signature, an invalid
 * or missing record, a paper changed twice meanwhile); anything else is logged and reported as 'Internal Error'.
 */
export function failureMessage(error: unknown): string {
  if (
    error instanceof PaperMoveError ||
    error instanceof RecordValidationError ||
    error instanceof RevisionConflictError
  ) {
    return error.message.slice(0, 2000);
  }
  console.error('assign: a paper failed', error);
  return ASSIGN_MESSAGES.internalError;
}
