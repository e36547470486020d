/**
 * Writes a synthetic corpus as JSON Lines (one record's metadata per line, `$schema` naming its
 * collection).
 *
 *   npm run generate -- --literature 100000 [--seed 1] [--authors N …] [--publicUrl URL] --out corpus.jsonl
 *
 * `--out -` writes to stdout. Progress goes to stderr every second, then a summary.
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { COLLECTION_NAMES } from '@parton/records';
import type { CorpusOptions } from '../index';
import { EMISSION_ORDER, generateCorpus, writeCorpusJsonl } from '../index';

/** One `--<collection> N` option per collection. */
const COUNT_OPTIONS = COLLECTION_NAMES;

const USAGE = `Usage: npm run generate -- --literature N --out FILE.jsonl [options]

  --literature N            literature records (required)
  --seed S                  seed (number or text), default 1
  --authors N, --institutions N, --conferences N, --seminars N,
  --journals N, --jobs N, --experiments N, --data N
                            override the counts scaled on --literature
  --referencesPerPaper N    average references per paper, default 20
  --controlNumberBase N     first control number, default 1
  --publicUrl URL           host of $ref and $schema URLs, default https://inspirehep.net
  --referenceDate DATE      the corpus' "today" (YYYY-MM-DD), default the current UTC date
  --out FILE|-              output file, or - for stdout
`;

class UsageError extends Error {}

function parseCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  const count = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(count) || count < 0) {
    throw new UsageError(`--${name} must be a non-negative integer, got "${value}"`);
  }
  return count;
}

function parseOptions(argv: string[]): { options: CorpusOptions; out: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(COUNT_OPTIONS.map((name) => [name, { type: 'string' as const }])),
      seed: { type: 'string' },
      referencesPerPaper: { type: 'string' },
      controlNumberBase: { type: 'string' },
      publicUrl: { type: 'string' },
      referenceDate: { type: 'string' },
      out: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const text = values as Record<string, string | boolean | undefined>;
  const stringOf = (name: string): string | undefined => {
    const value = text[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const literature = parseCount('literature', stringOf('literature'));
  if (literature === undefined) {
    throw new UsageError('--literature is required');
  }
  const out = stringOf('out');
  if (!out) {
    throw new UsageError('--out is required (a file, or - for stdout)');
  }
  const seedText = stringOf('seed') ?? '1';
  const options: CorpusOptions = { seed: /^-?\d+$/.test(seedText) ? Number(seedText) : seedText, literature };
  for (const name of COUNT_OPTIONS) {
    const count = parseCount(name, stringOf(name));
    if (name !== 'literature' && count !== undefined) {
      options[name] = count;
    }
  }
  const referencesPerPaper = parseCount(
    'referencesPerPaper',
    values.referencesPerPaper as string | undefined,
  );
  if (referencesPerPaper !== undefined) {
    options.referencesPerPaper = referencesPerPaper;
  }
  const base = parseCount('controlNumberBase', stringOf('controlNumberBase'));
  if (base !== undefined) {
    options.controlNumberBase = base;
  }
  const publicUrl = stringOf('publicUrl');
  if (publicUrl) {
    options.publicUrl = publicUrl;
  }
  const referenceDate = stringOf('referenceDate');
  if (referenceDate) {
    options.referenceDate = referenceDate;
  }
  return { options, out };
}

function openOutput(out: string): Writable {
  if (out === '-') {
    return process.stdout;
  }
  mkdirSync(dirname(out), { recursive: true });
  return createWriteStream(out, { encoding: 'utf8' });
}

function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function formatBytes(bytes: number): string {
  return bytes >= 1 << 30 ? `${(bytes / (1 << 30)).toFixed(2)} GiB` : `${(bytes / (1 << 20)).toFixed(1)} MiB`;
}

async function main(): Promise<void> {
  const { options, out } = parseOptions(process.argv.slice(2));
  const corpus = generateCorpus(options);
  const { plan } = corpus;
  const output = openOutput(out);
  const summary = await writeCorpusJsonl(corpus, output, {
    onProgress: (progress) => {
      process.stderr.write(
        `[${(progress.elapsedMs / 1000).toFixed(0)}s] ${formatCount(progress.records)}/${formatCount(progress.total)} records ` +
          `(${((100 * progress.records) / Math.max(1, progress.total)).toFixed(1)}%), now ${progress.collection} — ` +
          `${formatCount(progress.recordsPerSecond)} records/s, ${formatBytes(progress.bytes)} written\n`,
      );
    },
  });
  if (out !== '-' && !summary.truncated) {
    output.end();
    await once(output, 'finish');
  }
  const seconds = summary.elapsedMs / 1000;
  const literature = summary.perCollection.literature;
  const lines = [
    `Wrote ${formatCount(summary.records)} records (${formatBytes(summary.bytes)}) to ${out === '-' ? 'stdout' : out} in ` +
      `${seconds.toFixed(1)} s — ${formatCount(summary.records / Math.max(seconds, 0.001))} records/s` +
      `${summary.truncated ? ' (stopped: the reader closed the pipe)' : ''}`,
    `  ${EMISSION_ORDER.map((collection) => `${collection} ${formatCount(summary.perCollection[collection])}`).join(', ')}`,
    `  references: ${formatCount(summary.references)} (${(summary.references / Math.max(1, literature)).toFixed(1)} per paper, ` +
      `${((100 * summary.linkedReferences) / Math.max(1, summary.references)).toFixed(1)}% linked)`,
    `  control numbers ${plan.firstControlNumber.institutions}–${plan.lastControlNumber}, reference date ${plan.referenceDate}, links to ${plan.publicUrl}`,
  ];
  process.stderr.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
