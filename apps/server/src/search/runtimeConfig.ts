import type { PartnerInstitution, SiteBanner } from '@parton/records';
import { z } from 'zod';
import { parseArxivHarvest } from '../config';

/** `GET /api/config`: what the web app reads at start (banners, partner logos, the guide flag, the blog link). */
export interface RuntimeSettings {
  banners: SiteBanner[];
  partners: PartnerInstitution[];
  startGuide: boolean;
  blogUrl: string | null;
  /** arXiv papers are harvested (ARXIV_OAI_URL is set, src/harvest): the home page may say so. */
  arxivHarvest: boolean;
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
 * BLOG_URL and whether ARXIV_OAI_URL is set. A malformed list is reported through `warn` and ignored, so that a typo cannot stop the server.
 */
export function readRuntimeSettings(
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void = () => {},
): RuntimeSettings {
  return {
    banners: parseJsonList('BANNERS', env.BANNERS, bannerSchema, warn) as SiteBanner[],
    partners: parseJsonList('PARTNERS', env.PARTNERS, partnerSchema, warn),
    startGuide: parseFlag(env.START_GUIDE),
    blogUrl: env.BLOG_URL?.trim() || null,
    arxivHarvest: harvestConfigured(env),
  };
}
