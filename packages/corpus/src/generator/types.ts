import type {
  AuthorMetadata,
  CollectionName,
  ConferenceMetadata,
  DataMetadata,
  ExperimentMetadata,
  InstitutionMetadata,
  JobMetadata,
  JournalMetadata,
  LiteratureMetadata,
  SeminarMetadata,
} from '@parton/records';

/** One generated record: the collection it belongs to and its metadata in the community format. */
export type GeneratedRecord =
  | { collection: 'literature'; metadata: LiteratureMetadata }
  | { collection: 'authors'; metadata: AuthorMetadata }
  | { collection: 'institutions'; metadata: InstitutionMetadata }
  | { collection: 'conferences'; metadata: ConferenceMetadata }
  | { collection: 'seminars'; metadata: SeminarMetadata }
  | { collection: 'journals'; metadata: JournalMetadata }
  | { collection: 'jobs'; metadata: JobMetadata }
  | { collection: 'experiments'; metadata: ExperimentMetadata }
  | { collection: 'data'; metadata: DataMetadata };

export interface CorpusOptions {
  /** Same seed (and same other options) → byte-identical corpus. */
  seed: number | string;
  /** Number of literature records. */
  literature: number;
  authors?: number;
  institutions?: number;
  conferences?: number;
  seminars?: number;
  journals?: number;
  jobs?: number;
  experiments?: number;
  data?: number;
  /** Host of `$ref` and `$schema` URLs; default `https://inspirehep.net`. */
  publicUrl?: string;
  /** First control number; all collections share one number space. Default 1. */
  controlNumberBase?: number;
  /** Average number of references per literature record; default 20. */
  referencesPerPaper?: number;
  /**
   * "Today" for the corpus (YYYY-MM-DD): literature runs up to it, seminars and job deadlines fall
   * on both sides of it. Defaults to the current UTC date, so pass it for output stable across days.
   */
  referenceDate?: string;
}

/** Collections in the order the corpus emits them: every `$ref` points backwards or into this list. */
export const EMISSION_ORDER: readonly CollectionName[] = [
  'institutions',
  'journals',
  'experiments',
  'conferences',
  'authors',
  'literature',
  'data',
  'seminars',
  'jobs',
];

export type CorpusCounts = Record<CollectionName, number>;
