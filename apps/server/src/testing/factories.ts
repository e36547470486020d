import type { CollectionName } from '@parton/records';

let nextControlNumber = 900_000;

/** A valid literature record; override any field. */
export function buildLiterature(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  nextControlNumber += 1;
  return {
    $schema: 'https://inspirehep.net/schemas/records/hep.json',
    _collections: ['Literature'],
    control_number: nextControlNumber,
    document_type: ['article'],
    titles: [{ title: `A study of things ${nextControlNumber}` }],
    authors: [{ full_name: 'Ellis, John R.' }, { full_name: 'Müller, Thomas' }],
    ...overrides,
  };
}

const MINIMAL: Record<Exclude<CollectionName, 'literature'>, Record<string, unknown>> = {
  authors: { name: { value: 'Doe, Jane' } },
  institutions: { legacy_ICN: 'Test U.' },
  conferences: { titles: [{ title: 'A Conference' }] },
  seminars: {
    title: { title: 'A Seminar' },
    start_datetime: '2030-01-01T10:00:00.000000',
    end_datetime: '2030-01-01T11:00:00.000000',
    timezone: 'Europe/Zurich',
  },
  journals: { journal_title: { title: 'Journal of Tests' }, short_title: 'J.Tests' },
  jobs: { position: 'Postdoc', status: 'open' },
  experiments: { legacy_name: 'TEST-EXP' },
  data: { titles: [{ title: 'A dataset' }] },
};

/** A valid record of any collection; override any field. */
export function buildRecord(
  collection: CollectionName,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  if (collection === 'literature') {
    return buildLiterature(overrides);
  }
  nextControlNumber += 1;
  return {
    control_number: nextControlNumber,
    _collections: [collection],
    ...MINIMAL[collection],
    ...overrides,
  };
}
