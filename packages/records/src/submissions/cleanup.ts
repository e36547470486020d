/**
 * What a submission form sends, and what the server validates (facts §1.0 "Before sending"): every string
 * trimmed, and empty strings, `null`, `undefined`, empty objects and empty arrays dropped, recursively. A list
 * entry the user left blank (`contacts: [{}]`, `acronyms: ['']`) so disappears instead of failing validation.
 */
export function cleanupFormData<T>(value: T): T | undefined {
  return cleanValue(value) as T | undefined;
}

function cleanValue(value: unknown): unknown {
  if (value === null || value === undefined) {
    return undefined;
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = value.map(cleanValue).filter((item) => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, cleanValue(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}
