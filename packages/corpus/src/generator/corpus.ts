/** The corpus: every collection in dependency order, generated lazily and deterministically. */
import { AuthorTable, authorRecords } from './authors';
import { ConferenceTable, conferenceRecords } from './conferences';
import { CorpusContext, type CorpusPlan, planCorpus } from './context';
import { dataRecords } from './data';
import { ExperimentTable, experimentRecords } from './experiments';
import { InstitutionTable, institutionRecords } from './institutions';
import { jobRecords } from './jobs';
import { JournalTable, journalRecords } from './journals';
import { LiteratureGenerator } from './literature';
import { LiteratureState } from './literature-state';
import { seminarRecords } from './seminars';
import type { CorpusOptions, GeneratedRecord } from './types';

export interface CorpusStats {
  /** References written so far, and how many of them carry a `record` link. */
  references: number;
  linkedReferences: number;
}

/** An ordered, re-iterable stream of records; each iteration regenerates the same records. */
export interface Corpus extends Iterable<GeneratedRecord> {
  readonly plan: CorpusPlan;
  /** Counters of the iteration in progress (or the last one). */
  readonly stats: CorpusStats;
}

/**
 * Generates a synthetic INSPIRE-like corpus. Records come in the order institutions, journals,
 * experiments, conferences, authors, literature (by date), data, seminars, jobs, so every `$ref`
 * points to a record emitted before it or (within one collection) in the same corpus.
 */
export function generateCorpus(options: CorpusOptions): Corpus {
  const plan = planCorpus(options);
  const stats: CorpusStats = { references: 0, linkedReferences: 0 };
  return {
    plan,
    stats,
    [Symbol.iterator]: () => corpusRecords(options, plan, stats),
  };
}

function* corpusRecords(
  options: CorpusOptions,
  plan: CorpusPlan,
  stats: CorpusStats,
): Generator<GeneratedRecord> {
  stats.references = 0;
  stats.linkedReferences = 0;
  const ctx = new CorpusContext(options, plan);
  const institutions = new InstitutionTable(ctx);
  yield* institutionRecords(ctx, institutions);
  const journals = new JournalTable(ctx);
  yield* journalRecords(ctx, journals);
  const experiments = new ExperimentTable(ctx, institutions);
  yield* experimentRecords(ctx, experiments, institutions);
  const conferences = new ConferenceTable(ctx, institutions);
  yield* conferenceRecords(ctx, conferences);
  const authors = new AuthorTable(ctx, institutions, experiments);
  yield* authorRecords(ctx, authors, institutions, experiments);
  const state = new LiteratureState(
    ctx,
    journals,
    authors,
    experiments.entries.map((entry) => entry.collaboration),
    (conference) => conferences.posVolume(conference),
  );
  const literature = new LiteratureGenerator(
    ctx,
    { institutions, journals, experiments, conferences, authors },
    state,
  );
  for (const record of literature.records()) {
    yield record;
    stats.references = literature.references.emitted;
    stats.linkedReferences = literature.references.linked;
  }
  yield* dataRecords(ctx, state, experiments);
  yield* seminarRecords(ctx, authors, institutions, state);
  yield* jobRecords(ctx, authors, institutions, experiments);
}
