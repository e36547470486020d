import type { SiteBanner } from '@parton/records';
import { browserStorage } from '../storage';

const DISMISSED_KEY = 'parton.dismissedBanners';

export function readDismissedBanners(): string[] {
  const stored = browserStorage.readJson<unknown>(DISMISSED_KEY, []);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export function rememberBannerDismissed(id: string): string[] {
  const next = [...new Set([...readDismissedBanners(), id])];
  browserStorage.writeJson(DISMISSED_KEY, next);
  return next;
}

function matchesPath(pattern: string | undefined, pathname: string): boolean {
  if (!pattern) {
    return true;
  }
  try {
    return new RegExp(pattern).test(pathname);
  } catch {
    return false;
  }
}

/** Banners meant for this path that the visitor has not dismissed. */
export function visibleBanners(
  banners: readonly SiteBanner[],
  pathname: string,
  dismissed: readonly string[],
) {
  return banners.filter(
    (banner) => !dismissed.includes(banner.id) && matchesPath(banner.pathPattern, pathname),
  );
}
