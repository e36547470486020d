import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { signaturesDeriver } from '../records/derivers/signatures';
import { saveRecords } from '../records/writer';
import { createTestDatabase } from '../testing/database';
import { buildLiterature, buildRecord } from '../testing/factories';
import { searchIndexDeriver } from './indexDeriver';

// Only the derivers under test: the citations deriver would rewrite the counts this test sets by hand.
const derivers = [signaturesDeriver, searchIndexDeriver];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function searchRow(controlNumber: number) {
  const result = await sql<{
    title_text: string;
    dois: string[];
    author_count: number;
    deleted: boolean;
    citation_count: number;
    citation_count_without_self_citations: number;
    facet_author_names: string[];
  }>`SELECT title_text, dois, author_count, deleted, citation_count, citation_count_without_self_citations,
       facet_author_names
     FROM literature_search WHERE control_number = ${controlNumber}`.execute(database.db);
  return result.rows[0];
}

describe('search index deriver', () => {
  it('writes the search row of a new paper, starting from the citation counts already known', async () => {
    const paper = buildLiterature({ dois: [{ value: '10.1000/ABC' }] });
    await sql`INSERT INTO citation_counts (pid_type, control_number, citation_count, citation_count_without_self_citations)
      VALUES ('lit', ${paper.control_number as number}, 7, 5)`.execute(database.db);
    await saveRecords(database.db, [{ collection: 'literature', metadata: paper }], { derivers });
    expect(await searchRow(paper.control_number as number)).toMatchObject({
      dois: ['10.1000/abc'],
      author_count: 2,
      deleted: false,
      citation_count: 7,
      citation_count_without_self_citations: 5,
    });
  });

  it('rewrites the row on update but never the citation counts', async () => {
    const paper = buildLiterature({ titles: [{ title: 'Before' }] });
    await saveRecords(database.db, [{ collection: 'literature', metadata: paper }], { derivers });
    await sql`UPDATE literature_search SET citation_count = 42, citation_count_without_self_citations = 40
      WHERE control_number = ${paper.control_number as number}`.execute(database.db);
    await saveRecords(
      database.db,
      [{ collection: 'literature', metadata: { ...paper, titles: [{ title: 'After' }] } }],
      {
        derivers,
      },
    );
    expect(await searchRow(paper.control_number as number)).toMatchObject({
      title_text: 'After',
      citation_count: 42,
      citation_count_without_self_citations: 40,
    });
  });

  it('keeps a deleted record flagged, and indexes the other collections', async () => {
    const paper = buildLiterature();
    const job = buildRecord('jobs', { position: 'Indexed postdoc' });
    await saveRecords(
      database.db,
      [
        { collection: 'literature', metadata: paper },
        { collection: 'jobs', metadata: job },
      ],
      { derivers },
    );
    await saveRecords(database.db, [{ collection: 'literature', metadata: { ...paper, deleted: true } }], {
      derivers,
    });
    expect((await searchRow(paper.control_number as number))?.deleted).toBe(true);
    const jobs = await sql<{ collection: string; status: string }>`
      SELECT collection, status FROM collection_search WHERE control_number = ${job.control_number as number}`.execute(
      database.db,
    );
    expect(jobs.rows).toEqual([{ collection: 'jobs', status: 'open' }]);
  });

  it('names linked authors in the author facet by their profile name', async () => {
    const author = buildRecord('authors', { name: { value: 'Doe, J.', preferred_name: 'Jane Doe' } });
    await saveRecords(database.db, [{ collection: 'authors', metadata: author }], { derivers });
    const paper = buildLiterature({
      authors: [
        {
          full_name: 'Doe, J.',
          record: { $ref: `https://inspirehep.net/api/authors/${author.control_number}` },
        },
        { full_name: 'Roe, Richard' },
      ],
    });
    await saveRecords(database.db, [{ collection: 'literature', metadata: paper }], { derivers });
    expect((await searchRow(paper.control_number as number))?.facet_author_names).toEqual([
      `${author.control_number}_Jane Doe`,
      'NOREC_Richard Roe',
    ]);
  });

  it('writes a whole batch with one statement per search table', async () => {
    const statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        const node = args.node as { kind: string; sqlFragments?: readonly string[] };
        if (node.kind === 'RawNode') {
          statements.push((node.sqlFragments ?? []).join('?'));
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const batch = [
      ...Array.from({ length: 250 }, () => ({
        collection: 'literature' as const,
        metadata: buildLiterature(),
      })),
      ...Array.from({ length: 20 }, () => ({
        collection: 'authors' as const,
        metadata: buildRecord('authors'),
      })),
    ];
    await saveRecords(database.db.withPlugin(recorder) as typeof database.db, batch, { derivers });
    const upserts = (table: string) =>
      statements.filter((text) => new RegExp(`INSERT INTO ${table}\\b`).test(text)).length;
    expect(upserts('literature_search')).toBe(1);
    expect(upserts('collection_search')).toBe(1);
  });
});
