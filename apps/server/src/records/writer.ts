import { COLLECTIONS, type CollectionName, validateRecord } from '@parton/records';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { bumpDataVersion } from '../search/cache/repository';
import { metadataHash } from './canonical';
import { restoreCuratedSignatures } from './curatedSignatures';
import { type DeriveContext, RECORD_DERIVERS, type RecordChange, type RecordDeriver } from './derivers';
import { RecordValidationError, RevisionConflictError } from './errors';
import { timeOrderedUuid } from './ids';
import {
  allocateControlNumber,
  equalStoredMetadata,
  insertRecords,
  loadCuratedSignatures,
  loadMetadata,
  lockExisting,
  type RevisionActor,
  updateRecords,
} from './repository';

export type { RevisionActor, RevisionSource } from './repository';

export interface RecordInput {
  collection: CollectionName;
  metadata: Record<string, unknown>;
  /** When set, the write is refused unless the stored record is still at this revision. */
  expectedRevisionId?: number;
}

export interface SaveOutcome {
  status: 'created' | 'updated' | 'unchanged';
  collection: CollectionName;
  controlNumber: number;
  recordId: string;
  revisionId: number;
}

export interface WriteOptions {
  derivers?: RecordDeriver[];
  /** The caller already checked every record against its schema (the importer does, to report rejections). */
  alreadyValidated?: boolean;
  /** Part of a bulk import: derivers skip what the import's closing citation recount rebuilds (DeriveContext). */
  bulk?: boolean;
  /** Who writes and through what; kept with each new revision (record history). */
  actor?: RevisionActor;
  /**
   * Claimed signatures of updated literature records (`curated_relation: true` with a `record`): 'keep' (default)
   * puts them back on incoming author entries of the same person that lack the claim, so that no automatic
   * process (re-import, harvest, re-match) moves a claim; 'replace' writes the authors as given (claims, assigns).
   */
  curatedSignatures?: 'keep' | 'replace';
}

/** Validates a record, naming every failing field; returns the metadata to store. */
export function checkRecord(input: RecordInput): Record<string, unknown> {
  const result = validateRecord(input.collection, input.metadata);
  if (!result.ok) {
    const controlNumber = input.metadata.control_number;
    throw new RecordValidationError(
      result.issues,
      typeof controlNumber === 'number' ? controlNumber : undefined,
    );
  }
  return result.metadata;
}

/**
 * Writes records in ONE transaction: the record rows, their revisions and every derived table, or nothing.
 * Records must carry control numbers (use `createRecord` for new records without one). Unchanged records
 * (same canonical metadata) create no revision.
 */
export async function saveRecords(
  db: Kysely<Database>,
  inputs: RecordInput[],
  options: WriteOptions = {},
): Promise<SaveOutcome[]> {
  return db.transaction().execute((tx) => saveRecordsInTransaction(tx, inputs, options));
}

export async function saveRecordsInTransaction(
  tx: Transaction<Database>,
  inputs: RecordInput[],
  options: WriteOptions = {},
): Promise<SaveOutcome[]> {
  if (!options.alreadyValidated) {
    for (const input of inputs) {
      checkRecord(input);
    }
  }
  const prepared: PreparedInput[] = dedupeLastWins(inputs).map((input) => {
    const json = JSON.stringify(input.metadata);
    return {
      input,
      json,
      pidType: COLLECTIONS[input.collection].pidType,
      controlNumber: input.metadata.control_number as number,
      hash: metadataHash(json),
      deleted: input.metadata.deleted === true,
    };
  });
  const existing = await lockExisting(
    tx,
    prepared.map((item) => ({ pid_type: item.pidType, control_number: item.controlNumber })),
  );
  const existingByKey = new Map(existing.map((row) => [`${row.pid_type}:${row.control_number}`, row]));
  if ((options.curatedSignatures ?? 'keep') === 'keep') {
    await keepCuratedSignatures(tx, prepared, existingByKey);
  }
  const sameDespiteKeyOrder = await equalStoredMetadata(
    tx,
    prepared.flatMap((item) => {
      const current = existingByKey.get(`${item.pidType}:${item.controlNumber}`);
      return current && current.metadata_hash !== item.hash ? [{ id: current.id, json: item.json }] : [];
    }),
  );

  const outcomes: SaveOutcome[] = [];
  const toInsert: (typeof prepared)[number][] = [];
  const toUpdate: { item: (typeof prepared)[number]; id: string }[] = [];
  for (const item of prepared) {
    const current = existingByKey.get(`${item.pidType}:${item.controlNumber}`);
    if (
      current &&
      item.input.expectedRevisionId !== undefined &&
      current.revision_id !== item.input.expectedRevisionId
    ) {
      throw new RevisionConflictError(item.controlNumber, item.input.expectedRevisionId, current.revision_id);
    }
    if (!current) {
      toInsert.push(item);
      continue;
    }
    const sameMetadata = current.metadata_hash === item.hash || sameDespiteKeyOrder.has(current.id);
    if (sameMetadata && current.deleted === item.deleted) {
      outcomes.push({
        status: 'unchanged',
        collection: item.input.collection,
        controlNumber: item.controlNumber,
        recordId: current.id,
        revisionId: current.revision_id,
      });
      continue;
    }
    toUpdate.push({ item, id: current.id });
  }

  const previous = await loadMetadata(
    tx,
    toUpdate.map(({ id }) => id),
  );
  const inserted = toInsert.map((item) => ({ item, id: timeOrderedUuid() }));
  await insertRecords(
    tx,
    inserted.map(({ item, id }) => ({
      id,
      pid_type: item.pidType,
      control_number: item.controlNumber,
      deleted: item.deleted,
      metadataJson: item.json,
      metadata_hash: item.hash,
    })),
    options.actor,
  );
  const revisions = await updateRecords(
    tx,
    toUpdate.map(({ item, id }) => ({
      id,
      pid_type: item.pidType,
      control_number: item.controlNumber,
      deleted: item.deleted,
      metadataJson: item.json,
      metadata_hash: item.hash,
    })),
    options.actor,
  );

  const changes: RecordChange[] = [
    ...inserted.map(({ item, id }) => ({
      recordId: id,
      collection: item.input.collection,
      controlNumber: item.controlNumber,
      revisionId: 0,
      kind: 'created' as const,
      deleted: item.deleted,
      metadata: item.input.metadata,
      previous: null,
    })),
    ...toUpdate.map(({ item, id }) => ({
      recordId: id,
      collection: item.input.collection,
      controlNumber: item.controlNumber,
      revisionId: revisions.get(id) ?? 0,
      kind: 'updated' as const,
      deleted: item.deleted,
      metadata: item.input.metadata,
      previous: previous.get(id) ?? null,
    })),
  ];
  await runDerivers(tx, changes, options.derivers ?? RECORD_DERIVERS, { bulk: options.bulk ?? false });
  if (changes.length > 0) {
    // The result cache's data version, raised when this transaction commits (search/cache/README.md).
    await bumpDataVersion(tx);
  }
  for (const change of changes) {
    outcomes.push({
      status: change.kind,
      collection: change.collection,
      controlNumber: change.controlNumber,
      recordId: change.recordId,
      revisionId: change.revisionId,
    });
  }
  return outcomes;
}

interface PreparedInput {
  input: RecordInput;
  json: string;
  hash: string;
  pidType: string;
  controlNumber: number;
  deleted: boolean;
}

/**
 * Puts stored claims back on updated literature records (WriteOptions.curatedSignatures 'keep'). Only records whose
 * metadata differs from the stored version are looked at, with one statement that returns the curated author
 * entries alone: a bulk import of records without claims parses nothing extra.
 */
async function keepCuratedSignatures(
  tx: Transaction<Database>,
  prepared: PreparedInput[],
  existingByKey: Map<string, { id: string; metadata_hash: string }>,
): Promise<void> {
  const changed = prepared.flatMap((item) => {
    const current = existingByKey.get(`${item.pidType}:${item.controlNumber}`);
    return item.input.collection === 'literature' &&
      !item.deleted &&
      current &&
      current.metadata_hash !== item.hash
      ? [{ item, id: current.id }]
      : [];
  });
  if (changed.length === 0) {
    return;
  }
  const curated = await loadCuratedSignatures(
    tx,
    changed.map(({ id }) => id),
  );
  for (const { item, id } of changed) {
    const stored = curated.get(id);
    if (!stored) {
      continue;
    }
    const metadata = restoreCuratedSignatures(item.input.metadata, stored);
    if (metadata === item.input.metadata) {
      continue;
    }
    item.input = { ...item.input, metadata };
    item.json = JSON.stringify(metadata);
    item.hash = metadataHash(item.json);
  }
}

async function runDerivers(
  tx: Transaction<Database>,
  changes: RecordChange[],
  derivers: RecordDeriver[],
  context: DeriveContext,
) {
  if (changes.length === 0) {
    return;
  }
  for (const deriver of derivers) {
    const relevant = changes.filter((change) => deriver.collections.includes(change.collection));
    if (relevant.length > 0) {
      await deriver.apply(tx, relevant, context);
    }
  }
}

/** A batch naming the same record twice keeps the last version, as two writes in a row would. */
function dedupeLastWins(inputs: RecordInput[]): RecordInput[] {
  const byKey = new Map<string, RecordInput>();
  for (const input of inputs) {
    byKey.set(`${input.collection}:${String(input.metadata.control_number)}`, input);
  }
  return [...byKey.values()];
}

/** Creates a record, giving it the next free control number when it has none. */
export async function createRecord(
  db: Kysely<Database>,
  collection: CollectionName,
  metadata: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<SaveOutcome> {
  const controlNumber =
    typeof metadata.control_number === 'number' ? metadata.control_number : await allocateControlNumber(db);
  const [outcome] = await saveRecords(
    db,
    [{ collection, metadata: { ...metadata, control_number: controlNumber } }],
    options,
  );
  return outcome!;
}
