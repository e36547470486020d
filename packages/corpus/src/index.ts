/**
 * Synthetic INSPIRE-format corpus generator.
 *
 *   for (const { collection, metadata } of generateCorpus({ seed: 1, literature: 100_000 })) { … }
 *
 * Records come institutions → journals → experiments → conferences → authors → literature (by
 * date) → data → seminars → jobs, with control numbers unique across the corpus, so that every
 * `$ref` points to a record emitted earlier (or, within a collection, in the same corpus).
 */

export { type CorpusPlan, DEFAULT_PUBLIC_URL, planCorpus } from './generator/context';
export { type Corpus, type CorpusStats, generateCorpus } from './generator/corpus';
export {
  type WriteOptions,
  type WriteProgress,
  type WriteSummary,
  writeCorpusJsonl,
} from './generator/jsonl';
export {
  type CorpusCounts,
  type CorpusOptions,
  EMISSION_ORDER,
  type GeneratedRecord,
} from './generator/types';
