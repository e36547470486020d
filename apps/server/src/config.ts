import { resolve } from 'node:path';

/** Runtime configuration, read once from the environment (every variable is documented in the README). */
export interface AppConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent an embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Base of every link and $ref the API writes, without a trailing slash. */
  publicUrl: string;
  seedDemo: boolean;
  /** Requests per window per client IP on /api; `false` disables the limiter. */
  rateLimit: { max: number; windowMs: number } | false;
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
  /** Run the background job queue's worker in this process (QUEUE_WORKER, default on; `off` disables). */
  queueWorker: boolean;
}

export interface OrcidSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
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

function parseOrcid(env: NodeJS.ProcessEnv): OrcidSettings | undefined {
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
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    publicUrl,
    seedDemo: parseBoolean(env.SEED_DEMO, !production),
    rateLimit: parseRateLimit(env.RATE_LIMIT),
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
    orcid: parseOrcid(env),
    queueWorker: parseBoolean(env.QUEUE_WORKER, true),
  };
}
