import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { SeminarsSearchPage, timeZoneNote } from './SeminarsSearchPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const seminar = envelope({
  control_number: 1799778,
  title: { title: 'High-Energy Neutrino Astronomy' },
  speakers: [{ name: 'Bernardini, Elisa', record: { $ref: 'https://inspirebeta.net/api/authors/1047733' } }],
  start_datetime: '2020-11-11T16:00:00.000000',
  end_datetime: '2020-11-11T17:00:00.000000',
  timezone: 'Europe/Berlin',
});

describe('SeminarsSearchPage', () => {
  it('starts with upcoming seminars, earliest first', async () => {
    const { calls } = mockApi((url) =>
      url.pathname === '/api/seminars' ? { hits: { hits: [seminar], total: 1 }, links: {} } : undefined,
    );
    renderRoute(SeminarsSearchPage, '/seminars', '/seminars');
    expect(await screen.findByRole('link', { name: 'High-Energy Neutrino Astronomy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Elisa Bernardini' }).getAttribute('href')).toBe(
      '/authors/1047733',
    );
    const search = calls.find((url) => url.pathname === '/api/seminars');
    expect(search?.searchParams.get('start_date')).toBe('upcoming');
    expect(search?.searchParams.get('sort')).toBe('dateasc');
  });

  it('switching upcoming off shows all seminars, latest first, from page 1', async () => {
    mockApi();
    const { router } = renderRoute(SeminarsSearchPage, '/seminars', '/seminars?page=3&timezone=Asia/Tokyo');
    // jsdom matches no media query, so the filters sit in the small-screen drawer.
    fireEvent.click(await screen.findByRole('button', { name: /filters/i }));
    const toggle = await screen.findByRole('switch', { name: 'Upcoming seminars' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(router.state.location.search).toContain('start_date=all'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('sort')).toBe('datedesc');
    expect(params.get('page')).toBe('1');
    expect(params.get('timezone')).toBeNull();
  });

  it('tells in which time zone times are shown', () => {
    expect(timeZoneNote('Europe/Zurich', new Date('2021-01-15T12:00:00Z'))).toBe(
      'Times in Europe/Zurich (GMT+1)',
    );
  });
});
