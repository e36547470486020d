import type { RuntimeConfig } from '@parton/records';
import { configLink, type SiteLinkName, useRuntimeConfig } from './api/runtimeConfig';

/** The site's built-in help pages (content/help, served by /api/help and shown by apps/web/src/help). */
export const HELP_PATHS = {
  searchTips: '/help/search-tips',
  about: '/help/about',
  contentPolicy: '/help/content-policy',
  faq: '/help/faq',
  help: '/help/help',
} as const;

/**
 * Fixed links of the app. Search Tips is generated from the parser's own keyword table, so it always describes
 * this site's search language exactly.
 */
export const SITE_LINKS = {
  searchTips: HELP_PATHS.searchTips,
} as const;

/** Built-in pages of the app, used unless the operator points the links elsewhere (PRIVACY_URL, TERMS_URL). */
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';

/**
 * The footer's and help menu's links: the operator's URL when set (ABOUT_URL, …), else the built-in page. Links that
 * have no built-in page (the Help Center, contact, blog, social accounts) are null when unset, and not shown: no
 * default points at another organisation's pages.
 */
export interface SiteLinks {
  privacy: string;
  terms: string;
  about: string;
  contentPolicy: string;
  help: string;
  faq: string;
  /** The operator's help site (HELP_URL) only: the help menu's 'Help Center'. */
  helpCenter: string | null;
  contact: string | null;
  blog: string | null;
  x: string | null;
  linkedin: string | null;
}

type OptionalLink = 'helpCenter' | 'contact' | 'blog' | 'x' | 'linkedin';

const OPERATOR_LINKS: Record<OptionalLink, SiteLinkName> = {
  helpCenter: 'helpUrl',
  contact: 'contactUrl',
  blog: 'blogUrl',
  x: 'xUrl',
  linkedin: 'linkedinUrl',
};

export function siteLinksFrom(config: RuntimeConfig): SiteLinks {
  const operator = Object.fromEntries(
    Object.entries(OPERATOR_LINKS).map(([name, field]) => [name, configLink(config, field)]),
  ) as Record<OptionalLink, string | null>;
  return {
    ...operator,
    privacy: configLink(config, 'privacyUrl') ?? PRIVACY_PATH,
    terms: configLink(config, 'termsUrl') ?? TERMS_PATH,
    about: configLink(config, 'aboutUrl') ?? HELP_PATHS.about,
    contentPolicy: configLink(config, 'contentPolicyUrl') ?? HELP_PATHS.contentPolicy,
    faq: configLink(config, 'faqUrl') ?? HELP_PATHS.faq,
    help: configLink(config, 'helpUrl') ?? HELP_PATHS.help,
  };
}

/** A built-in page of the app (a route, followed without reloading), as opposed to an operator's URL. */
export function isAppPath(href: string): boolean {
  return href === PRIVACY_PATH || href === TERMS_PATH || href.startsWith('/help/');
}

export function useSiteLinks(): SiteLinks {
  return siteLinksFrom(useRuntimeConfig());
}

/** Path for a literature search on `q`. */
export function literatureSearchPath(q: string): string {
  return `/literature?${new URLSearchParams({ q }).toString()}`;
}
