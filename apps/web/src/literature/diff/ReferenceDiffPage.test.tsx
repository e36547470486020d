import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import { ReferenceDiffPage } from './ReferenceDiffPage';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const DIFF = {
  previous_version: {
    label: '2',
    control_number: 11,
    titles: [{ title: 'The wrong paper' }],
    raw_ref: '[2] A. Author, The right paper, arXiv:2401.00001',
  },
  current_version: {
    label: '2',
    control_number: 21,
    titles: [{ title: 'The right paper' }],
    arxiv_eprint: [{ value: '2401.00001' }],
    raw_ref: '[2] A. Author, The right paper, arXiv:2401.00001',
  },
  reference_index: 1,
};

function renderDiff(versions = '3..4') {
  return renderWithApp(<ReferenceDiffPage />, {
    path: '/literature/:id/diff/:versions',
    route: `/literature/7/diff/${versions}`,
  });
}

describe('reference diff page', () => {
  it('shows the changed reference before and after, linked like the references tab, and its raw text', async () => {
    const { calls } = mockFetch((url) =>
      url.pathname === '/api/literature/7/diff/3..4' ? { body: DIFF } : undefined,
    );
    renderDiff();
    const before = await screen.findByRole('region', { name: 'Before' });
    const after = screen.getByRole('region', { name: 'After' });
    expect(within(before).getByRole('link', { name: 'The wrong paper' }).getAttribute('href')).toBe(
      '/literature/11',
    );
    expect(within(after).getByRole('link', { name: 'The right paper' }).getAttribute('href')).toBe(
      '/literature/21',
    );
    expect(screen.getByText('Reference 2 of the record changed.')).toBeTruthy();
    // The same raw text on both sides is shown once.
    const raw = screen.getByRole('region', { name: 'Raw reference' });
    expect(within(raw).getAllByText(DIFF.current_version.raw_ref)).toHaveLength(1);
    expect(calls.map((url) => url.pathname)).toContain('/api/literature/7/diff/3..4');
  });

  it('shows a load error in a closable alert', async () => {
    mockFetch((url) =>
      url.pathname === '/api/literature/7/diff/4..3'
        ? { status: 400, body: { status: 400, message: 'Old revision must be lower than new revision.' } }
        : undefined,
    );
    renderDiff('4..3');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Old revision must be lower than new revision.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Before' })).toBeNull();
  });
});
