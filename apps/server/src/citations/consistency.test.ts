import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { type RecordInput, saveRecords } from '../records/writer';
import { createTestDatabase } from '../testing/database';
import { recountCitations } from './recount';
import { oracleGraph, searchMirrorMismatches, storedGraph, storedRecords } from './testing/oracle';

/**
 * Property: whatever sequence of creates, edits, deletions, supersessions and merges is written (one record or
 * several per transaction), the incrementally maintained edges and counts equal a brute-force recount of the
 * stored records, and `recountCitations` rebuilds exactly them.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** mulberry32: a tiny seeded generator, so that a failing sequence can be replayed from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Metadata = Record<string, unknown>;

const LITERATURE = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => 5_000_000 + n);
const DATA = [5_000_101, 5_000_102];
const NEVER_CREATED = 5_000_999;
const HOSTS = ['https://inspirehep.net', 'https://inspirebeta.net', 'http://localhost:8080', ''];
// Homonyms, the same person with and without an author record, and people only known by name.
const PEOPLE = [
  { full_name: 'Ellis, J.', recid: 101 },
  { full_name: 'Ellis, J.' },
  { full_name: 'Ellis, J.', recid: 102 },
  { full_name: 'Witten, Edward', recid: 201 },
  { full_name: 'Witten, E.', recid: 201 },
  { full_name: 'Maldacena, Juan' },
  { full_name: 'Maldacena,  Juan' },
  { full_name: 'Müller, T.' },
  { full_name: 'Muller, T.', recid: 301 },
];

const COLLABORATION = Array.from({ length: 30 }, (_, index) =>
  index % 3 === 0
    ? { full_name: `Member, M${index}.` }
    : { full_name: `Member, M${index}.`, recid: 400 + index },
);

class Scenario {
  readonly records = new Map<number, { collection: 'literature' | 'data'; metadata: Metadata }>();
  constructor(private readonly random: () => number) {}

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private chance(probability: number): boolean {
    return this.random() < probability;
  }

  private existing(collection: 'literature' | 'data'): number[] {
    return [...this.records.entries()]
      .filter(([, record]) => record.collection === collection)
      .map(([n]) => n);
  }

  private authors(): Metadata[] {
    // Now and then a collaboration-sized list, so that papers gaining many authors at once are covered too.
    const count = this.chance(0.1) ? 17 + Math.floor(this.random() * 8) : Math.floor(this.random() * 4);
    return Array.from({ length: count }, () => {
      const person = this.chance(0.5) || count < 17 ? this.pick(PEOPLE) : this.pick(COLLABORATION);
      const signature: Metadata = { full_name: person.full_name };
      if (person.recid !== undefined) {
        signature.record = { $ref: `https://inspirehep.net/api/authors/${person.recid}` };
      }
      if (this.chance(0.1)) {
        signature.inspire_roles = ['supervisor'];
      }
      return signature;
    });
  }

  private references(): Metadata[] {
    const count = Math.floor(this.random() * 6);
    return Array.from({ length: count }, () => {
      const dataLink = this.chance(0.15);
      const target = dataLink ? this.pick(DATA) : this.pick([...LITERATURE, NEVER_CREATED]);
      const collection = dataLink ? 'data' : 'literature';
      if (this.chance(0.1)) {
        return { reference: { title: { title: 'An unlinked reference' } } };
      }
      return { record: { $ref: `${this.pick(HOSTS)}/api/${collection}/${target}` } };
    });
  }

  private dates(): Metadata {
    const dates: Metadata = {};
    if (this.chance(0.7)) {
      dates.preprint_date = this.pick(['2015', '2016-05', '2017-11-30', '2019-02']);
    }
    if (this.chance(0.5)) {
      dates.publication_info = [{ journal_title: 'Phys.Rev.D', year: this.pick([2014, 2016, 2018]) }];
    }
    return dates;
  }

  private literature(controlNumber: number): Metadata {
    return {
      $schema: 'https://inspirehep.net/schemas/records/hep.json',
      _collections: this.chance(0.9) ? ['Literature'] : ['Fermilab'],
      control_number: controlNumber,
      titles: [{ title: `Paper ${controlNumber}` }],
      authors: this.authors(),
      references: this.references(),
      ...this.dates(),
    };
  }

  /** One random change to one record, or undefined when the state offers none of the chosen kind. */
  nextChange(): RecordInput | undefined {
    const papers = this.existing('literature');
    const roll = this.random();
    if (roll < 0.2 || papers.length < 3) {
      const controlNumber = this.pick(LITERATURE);
      const metadata = this.records.has(controlNumber)
        ? { ...this.records.get(controlNumber)!.metadata, ...this.literature(controlNumber) }
        : this.literature(controlNumber);
      return { collection: 'literature', metadata };
    }
    if (roll < 0.27) {
      const controlNumber = this.pick(DATA);
      const metadata: Metadata = {
        control_number: controlNumber,
        _collections: ['Data'],
        titles: [{ title: `Data ${controlNumber}` }],
      };
      if (this.chance(0.3)) {
        metadata.deleted = true;
        const other = DATA.find((n) => n !== controlNumber)!;
        if (this.chance(0.5)) {
          metadata.new_record = { $ref: `https://inspirehep.net/api/data/${other}` };
        }
      }
      return { collection: 'data', metadata };
    }
    const controlNumber = this.pick(papers);
    const metadata = { ...this.records.get(controlNumber)!.metadata };
    if (roll < 0.42) {
      metadata.references = this.references();
    } else if (roll < 0.55) {
      metadata.authors = this.authors();
    } else if (roll < 0.63) {
      if (metadata.deleted === true) {
        delete metadata.deleted;
        delete metadata.new_record;
      } else {
        metadata.deleted = true;
      }
    } else if (roll < 0.71) {
      metadata.related_records = this.chance(0.5)
        ? [
            {
              relation: 'successor',
              record: { $ref: `https://inspirehep.net/api/literature/${this.pick(papers)}` },
            },
          ]
        : [];
    } else if (roll < 0.85) {
      const survivors = papers.filter(
        (n) => n !== controlNumber && this.records.get(n)!.metadata.deleted !== true,
      );
      if (survivors.length === 0) {
        return undefined;
      }
      metadata.deleted = true;
      metadata.new_record = { $ref: `https://labs.inspirehep.net/api/literature/${this.pick(survivors)}` };
    } else if (roll < 0.92) {
      delete metadata.deleted;
      delete metadata.new_record;
    } else {
      metadata._collections = this.chance(0.5) ? ['Literature', 'CDS Hidden'] : ['HAL Hidden'];
    }
    return { collection: 'literature', metadata };
  }

  /** Remembers what was written (the last version of a record in a batch wins, as the writer has it). */
  apply(inputs: RecordInput[]): void {
    for (const input of inputs) {
      this.records.set(input.metadata.control_number as number, {
        collection: input.collection as 'literature' | 'data',
        metadata: input.metadata,
      });
    }
  }
}

async function expectGraphMatchesOracle(context: string): Promise<void> {
  const expected = oracleGraph(await storedRecords(database));
  const actual = await storedGraph(database);
  if (process.env.DEBUG_CITATIONS && JSON.stringify(actual.edges) !== JSON.stringify(expected.edges)) {
    console.log(
      context,
      'missing',
      expected.edges.filter((e) => !actual.edges.includes(e)),
      'extra',
      actual.edges.filter((e) => !expected.edges.includes(e)),
    );
  }
  expect(actual.counts, context).toEqual(expected.counts);
  expect(actual.edges, context).toEqual(expected.edges);
  expect(await searchMirrorMismatches(database), context).toEqual([]);
}

const STEPS = Number(process.env.CITATIONS_PROPERTY_STEPS ?? 60);
// More seeds for a longer search: CITATIONS_PROPERTY_SEEDS=1,2,3 CITATIONS_PROPERTY_STEPS=500
const SEEDS = (process.env.CITATIONS_PROPERTY_SEEDS ?? '20240601,7').split(',').map(Number);

describe('incremental citation graph', () => {
  for (const seed of SEEDS) {
    it(`equals a full recount after every write (seed ${seed}, ${STEPS} steps)`, async () => {
      const random = seededRandom(seed);
      const scenario = new Scenario(random);
      for (let step = 0; step < STEPS; step += 1) {
        const batchSize = random() < 0.25 ? 2 + Math.floor(random() * 3) : 1;
        const inputs: RecordInput[] = [];
        for (let index = 0; index < batchSize; index += 1) {
          const change = scenario.nextChange();
          if (change) {
            inputs.push(change);
          }
        }
        if (inputs.length === 0) {
          continue;
        }
        if (process.env.DEBUG_CITATIONS) {
          console.log(
            step,
            JSON.stringify(
              inputs.map((i) => ({
                cn: i.metadata.control_number,
                d: i.metadata.deleted,
                nr: i.metadata.new_record,
                rr: i.metadata.related_records,
                c: i.metadata._collections,
                refs: (i.metadata.references as unknown[] | undefined)?.length,
              })),
            ),
          );
        }
        await saveRecords(database.db, inputs);
        scenario.apply(inputs);
        await expectGraphMatchesOracle(`seed ${seed}, step ${step}`);
      }
      const incremental = await storedGraph(database);
      await recountCitations(database.db);
      expect(await storedGraph(database)).toEqual(incremental);
    });
  }
});
