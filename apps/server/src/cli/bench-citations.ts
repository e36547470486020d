import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { citationsDeriver } from '../citations/deriver';
import { describeMatchSummary, matchReferences } from '../citations/matcher';
import { recountCitations } from '../citations/recount';
import { loadConfig } from '../config';
import { openDatabase } from '../db/engine';
import { migrate } from '../db/migrate';
import type { Database } from '../db/schema';
import { importEntries } from '../importer/importer';
import type { SourceEntry } from '../importer/sources';
import { RECORD_DERIVERS } from '../records/derivers';
import { saveRecords } from '../records/writer';
import { parseArgs } from './args';

const USAGE = `Usage: DATABASE_URL=… tsx apps/server/src/cli/bench-citations.ts [--generate N] [--refs K] [--seed S]
    [--linked] [--without-citations] [--concurrency C] [--skip-match] [--skip-recount] [--every-reference]
    [--rebuild]
Times the citation graph on the database DATABASE_URL names (or the embedded one in DATA_DIR):
  --generate N   first import N synthetic papers whose references carry identifiers but no links
                 (about K references each, default 25; 1 % large collaborations), timing the import;
                 --linked gives the references their record links (as real dumps have them);
                 --without-citations imports without the citations deriver (its share of the import time)
  then a full re-match of every paper (links written through the record writer, so edges and counts follow
  incrementally), a full recount, and single-write latencies. Run it on an empty database of its own.
  Without --generate it times the same on the corpus already stored. The re-match looks at the references
  without a link; --every-reference re-decides every uncurated reference, linked or not; --rebuild writes the
  links without per-paper graph upkeep and rebuilds the graph once at the end (as \`npm run recount -- --match\`).`;

/** mulberry32: reproducible corpora from a seed. */
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

const FIRST_CONTROL_NUMBER = 20_000_000;
const JOURNALS = ['Phys.Rev.D', 'Phys.Lett.B', 'Nucl.Phys.B', 'JHEP', 'Eur.Phys.J.C', 'Phys.Rev.Lett.'];
const AUTHOR_POOL = 40_000;
const COLLABORATION_SIZE = 2_500;

interface PaperIdentity {
  controlNumber: number;
  year: number;
  arxiv: string;
  doi: string;
  texkey: string;
  journal: string;
  volume: string;
  page: string;
}

/** Everything a reference may cite a paper by, derived from its position alone. */
function identityOf(index: number, total: number): PaperIdentity {
  const year = 1995 + Math.floor((index / total) * 30);
  const month = 1 + (index % 12);
  const journal = JOURNALS[index % JOURNALS.length]!;
  const volume = journal === 'JHEP' ? String(month).padStart(2, '0') : String(year - 1900 + (index % 3));
  return {
    controlNumber: FIRST_CONTROL_NUMBER + index,
    year,
    arxiv: `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}.${String(index).padStart(6, '0')}`,
    doi: `10.5555/bench.${index}`,
    texkey: `Bench:${year}${index.toString(36)}`,
    journal,
    volume,
    page: String(1000 + Math.floor(index / JOURNALS.length)),
  };
}

function referenceTo(target: PaperIdentity, random: () => number, linked: boolean): Record<string, unknown> {
  if (linked) {
    return {
      record: { $ref: `https://inspirehep.net/api/literature/${target.controlNumber}` },
      reference: { arxiv_eprint: target.arxiv },
    };
  }
  const roll = random();
  if (roll < 0.55) {
    return { reference: { arxiv_eprint: target.arxiv } };
  }
  if (roll < 0.75) {
    return { reference: { dois: [target.doi.toUpperCase()] } };
  }
  if (roll < 0.95) {
    return {
      reference: {
        publication_info: {
          journal_title: target.journal,
          journal_volume: target.volume,
          page_start: target.page,
          year: target.year,
        },
      },
    };
  }
  return { reference: { texkey: target.texkey } };
}

function authorsOf(index: number, random: () => number): Record<string, unknown>[] {
  const person = (id: number) => ({
    full_name: `Author${id}, A.`,
    ...(id % 10 < 7 ? { record: { $ref: `https://inspirehep.net/api/authors/${1_000_000 + id}` } } : {}),
  });
  if (index % 100 === 0) {
    const offset = (index / 100) % 2 === 0 ? 0 : COLLABORATION_SIZE;
    return Array.from({ length: COLLABORATION_SIZE }, (_, member) => person(AUTHOR_POOL + offset + member));
  }
  const count = 1 + Math.floor(random() * 5);
  return Array.from({ length: count }, () => person(Math.floor(random() ** 2 * AUTHOR_POOL)));
}

async function* syntheticPapers(
  total: number,
  referencesPerPaper: number,
  seed: number,
  linked: boolean,
): AsyncGenerator<SourceEntry> {
  const random = seededRandom(seed);
  for (let index = 0; index < total; index += 1) {
    const identity = identityOf(index, total);
    const references: Record<string, unknown>[] = [];
    const count = index === 0 ? 0 : Math.floor(random() * referencesPerPaper * 2);
    for (let item = 0; item < count; item += 1) {
      if (random() < 0.08) {
        references.push({
          reference: { arxiv_eprint: `9999.${Math.floor(random() * 1e5)}`, misc: ['Not here'] },
        });
        continue;
      }
      // Older papers are cited far more (cubed uniform): a few thousand citations at the top, a long tail.
      references.push(referenceTo(identityOf(Math.floor(random() ** 3 * index), total), random, linked));
    }
    const metadata = {
      $schema: 'https://inspirehep.net/schemas/records/hep.json',
      _collections: ['Literature'],
      control_number: identity.controlNumber,
      titles: [{ title: `Synthetic paper ${index}` }],
      document_type: ['article'],
      preprint_date: `${identity.year}-${String(1 + (index % 12)).padStart(2, '0')}`,
      arxiv_eprints: [{ value: identity.arxiv }],
      dois: [{ value: identity.doi }],
      texkeys: [identity.texkey],
      publication_info: [
        {
          journal_title: identity.journal,
          journal_volume: identity.volume,
          page_start: identity.page,
          year: identity.year,
        },
      ],
      authors: authorsOf(index, random),
      references,
    };
    yield {
      kind: 'item',
      item: { file: 'synthetic', position: index + 1, value: metadata, folderCollection: undefined },
    };
  }
}

async function corpusSize(db: Kysely<Database>) {
  const result = await sql<{
    papers: number;
    references: number;
    linked: number;
    edges: number;
    signatures: number;
  }>`
    SELECT
      (SELECT count(*) FROM records WHERE pid_type = 'lit')::int AS papers,
      (SELECT coalesce(sum(jsonb_array_length(metadata->'references')), 0) FROM records
        WHERE pid_type = 'lit' AND jsonb_typeof(metadata->'references') = 'array')::int AS references,
      (SELECT count(*) FROM records r, jsonb_path_query(r.metadata, 'lax $.references[*].record') x
        WHERE r.pid_type = 'lit')::int AS linked,
      (SELECT count(*) FROM citations)::int AS edges,
      (SELECT count(*) FROM literature_authors)::int AS signatures
  `.execute(db);
  return result.rows[0]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * CPU seconds spent so far by a PostgreSQL backend (when the server runs on this machine) and by this process:
 * the machine is shared, so wall time alone says little.
 */
interface CpuClock {
  read(): { database: number | undefined; node: number };
}

async function cpuClock(db: Kysely<Database>): Promise<CpuClock> {
  const result = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
  const pid = result.rows[0]!.pid;
  return {
    read() {
      let database: number | undefined;
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        database = (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        database = undefined;
      }
      const usage = process.cpuUsage();
      return { database, node: (usage.user + usage.system) / 1e6 };
    },
  };
}

function cpuSpent(clock: CpuClock, from: ReturnType<CpuClock['read']>): string {
  const now = clock.read();
  const database =
    now.database === undefined || from.database === undefined
      ? 'n/a'
      : `${(now.database - from.database).toFixed(1)} s`;
  return `database CPU ${database}, node CPU ${(now.node - from.node).toFixed(1)} s`;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), [
    'help',
    'skip-match',
    'skip-recount',
    'linked',
    'without-citations',
    'every-reference',
    'rebuild',
  ]);
  if (args.flags.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const generate = Number(args.flags.get('generate') ?? 0);
  if (generate > 0) {
    await importCorpus(config, generate, args.flags);
  }
  // One connection from here on, so that its backend's CPU time is the work measured.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  const db = database.db;
  try {
    await migrate(db);
    console.log(`engine: ${database.engine}`);
    console.log('corpus', await corpusSize(db));

    if (!args.flags.has('skip-match')) {
      const clock = await cpuClock(db);
      const before = clock.read();
      const matched = await matchReferences(db, {
        publicUrl: config.publicUrl,
        mode: args.flags.has('every-reference') ? 'uncurated' : 'unlinked',
        graph: args.flags.has('rebuild') ? 'rebuild' : 'incremental',
        onRecountStep: (step) =>
          console.log(
            `  rebuild ${step.name.padEnd(14)} ${String(step.rows).padStart(11)} rows  ${seconds(step.ms)}`,
          ),
        onProgress: (progress) =>
          process.stderr.write(
            `\rmatch: ${progress.papersScanned} papers, ${progress.referencesLinked} linked   `,
          ),
      });
      process.stderr.write('\n');
      console.log(`full re-match: ${describeMatchSummary(matched)}`);
      console.log(`  ${cpuSpent(clock, before)}`);
      console.log(
        `  ${Math.round((matched.referencesExamined * 1000) / matched.elapsedMs)} references/s, ` +
          `${Math.round((matched.papersScanned * 1000) / matched.elapsedMs)} papers/s`,
      );
      console.log('corpus', await corpusSize(db));
    }

    if (!args.flags.has('skip-recount')) {
      const clock = await cpuClock(db);
      let before = clock.read();
      const started = performance.now();
      console.log('full recount:');
      await recountCitations(db, {
        onStep: (step) => {
          console.log(
            `  ${step.name.padEnd(14)} ${String(step.rows).padStart(11)} rows  ${seconds(step.ms)} wall, ${cpuSpent(clock, before)}`,
          );
          before = clock.read();
        },
      });
      console.log(`  total ${seconds(performance.now() - started)} wall`);
    }

    await singleWriteLatencies(db);
    return 0;
  } finally {
    await database.close();
  }
}

async function importCorpus(
  config: ReturnType<typeof loadConfig>,
  total: number,
  flags: Map<string, string | true>,
): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const withoutCitations = flags.has('without-citations');
  const citationsAt = RECORD_DERIVERS.indexOf(citationsDeriver);
  if (withoutCitations && citationsAt >= 0) {
    // Measures the deriver's share of the import; a recount afterwards builds the graph.
    RECORD_DERIVERS.splice(citationsAt, 1);
  }
  try {
    await migrate(database.db);
    const started = performance.now();
    const summary = await importEntries(
      database.db,
      syntheticPapers(
        total,
        Number(flags.get('refs') ?? 25),
        Number(flags.get('seed') ?? 1),
        flags.has('linked'),
      ),
      {
        concurrency: Number(flags.get('concurrency') ?? (database.poolSize > 1 ? 4 : 1)),
        onProgress: (progress) =>
          process.stderr.write(`\rimport: ${progress.read} papers, ${progress.recordsPerSecond} papers/s   `),
      },
    );
    process.stderr.write('\n');
    const ms = performance.now() - started;
    console.log(
      `import ${summary.created} papers (${summary.rejected} rejected) in ${seconds(ms)}: ` +
        `${Math.round((summary.created * 1000) / ms)} papers/s, ` +
        (withoutCitations ? 'without the citations deriver' : 'every deriver included'),
    );
  } finally {
    if (withoutCitations && citationsAt >= 0) {
      RECORD_DERIVERS.splice(citationsAt, 0, citationsDeriver);
    }
    await database.close();
  }
}

/** What one interactive write costs: a new citing paper, and an author change of the most cited paper. */
async function singleWriteLatencies(db: Kysely<Database>): Promise<void> {
  const top = await sql<{ control_number: number; citation_count: number }>`
    SELECT control_number, citation_count FROM citation_counts WHERE pid_type = 'lit'
    ORDER BY citation_count DESC LIMIT 30
  `.execute(db);
  if (top.rows.length === 0) {
    return;
  }
  const next = await sql<{ next: number }>`SELECT max(control_number) + 1 AS next FROM records`.execute(db);
  let controlNumber = next.rows[0]!.next;
  const timings: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const references = top.rows.map((row) => ({
      record: { $ref: `https://inspirehep.net/api/literature/${row.control_number}` },
    }));
    const started = performance.now();
    await saveRecords(db, [
      {
        collection: 'literature',
        metadata: {
          _collections: ['Literature'],
          control_number: controlNumber,
          titles: [{ title: 'Latency probe' }],
          authors: [{ full_name: 'Probe, P.' }],
          references,
        },
      },
    ]);
    timings.push(performance.now() - started);
    controlNumber += 1;
  }
  timings.sort((a, b) => a - b);
  console.log(
    `new paper citing the 30 most cited: median ${timings[10]!.toFixed(0)} ms, max ${timings[19]!.toFixed(0)} ms`,
  );

  const mostCited = top.rows[0]!;
  const record = await db
    .selectFrom('records')
    .select(['metadata'])
    .where('pid_type', '=', 'lit')
    .where('control_number', '=', mostCited.control_number)
    .executeTakeFirstOrThrow();
  const started = performance.now();
  await saveRecords(db, [
    {
      collection: 'literature',
      metadata: { ...record.metadata, authors: [{ full_name: `Renamed, R. ${Date.now()}` }] },
    },
  ]);
  console.log(
    `author change of the most cited paper (${mostCited.citation_count} citations, flags re-evaluated): ` +
      `${(performance.now() - started).toFixed(0)} ms`,
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
