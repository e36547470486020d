import type { CollectionName } from '@parton/records';

/**
 * Where records are edited and submitted, in one place, so that no page links to a screen that does not exist.
 *
 * The record editor (catalogers) and the submission and update forms are not built yet: their routes exist as
 * placeholder pages ('being built'), registered from the tables below by `app/routes.tsx`. The job and seminar
 * update forms have no route at all yet, so jobs and seminars get no edit link instead of a link to a 404 page.
 * When a form or the editor lands, add it here: the route and every edit link follow.
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
export const UPDATE_FORM_COLLECTIONS: readonly CollectionName[] = ['authors'];

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
 * Screens whose route shows the real screen rather than a placeholder, by path prefix. Empty today: every
 * editing and submission screen is still being built, and prompts that lead there say so.
 */
const BUILT_SCREENS: readonly string[] = [];

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
  return cataloger ? (editor ?? updateForm) : (updateForm ?? editor);
}

/** The form that creates an author profile: the path, and whether it is built yet. */
export function authorSubmissionScreen(): { path: string; built: boolean } {
  const path = '/submissions/authors';
  return { path, built: isScreenBuilt(path) };
}
