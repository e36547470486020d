import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { saveRecords } from '../records/writer';
import { citationsPerYear } from '../search/repository';
import { createTestDatabase } from '../testing/database';
import { buildLiterature, buildRecord } from '../testing/factories';
import { recountCitations } from './recount';
import { citingPapersOfAuthor } from './service';
import { oracleGraph, searchMirrorMismatches, storedGraph, storedRecords } from './testing/oracle';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type Metadata = Record<string, unknown>;

const ref = (controlNumber: number, host = 'https://inspirehep.net') => ({
  record: { $ref: `${host}/api/literature/${controlNumber}` },
});
const author = (fullName: string, recid?: number) =>
  recid === undefined
    ? { full_name: fullName }
    : { full_name: fullName, record: { $ref: `https://inspirehep.net/api/authors/${recid}` } };

async function save(...records: Metadata[]): Promise<void> {
  await saveRecords(
    database.db,
    records.map((metadata) => ({ collection: 'literature' as const, metadata })),
  );
}

async function countsOf(controlNumber: unknown, pidType = 'lit'): Promise<[number, number]> {
  const row = await database.db
    .selectFrom('citation_counts')
    .select(['citation_count', 'citation_count_without_self_citations'])
    .where('pid_type', '=', pidType)
    .where('control_number', '=', controlNumber as number)
    .executeTakeFirst();
  return [row?.citation_count ?? 0, row?.citation_count_without_self_citations ?? 0];
}

async function expectGraphMatchesOracle(): Promise<void> {
  const expected = oracleGraph(await storedRecords(database));
  const actual = await storedGraph(database);
  expect(actual.edges).toEqual(expected.edges);
  expect(actual.counts).toEqual(expected.counts);
}

describe('citation edges and counts', () => {
  it('counts a reference linked on any host, once per citing paper, never the paper itself', async () => {
    const cited = buildLiterature({ authors: [author('Cited, Alice')] });
    const citer = buildLiterature({
      authors: [author('Citer, Bob')],
      references: [
        ref(cited.control_number as number),
        ref(cited.control_number as number, 'http://localhost:8080'),
        ref(0),
      ],
    });
    const selfCiter = buildLiterature();
    selfCiter.references = [ref(selfCiter.control_number as number)];
    await save(cited, citer, selfCiter);
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);
    expect(await countsOf(selfCiter.control_number)).toEqual([0, 0]);
    await expectGraphMatchesOracle();
  });

  it('keeps a citation of a record not imported yet and counts it as soon as the record arrives', async () => {
    const future = buildLiterature({ authors: [author('Later, Lou')] });
    const citer = buildLiterature({
      authors: [author('Early, Eve')],
      references: [ref(future.control_number as number)],
    });
    await save(citer);
    expect(await countsOf(future.control_number)).toEqual([1, 1]);
    await save(future);
    expect(await countsOf(future.control_number)).toEqual([1, 1]);
    await expectGraphMatchesOracle();
  });

  it('drops the citations of a deleted, superseded or non-Literature paper and restores them when undone', async () => {
    const cited = buildLiterature({ authors: [author('Target, Tom')] });
    const citer = buildLiterature({
      authors: [author('Source, Sue')],
      references: [ref(cited.control_number as number)],
    });
    await save(cited, citer);
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);

    await save({ ...citer, deleted: true });
    expect(await countsOf(cited.control_number)).toEqual([0, 0]);
    await save(citer);
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);

    await save({ ...citer, related_records: [{ relation: 'successor', record: ref(1).record }] });
    expect(await countsOf(cited.control_number)).toEqual([0, 0]);
    await save({ ...citer, related_records: [{ relation: 'predecessor', record: ref(1).record }] });
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);

    await save({ ...citer, _collections: ['Fermilab'] });
    expect(await countsOf(cited.control_number)).toEqual([0, 0]);
    await save({ ...citer, _collections: ['Literature', 'Fermilab'] });
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);
    await expectGraphMatchesOracle();
  });

  it('dates a citation by the citing paper’s earliest date, missing parts filled', async () => {
    // Citeable: the citations-by-year facet counts the citations of citeable papers.
    const cited = buildLiterature({ citeable: true });
    const citer = buildLiterature({
      preprint_date: '2017-03',
      publication_info: [{ journal_title: 'Phys.Rev.D', year: 2016 }],
      legacy_creation_date: '2017-04-02',
      references: [ref(cited.control_number as number)],
    });
    await save(cited, citer);
    const row = await database.db
      .selectFrom('citations')
      .select('citation_date')
      .where('citer_control_number', '=', citer.control_number as number)
      .executeTakeFirstOrThrow();
    expect(row.citation_date).toBe('2016-01-01');
    const ofCited = sql<boolean>`s.control_number = ${cited.control_number as number}`;
    expect(await citationsPerYear(database.db, [ofCited])).toEqual({ '2016': 1 });
  });

  it('counts citations of data records', async () => {
    const dataset = buildRecord('data');
    const citer = buildLiterature({
      references: [{ record: { $ref: `https://inspirebeta.net/api/data/${dataset.control_number}` } }],
    });
    await saveRecords(database.db, [{ collection: 'data', metadata: dataset }]);
    await save(citer);
    expect(await countsOf(dataset.control_number, 'dat')).toEqual([1, 1]);
    await expectGraphMatchesOracle();
  });
});

describe('self-citations', () => {
  it('are recognised by a shared author record even when the names are written differently', async () => {
    const cited = buildLiterature({ authors: [author('Ellis, John R.', 1010)] });
    const citer = buildLiterature({
      authors: [author('Ellis, J.', 1010)],
      references: [ref(cited.control_number as number)],
    });
    await save(cited, citer);
    expect(await countsOf(cited.control_number)).toEqual([1, 0]);
  });

  it('are not claimed from equal names when both signatures name different author records', async () => {
    const cited = buildLiterature({ authors: [author('Wang, Y.', 2001)] });
    const citer = buildLiterature({
      authors: [author('Wang, Y.', 2002)],
      references: [ref(cited.control_number as number)],
    });
    await save(cited, citer);
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);
  });

  it('fall back to the normalised full name when either signature has no author record', async () => {
    const cited = buildLiterature({ authors: [author('Müller, Thomas', 3001)] });
    const citer = buildLiterature({
      authors: [author('Muller,  Thomas')],
      references: [ref(cited.control_number as number)],
    });
    await save(cited, citer);
    expect(await countsOf(cited.control_number)).toEqual([1, 0]);
  });

  it('follow author changes of the cited paper and of the citing paper', async () => {
    const cited = buildLiterature({ authors: [author('Alpha, A.')] });
    const citer = buildLiterature({
      authors: [author('Beta, B.')],
      references: [ref(cited.control_number as number)],
    });
    await save(cited, citer);
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);
    await save({ ...cited, authors: [author('Alpha, A.'), author('Beta, B.')] });
    expect(await countsOf(cited.control_number)).toEqual([1, 0]);
    await save({ ...citer, authors: [author('Gamma, C.')] });
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);
    await expectGraphMatchesOracle();
  });

  it('ignore supervisors', async () => {
    const cited = buildLiterature({ authors: [author('Student, S.')], supervisors: [author('Boss, B.')] });
    const citer = buildLiterature({
      authors: [author('Other, O.'), { ...author('Boss, B.'), inspire_roles: ['supervisor'] }],
      references: [ref(cited.control_number as number)],
    });
    await save(cited, citer);
    expect(await countsOf(cited.control_number)).toEqual([1, 1]);
  });
});

describe('merged records', () => {
  it('count the citations of a merged-away record for the survivor, once per citing paper', async () => {
    const survivor = buildLiterature({ authors: [author('Keep, K.')] });
    const merged = buildLiterature({ authors: [author('Keep, K.')] });
    const citesMerged = buildLiterature({
      authors: [author('One, O.')],
      references: [ref(merged.control_number as number)],
    });
    const citesBoth = buildLiterature({
      authors: [author('Two, T.')],
      references: [ref(merged.control_number as number), ref(survivor.control_number as number)],
    });
    await save(survivor, merged, citesMerged, citesBoth);
    expect(await countsOf(survivor.control_number)).toEqual([1, 1]);
    expect(await countsOf(merged.control_number)).toEqual([2, 2]);

    await save({ ...merged, deleted: true, new_record: ref(survivor.control_number as number).record });
    expect(await countsOf(survivor.control_number)).toEqual([2, 2]);
    expect(await countsOf(merged.control_number)).toEqual([0, 0]);
    await expectGraphMatchesOracle();

    await save(merged);
    expect(await countsOf(survivor.control_number)).toEqual([1, 1]);
    expect(await countsOf(merged.control_number)).toEqual([2, 2]);
    await expectGraphMatchesOracle();
  });
});

describe('author "Cited by"', () => {
  it('lists the papers citing any paper of the author record', async () => {
    const first = buildLiterature({ authors: [author('Prolific, P.', 7001)] });
    const second = buildLiterature({ authors: [author('Prolific, P.', 7001), author('Co, C.')] });
    const citerA = buildLiterature({ references: [ref(first.control_number as number)] });
    const citerB = buildLiterature({
      references: [ref(first.control_number as number), ref(second.control_number as number)],
    });
    await save(first, second, citerA, citerB);
    expect(await citingPapersOfAuthor(database.db, 7001)).toEqual(
      [citerA.control_number, citerB.control_number].sort(),
    );
  });
});

describe('search table', () => {
  it('carries the same counts as citation_counts after every write', async () => {
    expect(await searchMirrorMismatches(database)).toEqual([]);
  });
});

describe('recount', () => {
  it('rebuilds exactly the graph the writes maintained, and is idempotent', async () => {
    const before = await storedGraph(database);
    const steps = await recountCitations(database.db);
    expect(steps.map((step) => step.name)).toEqual([
      'identifiers',
      'redirects',
      'edges',
      'counts',
      'search mirror',
    ]);
    expect(await storedGraph(database)).toEqual(before);
    await recountCitations(database.db);
    expect(await storedGraph(database)).toEqual(before);
  });
});
