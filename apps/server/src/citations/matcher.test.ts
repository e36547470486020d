import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { findRecord } from '../records/repository';
import { saveRecords } from '../records/writer';
import { createTestDatabase } from '../testing/database';
import { buildLiterature, buildRecord } from '../testing/factories';
import {
  normalizeArxiv,
  normalizeDoi,
  normalizeIsbn,
  normalizeReportNumber,
  publicationKeys,
} from './identifiers';
import { matchingCheckpoint, matchReferences } from './matcher';

const PUBLIC_URL = 'http://parton.test';

let database: DatabaseHandle;

type Metadata = Record<string, unknown>;

const higgs = buildLiterature({
  arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex'] }],
  dois: [{ value: '10.1016/j.physletb.2012.08.020' }],
  isbns: [{ value: '978-3-16-148410-0' }],
  report_numbers: [{ value: 'CERN-PH-EP-2012-218' }],
  texkeys: ['Aad:2012tfa'],
  publication_info: [{ journal_title: 'Phys.Lett.B', journal_volume: '716', page_start: '1', year: 2012 }],
});
const jhepPaper = buildLiterature({
  dois: [{ value: '10.1007/JHEP03(2009)112' }],
  publication_info: [{ journal_title: 'JHEP', journal_volume: '03', artid: '112', year: 2009 }],
});
const twinA = buildLiterature({
  publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '86', page_start: '010001', year: 2012 }],
});
const twinB = buildLiterature({
  publication_info: [
    { journal_title: 'Phys. Rev. D', journal_volume: '86', page_start: '10001', year: 2012 },
  ],
});
const nuclear = buildLiterature({
  publication_info: [{ journal_title: 'Nucl.Phys.B', journal_volume: '360', page_start: '145', year: 1991 }],
});
const dataset = buildRecord('data', { dois: [{ value: '10.17182/hepdata.1234.v1' }] });
const nuclearJournal = buildRecord('journals', {
  journal_title: { title: 'Nuclear Physics B' },
  short_title: 'Nucl.Phys.B',
  title_variants: ['NUCL PHYS B', 'NUCLEAR PHYS B'],
});
const withdrawn = buildLiterature({ arxiv_eprints: [{ value: '1111.1111' }], deleted: true });
const hidden = buildLiterature({ arxiv_eprints: [{ value: '2222.2222' }], _collections: ['HAL Hidden'] });

beforeAll(async () => {
  database = await createTestDatabase();
  await saveRecords(database.db, [
    ...[higgs, jhepPaper, twinA, twinB, nuclear, withdrawn, hidden].map((metadata) => ({
      collection: 'literature' as const,
      metadata,
    })),
    { collection: 'data', metadata: dataset },
    { collection: 'journals', metadata: nuclearJournal },
  ]);
});
afterAll(async () => {
  await database.close();
});

const link = (collection: string, controlNumber: unknown) => ({
  $ref: `${PUBLIC_URL}/api/${collection}/${controlNumber}`,
});

/** Writes a paper citing with these references, runs the matcher on it, and returns its references. */
async function matched(
  references: Metadata[],
  mode: 'unlinked' | 'uncurated' = 'unlinked',
): Promise<Metadata[]> {
  const citer = buildLiterature({ references: references.map((reference) => ({ ...reference })) });
  await saveRecords(database.db, [{ collection: 'literature', metadata: citer }]);
  await matchReferences(database.db, {
    publicUrl: PUBLIC_URL,
    mode,
    scope: { kind: 'controlNumbers', controlNumbers: [citer.control_number as number] },
  });
  const stored = await findRecord(database.db, 'literature', citer.control_number as number);
  return JSON.parse(stored!.metadataJson).references;
}

async function linkOfSingle(reference: Metadata): Promise<unknown> {
  const [result] = await matched([{ reference }]);
  return result?.record;
}

describe('identifier normalisation', () => {
  it('drops the arXiv prefix and version, resolver prefixes of DOIs and punctuation of report numbers', () => {
    expect(normalizeArxiv('arXiv:1207.7214v2')).toBe('1207.7214');
    expect(normalizeArxiv('hep-ph/0603175')).toBe('hep-ph/0603175');
    expect(normalizeDoi('https://doi.org/10.1016/J.PhysLetB.2012.08.020')).toBe(
      '10.1016/j.physletb.2012.08.020',
    );
    expect(normalizeReportNumber('CERN-PH-EP/2012-218')).toBe('cernphep2012218');
  });

  it('compares an ISBN-10 with its ISBN-13', () => {
    expect(normalizeIsbn('3-16-148410-X')).toBe(normalizeIsbn('978-3-16-148410-0'));
  });

  it('moves an old-style volume letter into the title and the year out of a JHEP volume', () => {
    expect(
      publicationKeys({ journal_title: 'Phys. Lett.', journal_volume: 'B716', page_start: '1' }),
    ).toEqual([{ title: 'physlettb', rest: '|716|1', restWithYear: undefined }]);
    expect(publicationKeys({ journal_title: 'JHEP', journal_volume: '0903', artid: '112' })).toEqual([
      { title: 'jhep', rest: '|3|112', restWithYear: '|3|112|2009' },
    ]);
  });
});

describe('reference matcher', () => {
  it('links by arXiv id, with or without prefix and version', async () => {
    expect(await linkOfSingle({ arxiv_eprint: 'arXiv:1207.7214v1' })).toEqual(
      link('literature', higgs.control_number),
    );
  });

  it('does not link an arXiv id differing in one digit', async () => {
    expect(await linkOfSingle({ arxiv_eprint: '1207.7215' })).toBeUndefined();
  });

  it('links by DOI whatever its case', async () => {
    expect(await linkOfSingle({ dois: ['10.1016/J.PHYSLETB.2012.08.020'] })).toEqual(
      link('literature', higgs.control_number),
    );
  });

  it('does not link a DOI differing in one character', async () => {
    expect(await linkOfSingle({ dois: ['10.1016/j.physletb.2012.08.021'] })).toBeUndefined();
  });

  it('links by ISBN, an ISBN-10 finding the ISBN-13', async () => {
    expect(await linkOfSingle({ isbn: '3-16-148410-X' })).toEqual(link('literature', higgs.control_number));
    expect(await linkOfSingle({ isbn: '3-16-148411-X' })).toBeUndefined();
  });

  it('links by report number compared on letters and digits', async () => {
    expect(await linkOfSingle({ report_numbers: ['cern ph ep 2012/218'] })).toEqual(
      link('literature', higgs.control_number),
    );
    expect(await linkOfSingle({ report_numbers: ['CERN-PH-EP-2012-219'] })).toBeUndefined();
  });

  it('links by texkey', async () => {
    expect(await linkOfSingle({ texkey: 'Aad:2012tfa' })).toEqual(link('literature', higgs.control_number));
    expect(await linkOfSingle({ texkey: 'Aad:2012tfb' })).toBeUndefined();
  });

  it('links by journal, volume and page, whatever the title punctuation or volume style', async () => {
    for (const publicationInfo of [
      { journal_title: 'Phys. Lett. B', journal_volume: '716', page_start: '1' },
      { journal_title: 'Phys.Lett.', journal_volume: 'B716', page_start: '1' },
      { journal_title: 'PHYS LETT B', journal_volume: '716', artid: '1' },
    ]) {
      expect(
        await linkOfSingle({ publication_info: publicationInfo }),
        JSON.stringify(publicationInfo),
      ).toEqual(link('literature', higgs.control_number));
    }
  });

  it('does not link a different volume or a page one digit off', async () => {
    expect(
      await linkOfSingle({
        publication_info: { journal_title: 'Phys.Lett.B', journal_volume: '717', page_start: '1' },
      }),
    ).toBeUndefined();
    expect(
      await linkOfSingle({
        publication_info: { journal_title: 'Phys.Lett.B', journal_volume: '716', page_start: '2' },
      }),
    ).toBeUndefined();
  });

  it('needs the year for JHEP, whose volume restarts every year', async () => {
    expect(
      await linkOfSingle({
        publication_info: { journal_title: 'JHEP', journal_volume: '0903', artid: '112' },
      }),
    ).toEqual(link('literature', jhepPaper.control_number));
    expect(
      await linkOfSingle({
        publication_info: { journal_title: 'JHEP', journal_volume: '03', artid: '112', year: 2009 },
      }),
    ).toEqual(link('literature', jhepPaper.control_number));
    expect(
      await linkOfSingle({
        publication_info: { journal_title: 'JHEP', journal_volume: '03', artid: '112', year: 2010 },
      }),
    ).toBeUndefined();
    expect(
      await linkOfSingle({ publication_info: { journal_title: 'JHEP', journal_volume: '03', artid: '112' } }),
    ).toBeUndefined();
  });

  it('finds a journal written as one of its title variants', async () => {
    expect(
      await linkOfSingle({
        publication_info: { journal_title: 'Nuclear Physics B', journal_volume: '360', page_start: '145' },
      }),
    ).toEqual(link('literature', nuclear.control_number));
  });

  it('links nothing when two records have the same publication info', async () => {
    expect(
      await linkOfSingle({
        publication_info: { journal_title: 'Phys.Rev.D', journal_volume: '86', page_start: '010001' },
      }),
    ).toBeUndefined();
  });

  it('lets a later identifier decide when unique identifiers disagree', async () => {
    expect(
      await linkOfSingle({
        arxiv_eprint: '1207.7214',
        dois: ['10.1016/j.physletb.2012.08.020'],
        report_numbers: ['CERN-PH-EP-2012-218'],
      }),
    ).toEqual(link('literature', higgs.control_number));
    expect(
      await linkOfSingle({
        arxiv_eprint: '1207.7214',
        dois: ['10.1007/jhep03(2009)112'],
        publication_info: { journal_title: 'JHEP', journal_volume: '0903', artid: '112' },
      }),
    ).toEqual(link('literature', jhepPaper.control_number));
  });

  it('links data records by DOI', async () => {
    expect(await linkOfSingle({ dois: ['10.17182/HEPDATA.1234.v1'] })).toEqual(
      link('data', dataset.control_number),
    );
  });

  it('never links deleted records or records outside the Literature collection', async () => {
    expect(await linkOfSingle({ arxiv_eprint: '1111.1111' })).toBeUndefined();
    expect(await linkOfSingle({ arxiv_eprint: '2222.2222' })).toBeUndefined();
  });

  it('leaves curated links untouched and unmatched references as they came', async () => {
    const curated = {
      curated_relation: true,
      record: { $ref: `https://inspirehep.net/api/literature/${twinA.control_number}` },
      reference: { arxiv_eprint: '1207.7214' },
    };
    const unmatched = { reference: { arxiv_eprint: '9999.9999', misc: ['A paper nobody has'] } };
    const [first, second] = await matched([curated, unmatched], 'uncurated');
    expect(first).toEqual(curated);
    expect(second).toEqual(unmatched);
  });

  it('re-links an uncurated link only when asked to, and keeps it when it is a candidate', async () => {
    const wrong = {
      record: { $ref: `https://inspirehep.net/api/literature/${twinA.control_number}` },
      reference: { arxiv_eprint: '1207.7214' },
    };
    expect((await matched([wrong]))[0]?.record).toEqual(wrong.record);
    expect((await matched([wrong], 'uncurated'))[0]?.record).toEqual(
      link('literature', higgs.control_number),
    );
    const ambiguous = {
      record: { $ref: `https://inspirehep.net/api/literature/${twinB.control_number}` },
      reference: {
        publication_info: { journal_title: 'Phys.Rev.D', journal_volume: '86', page_start: '010001' },
      },
    };
    expect((await matched([ambiguous], 'uncurated'))[0]?.record).toEqual(ambiguous.record);
  });

  it('writes a new revision through the record writer, so the citation is counted', async () => {
    const citer = buildLiterature({ references: [{ reference: { texkey: 'Aad:2012tfa' } }] });
    await saveRecords(database.db, [{ collection: 'literature', metadata: citer }]);
    const before = await database.db
      .selectFrom('citation_counts')
      .select('citation_count')
      .where('pid_type', '=', 'lit')
      .where('control_number', '=', higgs.control_number as number)
      .executeTakeFirst();
    const summary = await matchReferences(database.db, {
      publicUrl: PUBLIC_URL,
      scope: { kind: 'controlNumbers', controlNumbers: [citer.control_number as number] },
    });
    expect(summary).toMatchObject({ papersScanned: 1, referencesLinked: 1, papersUpdated: 1, conflicts: 0 });
    const stored = await findRecord(database.db, 'literature', citer.control_number as number);
    expect(stored?.revisionId).toBe(1);
    const after = await database.db
      .selectFrom('citation_counts')
      .select('citation_count')
      .where('pid_type', '=', 'lit')
      .where('control_number', '=', higgs.control_number as number)
      .executeTakeFirstOrThrow();
    expect(after.citation_count).toBe((before?.citation_count ?? 0) + 1);
  });

  it('matches only the papers written since a checkpoint (import --match)', async () => {
    const before = buildLiterature({ references: [{ reference: { texkey: 'Aad:2012tfa' } }] });
    await saveRecords(database.db, [{ collection: 'literature', metadata: before }]);
    const checkpoint = await matchingCheckpoint(database.db);
    const after = buildLiterature({ references: [{ reference: { texkey: 'Aad:2012tfa' } }] });
    await saveRecords(database.db, [{ collection: 'literature', metadata: after }]);
    const summary = await matchReferences(database.db, {
      publicUrl: PUBLIC_URL,
      scope: { kind: 'updatedSince', since: checkpoint },
    });
    expect(summary).toMatchObject({ papersScanned: 1, referencesLinked: 1 });
    const untouched = await findRecord(database.db, 'literature', before.control_number as number);
    expect(JSON.parse(untouched!.metadataJson).references[0].record).toBeUndefined();
  });
});
