import type { LiteratureUiMetadata } from '@parton/records';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import { ClaimControl } from './ClaimControl';

const PAPER = { control_number: 1, titles: [{ title: 'A paper' }] } as LiteratureUiMetadata;

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveSession(account?: { profile_control_number: number | null }) {
  mockFetch((url) => {
    if (url.pathname !== '/api/accounts/me') {
      return undefined;
    }
    return account
      ? { body: { data: { email: 'reader@example.org', roles: [], ...account }, preferences: {} } }
      : { status: 401, body: { message: 'Unauthorized' } };
  });
}

describe('claim control', () => {
  it('prompts a logged-in user without a profile to create one with the author form', async () => {
    serveSession({ profile_control_number: null });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    const claim = await screen.findByRole('button', { name: 'claim' });
    expect(claim).toHaveProperty('disabled', false);
    fireEvent.click(claim);
    expect(await screen.findByText('There is no profile associated to your account.')).toBeTruthy();
    const create = screen.getByRole('link', { name: 'Create your author profile' });
    expect(create.getAttribute('href')).toBe('/submissions/authors');
    expect(screen.queryByText(/still being built/)).toBeNull();
  });

  it('stays disabled for anonymous visitors', async () => {
    serveSession();
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={3} />);
    expect(await screen.findByRole('button', { name: 'claim: Login to claim your papers' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('stays disabled on a paper without authors', async () => {
    serveSession({ profile_control_number: null });
    renderWithApp(<ClaimControl metadata={PAPER} authorCount={0} />);
    expect(await screen.findByRole('button', { name: 'claim: This paper has no authors.' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
