import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/engine';
import { createRecord } from '../../records/writer';
import { createTestDatabase } from '../../testing/database';
import { buildLiterature } from '../../testing/factories';
import { findExactMatches, findFuzzyCandidates, linkReferences, parseReferenceText } from './index';

const PUBLIC_URL = 'http://parton.test';

let database: DatabaseHandle;

const higgs = buildLiterature({
  titles: [{ title: 'Observation of a new particle in the search for the Standard Model Higgs boson' }],
  authors: [{ full_name: 'Aad, Georges' }, { full_name: 'Abajyan, Tatevik' }],
  arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex'] }],
  dois: [{ value: '10.1016/j.physletb.2012.08.020' }],
  publication_info: [{ journal_title: 'Phys.Lett.B', journal_volume: '716', page_start: '1', year: 2012 }],
  abstracts: [{ value: 'A search for the Standard Model Higgs boson.' }],
  core: true,
});
const cmsHiggs = buildLiterature({
  titles: [{ title: 'Observation of a new boson at a mass of 125 GeV with the CMS experiment at the LHC' }],
  authors: [{ full_name: 'Chatrchyan, Serguei' }],
  arxiv_eprints: [{ value: '1207.7235' }],
  core: true,
});
const sameTitleOtherAuthor = buildLiterature({
  titles: [{ title: 'Observation of a new particle in the search for the Standard Model Higgs boson' }],
  authors: [{ full_name: 'Zyx, Other' }],
});
const sameTitleSameAuthor = buildLiterature({
  titles: [{ title: 'Observation of a new particle in the search for the Standard Model Higgs bosons' }],
  authors: [{ full_name: 'Aad, G.' }],
});
const pdg = buildLiterature({
  titles: [{ title: 'Review of Particle Physics' }],
  publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '98', page_start: '030001', year: 2018 }],
  core: false,
});
const deleted = buildLiterature({
  titles: [{ title: 'Observation of a new particle in the search for the Standard Model Higgs boson' }],
  arxiv_eprints: [{ value: '1999.99999' }],
  deleted: true,
});
const twinA = buildLiterature({ dois: [{ value: '10.1000/twin' }], titles: [{ title: 'Twin one' }] });
const twinB = buildLiterature({ dois: [{ value: '10.1000/TWIN' }], titles: [{ title: 'Twin two' }] });
const unrelated = buildLiterature({ titles: [{ title: 'Lattice QCD thermodynamics at finite density' }] });

const controlNumber = (record: Record<string, unknown>) => record.control_number as number;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const record of [
    higgs,
    cmsHiggs,
    sameTitleOtherAuthor,
    sameTitleSameAuthor,
    pdg,
    deleted,
    twinA,
    twinB,
    unrelated,
  ]) {
    await createRecord(database.db, 'literature', record);
  }
});
afterAll(async () => {
  await database.close();
});

describe('findExactMatches', () => {
  it('finds live records by arXiv id or DOI, in record form or form fields, normalised', async () => {
    expect(await findExactMatches(database.db, { arxiv_eprints: [{ value: 'arXiv:1207.7214v3' }] })).toEqual([
      controlNumber(higgs),
    ]);
    expect(
      await findExactMatches(database.db, { dois: [{ value: 'doi:10.1016/J.PHYSLETB.2012.08.020' }] }),
    ).toEqual([controlNumber(higgs)]);
    expect(
      await findExactMatches(database.db, { arxiv_id: '1207.7235', doi: '10.1016/j.physletb.2012.08.020' }),
    ).toEqual([controlNumber(higgs), controlNumber(cmsHiggs)].sort((a, b) => a - b));
  });

  it('returns every record sharing an identifier, and none for deleted records or no identifiers', async () => {
    expect(await findExactMatches(database.db, { dois: [{ value: '10.1000/twin' }] })).toEqual(
      [controlNumber(twinA), controlNumber(twinB)].sort((a, b) => a - b),
    );
    expect(await findExactMatches(database.db, { arxiv_eprints: [{ value: '1999.99999' }] })).toEqual([]);
    expect(await findExactMatches(database.db, { titles: [{ title: 'Anything' }] })).toEqual([]);
  });
});

describe('findFuzzyCandidates', () => {
  it('ranks title look-alikes, first-author agreement first, and leaves out exact and deleted matches', async () => {
    const candidates = await findFuzzyCandidates(database.db, {
      titles: [{ title: 'Observation of a new particle in the search for the Standard Model Higgs boson' }],
      authors: [{ full_name: 'Aad, Georges' }],
      arxiv_eprints: [{ value: '1207.7214' }],
    });
    const numbers = candidates.map((candidate) => candidate.control_number);
    expect(numbers).not.toContain(controlNumber(higgs));
    expect(numbers).not.toContain(controlNumber(deleted));
    expect(numbers).not.toContain(controlNumber(unrelated));
    // Near-identical title and the same first author beat the identical title by someone else.
    expect(numbers.slice(0, 2)).toEqual([
      controlNumber(sameTitleSameAuthor),
      controlNumber(sameTitleOtherAuthor),
    ]);
    expect(candidates[0]).toEqual({
      control_number: controlNumber(sameTitleSameAuthor),
      title: 'Observation of a new particle in the search for the Standard Model Higgs bosons',
      authors: ['Aad, G.'],
      authors_count: 1,
      arxiv_eprint: null,
      dois: [],
      earliest_date: null,
      publication_info: null,
      abstract: null,
    });
  });

  it('describes a candidate for the curator and honours the limit, deterministically', async () => {
    const data = { title: 'Observation of a new particle in the search for the Standard Model Higgs boson' };
    const first = await findFuzzyCandidates(database.db, data, 1);
    expect(first).toHaveLength(1);
    const all = await findFuzzyCandidates(database.db, data);
    expect(all.map((candidate) => candidate.control_number)).toEqual(
      (await findFuzzyCandidates(database.db, data)).map((candidate) => candidate.control_number),
    );
    const described = all.find((candidate) => candidate.control_number === controlNumber(higgs));
    expect(described).toMatchObject({
      authors: ['Aad, Georges', 'Abajyan, Tatevik'],
      authors_count: 2,
      arxiv_eprint: '1207.7214',
      dois: ['10.1016/j.physletb.2012.08.020'],
      publication_info: 'Phys.Lett.B 716 (2012) 1',
      abstract: 'A search for the Standard Model Higgs boson.',
    });
    expect(await findFuzzyCandidates(database.db, { title: 'Completely different words entirely' })).toEqual(
      [],
    );
    expect(await findFuzzyCandidates(database.db, {})).toEqual([]);
  });
});

describe('linkReferences', () => {
  it('links references that resolve uniquely by arXiv id, DOI or publication info, and counts core ones', async () => {
    const references = parseReferenceText(
      [
        '[1] G. Aad et al., arXiv:1207.7214',
        '[2] CMS, doi:10.9999/unknown',
        '[3] Particle Data Group, Phys. Rev. D 98 (2018) 030001',
        '[4] S. Chatrchyan et al., 1207.7235',
        '[5] Twins, 10.1000/twin',
        '[6] Not a reference to anything we have',
      ].join('\n'),
    );
    const linked = await linkReferences(database.db, references, PUBLIC_URL);
    const refs = linked.references.map(
      (reference) => (reference.record as { $ref: string } | undefined)?.$ref,
    );
    expect(refs).toEqual([
      `${PUBLIC_URL}/api/literature/${controlNumber(higgs)}`,
      undefined,
      `${PUBLIC_URL}/api/literature/${controlNumber(pdg)}`,
      `${PUBLIC_URL}/api/literature/${controlNumber(cmsHiggs)}`,
      // Two records share the DOI: ambiguous, not linked.
      undefined,
      undefined,
    ]);
    expect(linked.matched).toBe(3);
    expect(linked.core).toBe(2);
    // The parsed parts and the raw text stay as they were.
    expect(linked.references[0]).toMatchObject(references[0]!);
  });

  it('keeps a link a reference already has and answers an empty list with zeros', async () => {
    const curated = {
      reference: { misc: ['curated'] },
      record: { $ref: `https://elsewhere.example/api/literature/${controlNumber(pdg)}` },
      curated_relation: true,
    };
    const linked = await linkReferences(database.db, [curated], PUBLIC_URL);
    expect(linked.references[0]?.record).toEqual({
      $ref: `${PUBLIC_URL}/api/literature/${controlNumber(pdg)}`,
    });
    expect(linked).toMatchObject({ matched: 1, core: 0 });
    expect(await linkReferences(database.db, [], PUBLIC_URL)).toEqual({
      references: [],
      matched: 0,
      core: 0,
    });
  });
});
