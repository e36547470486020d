import type { HelpPage } from '@parton/records';
import { getJson } from '../common/api/http';

export const helpKeys = {
  page: (page: string) => ['help', page] as const,
};

export function fetchHelpPage(page: string, signal?: AbortSignal): Promise<HelpPage> {
  return getJson<HelpPage>(`/help/${encodeURIComponent(page)}`, { signal });
}
