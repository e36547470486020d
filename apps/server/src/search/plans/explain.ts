/**
 * Writes the plans of the hot search statements beside the repository that runs them (this folder, one Markdown
 * file per search kind): each statement a literature search runs, as sent, with its EXPLAIN (ANALYZE, BUFFERS).
 *
 *   DATABASE_URL=postgres://…/corpus npx tsx apps/server/src/search/plans/explain.ts [kind …]
 *
 * Run it against a corpus (bench/README.md); every statement runs twice and the second (warm) plan is kept.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { searchCollection } from '../service';

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** The search kinds whose plans are kept, with the request each one explains. */
const KINDS: Record<string, { title: string; query: Record<string, string> }> = {
  'title-bestmatch': { title: 'Title search, best match (RUM)', query: { q: 't neutrino', size: '25' } },
  'freetext-bestmatch': { title: 'Free text, best match (RUM)', query: { q: 'higgs boson', size: '25' } },
  'author-mostrecent': {
    title: 'Author (a common last name), most recent',
    query: { q: 'a wang', size: '25' },
  },
  'refersto-mostrecent': {
    title: 'refersto a top-cited paper',
    query: { q: 'refersto:recid:__TOP__', size: '25' },
  },
  'citedby-mostrecent': { title: 'citedby a paper', query: { q: 'citedby:recid:__CITER__', size: '25' } },
  'collaboration-mostrecent': { title: 'Collaboration', query: { q: 'cn atlas', size: '25' } },
  'journal-mostrecent': { title: 'Journal', query: { q: 'j phys.rev.d', size: '25' } },
  'mostrecent-noquery': { title: 'Most recent, no query', query: { size: '25' } },
};

async function capture(
  context: AppContext,
  pool: pg.Pool,
  query: Record<string, string>,
): Promise<Statement[]> {
  const captured: Statement[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') {
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      }
    },
  });
  await searchCollection({ ...context, db }, 'literature', query, 'application/json', null);
  return captured;
}

async function explain(pool: pg.Pool, statement: Statement): Promise<{ plan: string; ms: number }> {
  const sql = `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`;
  await pool.query(sql, statement.parameters as unknown[]);
  const started = performance.now();
  const result = await pool.query<{ 'QUERY PLAN': string }>(sql, statement.parameters as unknown[]);
  return {
    plan: result.rows.map((row) => row['QUERY PLAN']).join('\n'),
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
}

function fence(text: string, language = ''): string {
  return `\`\`\`${language}\n${text.trim()}\n\`\`\``;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('DATABASE_URL must name the corpus database');
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const config = loadConfig({ ...process.env, PORT: '0', RATE_LIMIT: 'off', SEED_DEMO: 'false' });
  const context: AppContext = { config, db, engine: 'postgres' };
  const top = await pool.query<{ control_number: string }>(
    `SELECT control_number FROM citation_counts WHERE pid_type = 'lit' ORDER BY citation_count DESC LIMIT 1`,
  );
  const citer = await pool.query<{ control_number: string }>(
    `SELECT citer_control_number AS control_number FROM citations GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const corpus = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM literature_search`);
  const wanted = process.argv.slice(2);
  for (const [kind, { title, query }] of Object.entries(KINDS)) {
    if (wanted.length > 0 && !wanted.includes(kind)) {
      continue;
    }
    const request = {
      ...query,
      q: (query.q ?? '')
        .replace('__TOP__', top.rows[0]?.control_number ?? '1')
        .replace('__CITER__', citer.rows[0]?.control_number ?? '1'),
    };
    await capture(context, pool, request);
    const statements = await capture(context, pool, request);
    const sections: string[] = [];
    for (const [index, statement] of statements.entries()) {
      if (/^\s*EXPLAIN\b/i.test(statement.sql)) {
        // A planner estimate (the total above the exact window): it reads nothing.
        sections.push(`## Statement ${index + 1} (a planner estimate)\n\n${fence(statement.sql, 'sql')}`);
        continue;
      }
      const { plan, ms } = await explain(pool, statement);
      sections.push(
        `## Statement ${index + 1} (${ms} ms with EXPLAIN ANALYZE)\n\n${fence(statement.sql, 'sql')}\n\nParameters: \`${JSON.stringify(statement.parameters)}\`\n\n${fence(plan)}`,
      );
    }
    const text = `# ${title}\n\nRequest: \`GET /api/literature?${new URLSearchParams(request)}\` on ${Number(corpus.rows[0]?.n).toLocaleString('en')} literature records, measured ${new Date().toISOString().slice(0, 16)} UTC (warm, second run). Written by:\n\n${fence(`DATABASE_URL=postgres://…/corpus npx tsx apps/server/src/search/plans/explain.ts ${kind}`, 'sh')}\n\n${sections.join('\n\n')}\n`;
    writeFileSync(join(import.meta.dirname, `${kind}.md`), text);
    console.log(`${kind}: ${statements.length} statements`);
  }
  await db.destroy();
}

await main();
