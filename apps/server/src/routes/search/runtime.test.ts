import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeSettings } from '../../search/runtimeConfig';
import { createTestApp, type TestApp } from '../../testing/app';

describe('rate limit on /api', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimit: { max: 2, windowMs: 5_000 } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 429 with Retry-After once a client exceeds its requests per window', async () => {
    const statuses: number[] = [];
    let last = await testApp.app.inject('/api/literature');
    statuses.push(last.statusCode);
    for (let request = 0; request < 2; request += 1) {
      last = await testApp.app.inject('/api/literature');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ status: 429 });
  });
});

describe('runtime configuration and blog posts', () => {
  let testApp: TestApp;
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.BANNERS = JSON.stringify([{ id: 'b1', message: 'Hello', type: 'info', closable: false }]);
    process.env.PARTNERS = JSON.stringify([{ name: 'CERN', href: 'https://home.cern' }]);
    process.env.START_GUIDE = '1';
    process.env.BLOG_URL = 'https://blog.example.org';
    // Nothing listens on port 9 (discard): the feed must give up and answer [].
    process.env.BLOG_POSTS_URL = 'http://127.0.0.1:9/wp-json/wp/v2/posts';
    testApp = await createTestApp();
  });
  afterAll(async () => {
    process.env = saved;
    await testApp.close();
  });

  it('serves /api/config from the environment', async () => {
    const response = await testApp.app.inject('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      banners: [{ id: 'b1', message: 'Hello', type: 'info', closable: false, center: false }],
      partners: [{ name: 'CERN', href: 'https://home.cern' }],
      startGuide: true,
      blogUrl: 'https://blog.example.org',
      arxivHarvest: false,
      orcidLogin: false,
      orcidPush: false,
      searchFeedback: false,
      aiQuery: false,
      privacyUrl: null,
      termsUrl: null,
      aboutUrl: null,
      contentPolicyUrl: null,
      helpUrl: null,
      faqUrl: null,
      contactUrl: null,
      xUrl: null,
      linkedinUrl: null,
    });
  });

  it('answers every setting it reads: the response schema strips none', async () => {
    const response = await testApp.app.inject('/api/config');
    expect(response.json()).toEqual(readRuntimeSettings(process.env));
  });

  it('answers [] quickly when the blog is unreachable', async () => {
    const started = Date.now();
    const response = await testApp.app.inject('/api/blog/posts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1600);
  });
});

describe('OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  interface Operation {
    description?: string;
    parameters?: { name: string; in: string; description?: string }[];
  }

  it('is generated from the route schemas, with every search parameter described', async () => {
    const response = await testApp.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      info: { description: string };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.description).toContain('search_after');
    const search = document.paths['/api/{collection}']?.get;
    expect(search?.description).toContain('cursor=1');
    const names = (search?.parameters ?? []).map((parameter) => parameter.name);
    for (const name of [
      'q',
      'sort',
      'size',
      'page',
      'fields',
      'format',
      'cursor',
      'search_after',
      'doc_type',
      'collection',
    ]) {
      expect(names, name).toContain(name);
    }
    for (const parameter of search?.parameters ?? []) {
      expect(parameter.description, parameter.name).toBeTruthy();
    }
    for (const path of [
      '/api/{collection}/facets',
      '/api/literature/citation-summary',
      '/api/doi/{*}',
      '/api/arxiv/{*}',
      '/api/orcid/{orcid}',
      '/api/literature/{controlNumber}/references',
      '/api/literature/{controlNumber}/authors',
      '/api/data/{controlNumber}/authors',
      '/api/config',
      '/api/blog/posts',
    ]) {
      expect(document.paths[path]?.get?.description, path).toBeTruthy();
    }
  });

  it('is browsable at /api/docs, assets included', async () => {
    const response = await testApp.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    for (const asset of [
      '/api/docs/static/swagger-ui.css',
      '/api/docs/static/swagger-initializer.js',
      '/api/docs/json',
    ]) {
      expect((await testApp.app.inject(asset)).statusCode, asset).toBe(200);
    }
  });
});
