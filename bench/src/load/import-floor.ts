/**
 * The importer's JavaScript work per literature record, step by step, on one core: JSON parsing, schema
 * validation, the search row and the signature rows — what bounds the import rate before PostgreSQL is involved.
 *
 *   npx tsx bench/src/load/import-floor.ts bench/out/corpus-100k.jsonl.gz [N]
 *
 * Reads the first N (default 20,000) literature records of a generated corpus (JSON Lines, gzipped or not).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { literatureSearchRow, signatureColumns } from '@parton/query';
import { validateRecord } from '@parton/records';

async function literatureLines(file: string, limit: number): Promise<string[]> {
  const raw = createReadStream(file);
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  const lines: string[] = [];
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.includes('/schemas/records/hep.json')) {
      lines.push(line);
      if (lines.length >= limit) {
        break;
      }
    }
  }
  raw.destroy();
  return lines;
}

function timed<T>(name: string, count: number, work: () => T): T {
  const started = performance.now();
  const result = work();
  const ms = performance.now() - started;
  console.log(
    `${name.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${((ms * 1000) / count).toFixed(0).padStart(6)} µs/record  ${Math.round(
      (count * 1000) / ms,
    )
      .toString()
      .padStart(7)} records/s`,
  );
  return result;
}

async function main(): Promise<void> {
  const [file, limitArgument] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npx tsx bench/src/load/import-floor.ts CORPUS.jsonl[.gz] [N]');
    process.exit(2);
  }
  const lines = await literatureLines(file, Number(limitArgument ?? 20_000));
  const bytes = lines.reduce((total, line) => total + Buffer.byteLength(line), 0);
  console.log(
    `${lines.length} literature records, ${(bytes / lines.length / 1024).toFixed(1)} KiB each on average`,
  );
  const count = lines.length;
  const records = timed('JSON.parse', count, () =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  );
  timed('zod validation', count, () => {
    for (const record of records) {
      if (!validateRecord('literature', record).ok) {
        throw new Error(`invalid record ${String(record.control_number)}`);
      }
    }
  });
  timed('search row', count, () =>
    records.map((record, index) =>
      literatureSearchRow(record, { recordId: String(index), deleted: false, authorDisplayNames: new Map() }),
    ),
  );
  timed('signature rows', count, () =>
    records.map((record) =>
      ((record.authors ?? []) as { full_name: string }[]).map((author) => signatureColumns(author)),
    ),
  );
  timed('JSON.stringify (to send)', count, () => records.map((record) => JSON.stringify(record)));
}

await main();
