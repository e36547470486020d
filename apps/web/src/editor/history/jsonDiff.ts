/**
 * A field-by-field difference of two JSON values (two revisions of a record): the leaves that were added, removed
 * or changed, each with its path (`authors[3].affiliations[0].value`). Pure and linear in the size of the inputs,
 * so a paper with thousands of authors is compared in milliseconds; only the first `limit` entries are kept (the
 * rest are counted), which is what keeps rendering cheap.
 */

export type DiffKind = 'added' | 'removed' | 'changed';

/** One changed leaf. `before` is absent for 'added', `after` for 'removed'. */
export interface DiffEntry {
  kind: DiffKind;
  /** Display path: `titles[0].title`. */
  path: string;
  /** The top-level field the leaf belongs to (`titles`): the diff view groups by it. */
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface JsonDiff {
  /** The first `limit` changed leaves, in document order. */
  entries: DiffEntry[];
  /** Every changed leaf, kept or not. */
  total: number;
  /** Changed leaves left out past the limit (`total - entries.length`). */
  omitted: number;
  /** Top-level fields that differ, in document order (each also counted when its entries were cut). */
  changedFields: string[];
  /** Top-level fields equal on both sides: the view collapses them. */
  unchangedFields: string[];
}

/** Rows a diff keeps by default: a few hundred show every realistic edit; more would only slow the page. */
export const DEFAULT_DIFF_LIMIT = 300;

type Segment = string | number;
type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `authors[3].affiliations[0].value`; keys that are not identifiers are quoted (`metadata["$ref"]` stays `$ref`). */
export function formatPath(segments: readonly Segment[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') {
      path += `[${segment}]`;
    } else if (IDENTIFIER.test(segment)) {
      path += path === '' ? segment : `.${segment}`;
    } else {
      path += `[${JSON.stringify(segment)}]`;
    }
  }
  return path;
}

/** Structural equality of two JSON values (key order ignored, as JSON objects are unordered). */
export function jsonEqual(left: unknown, right: unknown): boolean {
  if (left === right) {
    return true;
  }
  if (Array.isArray(left)) {
    if (!Array.isArray(right) || left.length !== right.length) {
      return false;
    }
    return left.every((item, index) => jsonEqual(item, right[index]));
  }
  if (isObject(left)) {
    if (!isObject(right)) {
      return false;
    }
    const leftKeys = Object.keys(left).filter((key) => left[key] !== undefined);
    const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
    if (leftKeys.length !== rightKeys.length) {
      return false;
    }
    return leftKeys.every((key) => key in right && jsonEqual(left[key], right[key]));
  }
  return false;
}

/** Collects entries while counting past the limit. */
class Collector {
  readonly entries: DiffEntry[] = [];
  total = 0;

  constructor(private readonly limit: number) {}

  add(kind: DiffKind, segments: readonly Segment[], before: unknown, after: unknown): void {
    this.total += 1;
    if (this.entries.length >= this.limit) {
      return;
    }
    const entry: DiffEntry = { kind, path: formatPath(segments), field: String(segments[0] ?? '') };
    if (kind !== 'added') {
      entry.before = before;
    }
    if (kind !== 'removed') {
      entry.after = after;
    }
    this.entries.push(entry);
  }
}

/** Every leaf of a value present on one side only: an added author lists its name, affiliations … one by one. */
function walkOneSide(
  kind: 'added' | 'removed',
  value: unknown,
  segments: Segment[],
  collector: Collector,
): void {
  const isEmptyContainer =
    (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);
  if (isEmptyContainer || (!Array.isArray(value) && !isObject(value))) {
    collector.add(
      kind,
      segments,
      kind === 'removed' ? value : undefined,
      kind === 'added' ? value : undefined,
    );
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walkOneSide(kind, item, [...segments, index], collector);
    });
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) {
      walkOneSide(kind, item, [...segments, key], collector);
    }
  }
}

/** Keys of both objects: the first one's order, then the keys only the second has. */
function unionKeys(before: JsonObject, after: JsonObject): string[] {
  const keys = Object.keys(before).filter((key) => before[key] !== undefined);
  const seen = new Set(keys);
  for (const key of Object.keys(after)) {
    if (!seen.has(key) && after[key] !== undefined) {
      keys.push(key);
    }
  }
  return keys;
}

function walkObjects(before: JsonObject, after: JsonObject, segments: Segment[], collector: Collector): void {
  for (const key of unionKeys(before, after)) {
    const path = [...segments, key];
    if (!(key in before) || before[key] === undefined) {
      walkOneSide('added', after[key], path, collector);
    } else if (!(key in after) || after[key] === undefined) {
      walkOneSide('removed', before[key], path, collector);
    } else {
      walk(before[key], after[key], path, collector);
    }
  }
}

/**
 * Arrays element by element, after setting aside the equal items at both ends: inserting or removing one author
 * of 3,000 then shows that author alone, not every later author as 'changed'.
 */
function walkArrays(before: unknown[], after: unknown[], segments: Segment[], collector: Collector): void {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && jsonEqual(before[start], after[start])) {
    start += 1;
  }
  let beforeEnd = before.length;
  let afterEnd = after.length;
  while (beforeEnd > start && afterEnd > start && jsonEqual(before[beforeEnd - 1], after[afterEnd - 1])) {
    beforeEnd -= 1;
    afterEnd -= 1;
  }
  const paired = Math.min(beforeEnd, afterEnd) - start;
  for (let offset = 0; offset < paired; offset += 1) {
    const index = start + offset;
    walk(before[index], after[index], [...segments, index], collector);
  }
  for (let index = start + paired; index < beforeEnd; index += 1) {
    walkOneSide('removed', before[index], [...segments, index], collector);
  }
  for (let index = start + paired; index < afterEnd; index += 1) {
    walkOneSide('added', after[index], [...segments, index], collector);
  }
}

function walk(before: unknown, after: unknown, segments: Segment[], collector: Collector): void {
  if (before === after) {
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    walkArrays(before, after, segments, collector);
    return;
  }
  if (isObject(before) && isObject(after)) {
    walkObjects(before, after, segments, collector);
    return;
  }
  if (jsonEqual(before, after)) {
    return;
  }
  // A leaf changed, or a value changed its kind (a string became a list): one 'changed' row, both sides whole.
  collector.add('changed', segments, before, after);
}

/** The difference from `before` to `after` (two record metadata objects). */
export function diffJson(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  limit = DEFAULT_DIFF_LIMIT,
): JsonDiff {
  const collector = new Collector(limit);
  const changedFields: string[] = [];
  const unchangedFields: string[] = [];
  for (const key of unionKeys(before, after)) {
    const totalBefore = collector.total;
    if (!(key in before) || before[key] === undefined) {
      walkOneSide('added', after[key], [key], collector);
    } else if (!(key in after) || after[key] === undefined) {
      walkOneSide('removed', before[key], [key], collector);
    } else {
      walk(before[key], after[key], [key], collector);
    }
    if (collector.total > totalBefore) {
      changedFields.push(key);
    } else {
      unchangedFields.push(key);
    }
  }
  return {
    entries: collector.entries,
    total: collector.total,
    omitted: collector.total - collector.entries.length,
    changedFields,
    unchangedFields,
  };
}

/** A leaf as the diff shows it: strings as they are, everything else as compact JSON. */
export function formatLeaf(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  if (value === undefined) {
    return '';
  }
  return JSON.stringify(value);
}
