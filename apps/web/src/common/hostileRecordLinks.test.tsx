import type { CollectionName } from '@parton/records';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthorDetailPage } from '../authors/pages/AuthorDetailPage';
import { ConferenceDetailPage } from '../conferences/pages/ConferenceDetailPage';
import { DataDetailPage } from '../data/pages/DataDetailPage';
import { ExperimentDetailPage } from '../experiments/pages/ExperimentDetailPage';
import { InstitutionDetailPage } from '../institutions/pages/InstitutionDetailPage';
import { JobDetailPage } from '../jobs/pages/JobDetailPage';
import { JournalDetailPage } from '../journals/pages/JournalDetailPage';
import { FiguresTab } from '../literature/components/FiguresTab';
import { LiteratureDetailPage } from '../literature/pages/LiteratureDetailPage';
import { SeminarDetailPage } from '../seminars/pages/SeminarDetailPage';
import { envelope, mockApi, renderRoute } from './testing/renderRoute';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Addresses a record may carry that must never become a link or an image: every one names HOSTILE. */
const HOSTILE = [
  'javascript:alert("HOSTILE")',
  'jAvAsCrIpT:alert("HOSTILE")',
  '  \u0001javascript:alert("HOSTILE")',
  'java\tscript:alert("HOSTILE")',
  'data:text/html,<script>alert("HOSTILE")</script>',
  'vbscript:msgbox("HOSTILE")',
  '//evil.example/HOSTILE',
  '/api/files/HOSTILE.png',
];

/** `[{value}]` entries of one link field: the hostile ones, then one good address naming the field. */
function urlsOf(field: string): { value: string }[] {
  return [...HOSTILE.map((value) => ({ value })), { value: `https://ok.example/${field}` }];
}

/** Every link and image of the page: in-app paths, mail links and absolute http(s) addresses only. */
function expectOnlySafeAddresses(): void {
  const addresses = [
    ...[...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? ''),
    ...[...document.querySelectorAll('img[src]')].map((image) => image.getAttribute('src') ?? ''),
  ];
  for (const address of addresses) {
    expect(address).not.toMatch(/HOSTILE/);
    expect(address).toMatch(/^(https?:\/\/|mailto:|#|\/(?!\/))/);
  }
}

function expectLinkTo(address: string): void {
  const hrefs = [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href'));
  expect(hrefs).toContain(address);
}

async function renderDetail(
  Page: ComponentType,
  collection: CollectionName,
  metadata: Record<string, unknown> & { control_number: number },
) {
  mockApi((url) =>
    url.pathname === `/api/${collection}/${metadata.control_number}` ? envelope(metadata) : undefined,
  );
  renderRoute(Page, `/${collection}/:id`, `/${collection}/${metadata.control_number}`);
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(screen.queryAllByText('Loading ...')).toHaveLength(0));
}

describe('links from record data', () => {
  it('literature: urls, fulltext links, documents, external systems and dataset links', async () => {
    await renderDetail(LiteratureDetailPage, 'literature', {
      control_number: 1,
      titles: [{ title: 'A paper with hostile links' }],
      urls: urlsOf('urls'),
      fulltext_links: urlsOf('fulltext'),
      dataset_links: urlsOf('datasets'),
      documents: urlsOf('documents').map(({ value }) => ({ key: 'd', url: value, fulltext: true })),
      external_system_identifiers: [
        ...HOSTILE.map((url_link) => ({ url_name: 'EVIL', url_link })),
        { url_name: 'OSTI', url_link: 'https://ok.example/external' },
      ],
    });
    expectOnlySafeAddresses();
    expectLinkTo('https://ok.example/urls');
    expectLinkTo('https://ok.example/fulltext');
    expectLinkTo('https://ok.example/datasets');
    expectLinkTo('https://ok.example/external');
    // The pdf button takes the first fulltext link that may be followed, skipping the hostile ones.
    expect(screen.getByRole('link', { name: /pdf/ }).getAttribute('href')).toBe(
      'https://ok.example/fulltext',
    );
    expect(screen.getByText('Figures (0)')).toBeTruthy();
  });

  it('literature figures: only http(s) images are shown', () => {
    render(
      <FiguresTab
        figures={[
          ...HOSTILE.map((url, index) => ({ url, key: `hostile-${index}`, caption: 'hostile' })),
          { url: 'https://ok.example/figure.png', key: 'good', caption: 'good' },
        ]}
      />,
    );
    const sources = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['https://ok.example/figure.png']);
    expect(screen.getByText('Figure 1')).toBeTruthy();
  });

  it('seminars: website, join and material links', async () => {
    await renderDetail(SeminarDetailPage, 'seminars', {
      control_number: 2,
      title: { title: 'A seminar' },
      urls: urlsOf('seminar-urls'),
      join_urls: urlsOf('join'),
      material_urls: urlsOf('material'),
    });
    expectOnlySafeAddresses();
    expectLinkTo('https://ok.example/seminar-urls');
    expectLinkTo('https://ok.example/join');
    expectLinkTo('https://ok.example/material');
  });

  it('jobs: more-information links and reference-letter addresses', async () => {
    await renderDetail(JobDetailPage, 'jobs', {
      control_number: 3,
      position: 'Postdoc',
      status: 'open',
      urls: urlsOf('job-urls'),
      reference_letters: { urls: urlsOf('letters') },
    });
    expectOnlySafeAddresses();
    expectLinkTo('https://ok.example/job-urls');
    expectLinkTo('https://ok.example/letters');
    // Refused addresses stay readable as text.
    expect(screen.getAllByText('jAvAsCrIpT:alert("HOSTILE")').length).toBeGreaterThan(0);
  });

  it.each([
    ['conferences', ConferenceDetailPage, { titles: [{ title: 'A conference' }] }],
    ['institutions', InstitutionDetailPage, { legacy_ICN: 'An institution' }],
    ['experiments', ExperimentDetailPage, { legacy_name: 'An experiment' }],
    ['journals', JournalDetailPage, { journal_title: { title: 'A journal' }, short_title: 'J.' }],
    ['data', DataDetailPage, { titles: [{ title: 'A dataset' }] }],
    ['authors', AuthorDetailPage, { name: { value: 'Doe, Jane' } }],
  ] as const)('%s: urls', async (collection, Page, fields) => {
    await renderDetail(Page, collection, { control_number: 4, ...fields, urls: urlsOf(collection) });
    expectOnlySafeAddresses();
    expectLinkTo(`https://ok.example/${collection}`);
  });
});
