import type { CollectionName } from '@parton/records';

/**
 * Parameters a new search keeps from the page it starts on (spec §4: the size always; start_date for the
 * namespaces whose lists are filtered by date), so that e.g. 'all dates' on conferences survives a new query.
 */
const PERSISTED_PARAMS: Partial<Record<CollectionName, readonly string[]>> = {
  conferences: ['start_date'],
  seminars: ['start_date'],
};

/**
 * Where the search box goes: the scope's search page with the query, starting from page 1. Staying in the same
 * collection keeps the reader's page size and, where the namespace persists it, the date filter; another
 * collection starts clean (those parameters mean nothing there).
 */
export function newSearchHref(
  scope: CollectionName,
  query: string,
  current: { scope: CollectionName; search: string },
): string {
  const params = new URLSearchParams();
  const trimmed = query.trim();
  if (trimmed) {
    params.set('q', trimmed);
  }
  if (scope === current.scope) {
    const previous = new URLSearchParams(current.search);
    for (const name of ['size', ...(PERSISTED_PARAMS[scope] ?? [])]) {
      for (const value of previous.getAll(name)) {
        params.append(name, value);
      }
    }
  }
  const queryString = params.toString();
  return `/${scope}${queryString ? `?${queryString}` : ''}`;
}
