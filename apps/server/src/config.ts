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
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(import.meta.dirname, '../../web/dist')),
  };
}
