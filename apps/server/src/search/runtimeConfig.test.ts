import { describe, expect, it } from 'vitest';
import { readRuntimeSettings, SITE_LINK_VARIABLES } from './runtimeConfig';

const NO_SITE_LINKS = Object.fromEntries(Object.keys(SITE_LINK_VARIABLES).map((field) => [field, null]));
const ORCID_LOGIN = { ORCID_CLIENT_ID: 'APP-1', ORCID_CLIENT_SECRET: 'secret' };

describe('runtime settings', () => {
  it('reads banners, partners, the start guide flag and the blog link from the environment', () => {
    const settings = readRuntimeSettings({
      BANNERS: JSON.stringify([{ id: 'maintenance', message: 'Down on Sunday', type: 'warning' }]),
      PARTNERS: JSON.stringify([{ name: 'CERN', href: 'https://home.cern' }]),
      START_GUIDE: 'true',
      BLOG_URL: 'https://blog.example.org',
    });
    expect(settings).toEqual({
      banners: [
        { id: 'maintenance', message: 'Down on Sunday', type: 'warning', closable: true, center: false },
      ],
      partners: [{ name: 'CERN', href: 'https://home.cern' }],
      startGuide: true,
      blogUrl: 'https://blog.example.org',
      arxivHarvest: false,
      orcidLogin: false,
      orcidPush: false,
      searchFeedback: false,
      aiQuery: false,
      ...NO_SITE_LINKS,
    });
  });

  it('turns search feedback on with SEARCH_FEEDBACK, and the AI hook only with AI_QUERY and an http(s) AI_QUERY_URL', () => {
    expect(readRuntimeSettings({ SEARCH_FEEDBACK: 'on' }).searchFeedback).toBe(true);
    expect(readRuntimeSettings({ SEARCH_FEEDBACK: 'off' }).searchFeedback).toBe(false);
    const url = { AI_QUERY_URL: 'https://ai.example.org/v1/query' };
    expect(readRuntimeSettings(url).aiQuery).toBe(false);
    expect(readRuntimeSettings({ ...url, AI_QUERY: 'true' }).aiQuery).toBe(true);
    const warnings: string[] = [];
    expect(readRuntimeSettings({ AI_QUERY: 'true' }, (message) => warnings.push(message)).aiQuery).toBe(
      false,
    );
    expect(
      readRuntimeSettings({ AI_QUERY: 'true', AI_QUERY_URL: 'ftp://x' }, (message) => warnings.push(message))
        .aiQuery,
    ).toBe(false);
    expect(warnings).toEqual([
      'AI_QUERY is on but AI_QUERY_URL is unset; the AI query hook stays off',
      'AI_QUERY_URL must be an http(s) URL, not "ftp://x"; the AI query hook stays off',
    ]);
  });

  it('says arXiv is harvested exactly when ARXIV_OAI_URL is set', () => {
    expect(readRuntimeSettings({}).arxivHarvest).toBe(false);
    expect(readRuntimeSettings({ ARXIV_OAI_URL: '  ' }).arxivHarvest).toBe(false);
    expect(readRuntimeSettings({ ARXIV_OAI_URL: 'https://export.arxiv.org/oai2' }).arxivHarvest).toBe(true);
    // A bad interval stops the server at start; the settings reader itself never throws.
    expect(
      readRuntimeSettings({ ARXIV_OAI_URL: 'https://export.arxiv.org/oai2', ARXIV_HARVEST_INTERVAL: 'often' })
        .arxivHarvest,
    ).toBe(false);
  });

  it('says ORCID login is offered exactly when the server configures it (both client credentials)', () => {
    expect(readRuntimeSettings({}).orcidLogin).toBe(false);
    expect(readRuntimeSettings({ ORCID_CLIENT_ID: 'APP-1' }).orcidLogin).toBe(false);
    expect(readRuntimeSettings({ ORCID_CLIENT_SECRET: 'secret' }).orcidLogin).toBe(false);
    expect(readRuntimeSettings(ORCID_LOGIN).orcidLogin).toBe(true);
  });

  it('says works are pushed to ORCID only with the member API and ORCID login', () => {
    const api = { ORCID_API_URL: 'https://api.orcid.org/v3.0' };
    expect(readRuntimeSettings(ORCID_LOGIN).orcidPush).toBe(false);
    expect(readRuntimeSettings(api).orcidPush).toBe(false);
    expect(readRuntimeSettings({ ...ORCID_LOGIN, ...api })).toMatchObject({
      orcidLogin: true,
      orcidPush: true,
    });
  });

  it('reads the site links, null when unset', () => {
    const settings = readRuntimeSettings({
      PRIVACY_URL: ' https://example.org/privacy ',
      TERMS_URL: '/terms-of-service',
      CONTACT_URL: 'mailto:help@example.org',
    });
    expect(settings.privacyUrl).toBe('https://example.org/privacy');
    expect(settings.contactUrl).toBe('mailto:help@example.org');
    expect(settings.termsUrl).toBe('/terms-of-service');
    expect(settings.aboutUrl).toBeNull();
    expect(settings.xUrl).toBeNull();
  });

  it('refuses a link that is neither http(s), mailto nor a path of this site, with a warning naming the variable', () => {
    const warnings: string[] = [];
    const settings = readRuntimeSettings(
      { PRIVACY_URL: 'javascript:alert(1)', TERMS_URL: '//evil.example/terms', ABOUT_URL: 'about us' },
      (message) => warnings.push(message),
    );
    expect(settings).toMatchObject({ privacyUrl: null, termsUrl: null, aboutUrl: null });
    expect(warnings).toEqual([
      expect.stringContaining('PRIVACY_URL must be an http(s) or mailto URL'),
      expect.stringContaining('TERMS_URL must be an http(s) or mailto URL'),
      expect.stringContaining('ABOUT_URL must be an http(s) or mailto URL'),
    ]);
  });

  it('ignores malformed lists with a warning and defaults to nothing', () => {
    const warnings: string[] = [];
    const settings = readRuntimeSettings({ BANNERS: '[{', PARTNERS: '{"name":1}' }, (message) =>
      warnings.push(message),
    );
    expect(settings).toEqual({
      banners: [],
      partners: [],
      startGuide: false,
      blogUrl: null,
      arxivHarvest: false,
      orcidLogin: false,
      orcidPush: false,
      searchFeedback: false,
      aiQuery: false,
      ...NO_SITE_LINKS,
    });
    expect(warnings).toHaveLength(2);
  });
});
