import type { AuthorUiMetadata } from '@parton/records';
import { describe, expect, it } from 'vitest';
import {
  advisorsByDegree,
  authorDisplayName,
  authorPlatformId,
  mastodonUrl,
  positionDates,
  shouldDisplayPositions,
  socialLinks,
  visibleEmails,
} from './authorProfile';

function author(fields: Partial<AuthorUiMetadata> = {}): AuthorUiMetadata {
  return { control_number: 1, name: { value: 'Ellis, John Richard' }, ...fields } as AuthorUiMetadata;
}

describe('author names', () => {
  it('prefers the preferred name', () => {
    expect(authorDisplayName(author({ name: { value: 'Ellis, J.', preferred_name: 'John Ellis' } }))).toBe(
      'John Ellis',
    );
  });

  it('turns the stored name round', () => {
    expect(authorDisplayName(author())).toBe('John Richard Ellis');
  });
});

describe('social links', () => {
  it('builds a Mastodon address from name@host', () => {
    expect(mastodonUrl('jane@mastodon.social')).toBe('https://mastodon.social/@jane');
    expect(mastodonUrl('@jane@fosstodon.org')).toBe('https://fosstodon.org/@jane');
  });

  it('refuses a handle that is not name@host', () => {
    expect(mastodonUrl('jane')).toBeUndefined();
    expect(mastodonUrl('jane@localhost')).toBeUndefined();
  });

  it('reads every network from the record ids', () => {
    const links = socialLinks(
      author({
        ids: [
          { schema: 'TWITTER', value: 'jdoe' },
          { schema: 'BLUESKY', value: 'jdoe.bsky.social' },
          { schema: 'MASTODON', value: 'jdoe@mastodon.social' },
          { schema: 'LINKEDIN', value: 'micha-moskovic' },
          { schema: 'ORCID', value: '0000-0002-7638-5686' },
        ],
      }),
    );
    expect(links.map((link) => link.href)).toEqual([
      'https://twitter.com/jdoe',
      'https://bsky.app/profile/jdoe.bsky.social',
      'https://mastodon.social/@jdoe',
      'https://www.linkedin.com/in/micha-moskovic',
    ]);
  });

  it("prefers the serializer's own fields", () => {
    const links = socialLinks(author({ twitter: 'other', ids: [{ schema: 'TWITTER', value: 'jdoe' }] }));
    expect(links).toEqual([{ network: 'twitter', label: 'Twitter', href: 'https://twitter.com/other' }]);
  });

  it('skips a malformed Mastodon handle', () => {
    expect(socialLinks(author({ ids: [{ schema: 'MASTODON', value: 'nobody' }] }))).toEqual([]);
  });
});

describe('advisors grouped by degree type', () => {
  it('groups in the order of the degree types, an unknown type counting as other', () => {
    const groups = advisorsByDegree([
      { name: 'Goldhaber, Gerson', degree_type: 'other' },
      { name: 'Hildreth, Michael D.', degree_type: 'phd' },
      { name: 'Trilling, George H.' },
      { name: 'Burke, David Lyle', degree_type: 'master' },
      { name: 'Someone, Else', degree_type: 'postdoc' },
    ]);
    expect(groups.map((group) => [group.label, group.advisors.map((advisor) => advisor.name)])).toEqual([
      ['PhD Advisor', ['Hildreth, Michael D.']],
      ['Master Advisor', ['Burke, David Lyle']],
      ['Other Advisors', ['Goldhaber, Gerson', 'Trilling, George H.', 'Someone, Else']],
    ]);
  });

  it('gives no group without advisors', () => {
    expect(advisorsByDegree(undefined)).toEqual([]);
  });
});

describe('positions', () => {
  it("follows the serializer's flag when present", () => {
    expect(
      shouldDisplayPositions(author({ should_display_positions: false, positions: [{ rank: 'PHD' }, {}] })),
    ).toBe(false);
  });

  it('shows several positions, or one that says more than where the author is now', () => {
    expect(shouldDisplayPositions(author({ positions: [{ institution: 'CERN', current: true }] }))).toBe(
      false,
    );
    expect(
      shouldDisplayPositions(author({ positions: [{ institution: 'CERN', current: true, rank: 'STAFF' }] })),
    ).toBe(true);
    expect(
      shouldDisplayPositions(author({ positions: [{ institution: 'CERN' }, { institution: 'DESY' }] })),
    ).toBe(true);
    expect(shouldDisplayPositions(author())).toBe(false);
  });

  it('writes position dates', () => {
    expect(positionDates({ start_date: '2010', current: true })).toBe('2010-present');
    expect(positionDates({ start_date: '1995', end_date: '1999' })).toBe('1995-1999');
    expect(positionDates({ end_date: '1971' })).toBe('1971');
    expect(positionDates({ display_date: 'since 2019' })).toBe('since 2019');
  });
});

describe('identifiers and e-mails', () => {
  it('finds the platform id', () => {
    expect(authorPlatformId(author({ ids: [{ schema: 'INSPIRE ID', value: 'INSPIRE-00344495' }] }))).toBe(
      'INSPIRE-00344495',
    );
  });

  it('lists current, visible e-mails once', () => {
    const emails = visibleEmails(
      author({
        email_addresses: [
          { value: 'a@cern.ch', current: true },
          { value: 'a@cern.ch', current: true, hidden: true },
          { value: 'old@cern.ch', current: false },
          { value: 'b@cern.ch' },
          { value: 'a@cern.ch', current: true },
        ],
      }),
    );
    expect(emails).toEqual(['a@cern.ch', 'b@cern.ch']);
  });
});
