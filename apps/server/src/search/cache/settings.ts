/** The result cache's settings (README.md of this folder): SEARCH_CACHE and SEARCH_CACHE_MB. */
export type SearchCacheSettings = { maxBytes: number } | false;

const DEFAULT_MEGABYTES = 64;

export function parseSearchCache(env: NodeJS.ProcessEnv): SearchCacheSettings {
  const switchValue = env.SEARCH_CACHE?.trim().toLowerCase();
  if (switchValue && ['off', 'false', '0', 'no'].includes(switchValue)) {
    return false;
  }
  if (switchValue && !['on', 'true', '1', 'yes'].includes(switchValue)) {
    throw new Error(`SEARCH_CACHE must be "on" or "off", not "${env.SEARCH_CACHE}"`);
  }
  const megabytes = env.SEARCH_CACHE_MB?.trim();
  if (megabytes === undefined || megabytes === '') {
    return { maxBytes: DEFAULT_MEGABYTES * 1024 * 1024 };
  }
  const parsed = Number(megabytes);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(`SEARCH_CACHE_MB must be a positive number of megabytes, not "${env.SEARCH_CACHE_MB}"`);
  }
  return { maxBytes: Math.floor(parsed * 1024 * 1024) };
}
