import type { PartnerInstitution, SiteBanner } from '@parton/records';
import { z } from 'zod';
import { readAiSettings } from '../ai/settings';
import { parseArxivHarvest, parseOrcid, parseOrcidPush } from '../config';

/**
 * The site's own pages and accounts the footer links to, each from an environment variable; null when unset, and
 * the web app then shows no link (Privacy Notice and Terms of Use fall back to the built-in /privacy and /terms).
 * No default points at another organisation's pages: a link there would claim their policies or accounts as ours.
 */
export const SITE_LINK_VARIABLES = {
  privacyUrl: 'PRIVACY_URL',
  termsUrl: 'TERMS_URL',
  aboutUrl: 'ABOUT_URL',
  contentPolicyUrl: 'CONTENT_POLICY_URL',
  helpUrl: 'HELP_URL',
  faqUrl: 'FAQ_URL',
  contactUrl: 'CONTACT_URL',
  xUrl: 'X_URL',
  linkedinUrl: 'LINKEDIN_URL',
} as const;

export type SiteLinkName = keyof typeof SITE_LINK_VARIABLES;

/** `GET /api/config`: what the web app reads at start (banners, partner logos, the guide flag, links, capabilities). */
export interface RuntimeSettings extends Record<SiteLinkName, string | null> {
  banners: SiteBanner[];
  partners: PartnerInstitution[];
  startGuide: boolean;
  blogUrl: string | null;
  /** arXiv papers are harvested (ARXIV_OAI_URL is set, src/harvest): the home page may say so. */
  arxivHarvest: boolean;
  /** ORCID login is configured (ORCID_CLIENT_ID and ORCID_CLIENT_SECRET): the login page may offer it. */
  orcidLogin: boolean;
  /** Claimed works are pushed to ORCID (ORCID_API_URL and ORCID login, src/orcid): the settings page may say so. */
  orcidPush: boolean;
  /** The literature search shows its feedback form (SEARCH_FEEDBACK, src/ai/settings.ts). */
  searchFeedback: boolean;
  /** Free-text searches are forwarded to the AI service: AI_QUERY on and AI_QUERY_URL set (src/ai/settings.ts). */
  aiQuery: boolean;
}

const bannerSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['info', 'success', 'warning', 'error']).default('info'),
  message: z.string(),
  closable: z.boolean().default(true),
  center: z.boolean().default(false),
  action: z.object({ name: z.string(), href: z.string() }).optional(),
  pathPattern: z.string().optional(),
});

const partnerSchema = z.object({
  name: z.string().min(1),
  href: z.string().optional(),
  logo: z.string().optional(),
});

function parseJsonList<T>(
  name: string,
  value: string | undefined,
  schema: z.ZodType<T>,
  warn: (message: string) => void,
): T[] {
  if (value === undefined || value.trim() === '') {
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    warn(`${name} is not valid JSON; ignoring it`);
    return [];
  }
  const result = z.array(schema).safeParse(parsed);
  if (!result.success) {
    warn(`${name} is not a list of the expected objects (${result.error.issues[0]?.message}); ignoring it`);
    return [];
  }
  return result.data;
}

/** An absolute http(s) or mailto URL, or a path of this site; anything else (`javascript:`, a typo) is not a link. */
function parseLink(name: string, value: string | undefined, warn: (message: string) => void): string | null {
  const text = value?.trim() ?? '';
  if (text === '') {
    return null;
  }
  if (text.startsWith('/') && !text.startsWith('//')) {
    return text;
  }
  try {
    const url = new URL(text);
    if (['http:', 'https:', 'mailto:'].includes(url.protocol)) {
      return url.toString();
    }
  } catch {
    // Reported below with the other malformed values.
  }
  warn(`${name} must be an http(s) or mailto URL or a path starting with /, not "${text}"; ignoring it`);
  return null;
}

function readSiteLinks(
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
): Record<SiteLinkName, string | null> {
  const entries = Object.entries(SITE_LINK_VARIABLES).map(([field, variable]) => [
    field,
    parseLink(variable, env[variable], warn),
  ]);
  return Object.fromEntries(entries) as Record<SiteLinkName, string | null>;
}

function parseFlag(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

/** The same test the server uses to schedule harvesting; a malformed interval is the server's error, not ours. */
function harvestConfigured(env: NodeJS.ProcessEnv): boolean {
  try {
    return parseArxivHarvest(env) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Reads BANNERS (JSON list of banners), PARTNERS (JSON list of partner institutions), START_GUIDE (flag),
 * BLOG_URL, the site links (SITE_LINK_VARIABLES), whether ARXIV_OAI_URL is set, whether ORCID login and push are
 * configured and the flags of the /ai/v1 endpoints (SEARCH_FEEDBACK, AI_QUERY with AI_QUERY_URL). A malformed list
 * or link is reported through `warn` and ignored, so that a typo cannot stop the server.
 */
export function readRuntimeSettings(
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void = () => {},
): RuntimeSettings {
  const orcidLogin = parseOrcid(env);
  const ai = readAiSettings(env, warn);
  return {
    banners: parseJsonList('BANNERS', env.BANNERS, bannerSchema, warn) as SiteBanner[],
    partners: parseJsonList('PARTNERS', env.PARTNERS, partnerSchema, warn),
    startGuide: parseFlag(env.START_GUIDE),
    blogUrl: env.BLOG_URL?.trim() || null,
    arxivHarvest: harvestConfigured(env),
    // The same functions decide whether the server offers ORCID login and push (config.ts), so the two agree.
    orcidLogin: orcidLogin !== undefined,
    orcidPush: parseOrcidPush(env, orcidLogin) !== undefined,
    // The same reader decides whether the /ai/v1 routes answer (routes/ai, routes/feedback), so the two agree.
    searchFeedback: ai.searchFeedback,
    aiQuery: ai.aiQueryUrl !== null,
    ...readSiteLinks(env, warn),
  };
}
