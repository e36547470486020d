import type { RuntimeConfig } from '@parton/records';
import { configLink, type SiteLinkName, useRuntimeConfig } from './api/runtimeConfig';

/**
 * Pages of the community's help site. The search syntax is the community's, so its search tips describe ours
 * exactly and stay the reference until Parton has its own.
 *
 * Nothing here may stand for this site's own pages (policies, contact, news, social accounts): those come from the
 * operator through /api/config (`useSiteLinks`) and are hidden when unset.
 */
export const SITE_LINKS = {
  searchTips: 'https://help.inspirehep.net/knowledge-base/inspire-paper-search/',
} as const;

/** Built-in pages of the app, used unless the operator points the links elsewhere (PRIVACY_URL, TERMS_URL). */
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';

/** The operator's links (null: not set, no link shown), plus the privacy notice and terms, which always exist. */
export interface SiteLinks {
  privacy: string;
  terms: string;
  about: string | null;
  contentPolicy: string | null;
  help: string | null;
  faq: string | null;
  contact: string | null;
  blog: string | null;
  x: string | null;
  linkedin: string | null;
}

const OPERATOR_LINKS: Record<Exclude<keyof SiteLinks, 'privacy' | 'terms'>, SiteLinkName> = {
  about: 'aboutUrl',
  contentPolicy: 'contentPolicyUrl',
  help: 'helpUrl',
  faq: 'faqUrl',
  contact: 'contactUrl',
  blog: 'blogUrl',
  x: 'xUrl',
  linkedin: 'linkedinUrl',
};

export function siteLinksFrom(config: RuntimeConfig): SiteLinks {
  const operator = Object.fromEntries(
    Object.entries(OPERATOR_LINKS).map(([name, field]) => [name, configLink(config, field)]),
  ) as Omit<SiteLinks, 'privacy' | 'terms'>;
  return {
    ...operator,
    privacy: configLink(config, 'privacyUrl') ?? PRIVACY_PATH,
    terms: configLink(config, 'termsUrl') ?? TERMS_PATH,
  };
}

export function useSiteLinks(): SiteLinks {
  return siteLinksFrom(useRuntimeConfig());
}

/** Path for a literature search on `q`. */
export function literatureSearchPath(q: string): string {
  return `/literature?${new URLSearchParams({ q }).toString()}`;
}
