import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/app';
import { buildRecord } from '../testing/factories';
import { candidateNames, matchAffiliations } from './affiliations';
import { formatAuthorList } from './service';

let testApp: TestApp;
const cern = buildRecord('institutions', {
  legacy_ICN: 'CERN',
  ICN: ['CERN, Geneva'],
  name_variants: [{ value: 'European Organization for Nuclear Research' }],
});
const humboldt = buildRecord('institutions', {
  legacy_ICN: 'Humboldt U., Berlin',
  ICN: ['Humboldt U., Berlin'],
});
const desy = buildRecord('institutions', {
  legacy_ICN: 'DESY',
  name_variants: [{ value: 'Deutsches Elektronen-Synchrotron' }],
});
const caltech = buildRecord('institutions', {
  legacy_ICN: 'Caltech',
  institution_hierarchy: [{ name: 'California Institute of Technology' }],
  addresses: [{ cities: ['Pasadena'], country_code: 'US' }],
});
// Two institutions share a name variant: an affiliation written that way is ambiguous.
const twinA = buildRecord('institutions', {
  legacy_ICN: 'Twin U., North',
  name_variants: [{ value: 'Twin University' }],
});
const twinB = buildRecord('institutions', {
  legacy_ICN: 'Twin U., South',
  name_variants: [{ value: 'Twin University' }],
});
const gone = buildRecord('institutions', { legacy_ICN: 'Closed Lab', deleted: true });

function ref(record: Record<string, unknown>): { $ref: string } {
  return { $ref: `${TEST_PUBLIC_URL}/api/institutions/${record.control_number}` };
}

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(
    testApp.context.db,
    [cern, humboldt, desy, caltech, twinA, twinB, gone].map((metadata) => ({
      collection: 'institutions' as const,
      metadata,
    })),
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('candidateNames', () => {
  it('lists the whole text and every run of comma-separated parts, compared case-blind', () => {
    expect(candidateNames('Humboldt U.,  Berlin, Germany')).toEqual([
      'humboldt u., berlin, germany',
      'humboldt u.',
      'humboldt u., berlin',
      'berlin',
      'berlin, germany',
      'germany',
    ]);
  });
});

describe('matchAffiliations', () => {
  it('links affiliations that name exactly one institution, by ICN, legacy ICN or name variant', async () => {
    const matches = await matchAffiliations(testApp.context, [
      'CERN, CH-1211 Geneva 23, Switzerland',
      'cern, geneva',
      'Institut für Physik, Humboldt U., Berlin, Germany',
      'DEUTSCHES  Elektronen-Synchrotron',
      'Twin University',
      'Closed Lab',
      'Nowhere Institute, Atlantis',
    ]);
    expect(Object.fromEntries(matches)).toEqual({
      'CERN, CH-1211 Geneva 23, Switzerland': { value: 'CERN', record: ref(cern) },
      'cern, geneva': { value: 'CERN', record: ref(cern) },
      'Institut für Physik, Humboldt U., Berlin, Germany': {
        value: 'Humboldt U., Berlin',
        record: ref(humboldt),
      },
      'DEUTSCHES  Elektronen-Synchrotron': { value: 'DESY', record: ref(desy) },
    });
  });

  it('falls back to the institutions search when it finds exactly one record', async () => {
    const matches = await matchAffiliations(testApp.context, [
      'California Institute of Technology, Pasadena',
      // Both twins are found: no link.
      'Twin',
    ]);
    expect(Object.fromEntries(matches)).toEqual({
      'California Institute of Technology, Pasadena': { value: 'Caltech', record: ref(caltech) },
    });
  });

  it('reads query syntax in an affiliation as plain words (no error, no accidental match)', async () => {
    const matches = await matchAffiliations(testApp.context, ['a:b (c OR "', 'title:"CERN*']);
    expect(matches).toEqual(new Map());
  });
});

describe('formatAuthorList', () => {
  it('answers author entries: INSPIRE names, raw and matched affiliations, ids and e-mails', async () => {
    const text = [
      'F. Lastname1,2, F.M. Otherlastname2 0000-0002-1825-0097, Dan Hooper3,4',
      '',
      '1 CERN, Geneva, Switzerland',
      '2 Twin University',
      '3 Deutsches Elektronen-Synchrotron',
      '4 dan.hooper@example.org',
    ].join('\n');
    expect(await formatAuthorList(testApp.context, text)).toEqual({
      authors: [
        {
          full_name: 'Lastname, F.',
          raw_affiliations: [{ value: 'CERN, Geneva, Switzerland' }, { value: 'Twin University' }],
          affiliations: [{ value: 'CERN', record: ref(cern) }],
        },
        {
          full_name: 'Otherlastname, F.M.',
          raw_affiliations: [{ value: 'Twin University' }],
          ids: [{ schema: 'ORCID', value: '0000-0002-1825-0097' }],
        },
        {
          full_name: 'Hooper, Dan',
          raw_affiliations: [{ value: 'Deutsches Elektronen-Synchrotron' }],
          affiliations: [{ value: 'DESY', record: ref(desy) }],
          emails: ['dan.hooper@example.org'],
        },
      ],
    });
  });

  it('answers the warnings with the authors', async () => {
    expect(await formatAuthorList(testApp.context, 'Einstein, N. Bohr')).toEqual({
      authors: [{ full_name: 'Einstein' }, { full_name: 'Bohr, N.' }],
      warnings: ['Found no affiliations (empty line needed)', 'Author without firstname: Einstein'],
    });
  });
});
