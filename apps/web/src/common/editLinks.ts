import { COLLECTION_NAMES, type CollectionName } from '@parton/records';

/**
 * Where records are edited and submitted, in one place, so that no page links to a screen that does not exist.
 *
 * The submission and update forms (routes in `submissions/routes.tsx`) and the record editor (`editor/routes.tsx`,
 * every collection) are built.
 */

/** Collections with a record editor route, `/editor/record/<collection>/<id>`: all nine. */
export const EDITOR_COLLECTIONS: readonly CollectionName[] = COLLECTION_NAMES;

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
 * forms (apps/web/src/submissions) and the record editor (apps/web/src/editor).
 */
const BUILT_SCREENS: readonly string[] = ['/submissions', '/editor'];

/** Whether the screen at this path is built (false: a placeholder page saying it is being built). */
export function isScreenBuilt(path: string): boolean {
  return BUILT_SCREENS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The edit link of a record the caller may edit (`can_edit`), or undefined when there is no screen to go to.
 * Catalogers open the record editor, for every collection — authors, jobs and seminars included (spec §6: catalogers
 * see a different edit link target for authors). Owners (a profile's author, a job's or seminar's submitter) open
 * the update form of their record.
 */
export function editLinkFor(
  collection: CollectionName,
  id: number | string,
  { cataloger }: { cataloger: boolean },
): string | undefined {
  const editor = EDITOR_COLLECTIONS.includes(collection) ? `/editor/record/${collection}/${id}` : undefined;
  if (cataloger) {
    return editor;
  }
  // `can_edit` comes from the server, which grants it outside the update forms' collections only to catalogers.
  return UPDATE_FORM_COLLECTIONS.includes(collection) ? `/submissions/${collection}/${id}` : editor;
}

/** The form that creates an author profile: the path, and whether it is built yet. */
export function authorSubmissionScreen(): { path: string; built: boolean } {
  const path = '/submissions/authors';
  return { path, built: isScreenBuilt(path) };
}
