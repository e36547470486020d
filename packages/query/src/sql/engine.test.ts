/**
 * The compiled SQL run against a real engine (PGlite, in memory): the migrations must load, the generated columns
 * must compute, and each query family must select what it should — on a generated corpus (always: expectations
 * derived from the records themselves) and on the real demo records (an extra layer, skipped only when
 * ../shared is absent or PARTON_DEMO_DATA=off; expectations known by control number).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { generateCorpus } from '@parton/corpus';
import type { LiteratureMetadata } from '@parton/records';
import { linkOf } from '@parton/records';
import { DEMO_SKIP_REASON, demoFolder, hasDemoData } from '@parton/records/testing/demo-data';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureColumns } from '../names';
import { parseLiteratureQuery } from '../parser';
import {
  COLLECTION_SEARCH_COLUMNS,
  type CollectionSearchRow,
  collectionSearchRow,
  type SearchCollection,
} from '../rows/collections';
import { LITERATURE_SEARCH_COLUMNS, type LiteratureSearchRow, literatureSearchRow } from '../rows/literature';
import { compiler } from '../test/helpers';
import {
  collectionOrderBy,
  collectionRank,
  compileCollectionFilters,
  compileCollectionQuery,
} from './collections';
import { compileLiteratureFilters } from './filters';
import { compileLiteratureQuery } from './literature';
import { literatureRank } from './rank';
import { literatureOrderBy } from './sort';

const ROOT = join(import.meta.dirname, '../../../..');
const MIGRATIONS = join(ROOT, 'apps/server/src/db/migrations');
const hasMigrations = existsSync(join(MIGRATIONS, '0100_literature_search.sql'));
const NOW = new Date('2020-06-01T00:00:00Z');

let lite: PGlite;
let uuidCounter = 0;

function nextUuid(): string {
  uuidCounter += 1;
  return `00000000-0000-4000-8000-${String(uuidCounter).padStart(12, '0')}`;
}

/** The records of one collection folder (`literature`, `authors` …) the engine is loaded with. */
type RecordSource = (folder: string) => Record<string, unknown>[];

function demoRecords(folder: string): Record<string, unknown>[] {
  return readdirSync(demoFolder(folder)).map((file) =>
    JSON.parse(readFileSync(join(demoFolder(folder), file), 'utf8')),
  );
}

/** A generated corpus with every searched collection, small enough to load in seconds. */
const generated = [
  ...generateCorpus({
    seed: 11,
    literature: 120,
    authors: 50,
    institutions: 12,
    conferences: 10,
    seminars: 8,
    journals: 10,
    jobs: 8,
    experiments: 6,
    data: 0,
    referencesPerPaper: 8,
    referenceDate: '2026-06-01',
  }),
];

function generatedRecords(folder: string): Record<string, unknown>[] {
  return generated.filter((record) => record.collection === folder).map((record) => record.metadata as never);
}

/** A fresh engine: migrations applied, then the literature and the other collections of one source loaded. */
async function openEngine(source: RecordSource): Promise<void> {
  lite = await PGlite.create({ extensions: { pg_trgm, unaccent, btree_gin } });
  for (const file of readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    await lite.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
  }
  // Owned by the citation engineer (0200_citations.sql); created here only if no migration provides it.
  await lite.exec(`CREATE TABLE IF NOT EXISTS citations (citer_id uuid, citer_control_number bigint,
    cited_pid_type text, cited_control_number bigint, citation_date date, is_self_citation boolean NOT NULL DEFAULT false)`);
  await loadLiterature(source);
  await loadCollections(source);
}

async function insertRecord(pidType: string, metadata: Record<string, unknown>): Promise<string> {
  const id = nextUuid();
  await lite.query(
    `INSERT INTO records (id, pid_type, control_number, metadata, metadata_hash, created) VALUES ($1, $2, $3, $4, '', '2020-01-01T00:00:00Z')`,
    [id, pidType, metadata['control_number'], JSON.stringify(metadata)],
  );
  return id;
}

/** The same jsonb_to_recordset statement the upsert helper builds, executed through PGlite. */
async function execute(fragment: RawBuilder<unknown>): Promise<Record<string, unknown>[]> {
  const query = fragment.compile(compiler);
  const result = await lite.query<Record<string, unknown>>(query.sql, [...query.parameters]);
  return result.rows;
}

async function loadLiterature(source: RecordSource): Promise<void> {
  const rows: LiteratureSearchRow[] = [];
  const signatures: Record<string, unknown>[] = [];
  const citations: Record<string, unknown>[] = [];
  for (const metadata of source('literature')) {
    const id = await insertRecord('lit', metadata);
    rows.push(literatureSearchRow(metadata, { recordId: id }));
    const authors = (metadata['authors'] ?? []) as (Parameters<typeof signatureColumns>[0] & {
      inspire_roles?: string[];
    })[];
    let firstSeen = false;
    for (const [position, author] of authors.entries()) {
      const supervisor = (author.inspire_roles ?? []).includes('supervisor');
      const isFirst: boolean = !supervisor && !firstSeen;
      firstSeen ||= isFirst;
      signatures.push({
        record_id: id,
        control_number: metadata['control_number'],
        position,
        is_supervisor: supervisor,
        is_first: isFirst,
        full_name: author.full_name,
        ...signatureColumns(author),
      });
    }
    for (const reference of (metadata['references'] ?? []) as { record?: unknown }[]) {
      const link = linkOf(reference.record);
      if (link?.collection === 'literature') {
        citations.push({
          citer_id: id,
          citer_control_number: metadata['control_number'],
          cited: link.controlNumber,
        });
      }
    }
  }
  await lite.query(
    `INSERT INTO literature_authors (record_id, control_number, position, is_supervisor, is_first, full_name,
       full_name_norm, last_name_tokens, first_name_tokens, initials, full_name_exact, bai, ids, affiliations)
     SELECT record_id, control_number, position, is_supervisor, is_first, full_name, full_name_norm,
       last_name_tokens, first_name_tokens, initials, full_name_exact, bai, ids, affiliations
     FROM jsonb_to_recordset($1::jsonb) AS row(record_id uuid, control_number bigint, position int,
       is_supervisor boolean, is_first boolean, full_name text, full_name_norm text, last_name_tokens text[],
       first_name_tokens text[], initials text[], full_name_exact text, bai text, ids text[], affiliations text[])`,
    [JSON.stringify(signatures)],
  );
  await lite.query(
    `INSERT INTO citations (citer_id, citer_control_number, cited_pid_type, cited_control_number)
     SELECT citer_id, citer_control_number, 'lit', cited
     FROM jsonb_to_recordset($1::jsonb) AS row(citer_id uuid, citer_control_number bigint, cited bigint)`,
    [JSON.stringify(citations)],
  );
  await insertSearchRows('literature_search', LITERATURE_SEARCH_COLUMNS, rows);
  await lite.exec(
    'UPDATE literature_search s SET citation_count = (SELECT count(*) FROM citations c WHERE c.cited_control_number = s.control_number)',
  );
}

async function loadCollections(source: RecordSource): Promise<void> {
  const folders: [string, SearchCollection, string][] = [
    ['authors', 'authors', 'aut'],
    ['institutions', 'institutions', 'ins'],
    ['conferences', 'conferences', 'con'],
    ['seminars', 'seminars', 'sem'],
    ['journals', 'journals', 'jou'],
    ['jobs', 'jobs', 'job'],
    ['experiments', 'experiments', 'exp'],
  ];
  const rows: CollectionSearchRow[] = [];
  for (const [folder, collection, pidType] of folders) {
    for (const metadata of source(folder)) {
      const id = await insertRecord(pidType, metadata);
      rows.push(collectionSearchRow(collection, metadata, { recordId: id }));
    }
  }
  await insertSearchRows('collection_search', COLLECTION_SEARCH_COLUMNS, rows);
}

/**
 * Loads the rows built by this package into a search table. Fixture loading only: the statement that writes search
 * rows in production is the server's upsert (apps/server/src/search/repository.ts, tested there).
 */
async function insertSearchRows(
  table: 'literature_search' | 'collection_search',
  columns: readonly (readonly [string, string])[],
  rows: readonly object[],
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const definitions = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  await lite.query(
    `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS row(${definitions})`,
    [JSON.stringify(rows)],
  );
}

async function literature(query: string, filters: Record<string, string | string[]> = {}): Promise<number[]> {
  const ast = parseLiteratureQuery(query, { now: NOW });
  const rows = await execute(sql`
    SELECT r.control_number FROM records r JOIN literature_search s ON s.record_id = r.id
    WHERE ${compileLiteratureQuery(ast)} AND ${compileLiteratureFilters(filters)}
    ORDER BY ${literatureOrderBy(undefined, query !== '', literatureRank(ast))}`);
  return rows.map((row) => Number(row['control_number']));
}

async function collection(
  name: SearchCollection,
  query: string,
  filters: Record<string, string | string[]> = {},
  sort?: string,
): Promise<number[]> {
  const rows = await execute(sql`
    SELECT r.control_number FROM records r JOIN collection_search s ON s.record_id = r.id
    WHERE ${compileCollectionQuery(name, query)} AND ${compileCollectionFilters(name, filters, { now: NOW })}
    ORDER BY ${collectionOrderBy(name, sort, query !== '', collectionRank(query))}`);
  return rows.map((row) => Number(row['control_number']));
}

it('finds the server migrations it compiles against', () => {
  expect(hasMigrations, MIGRATIONS).toBe(true);
});

describe('compiled queries on PGlite over generated records', () => {
  beforeAll(async () => {
    await openEngine(generatedRecords);
  }, 120_000);

  afterAll(async () => {
    await lite?.close();
  });

  generatedQueryChecks();
});

describe.skipIf(!hasDemoData)(
  `compiled queries on PGlite over the real demo records${hasDemoData ? '' : ` (${DEMO_SKIP_REASON})`}`,
  () => {
    beforeAll(async () => {
      await openEngine(demoRecords);
    }, 120_000);

    afterAll(async () => {
      await lite?.close();
    });

    it('finds every visible record without a query, most recent first', async () => {
      const all = await literature('');
      expect(all.length).toBe(72);
    });

    it('answers author queries through the signatures', async () => {
      expect(await literature('a ellis')).toEqual([1706052]);
      expect(await literature('a J.R.Ellis.1')).toEqual([1706052]);
      expect(await literature('a bergman, o')).toEqual([787590]);
      expect(await literature('a o bergman')).toEqual([787590]);
      expect(await literature('fa aharony')).toEqual([787590]);
      expect(await literature('a /^elli.$/')).toEqual([1706052]);
      expect(await literature('ea boisvert-beaudry, nicolas')).toEqual([1684747]);
      // A supervisor is no author.
      expect(await literature('a london, david')).toEqual([]);
    });

    it('answers word, free-text and identifier queries', async () => {
      expect(await literature('t /neutrinos?/')).toEqual([1328783]);
      expect(await literature("t 'symmetr'")).toHaveLength(4);
      expect(await literature('muller')).toEqual(await literature('müller'));
      expect(await literature('eprint arXiv:1205.1659v2')).toEqual([1113908]);
      expect(await literature('arXiv:1205.1659')).toEqual([1113908]);
      expect(await literature('Seiberg:1994rs')).toEqual([374836]);
      expect(await literature('r CERN-PH-TH-2015-286')).toEqual([1407506]);
      expect(await literature('bb hep-th/9711200')).toEqual([451647]);
      expect(await literature('j Phys.Rev.Lett.,118,232001')).toEqual([1510263]);
      expect(await literature('j JHEP,1503,073')).toEqual([1331798]);
    });

    it('answers dates, numbers, type codes and field paths', async () => {
      expect(await literature('date 2015-03')).toHaveLength(4);
      expect(await literature('jy 2015')).toHaveLength(4);
      expect(await literature('ac 1')).toHaveLength(17);
      expect(await literature('tc r')).toEqual([1407506]);
      expect(await literature('affid 902725')).toHaveLength(6);
      expect(await literature('authors.affiliations.value:CERN')).toEqual(await literature('affid 902725'));
      expect(await literature('dois.value:*')).toHaveLength(52);
      expect(await literature('t higgs and not t higgs')).toEqual([]);
    });

    it('finds with an or chain of words what each word finds (one text query for all, issue 13)', async () => {
      const union = async (queries: string[]) =>
        [...new Set((await Promise.all(queries.map((query) => literature(query)))).flat())].sort();
      const chain = ['higgs', 'neutrino', '"dark matter"', 'lattice'];
      expect((await literature(chain.join(' or '))).sort()).toEqual(await union(chain));
      expect((await literature('t higgs or t neutrino or t quark')).sort()).toEqual(
        await union(['t higgs', 't neutrino', 't quark']),
      );
      expect((await collection('authors', 'jacholkowski or ellis')).sort()).toEqual(
        [
          ...new Set([
            ...(await collection('authors', 'jacholkowski')),
            ...(await collection('authors', 'ellis')),
          ]),
        ].sort(),
      );
    });

    it('answers values beyond the columns and reversed ranges with no hits, not an error (issue 13)', async () => {
      expect(await literature('ac 2147483648')).toEqual([]);
      expect(await literature('topcite 9007199254740991')).toEqual([]);
      expect(await literature('ac < 2147483648')).toHaveLength(72);
      expect(await literature('', { citation_count: '0--2147483648' })).toHaveLength(72);
      expect(await literature('date 2023->2020')).toEqual([]);
      expect(await literature('ac 10->1')).toEqual([]);
    });

    it('answers citation queries from the citation table', async () => {
      expect(await literature('refersto:recid:1238110')).toEqual([1249881]);
      expect(await literature('citedby:recid:1238110')).toEqual([1235543]);
      expect(await literature('topcite 1+')).toHaveLength(22);
    });

    it('applies facet filters', async () => {
      expect(await literature('', { doc_type: 'published' })).toHaveLength(29);
      expect(await literature('', { author_count: 'Single author' })).toHaveLength(17);
      expect(await literature('', { earliest_date: '2014--2015' })).toHaveLength(14);
      expect(await literature('', { arxiv_categories: 'hep-th', refereed: 'true' })).toHaveLength(4);
      expect(await literature('k lattice', { subject: 'Lattice' })).not.toHaveLength(0);
    });

    it('searches the other collections', async () => {
      expect(await collection('authors', 'ids.value:INSPIRE-00344495')).toEqual([1004662]);
      expect(await collection('authors', 'jacholkowski')).toEqual([1004662]);
      expect(await collection('experiments', 'accelerator.value:LHC')).toHaveLength(2);
      expect(await collection('experiments', '', { classification: 'Collider Experiments' })).toHaveLength(2);
      expect(await collection('institutions', 'ICN:"NCBJ, Swierk"')).toEqual([1126070]);
      expect(await collection('conferences', 'C13-07-29.1')).toEqual([1217045]);
      expect(await collection('conferences', '', { contains: '2013-08-01--2013-08-02' })).toEqual([1217045]);
      expect(await collection('seminars', 'münchen')).toEqual([1799778]);
      expect(await collection('journals', 'Calc*')).toHaveLength(3);
      const deadlines = await collection('jobs', '', { status: ['open', 'closed'] }, 'deadline');
      expect(deadlines.length).toBeGreaterThan(0);
    });
  },
);

/** The generated papers and records of one collection, typed, for deriving what each query must find. */
function generatedPapers(): LiteratureMetadata[] {
  return generatedRecords('literature') as unknown as LiteratureMetadata[];
}

function firstWith<T>(items: T[], predicate: (item: T) => boolean, what: string): T {
  const found = items.find(predicate);
  expect(found, `the generated corpus has ${what}`).toBeDefined();
  return found!;
}

/** Each query family on the generated corpus, with the expected hits derived from the records themselves. */
function generatedQueryChecks(): void {
  const papers = generatedPapers();
  const numbers = (list: { control_number: number }[]) => list.map((paper) => paper.control_number).sort();

  it('finds every paper without a query, most recent first', async () => {
    const all = await literature('');
    expect([...all].sort()).toEqual(numbers(papers));
  });

  it('answers author queries through the signatures', async () => {
    const paper = firstWith(papers, (item) => (item.authors?.length ?? 0) > 1, 'a paper with two authors');
    const [first, second] = paper.authors!;
    const lastName = first!.full_name.split(',')[0]!.trim();
    const withLastName = papers.filter((item) =>
      (item.authors ?? []).some((author) => author.full_name.split(',')[0]!.trim() === lastName),
    );
    expect(await literature(`a ${lastName}`)).toEqual(expect.arrayContaining(numbers(withLastName)));
    expect(await literature(`a "${first!.full_name}"`)).toContain(paper.control_number);
    expect(await literature(`fa ${first!.full_name}`)).toContain(paper.control_number);
    expect(await literature(`ea ${second!.full_name}`)).toContain(paper.control_number);
    // The second author is no first author of this paper.
    const firstAuthorHits = await literature(`fa "${second!.full_name}"`);
    const secondIsFirstSomewhere = papers.some((item) => item.authors?.[0]?.full_name === second!.full_name);
    if (!secondIsFirstSomewhere) {
      expect(firstAuthorHits).not.toContain(paper.control_number);
    }
  });

  it('answers identifier queries with exactly the paper that carries the identifier', async () => {
    const paper = firstWith(
      papers,
      (item) =>
        (item.arxiv_eprints?.length ?? 0) > 0 &&
        (item.dois?.length ?? 0) > 0 &&
        (item.texkeys?.length ?? 0) > 0,
      'a paper with an e-print, a DOI and a texkey',
    );
    const eprint = paper.arxiv_eprints![0]!.value;
    expect(await literature(`eprint ${eprint}`)).toEqual([paper.control_number]);
    expect(await literature(`arXiv:${eprint}`)).toEqual([paper.control_number]);
    expect(await literature(`doi ${paper.dois![0]!.value}`)).toContain(paper.control_number);
    expect(await literature(`texkey ${paper.texkeys![0]}`)).toEqual([paper.control_number]);
    const reported = firstWith(papers, (item) => (item.report_numbers?.length ?? 0) > 0, 'a report number');
    expect(await literature(`r ${reported.report_numbers![0]!.value}`)).toContain(reported.control_number);
    const withDoi = papers.filter((item) => (item.dois?.length ?? 0) > 0);
    expect((await literature('dois.value:*')).sort()).toEqual(numbers(withDoi));
  });

  it('answers journal, date, number and type queries', async () => {
    const journalPaper = firstWith(
      papers,
      (item) =>
        (item.publication_info ?? []).some(
          (info) => info.journal_title && info.journal_volume && info.page_start,
        ),
      'a journal paper',
    );
    const info = journalPaper.publication_info!.find(
      (item) => item.journal_title && item.journal_volume && item.page_start,
    )!;
    expect(await literature(`j ${info.journal_title},${info.journal_volume},${info.page_start}`)).toContain(
      journalPaper.control_number,
    );
    const authorCount = (item: LiteratureMetadata) =>
      (item.authors ?? []).filter((author) => !author.inspire_roles?.includes('supervisor')).length;
    const single = papers.filter((item) => authorCount(item) === 1);
    expect((await literature('ac 1')).sort()).toEqual(numbers(single));
    expect((await literature('', { author_count: 'Single author' })).sort()).toEqual(numbers(single));
    const documentType = journalPaper.document_type?.[0] ?? 'article';
    expect(await literature(`tc ${documentType}`)).toContain(journalPaper.control_number);
    const dated = firstWith(papers, (item) => earliestYear(item) !== undefined, 'a dated paper');
    const year = earliestYear(dated)!;
    expect(await literature(`date ${year}`)).toContain(dated.control_number);
    expect(await literature('', { earliest_date: `${year}--${year}` })).toContain(dated.control_number);
    expect(await literature('t higgs and not t higgs')).toEqual([]);
  });

  it('finds with an or chain of words what each word finds', async () => {
    const words = papers
      .slice(0, 4)
      .map((paper) => paper.titles[0]!.title.split(/\s+/).find((word) => /^[A-Za-z]{5,}$/.test(word)))
      .filter((word): word is string => word !== undefined);
    expect(words.length).toBeGreaterThan(1);
    const union = async (queries: string[]) =>
      [...new Set((await Promise.all(queries.map((query) => literature(query)))).flat())].sort();
    expect((await literature(words.join(' or '))).sort()).toEqual(await union(words));
    const titled = words.map((word) => `t ${word}`);
    expect((await literature(titled.join(' or '))).sort()).toEqual(await union(titled));
  });

  it('answers values beyond the columns and reversed ranges with no hits, not an error', async () => {
    expect(await literature('ac 2147483648')).toEqual([]);
    expect(await literature('topcite 9007199254740991')).toEqual([]);
    expect(await literature('ac < 2147483648')).toHaveLength(papers.length);
    expect(await literature('', { citation_count: '0--2147483648' })).toHaveLength(papers.length);
    expect(await literature('date 2023->2020')).toEqual([]);
    expect(await literature('ac 10->1')).toEqual([]);
  });

  it('answers citation queries from the citation table', async () => {
    const inCorpus = new Set(papers.map((paper) => paper.control_number));
    const citedBy = new Map<number, Set<number>>();
    for (const paper of papers) {
      for (const reference of paper.references ?? []) {
        const link = linkOf(reference.record);
        if (link?.collection === 'literature' && inCorpus.has(link.controlNumber)) {
          const citers = citedBy.get(link.controlNumber) ?? new Set<number>();
          citers.add(paper.control_number);
          citedBy.set(link.controlNumber, citers);
        }
      }
    }
    const [cited, citers] = firstWith([...citedBy.entries()], () => true, 'a cited paper');
    expect((await literature(`refersto:recid:${cited}`)).sort()).toEqual([...citers].sort());
    const citer = [...citers][0]!;
    expect(await literature(`citedby:recid:${citer}`)).toContain(cited);
    expect((await literature('topcite 1+')).sort()).toEqual([...citedBy.keys()].sort());
  });

  it('searches the other collections', async () => {
    const author = firstWith(
      generatedRecords('authors'),
      (item) => Array.isArray(item['ids']) && (item['ids'] as unknown[]).length > 0,
      'an author with an INSPIRE id',
    ) as { control_number: number; ids: { value: string }[]; name: { value: string } };
    expect(await collection('authors', `ids.value:${author.ids[0]!.value}`)).toEqual([author.control_number]);
    expect(await collection('authors', author.name.value.split(',')[0]!)).toContain(author.control_number);
    const institution = generatedRecords('institutions')[0] as { control_number: number; ICN: string[] };
    expect(await collection('institutions', `ICN:"${institution.ICN[0]}"`)).toEqual([
      institution.control_number,
    ]);
    const conference = generatedRecords('conferences')[0] as {
      control_number: number;
      cnum: string;
      opening_date: string;
      closing_date: string;
    };
    expect(await collection('conferences', conference.cnum)).toEqual([conference.control_number]);
    expect(
      await collection('conferences', '', {
        contains: `${conference.opening_date}--${conference.closing_date}`,
      }),
    ).toContain(conference.control_number);
    const experiments = generatedRecords('experiments') as { accelerator?: { value: string } }[];
    const accelerator = experiments.find((item) => item.accelerator)?.accelerator?.value;
    expect(await collection('experiments', `accelerator.value:${accelerator}`)).toHaveLength(
      experiments.filter((item) => item.accelerator?.value === accelerator).length,
    );
    const journal = generatedRecords('journals')[0] as { control_number: number; short_title: string };
    expect(await collection('journals', journal.short_title)).toContain(journal.control_number);
    const seminars = await collection('seminars', '', { start_date: 'all' });
    expect(seminars.length).toBe(generatedRecords('seminars').length);
    const deadlines = await collection('jobs', '', { status: ['open', 'closed'] }, 'deadline');
    expect(deadlines.length).toBeGreaterThan(0);
  });
}

function earliestYear(paper: LiteratureMetadata): string | undefined {
  const date = (paper as { preprint_date?: string }).preprint_date ?? paper.imprints?.[0]?.date;
  return date?.slice(0, 4);
}
