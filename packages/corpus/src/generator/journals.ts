/** Journals: the table used to place papers, and their records. */
import type { JournalMetadata } from '@parton/records';
import { type CorpusContext, FIRST_LITERATURE_YEAR, STREAM } from './context';
import { pad2 } from './dates';
import { Random } from './random';
import { compileTemplate, slotCode } from './template';
import { slug } from './text';
import type { GeneratedRecord } from './types';
import { EXTERNAL_JOURNALS, JOURNAL_SEEDS, type JournalSeed } from './vocab/journals';

const SYNTHETIC_PREFIXES = [
  'Int.J.',
  'Adv.',
  'Rev.',
  'Front.',
  'Lett.',
  'Ann.',
  'Bull.',
  'Acta',
  'Proc.',
  'Trans.',
];
const SYNTHETIC_SUBJECTS: readonly (readonly [string, string, string])[] = [
  ['Part.Phys.', 'Particle Physics', 'hep-ph'],
  ['Cosmol.', 'Cosmology', 'astro-ph'],
  ['Grav.', 'Gravitation', 'gr-qc'],
  ['Nucl.Sci.', 'Nuclear Science', 'nucl-th'],
  ['Theor.High En.Phys.', 'Theoretical High Energy Physics', 'hep-th'],
  ['Exp.Part.Phys.', 'Experimental Particle Physics', 'hep-ex'],
  ['Instrum.Sci.', 'Instrumentation Science', 'physics.ins-det'],
  ['Astropart.Sci.', 'Astroparticle Science', 'astro-ph'],
  ['Quantum Inf.Phys.', 'Quantum Information Physics', 'quant-ph'],
  ['Accel.Sci.', 'Accelerator Science', 'physics.acc-ph'],
];
const SYNTHETIC_PREFIX_WORDS: Readonly<Record<string, string>> = {
  'Int.J.': 'International Journal of',
  'Adv.': 'Advances in',
  'Rev.': 'Reviews in',
  'Front.': 'Frontiers of',
  'Lett.': 'Letters in',
  'Ann.': 'Annals of',
  'Bull.': 'Bulletin of',
  Acta: 'Acta',
  'Proc.': 'Proceedings in',
  'Trans.': 'Transactions on',
};

function syntheticJournal(random: Random, ordinal: number, used: Set<string>): JournalSeed {
  const prefix = SYNTHETIC_PREFIXES[ordinal % SYNTHETIC_PREFIXES.length] as string;
  const [subjectShort, subjectLong, field] = SYNTHETIC_SUBJECTS[
    Math.floor(ordinal / SYNTHETIC_PREFIXES.length) % SYNTHETIC_SUBJECTS.length
  ] as readonly [string, string, string];
  let short = prefix.endsWith('.') ? `${prefix}${subjectShort}` : `${prefix} ${subjectShort}`;
  const series = Math.floor(ordinal / (SYNTHETIC_PREFIXES.length * SYNTHETIC_SUBJECTS.length));
  if (series > 0) {
    short = `${short}${String.fromCharCode(65 + (series % 26))}${series >= 26 ? Math.floor(series / 26) : ''}`;
  }
  while (used.has(short)) {
    short = `${short}I`;
  }
  const title = `${SYNTHETIC_PREFIX_WORDS[prefix] ?? prefix} ${subjectLong}${series > 0 ? ` ${String.fromCharCode(65 + (series % 26))}` : ''}`;
  return {
    short,
    title,
    publisher: random.pick(['Springer', 'Elsevier', 'IOP', 'World Scientific', 'Hindawi', 'MDPI']),
    start: random.between(1965, 2015),
    fields: { [field]: 5 },
    volume: { kind: 'numbered', first: 1, perYear: 1 },
    pagination: 'pages',
    doi: `10.5555/${slug(short)}.{V}.{P}`,
    refereed: random.chance(0.8),
    variants: [short.toUpperCase().replace(/\./g, ' ').trim(), title.toUpperCase()],
  };
}

/** The corpus journals, with a cached choice of journal per (field, year). */
export class JournalTable {
  readonly entries: JournalSeed[] = [];
  readonly proceedingsIndex: number[] = [];
  private readonly choices = new Map<number, { indices: number[]; cumulative: Float64Array } | null>();
  private readonly fieldKeys = new Map<string, number>();
  private readonly proceedingsChoices = new Map<number, number[]>();

  constructor(ctx: CorpusContext) {
    const random = new Random();
    const used = new Set<string>([...JOURNAL_SEEDS.map((seed) => seed.short), ...EXTERNAL_JOURNALS]);
    for (let index = 0; index < ctx.counts.journals; index++) {
      const seed =
        index < JOURNAL_SEEDS.length
          ? (JOURNAL_SEEDS[index] as JournalSeed)
          : syntheticJournal(
              random.reset(ctx.seed, STREAM.journal, index),
              index - JOURNAL_SEEDS.length,
              used,
            );
      used.add(seed.short);
      this.entries.push(seed);
      if (seed.proceedings) {
        this.proceedingsIndex.push(index);
      }
    }
  }

  get count(): number {
    return this.entries.length;
  }

  isActive(index: number, year: number): boolean {
    const journal = this.entries[index];
    if (!journal) {
      return false;
    }
    return journal.start <= year && (journal.end === undefined || year <= journal.end);
  }

  /** A regular (non-proceedings) journal publishing papers of the field in that year, or -1. */
  pick(field: string, year: number, u: number): number {
    let fieldKey = this.fieldKeys.get(field);
    if (fieldKey === undefined) {
      fieldKey = this.fieldKeys.size;
      this.fieldKeys.set(field, fieldKey);
    }
    const key = fieldKey * 10_000 + year;
    let choice = this.choices.get(key);
    if (choice === undefined) {
      choice = this.buildChoice(field, year);
      this.choices.set(key, choice);
    }
    if (choice === null) {
      return -1;
    }
    const { indices, cumulative } = choice;
    for (let i = 0; i < cumulative.length; i++) {
      if (u < (cumulative[i] ?? 1)) {
        return indices[i] ?? -1;
      }
    }
    return indices[indices.length - 1] ?? -1;
  }

  /** A proceedings series active in that year, or -1. */
  pickProceedings(year: number, u: number, allowPos: boolean): number {
    const key = year * 2 + (allowPos ? 1 : 0);
    let active = this.proceedingsChoices.get(key);
    if (!active) {
      active = this.proceedingsIndex.filter(
        (index) =>
          this.isActive(index, year) && (allowPos || this.entries[index]?.volume.kind !== 'conference'),
      );
      this.proceedingsChoices.set(key, active);
    }
    if (active.length === 0) {
      return -1;
    }
    return active[Math.floor(u * active.length)] ?? -1;
  }

  private buildChoice(field: string, year: number): { indices: number[]; cumulative: Float64Array } | null {
    const indices: number[] = [];
    const weights: number[] = [];
    for (let index = 0; index < this.entries.length; index++) {
      const journal = this.entries[index] as JournalSeed;
      const weight = journal.fields[field] ?? 0;
      if (weight <= 0 || journal.proceedings || !this.isActive(index, year)) {
        continue;
      }
      // The big journals carry most of the volume: the table order is roughly by size.
      indices.push(index);
      weights.push(weight * (index < 8 ? 4 : index < 30 ? 1.5 : 1));
    }
    if (indices.length === 0) {
      return null;
    }
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const cumulative = new Float64Array(weights.length);
    let running = 0;
    for (let i = 0; i < weights.length; i++) {
      running += weights[i] ?? 0;
      cumulative[i] = running / total;
    }
    return { indices, cumulative };
  }
}

/** Where a paper appeared: enough to rebuild its publication_info and DOI later from typed arrays. */
export interface Placement {
  journal: number;
  year: number;
  month: number;
  /** Running page or article counter, unique within the journal volume. */
  page: number;
  pages: number;
  /** PoS volume: the conference acronym without spaces. */
  conferenceVolume: string | undefined;
  /** Literature index, used to make hash-based DOI parts unique. */
  index: number;
}

export function volumeOf(journal: JournalSeed, placement: Placement): string {
  const { year, month } = placement;
  switch (journal.volume.kind) {
    case 'month':
      return pad2(month);
    case 'year':
      return String(year);
    case 'conference':
      return placement.conferenceVolume ?? `CONF${year}`;
    case 'numbered': {
      const { first, perYear } = journal.volume;
      const baseYear = Math.max(journal.start, FIRST_LITERATURE_YEAR);
      return String(first + Math.floor(((year - baseYear) * 12 + month - 1) * (perYear / 12)));
    }
  }
}

export function usesArtid(journal: JournalSeed, year: number): boolean {
  return journal.pagination !== 'pages' && (journal.artidSince === undefined || year >= journal.artidSince);
}

/** The volume as a number: its numeral, the year and month, the year, or 1e6 + the conference. */
function volumeKey(journal: JournalSeed, placement: Placement, conference: number): number {
  switch (journal.volume.kind) {
    case 'month':
      return placement.year * 100 + placement.month;
    case 'year':
      return placement.year;
    case 'conference':
      return 1_000_000 + conference;
    case 'numbered':
      return Number(volumeOf(journal, placement));
  }
}

/**
 * Key of the page counter a placement draws from: artid6 journals number articles across volumes,
 * the others restart each volume (and each issue for six-digit issue artids).
 */
export function counterKey(
  journalIndex: number,
  journal: JournalSeed,
  placement: Placement,
  conference: number,
): number {
  if (journal.pagination === 'artid6' && usesArtid(journal, placement.year)) {
    return journalIndex;
  }
  const issue =
    journal.pagination === 'issue-artid' && usesArtid(journal, placement.year) ? placement.month : 0;
  return ((journalIndex + 1) * 4_000_000 + volumeKey(journal, placement, conference)) * 13 + issue;
}

export function artidOf(journal: JournalSeed, placement: Placement): string {
  const { page, month } = placement;
  switch (journal.pagination) {
    case 'issue-artid':
      return `${pad2(month)}${String(page).padStart(4, '0')}`;
    case 'artid4':
      return String(page).padStart(4, '0');
    case 'artid6':
      return String(114_000 + page);
    case 'jinst':
      return `P${pad2(month)}${String(page).padStart(3, '0')}`;
    default:
      return String(page).padStart(3, '0');
  }
}

/** The page_start/page_end or artid of a placement. */
export function pagesOf(
  journal: JournalSeed,
  placement: Placement,
): { artid?: string; pageStart: string; pageEnd?: string } {
  if (usesArtid(journal, placement.year)) {
    const artid = artidOf(journal, placement);
    return { artid, pageStart: artid };
  }
  return {
    pageStart: String(placement.page),
    pageEnd: String(placement.page + Math.max(1, placement.pages) - 1),
  };
}

/**
 * Whether {P} alone tells papers apart in a DOI pattern: it does when the volume is in the pattern,
 * when the counter runs over the whole journal (six-digit artids), or when the pattern names the
 * year of a one-volume-a-year or month-volume journal.
 */
function pageIsUnique(journal: JournalSeed, pattern: string, year: number): boolean {
  if (pattern.includes('{V}')) {
    return true;
  }
  if (journal.pagination === 'artid6' && usesArtid(journal, year)) {
    return true;
  }
  const namesYear = pattern.includes('{Y}') || pattern.includes('{Y3}');
  if (journal.volume.kind === 'month') {
    return namesYear && pattern.includes('{M}');
  }
  return (
    namesYear &&
    (journal.volume.kind === 'year' || (journal.volume.kind === 'numbered' && journal.volume.perYear === 1))
  );
}

/** An 8-digit number unique per literature index (an affine bijection modulo 10^8). */
function uniqueHash(index: number): string {
  return String((index * 7_654_321 + 1_234_567) % 100_000_000).padStart(8, '0');
}

const SLOT_V = slotCode('V');
const SLOT_P = slotCode('P');
const SLOT_Y = slotCode('Y');
const SLOT_Y3 = slotCode('Y3');
const SLOT_YY = slotCode('YY');
const SLOT_M = slotCode('M');
const SLOT_I = slotCode('I');
const SLOT_C = slotCode('C');
const SLOT_H = slotCode('H');

export function doiOf(journal: JournalSeed, placement: Placement): string {
  const { year, month, index } = placement;
  let pattern =
    journal.oldDoi && journal.doiSince !== undefined && year < journal.doiSince
      ? journal.oldDoi
      : journal.doi;
  if (pattern.includes('{P}') && !pageIsUnique(journal, pattern, year)) {
    pattern = pattern.replace('{P}', '{M}.{H}');
  }
  let result = '';
  for (const part of compileTemplate(pattern)) {
    if (typeof part === 'string') {
      result += part;
      continue;
    }
    switch (part) {
      case SLOT_V:
        result += volumeOf(journal, placement);
        break;
      case SLOT_P:
        result += pagesOf(journal, placement).pageStart;
        break;
      case SLOT_Y:
        result += year;
        break;
      case SLOT_Y3:
        result += String(year % 1000).padStart(3, '0');
        break;
      case SLOT_YY:
        result += pad2(year % 100);
        break;
      case SLOT_M:
        result += pad2(month);
        break;
      case SLOT_I:
        result += 1 + (month % 12);
        break;
      case SLOT_C:
        result += index % 10;
        break;
      case SLOT_H:
        result += uniqueHash(index);
        break;
    }
  }
  return result;
}

export function* journalRecords(ctx: CorpusContext, table: JournalTable): Generator<GeneratedRecord> {
  const random = new Random();
  for (let index = 0; index < table.count; index++) {
    random.reset(ctx.seed, STREAM.journal + 100, index);
    const journal = table.entries[index] as JournalSeed;
    const metadata: JournalMetadata = {
      $schema: ctx.schemaUrl.journals,
      control_number: ctx.controlNumber('journals', index),
      self: ctx.ref('journals', index),
      _collections: ['Journals'],
      short_title: journal.short,
      journal_title: { title: journal.title },
      title_variants: [...journal.variants],
      publisher: [journal.publisher],
      refereed: journal.refereed,
      public_notes: [
        {
          value: journal.end ? `Published ${journal.start}-${journal.end}` : `Started with ${journal.start}`,
        },
      ],
    };
    if (journal.proceedings) {
      metadata.proceedings = true;
    }
    if (random.chance(0.6)) {
      metadata.urls = [
        { value: `https://www.${slug(journal.publisher)}.org/journals/${slug(journal.short)}` },
      ];
    }
    yield { collection: 'journals', metadata };
  }
}
