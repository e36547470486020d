import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { securitySettings, webAppDirectives } from './security';

/** A built web app in miniature: the shell and one hashed asset. */
function fakeWebApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'parton-web-security-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Parton</title><script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index.js'), 'console.log("app");');
  return dist;
}

function policyOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, label: string): void {
  const policy = policyOf(response);
  expect(policy.get('default-src'), `${label}: default-src`).toBe("'self'");
  expect(policy.get('script-src'), `${label}: script-src`).toBe("'self'");
  expect(policy.get('object-src'), `${label}: object-src`).toBe("'none'");
  expect(policy.get('frame-ancestors'), `${label}: frame-ancestors`).toBe("'none'");
  expect(response.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(response.headers['x-frame-options'], `${label}: X-Frame-Options`).toBe('DENY');
  expect(response.headers['referrer-policy'], `${label}: Referrer-Policy`).toBe(
    'strict-origin-when-cross-origin',
  );
  // PUBLIC_URL of the test app is http: no HSTS.
  expect(response.headers['strict-transport-security'], `${label}: no HSTS over http`).toBeUndefined();
}

describe('security headers on every kind of response', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ webDistDir: fakeWebApp() });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sets them on the API, the shell, a static file, not-found pages and errors', async () => {
    const cases: Array<[string, InjectOptions, number]> = [
      ['API response', { url: '/api/literature?size=1' }, 200],
      ['app shell (home)', { url: '/' }, 200],
      ['app shell (client route)', { url: '/literature/1' }, 200],
      ['static file', { url: '/assets/index.js' }, 200],
      ['API not found', { url: '/api/no-such-thing' }, 404],
      ['page not found (non-GET)', { method: 'POST', url: '/no-such-page' }, 404],
      [
        'API error (invalid body)',
        {
          method: 'POST',
          url: '/api/accounts/login',
          payload: 'not json',
          headers: { 'content-type': 'application/json' },
        },
        400,
      ],
    ];
    for (const [label, request, status] of cases) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode, label).toBe(status);
      expectSecurityHeaders(response, label);
    }
  });

  it('gives the web app its policy: own scripts only, inline styles (antd), images from https hosts', async () => {
    const shell = await testApp.app.inject('/');
    const policy = policyOf(shell);
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('img-src')).toBe("'self' data: https:");
    expect(policy.get('font-src')).toBe("'self' data:");
    expect(policy.get('script-src-attr')).toBe("'none'");
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(shell.headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('gives the API documentation its own policy, no weaker for scripts', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js']) {
      const docs = await testApp.app.inject(url);
      expect(docs.statusCode, url).toBe(200);
      expectSecurityHeaders(docs, url);
      expect(policyOf(docs).get('img-src'), url).toBe("'self' data:");
    }
  });
});

describe('refused before any route runs', () => {
  it('sets them on a rate-limited answer (the limiter is an earlier onRequest hook than the routes)', async () => {
    const testApp = await createTestApp({ rateLimit: { max: 1, windowMs: 60_000 } });
    try {
      await testApp.app.inject('/api/literature?size=1');
      const limited = await testApp.app.inject('/api/literature?size=1');
      expect(limited.statusCode).toBe(429);
      expectSecurityHeaders(limited, 'rate-limited');
    } finally {
      await testApp.close();
    }
  });
});

describe('over https', () => {
  it('adds HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const testApp = await createTestApp({ publicUrl: 'https://parton.example.org' });
    try {
      const response = await testApp.app.inject('/api/literature?size=1');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});

describe('partner logos', () => {
  it('admits the exact origin of a partner logo on a plain-http host, and no other http image', () => {
    const settings = securitySettings(
      { publicUrl: 'http://localhost:8080' },
      {
        PARTNERS: JSON.stringify([
          { name: 'A', logo: 'http://logos.example.org/a.png' },
          { name: 'B', logo: 'https://cdn.example.org/b.svg' },
          { name: 'C', logo: '/partners/c.svg' },
        ]),
      },
    );
    expect(webAppDirectives(settings)['img-src']).toEqual([
      "'self'",
      'data:',
      'https:',
      'http://logos.example.org',
    ]);
  });
});
