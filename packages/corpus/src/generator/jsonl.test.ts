import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from './corpus';
import { writeCorpusJsonl } from './jsonl';

/** A writable that accepts little before pushing back and consumes slowly. */
function slowSink(): { stream: Writable; text: () => string; pushedBack: () => number } {
  const parts: string[] = [];
  let pushedBack = 0;
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk.toString('utf8'));
      setImmediate(callback);
    },
  });
  const write = stream.write.bind(stream);
  stream.write = ((chunk: string) => {
    const accepted = write(chunk);
    if (!accepted) {
      pushedBack++;
    }
    return accepted;
  }) as Writable['write'];
  return { stream, text: () => parts.join(''), pushedBack: () => pushedBack };
}

describe('writeCorpusJsonl', () => {
  it('writes one JSON object per line, naming its collection, and waits for the reader', {
    timeout: 60_000,
  }, async () => {
    const corpus = generateCorpus({ seed: 5, literature: 300, referenceDate: '2025-01-01' });
    const sink = slowSink();
    const progress: number[] = [];
    const summary = await writeCorpusJsonl(corpus, sink.stream, {
      progressIntervalMs: 0,
      onProgress: (report) => progress.push(report.records),
    });
    const lines = sink.text().split('\n');
    expect(lines.pop()).toBe('');
    const records = lines.map((line) => JSON.parse(line) as { $schema: string; control_number: number });
    expect(records.length).toBe(summary.records);
    expect(summary.perCollection.literature).toBe(300);
    expect(records.every((record) => /\/schemas\/records\/[a-z]+\.json$/.test(record.$schema))).toBe(true);
    expect(records.map((record) => record.control_number)).toEqual(records.map((_, index) => index + 1));
    expect(summary.bytes).toBe(Buffer.byteLength(sink.text()));
    expect(sink.pushedBack()).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(0);
    expect(summary.truncated).toBe(false);
  });

  it('stops quietly when the reader goes away', async () => {
    const corpus = generateCorpus({ seed: 5, literature: 200, referenceDate: '2025-01-01' });
    const stream = new Writable({
      write(_chunk, _encoding, callback) {
        const error: NodeJS.ErrnoException = new Error('write EPIPE');
        error.code = 'EPIPE';
        callback(error);
      },
    });
    const summary = await writeCorpusJsonl(corpus, stream);
    expect(summary.truncated).toBe(true);
  });
});
