/** Conferences: series editions and one-off workshops, in date order. */
import type { ConferenceMetadata } from '@parton/records';
import { type CorpusContext, STREAM } from './context';
import { civilFromDays, formatDays, GrowingTimeline, pad2 } from './dates';
import type { InstitutionTable } from './institutions';
import { Random } from './random';
import { asciiFold, capitalize, ordinal, slug } from './text';
import type { GeneratedRecord } from './types';
import { CATEGORIES, CONFERENCE_SERIES, FIELD_VOCABULARY, WORKSHOP_KINDS } from './vocab/physics';
import { CITY_SEEDS, countryOf } from './vocab/places';

const CONFERENCE_GROWTH_PER_YEAR = 0.045;

export class ConferenceTable {
  readonly openingDays: Int32Array;
  readonly lengthDays: Uint8Array;
  readonly series: Int16Array;
  readonly edition: Int16Array;
  readonly title: string[] = [];
  readonly acronym: (string | undefined)[] = [];
  readonly cnum: string[] = [];
  readonly city: string[] = [];
  readonly countryCode: string[] = [];
  readonly field: string[] = [];

  constructor(ctx: CorpusContext, institutions: InstitutionTable) {
    const count = ctx.counts.conferences;
    this.openingDays = new Int32Array(count);
    this.lengthDays = new Uint8Array(count);
    this.series = new Int16Array(count).fill(-1);
    this.edition = new Int16Array(count);
    const timeline = new GrowingTimeline(
      ctx.firstLiteratureDays,
      ctx.referenceDays + 365,
      CONFERENCE_GROWTH_PER_YEAR,
    );
    const random = new Random();
    const usedEditions = new Set<string>();
    const cnumCounts = new Map<string, number>();
    for (let index = 0; index < count; index++) {
      random.reset(ctx.seed, STREAM.conferenceDate, index);
      const opening = timeline.at((index + random.float()) / count);
      const { year, month, day } = civilFromDays(opening);
      this.openingDays[index] = opening;
      this.lengthDays[index] = random.between(1, 6);
      let seriesIndex = -1;
      if (random.chance(0.45)) {
        const candidate = random.int(CONFERENCE_SERIES.length);
        const series = CONFERENCE_SERIES[candidate];
        if (series && year >= series.start && (year - series.start) % series.period === 0) {
          const key = `${candidate}|${year}`;
          if (!usedEditions.has(key)) {
            usedEditions.add(key);
            seriesIndex = candidate;
          }
        }
      }
      let venue: { city: string; countryCode: string };
      if (seriesIndex >= 0) {
        const series = CONFERENCE_SERIES[seriesIndex] as (typeof CONFERENCE_SERIES)[number];
        const edition = 1 + Math.floor((year - series.start) / series.period);
        this.series[index] = seriesIndex;
        this.edition[index] = edition;
        this.title.push(`${ordinal(edition)} ${series.title}`);
        this.acronym.push(`${series.acronym} ${year}`);
        this.field.push(series.field);
        venue = series.venue ? parseVenue(series.venue) : randomVenue(random, institutions);
      } else {
        const category = random.pick(CATEGORIES);
        const vocabulary = FIELD_VOCABULARY[category.field] ?? FIELD_VOCABULARY['hep-ph'];
        const topic = capitalize(stripMaths(random.pick(vocabulary?.topics ?? ['particle physics'])));
        const title = `${random.pick(WORKSHOP_KINDS)} ${topic}`;
        this.title.push(random.chance(0.3) ? `${title} ${year}` : title);
        this.acronym.push(random.chance(0.45) ? `${acronymOf(topic)} ${year}` : undefined);
        this.field.push(category.field);
        venue = randomVenue(random, institutions);
      }
      this.city.push(venue.city);
      this.countryCode.push(venue.countryCode);
      const base = `C${pad2(year % 100)}-${pad2(month)}-${pad2(day)}`;
      const seen = cnumCounts.get(base) ?? 0;
      cnumCounts.set(base, seen + 1);
      this.cnum.push(seen === 0 ? base : `${base}.${seen}`);
    }
  }

  get count(): number {
    return this.openingDays.length;
  }

  /** A conference held during the year before `days` (a paper's date), or -1. */
  recentBefore(days: number, u: number): number {
    let low = 0;
    let high = this.openingDays.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.openingDays[mid] ?? 0) <= days) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    const last = low - 1;
    if (last < 0) {
      return -1;
    }
    let first = last;
    while (first > 0 && last - first < 12 && (this.openingDays[first - 1] ?? 0) >= days - 365) {
      first--;
    }
    return first + Math.floor(u * (last - first + 1));
  }

  /** PoS volume name: "LATTICE2013"-style acronym without spaces. */
  posVolume(index: number): string | undefined {
    const acronym = this.acronym[index];
    return acronym
      ? asciiFold(acronym)
          .replace(/[^A-Za-z0-9]/g, '')
          .toUpperCase()
      : undefined;
  }
}

function stripMaths(value: string): string {
  return value
    .replace(/\$[^$]*\$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function acronymOf(topic: string): string {
  const letters = topic
    .split(/[\s-]+/)
    .filter((word) => word.length > 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters.length >= 2 ? letters.slice(0, 5) : asciiFold(topic).slice(0, 6).toUpperCase();
}

function parseVenue(venue: string): { city: string; countryCode: string } {
  const [city, countryCode] = venue.split('|');
  return { city: city ?? '', countryCode: countryCode ?? 'CH' };
}

function randomVenue(random: Random, institutions: InstitutionTable): { city: string; countryCode: string } {
  if (institutions.count > 0 && random.chance(0.6)) {
    const entry = institutions.entries[institutions.weights.draw(random)];
    if (entry) {
      return { city: entry.city, countryCode: entry.countryCode };
    }
  }
  return random.pick(CITY_SEEDS);
}

const CHAIR_GIVEN = [
  'Maria',
  'Hartmut',
  'Chiara',
  'Kenji',
  'Elena',
  'Thomas',
  'Ana',
  'Wei',
  'Pierre',
  'Sofia',
  'Rajesh',
  'Ingrid',
];
const CHAIR_FAMILY = [
  'Rossi',
  'Wittig',
  'Bellenghi',
  'Tanaka',
  'Petrova',
  'Müller',
  'García',
  'Zhang',
  'Dubois',
  'Nyström',
  'Iyer',
  'Øvrebø',
];

export function* conferenceRecords(ctx: CorpusContext, table: ConferenceTable): Generator<GeneratedRecord> {
  const random = new Random();
  for (let index = 0; index < table.count; index++) {
    random.reset(ctx.seed, STREAM.conference, index);
    const opening = table.openingDays[index] ?? 0;
    const { year } = civilFromDays(opening);
    const acronym = table.acronym[index];
    const countryCode = table.countryCode[index] ?? 'CH';
    const field = table.field[index] ?? 'hep-ph';
    const category = CATEGORIES.find((candidate) => candidate.field === field) ?? CATEGORIES[0];
    const metadata: ConferenceMetadata = {
      $schema: ctx.schemaUrl.conferences,
      control_number: ctx.controlNumber('conferences', index),
      self: ctx.ref('conferences', index),
      _collections: ['Conferences'],
      titles: [{ title: table.title[index] ?? 'Workshop' }],
      cnum: table.cnum[index] ?? '',
      opening_date: formatDays(opening),
      closing_date: formatDays(opening + (table.lengthDays[index] ?? 3)),
      addresses: [
        {
          cities: [table.city[index] ?? ''],
          country_code: countryCode,
          country: countryOf(countryCode).name,
        },
      ],
      inspire_categories: [{ term: category?.inspire ?? 'Phenomenology-HEP' }],
    };
    if (acronym) {
      metadata.acronyms = [acronym];
    }
    const seriesIndex = table.series[index] ?? -1;
    const series = seriesIndex >= 0 ? CONFERENCE_SERIES[seriesIndex] : undefined;
    if (series) {
      metadata.series = [{ name: series.name, number: table.edition[index] ?? 1 }];
    }
    const site = slug(acronym ?? table.title[index] ?? 'conference').slice(0, 16) || 'conference';
    const domain = countryOf(countryCode).tld;
    if (year >= 1995) {
      metadata.urls = [
        random.chance(0.5)
          ? { value: `https://indico.cern.ch/event/${random.between(10_000, 1_500_000)}/` }
          : { value: `https://${site}${year}.${domain}/` },
      ];
      metadata.contact_details = [
        {
          name: `${random.pick(CHAIR_GIVEN)} ${random.pick(CHAIR_FAMILY)}`,
          email: `chair@${site}${year}.${domain}`,
        },
      ];
    }
    if (random.chance(0.5)) {
      metadata.short_description = {
        value: `<p>The ${metadata.titles[0]?.title} brings together theorists and experimentalists to discuss recent results and open questions.</p>`,
      };
    }
    if (random.chance(0.3)) {
      metadata.keywords = [
        { value: category?.inspire ?? 'particle physics' },
        { value: series?.name ?? 'workshop' },
      ];
    }
    metadata.core = random.chance(0.7);
    yield { collection: 'conferences', metadata };
  }
}
