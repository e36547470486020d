/** Everything shared while one corpus is generated: options, control numbers, URLs, compact state. */
import { type CollectionName, schemaUrlFor } from '@parton/records';
import { civilFromDays, daysFromCivil, parseDay, todayDays } from './dates';
import { seedToInt } from './random';
import { type CorpusCounts, type CorpusOptions, EMISSION_ORDER } from './types';

export const DEFAULT_PUBLIC_URL = 'https://inspirehep.net';
export const FIRST_LITERATURE_YEAR = 1960;

/** Stream identifiers: each purpose draws from its own stream so that changing one leaves the others. */
export const STREAM = {
  institution: 1,
  journal: 2,
  experiment: 3,
  conference: 4,
  author: 5,
  authorStart: 6,
  literature: 7,
  literatureDate: 8,
  literatureCategory: 9,
  literatureArxiv: 10,
  literatureTitle: 11,
  arxivNumber: 12,
  data: 13,
  seminar: 14,
  job: 15,
  texkey: 16,
  conferenceDate: 17,
  unmatched: 18,
  roster: 19,
  fitness: 20,
} as const;

export interface CorpusPlan {
  counts: CorpusCounts;
  /** First control number of each collection; numbers are consecutive within a collection. */
  firstControlNumber: Record<CollectionName, number>;
  /** Control numbers used: [controlNumberBase, lastControlNumber]. */
  lastControlNumber: number;
  referenceDate: string;
  publicUrl: string;
}

function nonNegative(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) {
    return fallback;
  }
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative number, got ${value}`);
  }
  return Math.floor(value);
}

/** Default counts for the other collections, scaled on the number of literature records. */
export function defaultCounts(options: CorpusOptions): CorpusCounts {
  const literature = nonNegative(options.literature, 0, 'literature');
  const some = literature > 0 ? 1 : 0;
  return {
    literature,
    authors: nonNegative(
      options.authors,
      Math.min(250_000, Math.max(10 * some, Math.round(literature / 5))),
      'authors',
    ),
    institutions: nonNegative(
      options.institutions,
      Math.min(2000, Math.round(literature / 200 + 20)),
      'institutions',
    ),
    conferences: nonNegative(
      options.conferences,
      Math.max(some, Math.round(literature / 200)),
      'conferences',
    ),
    journals: nonNegative(options.journals, 60, 'journals'),
    experiments: nonNegative(options.experiments, 80, 'experiments'),
    seminars: nonNegative(options.seminars, Math.max(some, Math.round(literature / 500)), 'seminars'),
    jobs: nonNegative(options.jobs, Math.max(some, Math.round(literature / 500)), 'jobs'),
    data: nonNegative(options.data, Math.max(some, Math.round(literature / 100)), 'data'),
  };
}

export function planCorpus(options: CorpusOptions): CorpusPlan {
  const counts = defaultCounts(options);
  const base = nonNegative(options.controlNumberBase, 1, 'controlNumberBase') || 1;
  const firstControlNumber = {} as Record<CollectionName, number>;
  let next = base;
  for (const collection of EMISSION_ORDER) {
    firstControlNumber[collection] = next;
    next += counts[collection];
  }
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const referenceDays = options.referenceDate ? parseDay(options.referenceDate) : todayDays();
  const { year, month, day } = civilFromDays(referenceDays);
  return {
    counts,
    firstControlNumber,
    lastControlNumber: next - 1,
    referenceDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    publicUrl,
  };
}

/** Immutable facts of one corpus run, passed to every record module. */
export class CorpusContext {
  readonly seed: number;
  readonly counts: CorpusCounts;
  readonly publicUrl: string;
  readonly referenceDays: number;
  readonly referenceYear: number;
  readonly firstLiteratureDays = daysFromCivil(FIRST_LITERATURE_YEAR, 1, 1);
  readonly referencesPerPaper: number;
  private readonly first: Record<CollectionName, number>;
  private readonly apiPrefix: Record<CollectionName, string>;
  readonly schemaUrl: Record<CollectionName, string>;
  private readonly authorPrefix: string;
  private readonly firstAuthor: number;
  private readonly institutionPrefix: string;
  private readonly firstInstitution: number;
  private readonly authorUrls: (string | undefined)[];
  private readonly institutionUrls: (string | undefined)[];

  constructor(
    options: CorpusOptions,
    readonly plan: CorpusPlan,
  ) {
    this.seed = seedToInt(options.seed);
    this.counts = plan.counts;
    this.publicUrl = plan.publicUrl;
    this.referenceDays = parseDay(plan.referenceDate);
    this.referenceYear = civilFromDays(this.referenceDays).year;
    this.referencesPerPaper = options.referencesPerPaper ?? 20;
    this.first = plan.firstControlNumber;
    this.apiPrefix = {} as Record<CollectionName, string>;
    this.schemaUrl = {} as Record<CollectionName, string>;
    for (const collection of EMISSION_ORDER) {
      this.apiPrefix[collection] = `${this.publicUrl}/api/${collection}/`;
      this.schemaUrl[collection] = schemaUrlFor(collection, this.publicUrl);
    }
    this.authorPrefix = this.apiPrefix.authors;
    this.firstAuthor = this.first.authors;
    this.institutionPrefix = this.apiPrefix.institutions;
    this.firstInstitution = this.first.institutions;
    this.authorUrls = new Array(this.counts.authors);
    this.institutionUrls = new Array(this.counts.institutions);
  }

  controlNumber(collection: CollectionName, index: number): number {
    return this.first[collection] + index;
  }

  /** `https://host/api/<collection>/<control number>` of the index-th record of a collection. */
  url(collection: CollectionName, index: number): string {
    return this.apiPrefix[collection] + (this.first[collection] + index);
  }

  ref(collection: CollectionName, index: number): { $ref: string } {
    return { $ref: this.apiPrefix[collection] + (this.first[collection] + index) };
  }

  /**
   * Author and institution links are made millions of times: their URLs are built once each
   * (a string per author, bounded by the author count) instead of at every signature.
   */
  authorRef(index: number): { $ref: string } {
    let url = this.authorUrls[index];
    if (url === undefined) {
      url = this.authorPrefix + (this.firstAuthor + index);
      this.authorUrls[index] = url;
    }
    return { $ref: url };
  }

  institutionRef(index: number): { $ref: string } {
    let url = this.institutionUrls[index];
    if (url === undefined) {
      url = this.institutionPrefix + (this.firstInstitution + index);
      this.institutionUrls[index] = url;
    }
    return { $ref: url };
  }
}
