import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { type CorpusOptions, generateCorpus, writeCorpusJsonl } from '@parton/corpus';

/**
 * A small generated corpus with every collection and linked references: the layer of each suite that never
 * skips (the real demo records, when present, are an extra layer). Deterministic: same options, same records.
 */
export const SMALL_GENERATED_CORPUS: CorpusOptions = {
  seed: 19,
  literature: 90,
  authors: 40,
  institutions: 12,
  conferences: 8,
  seminars: 6,
  journals: 8,
  jobs: 6,
  experiments: 5,
  data: 6,
  referencesPerPaper: 8,
  referenceDate: '2026-06-01',
};

export interface GeneratedCorpusFolder {
  /** The folder holding `corpus.jsonl`, to hand to `importPaths`. */
  dir: string;
  remove(): Promise<void>;
}

/** Writes a generated corpus as JSON Lines into a fresh temporary folder, as `npm run generate` would. */
export async function writeGeneratedCorpus(
  options: CorpusOptions = SMALL_GENERATED_CORPUS,
): Promise<GeneratedCorpusFolder> {
  const dir = await mkdtemp(join(tmpdir(), 'parton-generated-'));
  const output = createWriteStream(join(dir, 'corpus.jsonl'));
  await writeCorpusJsonl(generateCorpus(options), output);
  output.end();
  await finished(output);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
