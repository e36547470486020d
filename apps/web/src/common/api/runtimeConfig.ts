import type { RuntimeConfig } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { type Capability, hasCapability } from '../capabilities';
import { getJson } from './http';

export const runtimeConfigKeys = {
  all: ['runtime-config'] as const,
};

const EMPTY_CONFIG: RuntimeConfig = { banners: [] };

/** The site links of `/api/config` (the server's SITE_LINK_VARIABLES: PRIVACY_URL, TERMS_URL, …); null when unset. */
export type SiteLinkName =
  | 'privacyUrl'
  | 'termsUrl'
  | 'aboutUrl'
  | 'contentPolicyUrl'
  | 'helpUrl'
  | 'faqUrl'
  | 'contactUrl'
  | 'xUrl'
  | 'linkedinUrl'
  | 'blogUrl';

/** GET /api/config; a failed or odd answer means "no banners, no flags" rather than a broken page. */
export async function fetchRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  try {
    const body = await getJson<Partial<RuntimeConfig>>('/config', { signal });
    return { ...body, banners: Array.isArray(body.banners) ? body.banners : [] };
  } catch {
    return EMPTY_CONFIG;
  }
}

/** A link of the configuration, or null when the server sends none. */
export function configLink(config: RuntimeConfig, name: SiteLinkName): string | null {
  const value = config[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The configuration and whether it has arrived: screens that must not guess (the login page) wait for it. */
export function useRuntimeConfigState(): { config: RuntimeConfig; loaded: boolean } {
  const { data } = useQuery({
    queryKey: runtimeConfigKeys.all,
    queryFn: ({ signal }) => fetchRuntimeConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { config: data ?? EMPTY_CONFIG, loaded: data !== undefined };
}

export function useRuntimeConfig(): RuntimeConfig {
  return useRuntimeConfigState().config;
}

/** Whether this server does `capability` (capabilities.ts); false until `/api/config` has answered. */
export function useCapability(capability: Capability): boolean {
  return hasCapability(useRuntimeConfig(), capability);
}
