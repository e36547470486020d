import { isPlainObject } from './paths';

/**
 * What the record editor saves (facts §5.3, the save flow's clean-up): null, undefined, empty strings, empty objects
 * and empty lists are removed, recursively. Top-level fields the schema does not model (`modelled` is false for
 * them) are kept exactly as they were read.
 */
export function cleanupRecord(
  metadata: Record<string, unknown>,
  modelled: (field: string) => boolean,
): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(metadata)) {
    const kept = modelled(field) ? cleanupValue(value) : value;
    if (kept !== undefined) {
      cleaned[field] = kept;
    }
  }
  return cleaned;
}

export function cleanupValue(value: unknown): unknown {
  if (value === null || value === undefined || value === '') {
    return undefined;
  }
  if (Array.isArray(value)) {
    const items = value.map(cleanupValue).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, cleanupValue(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/**
 * What the live checks validate: empty values of objects' fields are left out as the save will leave them out, but
 * list items keep their places (an empty new author stays item 3, so its error shows beneath item 3).
 */
export function cleanupForValidation(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const cleaned = cleanupForValidation(item);
      return cleaned === undefined ? (isPlainObject(item) ? {} : item) : cleaned;
    });
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, cleanupForValidation(item)] as const)
      .filter(([, item]) => item !== undefined && !isEmptyContainer(item));
    return Object.fromEntries(entries);
  }
  if (value === null || value === '') {
    return undefined;
  }
  return value;
}

function isEmptyContainer(value: unknown): boolean {
  return (
    (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0)
  );
}
