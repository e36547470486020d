/** Authors: a compact table (careers, names, affiliations, experiments) and their records. */
import type { AuthorMetadata } from '@parton/records';
import { DEGREE_TYPES, RANKS } from '@parton/records';
import { type CorpusContext, STREAM } from './context';
import { daysFromCivil, GrowingTimeline, yearOfDays } from './dates';
import { type ExperimentTable, fieldAccepts } from './experiments';
import { inspireIdFor, orcidFor } from './ids';
import type { InstitutionTable } from './institutions';
import {
  baiStem,
  citedName,
  displayName,
  drawName,
  emailLocalPart,
  familySlug,
  fullName,
  nameVariant,
  nativeName,
  type PersonName,
  sortKey,
} from './people';
import { Random, WeightedTable } from './random';
import type { GeneratedRecord } from './types';
import { NATIONALITIES } from './vocab/names';
import { CATEGORIES } from './vocab/physics';

const FIRST_CAREER_YEAR = 1925;
const AUTHOR_GROWTH_PER_YEAR = 0.05;
/** Years after the start of a career when people typically move from PhD to postdoc to a permanent post. */
const POSTDOC_AFTER = 5;
/** 2^22: more authors than any corpus has, so rank × RANK_SCALE + index stays an exact double. */
const RANK_SCALE = 4_194_304;
const PERMANENT_AFTER = 9;

export const FIELD_KEYS: readonly string[] = [...new Set(CATEGORIES.map((category) => category.field))];
export const FIELD_OF_CATEGORY: readonly number[] = CATEGORIES.map((category) =>
  FIELD_KEYS.indexOf(category.field),
);

/** Share of authors of a field who belong to an experimental collaboration. */
const COLLABORATION_SHARE: Readonly<Record<string, number>> = {
  'hep-ex': 0.9,
  'nucl-ex': 0.7,
  'physics.ins-det': 0.5,
  'gr-qc': 0.3,
  'astro-ph': 0.3,
  'hep-lat': 0.3,
  'physics.acc-ph': 0.1,
};

export function eraOf(year: number): 0 | 1 | 2 {
  return year < 1990 ? 0 : year < 2010 ? 1 : 2;
}

export const CATEGORY_TABLES: readonly WeightedTable[] = [0, 1, 2].map(
  (era) => new WeightedTable(CATEGORIES.map((category) => category.weights[era] ?? 0)),
);

export const NATIONALITY_TABLES: readonly WeightedTable[] = [0, 1, 2].map(
  (era) => new WeightedTable(NATIONALITIES.map((nationality) => nationality.weights[era] ?? 0)),
);

export class AuthorTable {
  readonly count: number;
  readonly start: Uint16Array;
  readonly length: Uint8Array;
  readonly nationality: Uint8Array;
  readonly family: Uint8Array;
  readonly given: Uint8Array;
  readonly middle: Int8Array;
  readonly middleInitialOnly: Uint8Array;
  readonly category: Uint8Array;
  /** Institution index during the PhD, the postdoc years and the permanent post: 3 per author. */
  readonly institution: Int32Array;
  readonly experiment: Int16Array;
  readonly baiNumber: Uint16Array;
  private rank: Int32Array | undefined;
  /** Filled as names are first needed: one string per author at most. */
  private readonly fullNames: (string | undefined)[];
  private readonly scratch: PersonName = {
    nationality: 0,
    family: 0,
    given: 0,
    middle: -1,
    middleInitialOnly: false,
  };

  constructor(
    ctx: CorpusContext,
    institutions: InstitutionTable,
    private readonly experiments: ExperimentTable,
  ) {
    const count = ctx.counts.authors;
    this.count = count;
    this.start = new Uint16Array(count);
    this.length = new Uint8Array(count);
    this.nationality = new Uint8Array(count);
    this.family = new Uint8Array(count);
    this.given = new Uint8Array(count);
    this.middle = new Int8Array(count);
    this.middleInitialOnly = new Uint8Array(count);
    this.category = new Uint8Array(count);
    this.institution = new Int32Array(count * 3);
    this.experiment = new Int16Array(count).fill(-1);
    this.baiNumber = new Uint16Array(count);
    this.fullNames = new Array(count);
    const timeline = new GrowingTimeline(
      daysFromCivil(FIRST_CAREER_YEAR, 1, 1),
      Math.max(daysFromCivil(FIRST_CAREER_YEAR + 1, 1, 1), ctx.referenceDays - 365),
      AUTHOR_GROWTH_PER_YEAR,
    );
    const random = new Random();
    const baiCounts = new Map<string, number>();
    const experimentsByField = FIELD_KEYS.map((field) => {
      const list: number[] = [];
      for (let index = 0; index < experiments.count; index++) {
        if (fieldAccepts(experiments.entries[index]?.field ?? '', field)) {
          list.push(index);
        }
      }
      return list;
    });
    for (let a = 0; a < count; a++) {
      random.reset(ctx.seed, STREAM.author, a);
      const startYear = yearOfDays(timeline.at((a + random.float()) / count));
      this.start[a] = startYear;
      const length = random.chance(0.3) ? random.between(2, 7) : random.between(8, 48);
      this.length[a] = length;
      const era = eraOf(startYear);
      const nationality = (NATIONALITY_TABLES[era] as WeightedTable).draw(random);
      const name = drawName(random, nationality);
      this.nationality[a] = nationality;
      this.family[a] = name.family;
      this.given[a] = name.given;
      this.middle[a] = name.middle;
      this.middleInitialOnly[a] = name.middleInitialOnly ? 1 : 0;
      const category = (CATEGORY_TABLES[era] as WeightedTable).draw(random);
      this.category[a] = category;
      const countries = NATIONALITIES[nationality]?.countries ?? ['US'];
      const phd = institutions.pick(random, countries);
      const postdoc = random.chance(0.4)
        ? phd
        : institutions.pick(random, random.chance(0.5) ? countries : ['US', 'DE', 'CH', 'GB']);
      const permanent = random.chance(0.3)
        ? postdoc
        : institutions.pick(random, random.chance(0.6) ? countries : ['US', 'CH', 'DE']);
      this.institution[a * 3] = phd;
      this.institution[a * 3 + 1] = postdoc;
      this.institution[a * 3 + 2] = permanent;
      const fieldIndex = FIELD_OF_CATEGORY[category] ?? 0;
      const field = FIELD_KEYS[fieldIndex] ?? 'hep-ph';
      if (random.chance(COLLABORATION_SHARE[field] ?? 0)) {
        this.experiment[a] = this.chooseExperiment(
          random,
          experimentsByField[fieldIndex] ?? [],
          startYear,
          startYear + length,
        );
      }
      const stem = baiStem(name);
      const seen = (baiCounts.get(stem) ?? 0) + 1;
      baiCounts.set(stem, seen);
      this.baiNumber[a] = seen;
    }
  }

  private chooseExperiment(random: Random, candidates: readonly number[], from: number, to: number): number {
    let total = 0;
    for (const index of candidates) {
      if (this.experiments.isRunning(index, from, to)) {
        total += this.experiments.entries[index]?.size ?? 0;
      }
    }
    if (total <= 0) {
      return -1;
    }
    let target = random.float() * total;
    for (const index of candidates) {
      if (!this.experiments.isRunning(index, from, to)) {
        continue;
      }
      target -= this.experiments.entries[index]?.size ?? 0;
      if (target < 0) {
        return index;
      }
    }
    return -1;
  }

  /** The author's name; the returned object is reused by the next call. */
  name(a: number): PersonName {
    const scratch = this.scratch;
    scratch.nationality = this.nationality[a] ?? 0;
    scratch.family = this.family[a] ?? 0;
    scratch.given = this.given[a] ?? 0;
    scratch.middle = this.middle[a] ?? -1;
    scratch.middleInitialOnly = this.middleInitialOnly[a] === 1;
    return scratch;
  }

  fullName(a: number): string {
    let name = this.fullNames[a];
    if (name === undefined) {
      name = fullName(this.name(a));
      this.fullNames[a] = name;
    }
    return name;
  }

  citedName(a: number): string {
    return citedName(this.name(a));
  }

  bai(a: number): string {
    return `${baiStem(this.name(a))}.${this.baiNumber[a]}`;
  }

  isActive(a: number, year: number): boolean {
    const start = this.start[a] ?? 0;
    return start <= year && year <= start + (this.length[a] ?? 0);
  }

  /** Institution index where the author worked in a given year. */
  affiliationAt(a: number, year: number): number {
    const start = this.start[a] ?? 0;
    const stage = year < start + POSTDOC_AFTER ? 0 : year < start + PERMANENT_AFTER ? 1 : 2;
    return this.institution[a * 3 + stage] ?? -1;
  }

  fieldOf(a: number): number {
    return FIELD_OF_CATEGORY[this.category[a] ?? 0] ?? 0;
  }

  /** Index of the first author whose career starts after `year`. */
  firstStartingAfter(year: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.start[mid] ?? 0) <= year) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  /** The given authors sorted by name. Keys rank × 2^22 + index sort natively as doubles. */
  inAlphabeticalOrder(authors: Iterable<number>): Int32Array {
    const rank = this.alphabeticalRank();
    const keys = Float64Array.from(authors, (a) => (rank[a] ?? 0) * RANK_SCALE + a);
    keys.sort();
    const sorted = new Int32Array(keys.length);
    for (let k = 0; k < keys.length; k++) {
      sorted[k] = (keys[k] ?? 0) % RANK_SCALE;
    }
    return sorted;
  }

  /** Position of every author in the alphabetical order of names (for collaboration author lists). */
  alphabeticalRank(): Int32Array {
    if (this.rank) {
      return this.rank;
    }
    const keys: string[] = new Array(this.count);
    for (let a = 0; a < this.count; a++) {
      keys[a] = sortKey(this.name(a));
    }
    const order = Array.from({ length: this.count }, (_, a) => a);
    order.sort((left, right) => {
      const l = keys[left] as string;
      const r = keys[right] as string;
      return l < r ? -1 : l > r ? 1 : left - right;
    });
    const rank = new Int32Array(this.count);
    for (let position = 0; position < order.length; position++) {
      rank[order[position] as number] = position;
    }
    this.rank = rank;
    return rank;
  }
}

/**
 * The authors active in one year, bucketed by field and by experiment. Literature comes in date
 * order, so one year is prepared at a time.
 */
export class ActiveAuthors {
  private year = Number.NaN;
  private readonly active: Int32Array;
  private activeCount = 0;
  private readonly byField: Int32Array;
  private readonly fieldOffsets: Int32Array;
  private readonly byExperiment: Int32Array;
  private readonly experimentOffsets: Int32Array;
  private readonly members = new Map<number, Int32Array>();

  constructor(
    private readonly authors: AuthorTable,
    experimentCount: number,
  ) {
    this.active = new Int32Array(authors.count);
    this.byField = new Int32Array(authors.count);
    this.fieldOffsets = new Int32Array(FIELD_KEYS.length + 1);
    this.byExperiment = new Int32Array(authors.count);
    this.experimentOffsets = new Int32Array(experimentCount + 1);
  }

  get size(): number {
    return this.activeCount;
  }

  prepare(year: number): void {
    if (year === this.year) {
      return;
    }
    this.year = year;
    this.members.clear();
    const authors = this.authors;
    const limit = authors.firstStartingAfter(year);
    let count = 0;
    for (let a = 0; a < limit; a++) {
      if ((authors.start[a] ?? 0) + (authors.length[a] ?? 0) >= year) {
        this.active[count++] = a;
      }
    }
    this.activeCount = count;
    bucket(this.active, count, this.byField, this.fieldOffsets, (a) => authors.fieldOf(a));
    bucket(this.active, count, this.byExperiment, this.experimentOffsets, (a) => authors.experiment[a] ?? -1);
  }

  any(random: Random): number {
    return this.activeCount === 0 ? -1 : (this.active[random.int(this.activeCount)] ?? -1);
  }

  inField(field: number, random: Random): number {
    const from = this.fieldOffsets[field] ?? 0;
    const to = this.fieldOffsets[field + 1] ?? 0;
    if (to <= from) {
      return this.any(random);
    }
    return this.byField[from + random.int(to - from)] ?? -1;
  }

  /** Active members of an experiment in alphabetical order (cached for the year). */
  membersOf(experiment: number): Int32Array {
    const cached = this.members.get(experiment);
    if (cached) {
      return cached;
    }
    const from = this.experimentOffsets[experiment] ?? 0;
    const to = this.experimentOffsets[experiment + 1] ?? 0;
    const list = this.authors.inAlphabeticalOrder(this.byExperiment.subarray(from, Math.max(from, to)));
    this.members.set(experiment, list);
    return list;
  }

  /** The i-th active author (for filling collaboration lists). */
  at(position: number): number {
    return this.active[position] ?? -1;
  }
}

/** Counting sort of `items` into `out` by a small integer key (negative keys are dropped). */
function bucket(
  items: Int32Array,
  count: number,
  out: Int32Array,
  offsets: Int32Array,
  keyOf: (item: number) => number,
): void {
  offsets.fill(0);
  const buckets = offsets.length - 1;
  for (let i = 0; i < count; i++) {
    const key = keyOf(items[i] ?? 0);
    if (key >= 0 && key < buckets) {
      offsets[key + 1] = (offsets[key + 1] ?? 0) + 1;
    }
  }
  for (let key = 0; key < buckets; key++) {
    offsets[key + 1] = (offsets[key + 1] ?? 0) + (offsets[key] ?? 0);
  }
  const cursor = offsets.slice(0, buckets);
  for (let i = 0; i < count; i++) {
    const item = items[i] ?? 0;
    const key = keyOf(item);
    if (key >= 0 && key < buckets) {
      out[cursor[key] ?? 0] = item;
      cursor[key] = (cursor[key] ?? 0) + 1;
    }
  }
}

const SOCIAL_HOSTS = [
  'mastodon.social',
  'fediscience.org',
  'mathstodon.xyz',
  'astrodon.social',
  'sciencemastodon.com',
];
const DEGREE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['phd', 80],
  ['master', 7],
  ['diploma', 4],
  ['habilitation', 3],
  ['laurea', 2],
  ['bachelor', 2],
  ['other', 2],
];

function pickDegree(random: Random): string {
  let target = random.float() * 100;
  for (const [degree, weight] of DEGREE_WEIGHTS) {
    target -= weight;
    if (target < 0 && (DEGREE_TYPES as readonly string[]).includes(degree)) {
      return degree;
    }
  }
  return 'phd';
}

function findAdvisor(authors: AuthorTable, random: Random, start: number): number {
  const limit = authors.firstStartingAfter(start - 8);
  if (limit <= 0) {
    return -1;
  }
  const window = Math.max(1, limit - authors.firstStartingAfter(start - 40));
  for (let attempt = 0; attempt < 6; attempt++) {
    const candidate = limit - 1 - random.int(window);
    if (candidate >= 0 && authors.isActive(candidate, start)) {
      return candidate;
    }
  }
  return -1;
}

type Position = NonNullable<AuthorMetadata['positions']>[number];

export function* authorRecords(
  ctx: CorpusContext,
  authors: AuthorTable,
  institutions: InstitutionTable,
  experiments: ExperimentTable,
): Generator<GeneratedRecord> {
  const random = new Random();
  for (let a = 0; a < authors.count; a++) {
    random.reset(ctx.seed, STREAM.author + 100, a);
    const name = { ...authors.name(a) };
    const start = authors.start[a] ?? 1960;
    const end = start + (authors.length[a] ?? 0);
    const current = end >= ctx.referenceYear;
    const categoryName = CATEGORIES[authors.category[a] ?? 0]?.name ?? 'hep-ph';
    const metadata: AuthorMetadata = {
      $schema: ctx.schemaUrl.authors,
      control_number: ctx.controlNumber('authors', a),
      self: ctx.ref('authors', a),
      _collections: ['Authors'],
      name: { value: fullName(name), preferred_name: displayName(name) },
      stub: false,
      status: current ? 'active' : end - start > 25 && random.chance(0.7) ? 'retired' : 'departed',
    };
    const native = random.chance(0.6) ? nativeName(name) : undefined;
    if (native) {
      metadata.name.native_names = [native];
    }
    const variant = nameVariant(name);
    if (variant && random.chance(0.5)) {
      metadata.name.name_variants = [variant];
    }

    const ids: NonNullable<AuthorMetadata['ids']> = [];
    if (random.chance(0.95)) {
      ids.push({ schema: 'INSPIRE BAI', value: authors.bai(a) });
    }
    if (random.chance(0.7)) {
      ids.push({ schema: 'INSPIRE ID', value: inspireIdFor(a) });
    }
    if (random.chance(end >= 2005 ? 0.55 : 0.1)) {
      ids.push({ schema: 'ORCID', value: orcidFor(a, ctx.seed) });
    }
    const handle = `${familySlug(name)}${random.between(1, 99)}`;
    if (current && random.chance(0.08)) {
      ids.push({ schema: 'TWITTER', value: handle });
    }
    if (current && random.chance(0.06)) {
      ids.push({
        schema: 'LINKEDIN',
        value: `${emailLocalPart(name).replace('.', '-')}-${random.between(100, 999)}`,
      });
    }
    if (current && random.chance(0.04)) {
      ids.push({ schema: 'BLUESKY', value: `${handle}.bsky.social` });
    }
    if (current && random.chance(0.04)) {
      ids.push({ schema: 'MASTODON', value: `${handle}@${random.pick(SOCIAL_HOSTS)}` });
    }
    const permanent = authors.institution[a * 3 + 2] ?? -1;
    if (permanent >= 0 && institutions.icn(permanent) === 'CERN' && random.chance(0.6)) {
      ids.push({ schema: 'CERN', value: `CERN-${random.between(100_000, 999_999)}` });
    }
    if (ids.length > 0) {
      metadata.ids = ids;
    }

    const positions: Position[] = [];
    const stages: readonly (readonly [number, number, string])[] = [
      [start, start + POSTDOC_AFTER, 'PHD'],
      [start + POSTDOC_AFTER, start + PERMANENT_AFTER, 'POSTDOC'],
      [start + PERMANENT_AFTER, end, random.chance(0.5) ? 'SENIOR' : random.chance(0.5) ? 'STAFF' : 'JUNIOR'],
    ];
    for (let stage = 0; stage < stages.length; stage++) {
      const [from, to, rank] = stages[stage] as readonly [number, number, string];
      if (from > end || from > ctx.referenceYear) {
        break;
      }
      const institution = authors.institution[a * 3 + stage] ?? -1;
      const isLast = stage === stages.length - 1 || (stages[stage + 1]?.[0] ?? 0) > end;
      const position: Position = {
        rank: (RANKS as readonly string[]).includes(rank) ? rank : 'OTHER',
        start_date: String(from),
        curated_relation: random.chance(0.3),
      };
      if (institution >= 0) {
        position.institution = institutions.icn(institution);
        position.record = ctx.ref('institutions', institution);
      }
      if (isLast) {
        if (current) {
          position.current = true;
        } else {
          position.end_date = String(Math.min(end, ctx.referenceYear));
        }
      } else {
        position.end_date = String(Math.min(to, ctx.referenceYear));
      }
      positions.push(position);
    }
    if (random.chance(0.2)) {
      positions.push({ rank: random.chance(0.5) ? 'UNDERGRADUATE' : 'MASTER', end_date: String(start) });
    }
    positions.reverse();
    if (positions.length > 0) {
      metadata.positions = positions;
    }

    if (random.chance(0.35)) {
      const advisor = findAdvisor(authors, random, start);
      if (advisor >= 0) {
        metadata.advisors = [
          {
            name: authors.fullName(advisor),
            record: ctx.ref('authors', advisor),
            degree_type: pickDegree(random),
          },
        ];
      }
    }

    const category = CATEGORIES[authors.category[a] ?? 0];
    const categories = [categoryName];
    if (category && random.chance(0.5)) {
      categories.push(random.pick(category.crossLists));
    }
    metadata.arxiv_categories = categories;

    const latest = authors.affiliationAt(a, Math.min(end, ctx.referenceYear));
    const latestDomain = institutions.entries[latest]?.domain;
    if (latestDomain && end >= 1990 && random.chance(0.75)) {
      const addresses: NonNullable<AuthorMetadata['email_addresses']> = [
        { value: `${emailLocalPart(name)}@${latestDomain}`, current: current },
      ];
      const earlier = institutions.entries[authors.institution[a * 3] ?? -1]?.domain;
      if (earlier && earlier !== latestDomain && random.chance(0.4)) {
        addresses.push({
          value: `${emailLocalPart(name)}@${earlier}`,
          current: false,
          hidden: random.chance(0.3),
        });
      }
      metadata.email_addresses = addresses;
    }

    const experiment = authors.experiment[a] ?? -1;
    const experimentEntry = experiments.entries[experiment];
    if (experiment >= 0 && experimentEntry) {
      const experimentEnd = experimentEntry.completed ?? experimentEntry.cancelled ?? 9999;
      metadata.project_membership = [
        {
          name: experimentEntry.legacyName,
          record: ctx.ref('experiments', experiment),
          current: current && experimentEnd >= ctx.referenceYear,
          curated_relation: random.chance(0.5),
        },
      ];
    }

    if (latestDomain && end >= 1995 && random.chance(0.15)) {
      metadata.urls = [{ value: `https://${latestDomain}/~${familySlug(name)}` }];
    }
    yield { collection: 'authors', metadata };
  }
}
