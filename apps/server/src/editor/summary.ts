/**
 * The one-line summary of a revision in a record's history ('titles, authors changed', 'created', 'deleted'):
 * pure functions, so the editor's save note and the history list say the same thing about the same change.
 */

type Json = Record<string, unknown>;

/** How many field names a summary spells out before it counts the rest ('… and 3 more'). */
const MAX_NAMED_FIELDS = 5;

/** What one revision did, relative to the revision before it. */
export interface RevisionChange {
  /** The first revision of the record: nothing came before it. */
  created: boolean;
  /** The previous revision was deleted. */
  deletedBefore: boolean;
  /** This revision is deleted. */
  deleted: boolean;
  /** Top-level fields whose values differ (added, removed or changed), in the record's order. */
  changedFields: readonly string[];
}

/**
 * Whether two JSON values are equal, key order aside (a record read back from PostgreSQL's jsonb has its keys in
 * jsonb's order, the editor's in the client's). One walk over both values, stopping at the first difference: linear
 * in the record's size. Absent keys and keys holding `undefined` are the same (JSON has no undefined).
 */
function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) {
    return true;
  }
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) {
      return false;
    }
    return left.every((item, index) => sameJson(item, right[index]));
  }
  const leftObject = left as Json;
  const rightObject = right as Json;
  const leftKeys = Object.keys(leftObject).filter((key) => leftObject[key] !== undefined);
  const rightCount = Object.keys(rightObject).filter((key) => rightObject[key] !== undefined).length;
  if (leftKeys.length !== rightCount) {
    return false;
  }
  return leftKeys.every(
    (key) => Object.hasOwn(rightObject, key) && sameJson(leftObject[key], rightObject[key]),
  );
}

/**
 * The top-level fields whose values differ between two versions of a record: the current version's fields in its
 * order, then the fields only the previous version had.
 */
export function changedTopLevelFields(previous: Json, current: Json): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(current)) {
    if (!Object.hasOwn(previous, key) || !sameJson(previous[key], current[key])) {
      changed.push(key);
    }
  }
  for (const key of Object.keys(previous)) {
    if (!Object.hasOwn(current, key)) {
      changed.push(key);
    }
  }
  return changed;
}

function fieldList(fields: readonly string[]): string {
  if (fields.length <= MAX_NAMED_FIELDS) {
    return fields.join(', ');
  }
  const rest = fields.length - MAX_NAMED_FIELDS;
  return `${fields.slice(0, MAX_NAMED_FIELDS).join(', ')} and ${rest} more`;
}

/**
 * 'created', 'deleted', 'restored', 'titles, authors changed', 'deleted; titles changed', or 'no changes' (a
 * revision written with the same metadata, e.g. before the writer skipped unchanged saves).
 */
export function revisionSummary(change: RevisionChange): string {
  if (change.created) {
    return change.deleted ? 'created (deleted)' : 'created';
  }
  // The `deleted` field carries the status change; naming it again among the changed fields says nothing more.
  const fields = change.changedFields.filter((field) => field !== 'deleted');
  const status =
    change.deleted && !change.deletedBefore
      ? 'deleted'
      : !change.deleted && change.deletedBefore
        ? 'restored'
        : undefined;
  const changedText = fields.length > 0 ? `${fieldList(fields)} changed` : undefined;
  if (status && changedText) {
    return `${status}; ${changedText}`;
  }
  return status ?? changedText ?? (change.changedFields.length > 0 ? 'deleted changed' : 'no changes');
}
