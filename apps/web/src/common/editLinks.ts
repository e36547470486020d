import type { CollectionName } from '@parton/records';

/**
 * Where records are edited and submitted, in one place, so that no page links to a screen that does not exist.
 *
 * The submission and update forms are built (routes in `submissions/routes.tsx`); the record editor (catalogers)
 * is not yet: its routes are placeholder pages ('being built'), registered from `EDITOR_COLLECTIONS` by
 * `app/routes.tsx`. When the editor lands, add it to `BUILT_SCREENS`: every edit link follows.
 */

/** Collections with a record editor route, `/editor/record/<collection>/<id>` (catalogers only). */
export const EDITOR_COLLECTIONS: readonly CollectionName[] = [
  'literature',
  'authors',
  'conferences',
  'institutions',
  'journals',
  'experiments',
  'data',
];

/** Collections with an update form route, `/submissions/<collection>/<id>` (the record's owner). */
export const UPDATE_FORM_COLLECTIONS: readonly CollectionName[] = ['authors', 'jobs', 'seminars'];

/** Submission forms (new records) anyone logged in may open, `/submissions/<collection>`. */
export const SUBMISSION_COLLECTIONS: readonly CollectionName[] = [
  'authors',
  'literature',
  'jobs',
  'conferences',
  'seminars',
];

/** Submission forms for catalogers only. */
export const CATALOGER_SUBMISSION_COLLECTIONS: readonly CollectionName[] = [
  'institutions',
  'experiments',
  'journals',
];

/**
 * Screens whose route shows the real screen rather than a placeholder, by path prefix: the submission and update
 * forms (apps/web/src/submissions). The record editor is still being built.
 */
const BUILT_SCREENS: readonly string[] = ['/submissions'];

/** Whether the screen at this path is built (false: a placeholder page saying it is being built). */
export function isScreenBuilt(path: string): boolean {
  return BUILT_SCREENS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The edit link of a record the caller may edit (`can_edit`), or undefined when there is no screen to go to.
 * Catalogers open the record editor where the collection has one; owners (a profile's author, a job's or
 * seminar's submitter) open the update form where one exists.
 */
export function editLinkFor(
  collection: CollectionName,
  id: number | string,
  { cataloger }: { cataloger: boolean },
): string | undefined {
  const editor = EDITOR_COLLECTIONS.includes(collection) ? `/editor/record/${collection}/${id}` : undefined;
  const updateForm = UPDATE_FORM_COLLECTIONS.includes(collection)
    ? `/submissions/${collection}/${id}`
    : undefined;
  // `can_edit` comes from the server, which grants it outside the update forms' collections only to catalogers.
  // Catalogers get the editor once it is built; until then the update form, where there is one, does the job.
  if (!cataloger) {
    return updateForm ?? editor;
  }
  if (editor && (isScreenBuilt(editor) || !updateForm)) {
    return editor;
  }
  return updateForm ?? editor;
}

/** The form that creates an author profile: the path, and whether it is built yet. */
export function authorSubmissionScreen(): { path: string; built: boolean } {
  const path = '/submissions/authors';
  return { path, built: isScreenBuilt(path) };
}
