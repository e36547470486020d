import { collectionOfPidType, EDITOR_MESSAGES, type EditorMergeUndoResponse } from '@parton/records';
import type { Transaction } from 'kysely';
import type { Account } from '../accounts/model';
import { findAccountByProfile, moveAuthorProfile } from '../accounts/repository';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError, NOT_FOUND_MESSAGE } from '../http/errors';
import { type RecordInput, type RevisionActor, saveRecordsInTransaction } from '../records/writer';
import { inMergeTransaction, paperBatches } from './common';
import { loadRevisions, lockMerge, lockRevisions, markMergeUndone, type StoredMerge } from './repository';

/**
 * `POST /api/editor/merges/{id}/undo`: writes every record the merge wrote back to its revision before the merge,
 * in ONE transaction, as a revert would (new revisions, source `revert`; signatures, search rows, citation edges
 * and counts follow through the writer), and moves a moved account profile back. Refused (409, nothing written)
 * once any of those records has a newer revision: the later change would be lost, so the cataloger reverts record
 * by record in the history instead.
 */
export async function undoMerge(
  context: AppContext,
  mergeId: number,
  account: Account,
): Promise<EditorMergeUndoResponse> {
  return inMergeTransaction(context.db, async (tx) => {
    const merge = await lockMerge(tx, mergeId);
    if (!merge) {
      throw new ApiError(404, NOT_FOUND_MESSAGE);
    }
    if (merge.undone) {
      throw new ApiError(400, EDITOR_MESSAGES.mergeAlreadyUndone);
    }
    const written = new Map(merge.records.map((record) => [record.id, record.revision_id]));
    const current = await lockRevisions(tx, [...written.keys()]);
    const unchanged = current.filter((record) => written.get(record.id) === record.revision_id);
    if (unchanged.length !== written.size) {
      throw new ApiError(409, EDITOR_MESSAGES.mergeChangedSince);
    }
    const kind = merge.collection === 'authors' ? 'author' : 'literature';
    const actor: RevisionActor = {
      userId: account.id,
      source: 'revert',
      note: `Undid merge ${merge.id} (${kind} ${merge.deletedControlNumber} into ${merge.keptControlNumber})`,
    };
    for (const batch of paperBatches(current)) {
      const inputs = await revisionsBefore(
        tx,
        batch.map((id) => ({ id, revision_id: (written.get(id) ?? 0) - 1 })),
      );
      await saveRecordsInTransaction(tx, inputs, { actor, curatedSignatures: 'replace' });
    }
    await moveProfileBack(tx, merge);
    await markMergeUndone(tx, merge.id, account.id);
    return { message: EDITOR_MESSAGES.mergeUndone, restored: written.size };
  });
}

/** Each record's metadata at the given revision, as writer input. */
async function revisionsBefore(
  tx: Transaction<Database>,
  revisions: { id: string; revision_id: number }[],
): Promise<RecordInput[]> {
  const stored = await loadRevisions(tx, revisions);
  return revisions.map(({ id, revision_id }) => {
    const revision = stored.get(id);
    const collection = revision && collectionOfPidType(revision.pidType);
    if (!revision || !collection) {
      // Superseded revisions always keep their metadata (migration 0420): this is a broken history.
      throw new Error(`Revision ${revision_id} of record ${id} has no stored metadata`);
    }
    return { collection, metadata: revision.metadata };
  });
}

/**
 * The account whose profile the merge moved gets the duplicate back — only while it still has the kept profile
 * and no other account took the duplicate meanwhile (one account per profile).
 */
async function moveProfileBack(tx: Transaction<Database>, merge: StoredMerge): Promise<void> {
  if (merge.profileUserId === null) {
    return;
  }
  const holder = await findAccountByProfile(tx, merge.keptControlNumber);
  if (holder?.id !== merge.profileUserId || (await findAccountByProfile(tx, merge.deletedControlNumber))) {
    return;
  }
  await moveAuthorProfile(tx, merge.keptControlNumber, merge.deletedControlNumber);
}
