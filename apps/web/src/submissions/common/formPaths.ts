/**
 * Dotted paths into form values (`contacts.0.email`): read, immutable write, and the cleanup that maps the
 * positions of what is sent back to the positions of what the form shows.
 */

export type FormValues = Record<string, unknown>;

function segmentsOf(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment);
}

/** The value at a dotted path, or undefined when any step is missing. */
export function getAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const segment of segmentsOf(path)) {
    if (current === null || typeof current !== 'object') {
      return undefined;
    }
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A copy of `values` with `value` at the dotted path; missing steps become arrays (numeric) or objects. */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = segmentsOf(path);
  if (head === undefined) {
    return value as T;
  }
  const nextValue = rest.length === 0 ? value : setAt(getAt(values, head), rest.join('.'), value);
  if (Array.isArray(values) || (values === undefined && isIndex(head))) {
    const copy = Array.isArray(values) ? [...values] : [];
    copy[Number(head)] = nextValue;
    return copy as T;
  }
  const base = values !== null && typeof values === 'object' ? values : {};
  return { ...(base as object), [head]: nextValue } as T;
}

/** Where each kept list entry of the cleaned data came from in the form, per list, recursively. */
interface Origins {
  /** For a list: the form index of each kept entry, with the entry's own origins. */
  items?: { index: number; origins: Origins }[];
  /** For an object: the origins of each kept property. */
  properties?: Record<string, Origins>;
}

interface Cleaned {
  value: unknown;
  origins: Origins;
}

/**
 * The same cleanup as `cleanupFormData` (trim, drop empty strings, null, empty objects and lists), and a record
 * of where each list entry came from: validation errors and the server's errors name the cleaned positions
 * (`contacts.0.email` after a blank first contact was dropped), the form shows them at the entry's own place.
 */
export function cleanupWithOrigins(value: unknown): Cleaned {
  if (value === null || value === undefined) {
    return { value: undefined, origins: {} };
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return { value: trimmed === '' ? undefined : trimmed, origins: {} };
  }
  if (Array.isArray(value)) {
    const kept: unknown[] = [];
    const items: { index: number; origins: Origins }[] = [];
    value.forEach((item, index) => {
      const cleaned = cleanupWithOrigins(item);
      if (cleaned.value !== undefined) {
        kept.push(cleaned.value);
        items.push({ index, origins: cleaned.origins });
      }
    });
    return { value: kept.length === 0 ? undefined : kept, origins: { items } };
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const kept: Record<string, unknown> = {};
    const properties: Record<string, Origins> = {};
    for (const [key, item] of Object.entries(value)) {
      const cleaned = cleanupWithOrigins(item);
      if (cleaned.value !== undefined) {
        kept[key] = cleaned.value;
        properties[key] = cleaned.origins;
      }
    }
    return { value: Object.keys(kept).length === 0 ? undefined : kept, origins: { properties } };
  }
  return { value, origins: {} };
}

/** A path into the cleaned data → the same place in the form values. */
export function toFormPath(origins: Origins, cleanedPath: string): string {
  const result: string[] = [];
  let current: Origins | undefined = origins;
  for (const segment of segmentsOf(cleanedPath)) {
    if (current?.items && isIndex(segment)) {
      const entry: { index: number; origins: Origins } | undefined = current.items[Number(segment)];
      result.push(String(entry?.index ?? segment));
      current = entry?.origins;
      continue;
    }
    result.push(segment);
    current = current?.properties?.[segment];
  }
  return result.join('.');
}
