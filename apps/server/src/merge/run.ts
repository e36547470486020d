import {
  COLLECTIONS,
  EDITOR_MESSAGES,
  type EditorMergeRequest,
  type EditorMergeResponse,
  recordRef,
} from '@parton/records';
import type { Transaction } from 'kysely';
import type { Account } from '../accounts/model';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { type RevisionActor, saveRecordsInTransaction } from '../records/writer';
import {
  checkDistinct,
  deletedDuplicate,
  inMergeTransaction,
  lockMergePair,
  type MergePair,
  writtenRevisions,
} from './common';
import { insertMerge, type WrittenRevision } from './repository';

type Json = Record<string, unknown>;

/** The two records of a merge: their control numbers and the links that name them. */
export interface MergeTarget {
  keepRecid: number;
  duplicateRecid: number;
  keptRef: { $ref: string };
  duplicateRef: { $ref: string };
}

/** What a collection's merge settles before any paper is read. */
export interface MergeStart {
  /** The revision note of every record the merge writes. */
  note: string;
  /** The account whose profile moved from the duplicate to the kept record (null: none). */
  profileUserId: number | null;
}

/** What a collection's merge did to the papers linking the duplicate, and the kept record as it leaves it. */
export interface MergeRelink {
  /** The kept record after the merge (written by runMerge with the deleted duplicate). */
  kept: Json;
  /** The answer's `moved`. */
  moved: number;
  /** The papers' revisions written so far (the pair's are added by runMerge). */
  written: WrittenRevision[];
}

/** A collection's own rules of a merge; runMerge does the rest, the same for every collection. */
export interface MergeRules {
  collection: 'authors' | 'literature';
  /** Once the pair is locked: the collection's own checks and moves, the note and the moved profile. */
  start(tx: Transaction<Database>, target: MergeTarget): Promise<MergeStart>;
  /** Re-links the papers linking the duplicate (written as `actor`) and merges the pair's metadata. */
  relink(
    tx: Transaction<Database>,
    pair: MergePair,
    target: MergeTarget,
    actor: RevisionActor,
  ): Promise<MergeRelink>;
}

/**
 * A merge of the duplicate into the kept record, in ONE transaction (retried as a deadlock victim): refuses one
 * record twice before anything is read, locks the pair (404 / 400), runs the collection's rules, writes the kept
 * record and the duplicate deleted with `new_record` → kept, and logs the merge with every revision written.
 */
export async function runMerge(
  context: AppContext,
  request: EditorMergeRequest,
  account: Account,
  rules: MergeRules,
): Promise<EditorMergeResponse> {
  checkDistinct(request);
  const { collection } = rules;
  const target: MergeTarget = {
    keepRecid: request.keep_recid,
    duplicateRecid: request.duplicate_recid,
    keptRef: recordRef(context.config.publicUrl, { collection, controlNumber: request.keep_recid }),
    duplicateRef: recordRef(context.config.publicUrl, { collection, controlNumber: request.duplicate_recid }),
  };
  return inMergeTransaction(context.db, async (tx) => {
    const pair = await lockMergePair(tx, COLLECTIONS[collection].pidType, request);
    const { note, profileUserId } = await rules.start(tx, target);
    const actor: RevisionActor = { userId: account.id, source: 'merge', note };
    const { kept, moved, written } = await rules.relink(tx, pair, target, actor);
    const outcomes = await saveRecordsInTransaction(
      tx,
      [
        { collection, metadata: kept },
        { collection, metadata: deletedDuplicate(pair.duplicate.metadata, target.keptRef) },
      ],
      { actor, curatedSignatures: 'replace' },
    );
    const mergeId = await insertMerge(tx, {
      collection,
      keptControlNumber: target.keepRecid,
      deletedControlNumber: target.duplicateRecid,
      moved,
      records: [...written, ...writtenRevisions(outcomes)],
      profileUserId,
      mergedBy: account.id,
    });
    return {
      message: EDITOR_MESSAGES.merged,
      kept: target.keepRecid,
      deleted: target.duplicateRecid,
      moved,
      merge_id: mergeId,
    };
  });
}
