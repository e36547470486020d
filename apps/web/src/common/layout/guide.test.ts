import { describe, expect, it } from 'vitest';
import { rememberBannerDismissed, visibleBanners } from './banners';
import { readGuideVisibility, rememberGuideClosed, shouldAutoOpenGuide } from './guide';

describe('guide modal', () => {
  it('opens by itself only when its visibility is unset and the start-guide flag is on', () => {
    expect(shouldAutoOpenGuide(null, true)).toBe(true);
    expect(shouldAutoOpenGuide(null, undefined)).toBe(false);
    expect(shouldAutoOpenGuide('false', true)).toBe(false);
  });

  it('stays closed once the visitor has closed it', () => {
    rememberGuideClosed();
    expect(shouldAutoOpenGuide(readGuideVisibility(), true)).toBe(false);
  });
});

describe('banners', () => {
  const banner = (id: string, pathPattern?: string) => ({
    id,
    type: 'info' as const,
    message: id,
    closable: true,
    center: false,
    pathPattern,
  });

  it('shows banners whose path pattern matches the page', () => {
    const shown = visibleBanners(
      [banner('all'), banner('lit', '^/literature'), banner('home', '^/$')],
      '/literature/1',
      [],
    );
    expect(shown.map((entry) => entry.id)).toEqual(['all', 'lit']);
  });

  it('remembers a dismissal per banner id', () => {
    const dismissed = rememberBannerDismissed('maintenance');
    expect(
      visibleBanners([banner('maintenance'), banner('news')], '/', dismissed).map((entry) => entry.id),
    ).toEqual(['news']);
  });
});
