import { describe, expect, it } from 'vitest';
import { readRuntimeSettings } from './runtimeConfig';

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
    });
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
    });
    expect(warnings).toHaveLength(2);
  });
});
