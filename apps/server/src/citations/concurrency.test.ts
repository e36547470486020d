import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { saveRecords } from '../records/writer';
import { createTestDatabase } from '../testing/database';
import { buildLiterature } from '../testing/factories';
import { oracleGraph, searchMirrorMismatches, storedGraph, storedRecords } from './testing/oracle';

// PGlite runs one transaction at a time; only PostgreSQL has concurrent writers to get wrong.
const concurrent = Boolean(process.env.DATABASE_URL);

let database: DatabaseHandle;

beforeAll(async () => {
  if (concurrent) {
    database = await createTestDatabase();
  }
});
afterAll(async () => {
  await database?.close();
});

const ref = (controlNumber: unknown) => ({
  record: { $ref: `https://inspirehep.net/api/literature/${controlNumber}` },
});

async function expectGraphMatchesOracle(): Promise<void> {
  const expected = oracleGraph(await storedRecords(database));
  const actual = await storedGraph(database);
  expect(actual.counts).toEqual(expected.counts);
  expect(actual.edges).toEqual(expected.edges);
  expect(await searchMirrorMismatches(database)).toEqual([]);
}

describe.skipIf(!concurrent)('concurrent writers', () => {
  it('lose no citation when many transactions cite the same papers at once', async () => {
    const popular = buildLiterature({ authors: [{ full_name: 'Popular, P.' }] });
    const alsoPopular = buildLiterature({ authors: [{ full_name: 'Popular, P.' }] });
    await saveRecords(database.db, [
      { collection: 'literature', metadata: popular },
      { collection: 'literature', metadata: alsoPopular },
    ]);
    const citers = Array.from({ length: 40 }, (_, index) =>
      buildLiterature({
        authors: [{ full_name: index % 3 === 0 ? 'Popular, P.' : `Citer, ${index}` }],
        references:
          index % 2 === 0
            ? [ref(popular.control_number), ref(alsoPopular.control_number)]
            : [ref(alsoPopular.control_number), ref(popular.control_number)],
      }),
    );
    await Promise.all(
      citers.map((metadata) => saveRecords(database.db, [{ collection: 'literature', metadata }])),
    );
    await expectGraphMatchesOracle();
    const counts = await storedGraph(database);
    expect(counts.counts.get(`lit:${popular.control_number}`)).toEqual([40, 26]);
  });

  it('neither deadlocks nor miscounts when parallel batches cite each other’s papers', async () => {
    const batches = Array.from({ length: 6 }, () => Array.from({ length: 25 }, () => buildLiterature()));
    const everyone = batches.flat();
    let seed = 11;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (const paper of everyone) {
      paper.references = Array.from({ length: 8 }, () =>
        ref(everyone[Math.floor(next() * everyone.length)]!.control_number),
      );
      paper.authors = [{ full_name: `Author, ${Math.floor(next() * 10)}` }];
    }
    await Promise.all(
      batches.map((batch) =>
        saveRecords(
          database.db,
          batch.map((metadata) => ({ collection: 'literature' as const, metadata })),
        ),
      ),
    );
    await expectGraphMatchesOracle();
  });

  it('keeps self-citation flags right when the cited paper’s authors change while it is being cited', async () => {
    const cited = buildLiterature({ authors: [{ full_name: 'Before, B.' }] });
    await saveRecords(database.db, [{ collection: 'literature', metadata: cited }]);
    const citers = Array.from({ length: 12 }, () =>
      buildLiterature({ authors: [{ full_name: 'After, A.' }], references: [ref(cited.control_number)] }),
    );
    await Promise.all([
      ...citers.map((metadata) => saveRecords(database.db, [{ collection: 'literature', metadata }])),
      saveRecords(database.db, [
        { collection: 'literature', metadata: { ...cited, authors: [{ full_name: 'After, A.' }] } },
      ]),
    ]);
    await expectGraphMatchesOracle();
    expect((await storedGraph(database)).counts.get(`lit:${cited.control_number}`)).toEqual([12, 0]);
  });
});
