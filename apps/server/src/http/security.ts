import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { readRuntimeSettings } from '../search/runtimeConfig';
import { DOCS_PATH } from './openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-route options of @fastify/helmet, which it reads from the route config (set for /api/docs here). */
    helmet?: Omit<FastifyHelmetOptions, 'global'>;
  }
}

type CspDirectives = Record<string, string[]>;

/** What the Content-Security-Policy depends on besides the code: the deployment's address and configuration. */
export interface SecuritySettings {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** Partner logos of the home page (PARTNERS), which may live on other hosts. */
  partnerLogos: readonly string[];
}

function isHttps(publicUrl: string): boolean {
  return publicUrl.toLowerCase().startsWith('https:');
}

/**
 * Origins of the configured partner logos that `https:` does not already admit. A logo on a plain-http host is
 * named exactly, rather than admitting every http image.
 */
function plainHttpLogoOrigins(partnerLogos: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const logo of partnerLogos) {
    try {
      const url = new URL(logo);
      if (url.protocol === 'http:') {
        origins.add(url.origin);
      }
    } catch {
      // A relative path is served by this site ('self').
    }
  }
  return [...origins];
}

/** Directives shared by the web app and the API documentation: only this site runs script, nothing frames it. */
function baseDirectives(settings: SecuritySettings): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // The Vite build loads only its own module scripts and has no inline script, so no nonce is needed. No
    // 'unsafe-eval': zod's probe `new Function('')` is refused (a reported violation) and zod runs without JIT.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps(settings.publicUrl) && { 'upgrade-insecure-requests': [] }),
  };
}

/**
 * The web app's policy. Styles: antd 5 (CSS-in-JS) injects <style> elements at run time and KaTeX writes style
 * attributes, so styles need 'unsafe-inline' (a style nonce would need the app to hand it to antd's
 * ConfigProvider; injected CSS cannot run script either way). Images: record figures and partner logos are
 * on other hosts (inspirehep.net files, PARTNERS), antd's image fallback is a data: URI. Fonts: the build inlines
 * KaTeX's smallest font files into its CSS as data: URIs.
 */
export function webAppDirectives(settings: SecuritySettings): CspDirectives {
  return {
    ...baseDirectives(settings),
    'font-src': ["'self'", 'data:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:', ...plainHttpLogoOrigins(settings.partnerLogos)],
  };
}

/**
 * The policy of the API documentation (/api/docs, @fastify/swagger-ui): its React UI sets inline styles and
 * draws icons from data: URIs. It needs nothing the web app's policy lacks (checked in Chromium by
 * e2e/tests/security.spec.ts), and shows no image or font from elsewhere, so it is narrower there.
 */
export function docsDirectives(settings: SecuritySettings): CspDirectives {
  return {
    ...baseDirectives(settings),
    'font-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
  };
}

/** @fastify/helmet's options for every response; `directives` are those of the web app or the docs. */
function helmetOptions(settings: SecuritySettings, directives: CspDirectives): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Sent as X-Frame-Options for browsers that ignore frame-ancestors.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain http is ignored by browsers and would pin a local http deployment to https if it did.
    // No includeSubDomains: other services under the deployment's host may not serve https.
    strictTransportSecurity: isHttps(settings.publicUrl)
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    // Record figures come from other sites: requiring them to opt in (COEP) would blank them.
    crossOriginEmbedderPolicy: false,
  };
}

export function securitySettings(config: Pick<AppConfig, 'publicUrl'>, env = process.env): SecuritySettings {
  const partners = readRuntimeSettings(env).partners;
  return {
    publicUrl: config.publicUrl,
    partnerLogos: partners.flatMap((partner) => (partner.logo ? [partner.logo] : [])),
  };
}

/**
 * Security headers on every response (API, web app shell, static files, errors, not found): a
 * Content-Security-Policy, X-Content-Type-Options: nosniff, frame-ancestors 'none' and X-Frame-Options: DENY,
 * Referrer-Policy, and HSTS when PUBLIC_URL is https. Register before any other onRequest hook (rate limit,
 * sessions): a request those refuse still gets the headers. Routes under /api/docs get the docs policy.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecuritySettings,
): Promise<void> {
  await app.register(helmet, helmetOptions(settings, webAppDirectives(settings)));
  const docsOptions = helmetOptions(settings, docsDirectives(settings));
  // Added before the documentation plugin registers its routes, so this sees them (onRoute hooks are inherited).
  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PATH || route.url?.startsWith(`${DOCS_PATH}/`)) {
      route.config = { ...route.config, helmet: docsOptions };
    }
  });
}
