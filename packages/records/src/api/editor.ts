import { z } from 'zod';

/**
 * Wire shapes of the record editor's API (`/api/editor/*`, apps/server/src/routes/editor; facts
 * submissions-backoffice.md §5.2). Who may call: catalogers for every record; a user for the author record that is
 * their profile and for the jobs and seminars they submitted (the record's `can_edit`, accounts/permissions.ts).
 * New records, deletions and merges: catalogers only.
 */

export const EDITOR_MESSAGES = {
  saved: 'Changes are saved',
  saveFailed: 'Could not save record!',
  conflict: 'The record was changed by someone else since you opened it.',
  invalid: 'The record is not valid.',
  revisionMissing: 'No such revision.',
  reverted: 'Reverted to revision {n}.',
  deleted: 'The record is deleted.',
  merged: 'The records are merged.',
  mergeSame: 'A record cannot be merged with itself.',
  mergeDeleted: 'Deleted records cannot be merged.',
  mergeBothProfiles: 'Both authors are the profiles of user accounts: unlink one of them first.',
  mergeUndone: 'The merge is undone.',
  mergeAlreadyUndone: 'This merge is already undone.',
  mergeChangedSince: 'Records of this merge were changed since: revert them one by one in their history.',
  forbidden: 'You are not allowed to edit this record.',
} as const;

/** A field that fails the collection's schema: dotted path (`authors.3.full_name`) and what is wrong. */
export const editorFieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type EditorFieldError = z.infer<typeof editorFieldErrorSchema>;

/** One stored record as the editor reads and writes it: the whole metadata, private parts included. */
export const editorRecordSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  collection: z.string(),
  revision_id: z.number().int(),
  created: z.string(),
  updated: z.string(),
  deleted: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
});
export type EditorRecord = z.infer<typeof editorRecordSchema>;

/** `PUT /api/editor/{collection}/{id}` (an `If-Match: "N"` header may carry the revision instead). */
export const editorSaveRequestSchema = z.object({
  revision_id: z.number().int().min(0).optional(),
  metadata: z.record(z.string(), z.unknown()),
});
export type EditorSaveRequest = z.infer<typeof editorSaveRequestSchema>;

/** `POST /api/editor/{collection}` (catalogers): a new record; its control number is given by the server. */
export const editorCreateRequestSchema = z.object({ metadata: z.record(z.string(), z.unknown()) });
export type EditorCreateRequest = z.infer<typeof editorCreateRequestSchema>;

/** 409: the record changed meanwhile; nothing was written. The current revision comes along for the diff. */
export const editorConflictSchema = z.object({
  message: z.string(),
  revision_id: z.number().int(),
  current: editorRecordSchema,
});
export type EditorConflict = z.infer<typeof editorConflictSchema>;

/** 422: the metadata fails the schema; every failing field is named; nothing was written. */
export const editorInvalidSchema = z.object({
  message: z.string(),
  errors: z.array(editorFieldErrorSchema),
});
export type EditorInvalid = z.infer<typeof editorInvalidSchema>;

/** One revision in a record's history (`GET …/revisions`, newest first). */
export const editorRevisionSchema = z.object({
  revision_id: z.number().int(),
  created: z.string(),
  deleted: z.boolean(),
  /** Who wrote it: the user's e-mail, or null for the server's own processes (import, harvest, re-match). */
  user_email: z.string().nullable(),
  /** Through what: 'editor', 'claim', 'import' … (RevisionSource), null for revisions older than migration 0560. */
  source: z.string().nullable(),
  /** One line on what changed: the writer's note, else the changed top-level fields ('titles, authors'). */
  summary: z.string(),
});
export type EditorRevision = z.infer<typeof editorRevisionSchema>;

export const editorRevisionsResponseSchema = z.object({ revisions: z.array(editorRevisionSchema) });
export type EditorRevisionsResponse = z.infer<typeof editorRevisionsResponseSchema>;

/** `GET …/revisions/{n}`: the metadata of revision n. */
export const editorRevisionResponseSchema = z.object({
  revision_id: z.number().int(),
  created: z.string(),
  deleted: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
});
export type EditorRevisionResponse = z.infer<typeof editorRevisionResponseSchema>;

/** `POST /api/editor/{authors|literature}/merge` (catalogers): the duplicate is merged into the kept record. */
export const editorMergeRequestSchema = z.object({
  keep_recid: z.number().int().positive(),
  duplicate_recid: z.number().int().positive(),
});
export type EditorMergeRequest = z.infer<typeof editorMergeRequestSchema>;

export const editorMergeResponseSchema = z.object({
  message: z.string(),
  kept: z.number().int(),
  deleted: z.number().int(),
  /** Authors: paper signatures now pointing at the kept author. Literature: citing papers re-pointed. */
  moved: z.number().int(),
  /** The merge's log entry: `POST /api/editor/merges/{merge_id}/undo` undoes it. */
  merge_id: z.number().int().optional(),
});
export type EditorMergeResponse = z.infer<typeof editorMergeResponseSchema>;

/** `POST /api/editor/merges/{id}/undo` (catalogers): every record the merge wrote is back at its revision before. */
export const editorMergeUndoResponseSchema = z.object({
  message: z.string(),
  /** Records written back (each a new revision equal to its revision before the merge). */
  restored: z.number().int(),
});
export type EditorMergeUndoResponse = z.infer<typeof editorMergeUndoResponseSchema>;

/** `DELETE /api/editor/{collection}/{id}` (catalogers): marks the record deleted (a revision; revert undoes it). */
export const editorDeleteRequestSchema = z.object({ revision_id: z.number().int().min(0).optional() });
