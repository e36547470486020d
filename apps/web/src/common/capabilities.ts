import type { RuntimeConfig } from '@parton/records';

/**
 * What the server does, as far as a screen may promise it. A screen that says something the server does only
 * under some configuration asks `useCapability` (api/runtimeConfig.ts) first; `promises.ts` lists every such
 * sentence with its capability, and the promise tests check both against a running server. No React here: the
 * browser test imports this module.
 */
export interface CapabilityDefinition {
  /** What makes the promise true on the server, for people reading the list. */
  backedBy: string;
  /** Whether the server does it, from `GET /api/config`. */
  holds: (config: RuntimeConfig) => boolean;
  /** A server may be without it, so a screen must ask before promising it (false: every server does it). */
  conditional: boolean;
}

export const CAPABILITIES = {
  always: {
    backedBy: 'the server itself, whatever its configuration',
    holds: () => true,
    conditional: false,
  },
  orcidLogin: {
    backedBy: 'ORCID login: ORCID_CLIENT_ID and ORCID_CLIENT_SECRET (GET /api/accounts/login/orcid)',
    holds: (config) => configFlag(config, 'orcidLogin'),
    conditional: true,
  },
  orcidPush: {
    backedBy: 'ORCID push: ORCID_API_URL with ORCID login (apps/server/src/orcid, the orcid.push queue job)',
    holds: (config) => configFlag(config, 'orcidPush'),
    conditional: true,
  },
  arxivHarvest: {
    backedBy: 'arXiv harvesting: ARXIV_OAI_URL (apps/server/src/harvest)',
    holds: (config) => configFlag(config, 'arxivHarvest'),
    conditional: true,
  },
  jobsMailing: {
    // Always on: without SMTP_URL the mail layer keeps each message in its outbox table and logs it.
    backedBy: 'the Monday jobs mailing to POST /api/mailing/subscribe/jobs/weekly subscribers',
    holds: () => true,
    conditional: false,
  },
  submissionReview: {
    // Nothing accepts a submission yet (the submission pages are placeholders): saying what happens to one after
    // approval would describe a process that does not exist. Report it in /api/config when it does.
    backedBy: 'submissions and their review in the back office (not built: no submission endpoint)',
    holds: () => false,
    conditional: true,
  },
} as const satisfies Record<string, CapabilityDefinition>;

export type Capability = keyof typeof CAPABILITIES;

/** A flag of `/api/config`: on only when the server says exactly `true` (an old server without it: off). */
function configFlag(config: RuntimeConfig, name: string): boolean {
  return config[name] === true;
}

export function hasCapability(config: RuntimeConfig, capability: Capability): boolean {
  return CAPABILITIES[capability].holds(config);
}
