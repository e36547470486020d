import type { RuntimeConfig } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './http';

export const runtimeConfigKeys = {
  all: ['runtime-config'] as const,
};

const EMPTY_CONFIG: RuntimeConfig = { banners: [] };

/** GET /api/config; a failed or odd answer means "no banners, no flags" rather than a broken page. */
export async function fetchRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  try {
    const body = await getJson<Partial<RuntimeConfig>>('/config', { signal });
    return { ...body, banners: Array.isArray(body.banners) ? body.banners : [] };
  } catch {
    return EMPTY_CONFIG;
  }
}

export function useRuntimeConfig(): RuntimeConfig {
  const { data } = useQuery({
    queryKey: runtimeConfigKeys.all,
    queryFn: ({ signal }) => fetchRuntimeConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? EMPTY_CONFIG;
}
