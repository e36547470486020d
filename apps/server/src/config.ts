import { resolve } from 'node:path';
import { parseSearchCache, type SearchCacheSettings } from './search/cache/settings';

/** Runtime configuration, read once from the environment (every variable is documented in the README). */
export interface AppConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent an embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Read replicas of DATABASE_URL (db/replicas.ts); searches and record reads go there. */
  replicas: ReplicaSettings;
  dataDir: string;
  /** Base of every link and $ref the API writes, without a trailing slash. */
  publicUrl: string;
  seedDemo: boolean;
  /** Requests per window per client IP on /api; `false` disables the limiter. */
  rateLimit: { max: number; windowMs: number } | false;
  /** PostgreSQL statement timeout of search statements (STATEMENT_TIMEOUT_MS); `false` (`off`): none. */
  statementTimeoutMs: number | false;
  /** The result cache of search answers (SEARCH_CACHE, SEARCH_CACHE_MB; src/search/cache); `false`: off. */
  searchCache: SearchCacheSettings;
  production: boolean;
  logLevel: string;
  webDistDir: string;
  /** Trust X-Forwarded-* headers (TRUST_PROXY=true only behind your own reverse proxy). */
  trustProxy: boolean;
  /** Minutes without activity after which a login session ends (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes: number;
  /** Days after which a login session ends whatever the activity (SESSION_MAX_AGE_DAYS). */
  sessionMaxAgeDays: number;
  /** Failed logins allowed per account and per client IP within the window before 429. */
  loginThrottle: { perAccount: number; perIp: number; windowMinutes: number };
  /** ORCID login (OpenID Connect); `undefined` when ORCID_CLIENT_ID / ORCID_CLIENT_SECRET are unset. */
  orcid: OrcidSettings | undefined;
  /** ORCID push (src/orcid); `undefined` when ORCID_API_URL is unset or ORCID login is not configured. */
  orcidPush: OrcidPushSettings | undefined;
  /** Run the background job queue's worker in this process (QUEUE_WORKER, default on; `off` disables). */
  queueWorker: boolean;
  /** arXiv harvesting over OAI-PMH (src/harvest); `undefined` when ARXIV_OAI_URL is unset. */
  arxivHarvest: ArxivHarvestSettings | undefined;
  /** Outgoing e-mail (src/mail): SMTP_URL, MAIL_FROM. */
  mail: MailSettings;
  /** The literature form's "import from arXiv or DOI" (src/literatureImport): ARXIV_OAI_URL, CROSSREF_URL. */
  literatureImport: LiteratureImportSettings;
  /** Where the export to CDS delivers (src/bulkTools): CDS_EXPORT_URL, else files in CDS_EXPORT_DIR. */
  cdsExport: CdsExportSettings;
  /** Where and how long the bibliography generator keeps its files (src/bibliography): BIBLIOGRAPHY_DIR, _TTL_HOURS. */
  bibliography: BibliographySettings;
  /** Folder of the help pages' Markdown files (HELP_PAGES_DIR, default the repository's content/help; src/help). */
  helpPagesDir: string;
}

/** The bibliography generator's files (src/bibliography/README.md). */
export interface BibliographySettings {
  /** Folder of the generated files (BIBLIOGRAPHY_DIR, default `<DATA_DIR>/bibliography`). */
  dir: string;
  /** Hours a generated file is served before it is removed (BIBLIOGRAPHY_TTL_HOURS, default 24). */
  ttlHours: number;
}

/** PostgreSQL streaming replicas that answer reads (apps/server/src/db/replicas.ts, README "Read replicas"). */
export interface ReplicaSettings {
  /**
   * DATABASE_REPLICA_URLS, comma-separated: host, port, user and password of each replica count; the database
   * name is always the primary's (physical replication copies every database).
   */
  urls: string[];
  /** A replica further behind than this is skipped (REPLICA_MAX_LAG_MS, default 5000). */
  maxLagMs: number;
  /**
   * REPLICA_CONSISTENCY: `session` (default) — a client reads its own writes (the `parton_lsn` cookie);
   * `strict` — every read sees every write committed before it started (one more primary round trip per read).
   */
  consistency: ReplicaConsistency;
}

export type ReplicaConsistency = 'session' | 'strict';

/** The export to CDS's target (src/bulkTools/README.md): an HTTP endpoint when `url` is set, else a folder. */
export interface CdsExportSettings {
  /** POST each record's MARCXML here (CDS_EXPORT_URL); undefined: write files into `dir`. */
  url: string | undefined;
  /** Folder of `<control number>.xml` files (CDS_EXPORT_DIR, default `<DATA_DIR>/cds-export`). */
  dir: string;
  /** Per request to `url`. */
  timeoutMs: number;
}

/** Where the literature import asks (src/literatureImport/README.md); each source is off when its URL is unset. */
export interface LiteratureImportSettings {
  /** arXiv's OAI-PMH endpoint (ARXIV_OAI_URL, shared with harvesting), without a trailing slash. */
  arxivOaiUrl: string | undefined;
  /** CrossRef's REST API (CROSSREF_URL), e.g. `https://api.crossref.org`, without a trailing slash. */
  crossrefUrl: string | undefined;
  /** Per request to either source: the user waits on the form (10 s). */
  timeoutMs: number;
}

/** How e-mail leaves the server (src/mail/README.md). */
export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465` (SMTP_URL); unset: mail is logged and kept in the outbox. */
  smtpUrl: string | undefined;
  /** The From address (MAIL_FROM), e.g. `Parton <no-reply@example.org>`. */
  from: string;
}

/** Where and how often arXiv is harvested (src/harvest/README.md). */
export interface ArxivHarvestSettings {
  /** The OAI-PMH endpoint (ARXIV_OAI_URL), e.g. `https://export.arxiv.org/oai2`, without a trailing slash. */
  oaiUrl: string;
  /** OAI sets read one after the other (ARXIV_HARVEST_SETS), e.g. `physics:hep-th`. */
  sets: string[];
  /** Time between two scheduled runs (ARXIV_HARVEST_INTERVAL: `hourly`, `daily`, `weekly` or `6h`, `30m`, `2d`). */
  intervalMs: number;
  /** The least time between two requests to the endpoint (3 s: arXiv asks harvesters to pace themselves). */
  requestIntervalMs: number;
  /** The longest wait on a 503/429 whatever its Retry-After asks (2 minutes; a job must stay short). */
  maxRetryAfterMs: number;
}

export interface OrcidSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/** Where and how works are pushed to ORCID (src/orcid/README.md). */
export interface OrcidPushSettings {
  /** The ORCID member API, e.g. `https://api.orcid.org/v3.0` (ORCID_API_URL), without a trailing slash. */
  apiUrl: string;
  /** The least time between two calls to the API (ORCID allows 24 a second per client; we stay well below). */
  requestIntervalMs: number;
}

const DEFAULT_RATE_LIMIT = { max: 15, windowMs: 5_000 };

function parseRateLimit(value: string | undefined): AppConfig['rateLimit'] {
  if (value === undefined || value === '') {
    return DEFAULT_RATE_LIMIT;
  }
  if (['off', 'false', '0', 'no'].includes(value.toLowerCase())) {
    return false;
  }
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(
      `RATE_LIMIT must be "off" or a positive whole number of requests per 5 s, not "${value}"`,
    );
  }
  return { max, windowMs: DEFAULT_RATE_LIMIT.windowMs };
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

function parseStatementTimeout(value: string | undefined): number | false {
  if (value === undefined || value === '') {
    return DEFAULT_STATEMENT_TIMEOUT_MS;
  }
  if (['off', 'false', '0', 'no'].includes(value.toLowerCase())) {
    return false;
  }
  const milliseconds = Number(value);
  if (!Number.isInteger(milliseconds) || milliseconds < 1) {
    throw new Error(
      `STATEMENT_TIMEOUT_MS must be "off" or a positive whole number of milliseconds, not "${value}"`,
    );
  }
  return milliseconds;
}

/** DATABASE_REPLICA_URLS, REPLICA_MAX_LAG_MS and REPLICA_CONSISTENCY. */
export function parseReplicas(env: NodeJS.ProcessEnv): ReplicaSettings {
  const urls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    // The value is not repeated: it may hold a password.
    if (!/^postgres(?:ql)?:\/\/[^/]/.test(url)) {
      throw new Error(
        'DATABASE_REPLICA_URLS must be comma-separated postgres:// URLs (postgres://user@host:5433/db,…)',
      );
    }
  }
  const consistency = (env.REPLICA_CONSISTENCY ?? '').trim().toLowerCase() || 'session';
  if (consistency !== 'session' && consistency !== 'strict') {
    throw new Error(`REPLICA_CONSISTENCY must be "session" or "strict", not "${env.REPLICA_CONSISTENCY}"`);
  }
  return {
    urls,
    maxLagMs: parsePositive('REPLICA_MAX_LAG_MS', env.REPLICA_MAX_LAG_MS, 5_000),
    consistency,
  };
}

function parsePositive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') {
    return fallback;
  }
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive number, not "${value}"`);
  }
  return parsed;
}

/** ORCID login is on exactly when both client credentials are set (GET /api/config says the same as `orcidLogin`). */
export function parseOrcid(env: NodeJS.ProcessEnv): OrcidSettings | undefined {
  const clientId = env.ORCID_CLIENT_ID;
  const clientSecret = env.ORCID_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    return undefined;
  }
  return {
    issuer: (env.ORCID_ISSUER || 'https://orcid.org').replace(/\/+$/, ''),
    clientId,
    clientSecret,
    scope: env.ORCID_SCOPE || 'openid',
  };
}

export function parseOrcidPush(
  env: NodeJS.ProcessEnv,
  orcid: OrcidSettings | undefined,
): OrcidPushSettings | undefined {
  const apiUrl = env.ORCID_API_URL?.trim();
  // Pushing uses the token of the user's ORCID login: without ORCID login there is nothing to push with.
  if (!apiUrl || !orcid) {
    return undefined;
  }
  return { apiUrl: apiUrl.replace(/\/+$/, ''), requestIntervalMs: 100 };
}

/** The four arXiv archives the reference harvests in full as core HEP (submissions-backoffice.md §3.11). */
export const DEFAULT_ARXIV_HARVEST_SETS = [
  'physics:hep-ex',
  'physics:hep-lat',
  'physics:hep-ph',
  'physics:hep-th',
];

const NAMED_INTERVALS_MS: Record<string, number> = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
};
const INTERVAL_UNITS_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `daily` (the default), `hourly`, `weekly`, or a number with a unit: `30m`, `6h`, `2d`. */
export function parseHarvestInterval(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') {
    return NAMED_INTERVALS_MS.daily!;
  }
  const named = NAMED_INTERVALS_MS[text];
  if (named !== undefined) {
    return named;
  }
  const match = /^(\d+)\s*([mhd])$/.exec(text);
  if (!match || Number(match[1]) <= 0) {
    throw new Error(
      `ARXIV_HARVEST_INTERVAL must be hourly, daily, weekly or a number with m, h or d (6h), not "${value}"`,
    );
  }
  return Number(match[1]) * INTERVAL_UNITS_MS[match[2]!]!;
}

/** Harvesting is on exactly when ARXIV_OAI_URL is set (the web app's home page asks the same question). */
export function parseArxivHarvest(env: NodeJS.ProcessEnv): ArxivHarvestSettings | undefined {
  const oaiUrl = env.ARXIV_OAI_URL?.trim();
  if (!oaiUrl) {
    return undefined;
  }
  const sets = (env.ARXIV_HARVEST_SETS ?? '')
    .split(/[\s,]+/)
    .map((set) => set.trim())
    .filter(Boolean);
  return {
    oaiUrl: oaiUrl.replace(/\/+$/, ''),
    sets: sets.length > 0 ? sets : [...DEFAULT_ARXIV_HARVEST_SETS],
    intervalMs: parseHarvestInterval(env.ARXIV_HARVEST_INTERVAL),
    requestIntervalMs: 3000,
    maxRetryAfterMs: 120_000,
  };
}

/** The import's sources: ARXIV_OAI_URL and CROSSREF_URL, each off when unset. */
export function parseLiteratureImport(env: NodeJS.ProcessEnv): LiteratureImportSettings {
  const arxivOaiUrl = env.ARXIV_OAI_URL?.trim().replace(/\/+$/, '') || undefined;
  const crossrefUrl = env.CROSSREF_URL?.trim().replace(/\/+$/, '') || undefined;
  if (crossrefUrl && !/^https?:\/\/[^/]/.test(crossrefUrl)) {
    throw new Error(`CROSSREF_URL must be an http(s) URL (https://api.crossref.org), not "${crossrefUrl}"`);
  }
  return { arxivOaiUrl, crossrefUrl, timeoutMs: 10_000 };
}

/** CDS_EXPORT_URL (http or https) wins over CDS_EXPORT_DIR; the folder defaults to `cds-export` in the data dir. */
export function parseCdsExport(env: NodeJS.ProcessEnv, dataDir: string): CdsExportSettings {
  const url = env.CDS_EXPORT_URL?.trim() || undefined;
  if (url && !/^https?:\/\/[^/]/.test(url)) {
    throw new Error(`CDS_EXPORT_URL must be an http(s) URL, not "${url}"`);
  }
  const dir = env.CDS_EXPORT_DIR?.trim();
  return { url, dir: resolve(dir || resolve(dataDir, 'cds-export')), timeoutMs: 30_000 };
}

/** BIBLIOGRAPHY_DIR defaults to `bibliography` in the data dir; BIBLIOGRAPHY_TTL_HOURS to a day. */
export function parseBibliography(env: NodeJS.ProcessEnv, dataDir: string): BibliographySettings {
  const dir = env.BIBLIOGRAPHY_DIR?.trim();
  return {
    dir: resolve(dir || resolve(dataDir, 'bibliography')),
    ttlHours: parsePositive('BIBLIOGRAPHY_TTL_HOURS', env.BIBLIOGRAPHY_TTL_HOURS?.trim(), 24),
  };
}

/** SMTP_URL must name an SMTP server; MAIL_FROM defaults to no-reply at PUBLIC_URL's host. */
export function parseMail(env: NodeJS.ProcessEnv, publicUrl: string): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    // The value is not repeated: it may hold a password.
    throw new Error('SMTP_URL must be smtp://host:port or smtps://host:port (user:password@ optional)');
  }
  const from = env.MAIL_FROM?.trim() || `Parton <no-reply@${new URL(publicUrl).hostname}>`;
  if (!/@[^\s@>]+/.test(from)) {
    throw new Error(`MAIL_FROM must be an e-mail address ("Parton <no-reply@example.org>"), not "${from}"`);
  }
  return { smtpUrl, from };
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') {
    return fallback;
  }
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const production = env.NODE_ENV === 'production';
  const orcid = parseOrcid(env);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    replicas: parseReplicas(env),
    dataDir,
    publicUrl,
    seedDemo: parseBoolean(env.SEED_DEMO, !production),
    rateLimit: parseRateLimit(env.RATE_LIMIT),
    statementTimeoutMs: parseStatementTimeout(env.STATEMENT_TIMEOUT_MS),
    searchCache: parseSearchCache(env),
    production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: parseBoolean(env.TRUST_PROXY, false),
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(import.meta.dirname, '../../web/dist')),
    sessionIdleMinutes: parsePositive('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    sessionMaxAgeDays: parsePositive('SESSION_MAX_AGE_DAYS', env.SESSION_MAX_AGE_DAYS, 30),
    loginThrottle: {
      perAccount: parsePositive('LOGIN_MAX_ATTEMPTS', env.LOGIN_MAX_ATTEMPTS, 10),
      perIp: parsePositive('LOGIN_MAX_ATTEMPTS_PER_IP', env.LOGIN_MAX_ATTEMPTS_PER_IP, 50),
      windowMinutes: parsePositive('LOGIN_WINDOW_MINUTES', env.LOGIN_WINDOW_MINUTES, 15),
    },
    orcid,
    orcidPush: parseOrcidPush(env, orcid),
    queueWorker: parseBoolean(env.QUEUE_WORKER, true),
    arxivHarvest: parseArxivHarvest(env),
    mail: parseMail(env, publicUrl),
    literatureImport: parseLiteratureImport(env),
    cdsExport: parseCdsExport(env, dataDir),
    bibliography: parseBibliography(env, dataDir),
    helpPagesDir: resolve(env.HELP_PAGES_DIR || resolve(import.meta.dirname, '../../../content/help')),
  };
}
