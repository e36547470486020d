/** A field's place in the record: keys of objects and indexes of lists, `['authors', 3, 'full_name']`. */
export type FieldPath = readonly (string | number)[];

/** The dotted form the schema checks and the server's 422 use: `authors.3.full_name`. */
export function pathKey(path: FieldPath): string {
  return path.join('.');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function getAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') {
      current = current[segment];
    } else if (isPlainObject(current) && typeof segment === 'string') {
      current = current[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

/**
 * A copy of `value` with `next` at `path`; only the objects along the path are copied, so every other part keeps
 * its identity (the form redraws only what changed). `undefined` removes an object's key.
 */
export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) {
    return next;
  }
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = setAt(list[head], rest, next);
    return list;
  }
  const object = isPlainObject(value) ? { ...value } : {};
  const child = setAt(object[head], rest, next);
  if (child === undefined) {
    delete object[head];
  } else {
    object[head] = child;
  }
  return object;
}

/** The list at `path` with item `from` moved to `to` (both inside the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) {
    return [...list];
  }
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}
