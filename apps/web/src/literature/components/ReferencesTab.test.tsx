import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import { REFERENCE_PAGE_SIZES, ReferencesTab } from './ReferencesTab';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('references tab', () => {
  it('offers 25 (default) up to 250 and 1000 references per page (spec §9)', async () => {
    expect(REFERENCE_PAGE_SIZES[0]).toBe(25);
    expect(REFERENCE_PAGE_SIZES).toContain(250);
    expect(REFERENCE_PAGE_SIZES).toContain(1000);
    const { calls } = mockFetch((url) =>
      url.pathname === '/api/literature/7/references'
        ? {
            body: {
              metadata: {
                references: [{ label: '1', misc: 'A reference' }],
                references_count: 1200,
              },
            },
          }
        : undefined,
    );
    renderWithApp(<ReferencesTab recordId="7" />);
    const select = (await screen.findByLabelText('Per page')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['25', '50', '100', '250', '1000']);
    fireEvent.change(select, { target: { value: '1000' } });
    await waitFor(() => expect(calls.some((url) => url.searchParams.get('size') === '1000')).toBe(true));
  });
});
