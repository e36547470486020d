import type { CollectionName } from '@parton/records';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** One record written in a transaction, as derivers see it. */
export interface RecordChange {
  recordId: string;
  collection: CollectionName;
  controlNumber: number;
  revisionId: number;
  kind: 'created' | 'updated';
  deleted: boolean;
  metadata: Record<string, unknown>;
  /** The revision before this write; null when the record is new. */
  previous: { metadata: Record<string, unknown>; deleted: boolean } | null;
}

/** How the current write runs: bulk imports defer what one set-based pass does faster afterwards. */
export interface DeriveContext {
  /**
   * The write is part of a bulk import that rebuilds the citation graph once at the end (a queued
   * `citations.recount` job), so per-batch edge and count maintenance is skipped.
   */
  bulk: boolean;
}

/**
 * Keeps a derived table (signatures, search rows, citation edges and counts) in step with the records,
 * inside the same transaction as the record write, so a failed write leaves no partial state.
 */
export interface RecordDeriver {
  name: string;
  /** Collections whose writes this deriver must see. */
  collections: readonly CollectionName[];
  /** Called once per transaction with every change of those collections, in write order. */
  apply(tx: Transaction<Database>, changes: RecordChange[], context: DeriveContext): Promise<void>;
}
