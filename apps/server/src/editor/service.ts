import {
  type CollectionName,
  EDITOR_MESSAGES,
  type EditorFieldError,
  type EditorRevision,
  validateRecord,
} from '@parton/records';
import type { Account } from '../accounts/model';
import { hasCatalogerRights } from '../accounts/model';
import { recordPermissions } from '../accounts/permissions';
import type { AppContext } from '../context';
import { ApiError, NOT_FOUND_MESSAGE } from '../http/errors';
import { editorRecordJson, editorRevisionJson } from '../records/editorView';
import { RevisionConflictError } from '../records/errors';
import {
  findRecord,
  findRevision,
  listRevisionHistory,
  type RevisionActor,
  type StoredRecord,
} from '../records/repository';
import { createRecord, saveRecordsInTransaction } from '../records/writer';
import { changedTopLevelFields, revisionSummary } from './summary';

type Json = Record<string, unknown>;

export const REVISION_REQUIRED_MESSAGE = 'Give the revision you edited (revision_id or If-Match).';
export const BAD_IF_MATCH_MESSAGE = 'If-Match must name a revision: "N".';

/**
 * Fields a record's owner (a user editing their profile, the submitter of a job or seminar) may not change: they
 * edit their own data, not the record's status, identity or the catalogers' notes.
 */
const CATALOGER_ONLY_FIELDS = ['_collections', 'deleted', 'control_number', '_private_notes'] as const;

/** A record as the editor answers it: the `EditorRecord` JSON text and its revision (the ETag). */
export interface EditorAnswer {
  revisionId: number;
  json: string;
}

/** 422: the metadata fails the collection's schema; every failing field is listed; nothing was written. */
export class EditorInvalidError extends Error {
  readonly errors: EditorFieldError[];
  constructor(errors: EditorFieldError[]) {
    super(EDITOR_MESSAGES.invalid);
    this.name = 'EditorInvalidError';
    this.errors = errors;
  }
}

/** 409: the record is no longer at the revision the caller edited; nothing was written. */
export class EditorConflictError extends Error {
  readonly current: EditorAnswer;
  constructor(current: EditorAnswer) {
    super(EDITOR_MESSAGES.conflict);
    this.name = 'EditorConflictError';
    this.current = current;
  }
}

function answerOf(record: StoredRecord): EditorAnswer {
  return { revisionId: record.revisionId, json: editorRecordJson(record) };
}

/**
 * The revision the caller edited: the body's `revision_id`, else the `If-Match` header (`"N"`, `W/"N"` or `N`).
 * Undefined when neither is given; 400 for an If-Match that names no revision.
 */
export function editedRevision(
  bodyRevision: number | undefined,
  ifMatch: string | undefined,
): number | undefined {
  if (bodyRevision !== undefined) {
    return bodyRevision;
  }
  if (ifMatch === undefined || ifMatch.trim() === '') {
    return undefined;
  }
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(ifMatch.trim());
  if (!match) {
    throw new ApiError(400, BAD_IF_MATCH_MESSAGE);
  }
  return Number(match[1]);
}

interface Editable {
  record: StoredRecord;
  /** The stored metadata, parsed; undefined when the caller's rights did not need it (catalogers). */
  metadata: Json | undefined;
  cataloger: boolean;
}

/**
 * The stored record, when the caller may edit it (404 unknown, 403 not theirs). The rule is the record's `can_edit`
 * (accounts/permissions.ts); catalogers edit every record, so their reads parse nothing — a 3,000-author paper
 * opens without a round of JSON.parse.
 */
async function editableRecord(
  context: AppContext,
  user: Account,
  collection: CollectionName,
  controlNumber: number,
): Promise<Editable> {
  const record = await findRecord(context.db, collection, controlNumber);
  if (!record) {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  const cataloger = hasCatalogerRights(user);
  const metadata = cataloger ? undefined : (JSON.parse(record.metadataJson) as Json);
  if (!recordPermissions(user, collection, metadata ?? {}).can_edit) {
    throw new ApiError(403, EDITOR_MESSAGES.forbidden);
  }
  return { record, metadata, cataloger };
}

function storedMetadata(editable: Editable): Json {
  return editable.metadata ?? (JSON.parse(editable.record.metadataJson) as Json);
}

/**
 * Catalogers' notes stay theirs: an owner (a profile's author, a job's submitter) reads the record without
 * `_private_notes`, and their saves and reverts keep the stored notes as they are.
 */
const CATALOGERS_NOTES = '_private_notes';

function withoutCatalogersNotes(metadataJson: string): string {
  const metadata = JSON.parse(metadataJson) as Json;
  if (!(CATALOGERS_NOTES in metadata)) {
    return metadataJson;
  }
  const { [CATALOGERS_NOTES]: _notes, ...rest } = metadata;
  return JSON.stringify(rest);
}

function withStoredCatalogersNotes(editable: Editable, stored: Json, metadata: Json): Json {
  if (editable.cataloger) {
    return metadata;
  }
  const { [CATALOGERS_NOTES]: _given, ...rest } = metadata;
  return stored[CATALOGERS_NOTES] === undefined
    ? rest
    : { ...rest, [CATALOGERS_NOTES]: stored[CATALOGERS_NOTES] };
}

/** `GET /api/editor/{collection}/{id}`: the whole stored record, private parts included. */
export async function readEditorRecord(
  context: AppContext,
  user: Account,
  collection: CollectionName,
  controlNumber: number,
): Promise<EditorAnswer> {
  const { record, cataloger } = await editableRecord(context, user, collection, controlNumber);
  return answerOf(
    cataloger ? record : { ...record, metadataJson: withoutCatalogersNotes(record.metadataJson) },
  );
}

/** 403 when an owner (not a cataloger) would change a field only catalogers change. */
function refuseCatalogerOnlyChanges(editable: Editable, previous: Json, next: Json): void {
  if (editable.cataloger) {
    return;
  }
  const changed = changedTopLevelFields(
    pick(previous, CATALOGER_ONLY_FIELDS),
    pick(next, CATALOGER_ONLY_FIELDS),
  );
  const field = changed[0];
  if (field !== undefined) {
    throw new ApiError(403, `Only catalogers may change ${field}.`);
  }
}

function pick(metadata: Json, fields: readonly string[]): Json {
  return Object.fromEntries(
    fields.filter((field) => Object.hasOwn(metadata, field)).map((field) => [field, metadata[field]]),
  );
}

/** Every failing field of the metadata under the collection's schema, plus the given extra errors; 422 if any. */
function requireValid(collection: CollectionName, metadata: Json, extra: EditorFieldError[] = []): void {
  const result = validateRecord(collection, metadata);
  const errors = [...extra, ...(result.ok ? [] : result.issues)];
  if (errors.length > 0) {
    throw new EditorInvalidError(errors);
  }
}

interface RevisionWrite {
  collection: CollectionName;
  controlNumber: number;
  metadata: Json;
  expectedRevisionId: number | undefined;
  actor: RevisionActor;
}

/**
 * Writes one revision through the record writer (search rows, signatures, citation edges and counts in the same
 * transaction) and answers the record as stored after it; a record changed meanwhile answers 409 with its current
 * state. Unchanged metadata writes nothing and answers the current revision. The caller validated the metadata.
 */
async function writeRevision(context: AppContext, write: RevisionWrite): Promise<EditorAnswer> {
  try {
    const saved = await context.db.transaction().execute(async (tx) => {
      await saveRecordsInTransaction(
        tx,
        [
          {
            collection: write.collection,
            metadata: write.metadata,
            ...(write.expectedRevisionId !== undefined && { expectedRevisionId: write.expectedRevisionId }),
          },
        ],
        // An editor's change of a claimed signature is deliberate: the authors are written as given.
        { actor: write.actor, curatedSignatures: 'replace', alreadyValidated: true },
      );
      return findRecord(tx, write.collection, write.controlNumber);
    });
    if (!saved) {
      throw new ApiError(404, NOT_FOUND_MESSAGE);
    }
    return answerOf(saved);
  } catch (error) {
    if (!(error instanceof RevisionConflictError)) {
      throw error;
    }
    // Saved by someone else between our read and the writer's lock: answer what is stored now.
    const current = await findRecord(context.db, write.collection, write.controlNumber);
    if (!current) {
      throw new ApiError(404, NOT_FOUND_MESSAGE);
    }
    throw new EditorConflictError(answerOf(current));
  }
}

function refuseStale(record: StoredRecord, expectedRevisionId: number | undefined): void {
  if (expectedRevisionId !== undefined && expectedRevisionId !== record.revisionId) {
    throw new EditorConflictError(answerOf(record));
  }
}

function noteFor(previous: Json, previousDeleted: boolean, next: Json): string {
  return revisionSummary({
    created: false,
    deletedBefore: previousDeleted,
    deleted: next.deleted === true,
    changedFields: changedTopLevelFields(previous, next),
  });
}

export interface SaveRequest {
  /** The revision the caller edited (editedRevision); undefined → 428. */
  revisionId: number | undefined;
  metadata: Json;
}

/**
 * `PUT /api/editor/{collection}/{id}`: checks, in this order — rights (403), a revision given (428), fields only
 * catalogers change (403), the control number and the schema (422, every failing field), the revision still
 * current (409) — then saves one revision whose note is the summary of what changed.
 */
export async function saveEditorRecord(
  context: AppContext,
  user: Account,
  collection: CollectionName,
  controlNumber: number,
  request: SaveRequest,
): Promise<EditorAnswer> {
  const editable = await editableRecord(context, user, collection, controlNumber);
  if (request.revisionId === undefined) {
    throw new ApiError(428, REVISION_REQUIRED_MESSAGE);
  }
  const previous = storedMetadata(editable);
  // The editor may leave the control number out (the form hides it); it is the stored one either way.
  const given = request.metadata.control_number;
  const metadata = withStoredCatalogersNotes(
    editable,
    previous,
    given === undefined ? { ...request.metadata, control_number: controlNumber } : request.metadata,
  );
  const identityErrors: EditorFieldError[] =
    given === undefined || given === controlNumber
      ? []
      : [{ path: 'control_number', message: `The control number cannot change: it is ${controlNumber}.` }];
  if (identityErrors.length === 0) {
    refuseCatalogerOnlyChanges(editable, previous, metadata);
  }
  requireValid(collection, metadata, identityErrors);
  refuseStale(editable.record, request.revisionId);
  return writeRevision(context, {
    collection,
    controlNumber,
    metadata,
    expectedRevisionId: request.revisionId,
    actor: { userId: user.id, source: 'editor', note: noteFor(previous, editable.record.deleted, metadata) },
  });
}

/** `POST /api/editor/{collection}` (catalogers): a new record, numbered by the server. */
export async function createEditorRecord(
  context: AppContext,
  user: Account,
  collection: CollectionName,
  metadata: Json,
): Promise<EditorAnswer> {
  const numbered = metadata.control_number !== undefined;
  // Validated with a stand-in number first, so that a refused record uses up no control number.
  requireValid(
    collection,
    { ...metadata, control_number: 1 },
    numbered
      ? [{ path: 'control_number', message: 'A new record gets its control number from the server.' }]
      : [],
  );
  const outcome = await createRecord(context.db, collection, metadata, {
    actor: { userId: user.id, source: 'editor', note: 'created' },
    alreadyValidated: true,
  });
  const created = await findRecord(context.db, collection, outcome.controlNumber);
  if (!created) {
    throw new Error(`record ${outcome.controlNumber} vanished after its creation`);
  }
  return answerOf(created);
}

/** `GET …/revisions`: newest first, each with its writer's e-mail and a one-line summary. */
export async function listEditorRevisions(
  context: AppContext,
  user: Account,
  collection: CollectionName,
  controlNumber: number,
): Promise<EditorRevision[]> {
  const { record } = await editableRecord(context, user, collection, controlNumber);
  const rows = await listRevisionHistory(context.db, record.id);
  return rows.map((row) => ({
    revision_id: row.revision_id,
    created: row.created,
    deleted: row.deleted,
    user_email: row.user_email,
    source: row.source,
    summary:
      row.note ??
      revisionSummary({
        created: row.previous_deleted === null,
        deletedBefore: row.previous_deleted === true,
        deleted: row.deleted,
        changedFields: row.changed_fields ?? [],
      }),
  }));
}

/** `GET …/revisions/{n}`: the metadata of revision n (404 `No such revision.`). */
export async function readEditorRevision(
  context: AppContext,
  user: Account,
  collection: CollectionName,
  controlNumber: number,
  revisionId: number,
): Promise<string> {
  const { record, cataloger } = await editableRecord(context, user, collection, controlNumber);
  const revision = await findRevision(context.db, record.id, revisionId);
  if (!revision) {
    throw new ApiError(404, EDITOR_MESSAGES.revisionMissing);
  }
  return editorRevisionJson(
    cataloger ? revision : { ...revision, metadataJson: withoutCatalogersNotes(revision.metadataJson) },
  );
}

/**
 * `POST …/revert/{n}`: a NEW revision equal to revision n (its metadata, hence its deleted flag), source 'revert'.
 * Checked like a save: fields only catalogers change, today's schema, and the revision the caller saw when given.
 */
export async function revertEditorRecord(
  context: AppContext,
  user: Account,
  collection: CollectionName,
  controlNumber: number,
  revisionId: number,
  expectedRevisionId: number | undefined,
): Promise<EditorAnswer> {
  const editable = await editableRecord(context, user, collection, controlNumber);
  const revision = await findRevision(context.db, editable.record.id, revisionId);
  if (!revision) {
    throw new ApiError(404, EDITOR_MESSAGES.revisionMissing);
  }
  const stored = storedMetadata(editable);
  const metadata = withStoredCatalogersNotes(editable, stored, JSON.parse(revision.metadataJson) as Json);
  refuseCatalogerOnlyChanges(editable, stored, metadata);
  requireValid(collection, metadata);
  refuseStale(editable.record, expectedRevisionId);
  return writeRevision(context, {
    collection,
    controlNumber,
    metadata,
    expectedRevisionId: expectedRevisionId ?? editable.record.revisionId,
    actor: { userId: user.id, source: 'revert', note: `Reverted to revision ${revisionId}` },
  });
}

/**
 * `DELETE /api/editor/{collection}/{id}` (catalogers): a new revision with `deleted: true`; the writer's derivers
 * take it out of search and stop its citations counting. Revert undoes it. The stored metadata is not validated
 * again: a record today's schema refuses must still be deletable.
 */
export async function deleteEditorRecord(
  context: AppContext,
  user: Account,
  collection: CollectionName,
  controlNumber: number,
  expectedRevisionId: number | undefined,
): Promise<EditorAnswer> {
  const editable = await editableRecord(context, user, collection, controlNumber);
  refuseStale(editable.record, expectedRevisionId);
  const previous = storedMetadata(editable);
  if (editable.record.deleted && previous.deleted === true) {
    return answerOf(editable.record);
  }
  return writeRevision(context, {
    collection,
    controlNumber,
    metadata: { ...previous, deleted: true },
    expectedRevisionId: expectedRevisionId ?? editable.record.revisionId,
    actor: { userId: user.id, source: 'editor', note: 'Deleted' },
  });
}
