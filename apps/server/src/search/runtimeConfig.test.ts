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
    });
  });

  it('ignores malformed lists with a warning and defaults to nothing', () => {
    const warnings: string[] = [];
    const settings = readRuntimeSettings({ BANNERS: '[{', PARTNERS: '{"name":1}' }, (message) =>
      warnings.push(message),
    );
    expect(settings).toEqual({ banners: [], partners: [], startGuide: false, blogUrl: null });
    expect(warnings).toHaveLength(2);
  });
});
