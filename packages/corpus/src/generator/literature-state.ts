/**
 * What later records need to know about each literature record, in typed arrays (about 40 bytes a
 * record): dates, categories, identifiers, placement, first author. Everything else is regenerated
 * from the record's own random stream when needed.
 */
import { type AuthorTable, CATEGORY_TABLES, eraOf } from './authors';
import { type CorpusContext, STREAM } from './context';
import { civilFromDays, GrowingTimeline } from './dates';
import { arxivCapacity, arxivId, TEXKEY_SUFFIXES, texkeySuffix } from './ids';
import { doiOf, type JournalTable, type Placement, pagesOf, volumeOf } from './journals';
import { citedName, type PersonName, texkeyStemOf } from './people';
import { type Random, unitHash } from './random';
import { texkeyStem } from './text';
import type { JournalSeed } from './vocab/journals';
import { CATEGORIES } from './vocab/physics';

const LITERATURE_GROWTH_PER_YEAR = 0.05;
const FIRST_ARXIV_YEAR = 1991;
const ARCHIVES: readonly string[] = [...new Set(CATEGORIES.map((category) => category.archive))];
const ARCHIVE_OF_CATEGORY: readonly number[] = CATEGORIES.map((category) =>
  ARCHIVES.indexOf(category.archive),
);

/** Document types in the order of their indices in `LiteratureState.docType`. */
export const GENERATED_DOCUMENT_TYPES = [
  'article',
  'conference paper',
  'thesis',
  'report',
  'proceedings',
  'book',
  'book chapter',
  'note',
] as const;
export type DocumentType = (typeof GENERATED_DOCUMENT_TYPES)[number];
export const DOC = Object.fromEntries(GENERATED_DOCUMENT_TYPES.map((type, index) => [type, index])) as Record<
  DocumentType,
  number
>;

/** Probability that a paper of that month is on arXiv (HEP categories first, from August 1991). */
function arxivShare(year: number, month: number, core: boolean): number {
  const months = (year - FIRST_ARXIV_YEAR) * 12 + month - 8;
  if (months < 0) {
    return 0;
  }
  const ramp = core ? 0.1 + months * 0.006 : months * 0.004;
  return Math.min(core ? 0.88 : 0.75, ramp);
}

export class LiteratureState {
  readonly count: number;
  readonly days: Int32Array;
  readonly category: Uint8Array;
  /** arXiv number within its month (and archive, for old-style ids); 0 when not on arXiv. */
  readonly arxiv: Int32Array;
  readonly docType: Uint8Array;
  readonly journal: Int16Array;
  readonly pubYear: Uint16Array;
  readonly pubMonth: Uint8Array;
  readonly page: Int32Array;
  readonly pages: Uint16Array;
  readonly conference: Int32Array;
  /** Author index, or -(1 + packed name) when the first author has no author record. */
  readonly firstAuthor: Int32Array;
  readonly collaboration: Int16Array;
  readonly authorCount: Uint16Array;
  readonly texkey: Uint16Array;
  /** How attractive a paper is to cite, 0–255: a fixed trait, so that some papers take off. */
  readonly fitness: Uint8Array;
  /** arXiv papers per month (new-style ids), to know which numbers no paper uses. */
  private readonly newStyleCount: Int32Array;
  private readonly texkeyCounts = new Map<string, number>();
  /** Direct-mapped cache of cited papers: popular and recent papers are cited again and again. */
  private readonly citedCache: (CitedPaper | undefined)[] = new Array(CITED_CACHE_SIZE);

  constructor(
    private readonly ctx: CorpusContext,
    private readonly journals: JournalTable,
    private readonly authors: AuthorTable,
    private readonly collaborationNames: readonly string[],
    private readonly conferenceVolume: (conference: number) => string | undefined,
  ) {
    const count = ctx.counts.literature;
    this.count = count;
    this.days = new Int32Array(count);
    this.category = new Uint8Array(count);
    this.arxiv = new Int32Array(count);
    this.docType = new Uint8Array(count);
    this.journal = new Int16Array(count).fill(-1);
    this.pubYear = new Uint16Array(count);
    this.pubMonth = new Uint8Array(count);
    this.page = new Int32Array(count);
    this.pages = new Uint16Array(count);
    this.conference = new Int32Array(count).fill(-1);
    this.firstAuthor = new Int32Array(count);
    this.collaboration = new Int16Array(count).fill(-1);
    this.authorCount = new Uint16Array(count);
    this.texkey = new Uint16Array(count);
    this.fitness = new Uint8Array(count);
    const months = Math.max(1, (ctx.referenceYear - FIRST_ARXIV_YEAR + 1) * 12);
    this.newStyleCount = new Int32Array(months);
    this.assignDatesAndArxiv(months);
  }

  /**
   * Dates come from the inverse CDF of a growing volume at stratified quantiles, so index order is
   * date order. arXiv numbers are spread over each month's range in the same order.
   */
  private assignDatesAndArxiv(months: number): void {
    const { ctx, count } = this;
    const timeline = new GrowingTimeline(
      ctx.firstLiteratureDays,
      ctx.referenceDays,
      LITERATURE_GROWTH_PER_YEAR,
    );
    const perSlot = new Int32Array(months * ARCHIVES.length);
    for (let i = 0; i < count; i++) {
      const days = timeline.at((i + unitHash(ctx.seed, STREAM.literatureDate, i)) / count);
      this.days[i] = days;
      const { year, month } = civilFromDays(days);
      const category = (CATEGORY_TABLES[eraOf(year)] as (typeof CATEGORY_TABLES)[number]).indexOf(
        unitHash(ctx.seed, STREAM.literatureCategory, i),
      );
      this.category[i] = category;
      this.fitness[i] = Math.floor(unitHash(ctx.seed, STREAM.fitness, i) * 256);
      const core = CATEGORIES[category]?.core ?? false;
      if (unitHash(ctx.seed, STREAM.literatureArxiv, i) < arxivShare(year, month, core)) {
        const slot = this.slotOf(year, month, category);
        perSlot[slot] = (perSlot[slot] ?? 0) + 1;
        this.arxiv[i] = -1;
      }
    }
    const running = new Int32Array(perSlot.length);
    for (let i = 0; i < count; i++) {
      if (this.arxiv[i] === 0) {
        continue;
      }
      const { year, month } = civilFromDays(this.days[i] ?? 0);
      const slot = this.slotOf(year, month, this.category[i] ?? 0);
      const seen = running[slot] ?? 0;
      running[slot] = seen + 1;
      const capacity = arxivCapacity(year, month);
      const spacing = Math.max(1, capacity / (perSlot[slot] ?? 1));
      this.arxiv[i] = 1 + Math.floor((seen + unitHash(this.ctx.seed, STREAM.arxivNumber, i)) * spacing);
      if (!isOldStyle(year, month)) {
        const monthIndex = (year - FIRST_ARXIV_YEAR) * 12 + month - 1;
        this.newStyleCount[monthIndex] = Math.max(this.newStyleCount[monthIndex] ?? 0, this.arxiv[i] ?? 0);
      }
    }
  }

  /** Old-style ids are numbered per archive and month, new-style ones per month. */
  private slotOf(year: number, month: number, category: number): number {
    const monthIndex = (year - FIRST_ARXIV_YEAR) * 12 + month - 1;
    const archive = isOldStyle(year, month) ? (ARCHIVE_OF_CATEGORY[category] ?? 0) : 0;
    return monthIndex * ARCHIVES.length + archive;
  }

  arxivIdOf(index: number): string | undefined {
    const number = this.arxiv[index] ?? 0;
    if (number <= 0) {
      return undefined;
    }
    const { year, month } = civilFromDays(this.days[index] ?? 0);
    const archive = CATEGORIES[this.category[index] ?? 0]?.archive ?? 'hep-ph';
    return arxivId(year, month, archive, number);
  }

  /** A new-style arXiv id of that month that no generated paper has, or undefined. */
  unusedArxivId(year: number, month: number, random: Random): string | undefined {
    if (isOldStyle(year, month) || year > this.ctx.referenceYear) {
      return undefined;
    }
    const monthIndex = (year - FIRST_ARXIV_YEAR) * 12 + month - 1;
    const free = Math.max(arxivCapacity(year, month), this.newStyleCount[monthIndex] ?? 0) + 1;
    const number = free + random.int(300);
    if (number > (year < 2015 ? 9999 : 99999)) {
      return undefined;
    }
    return arxivId(year, month, 'hep-ph', number);
  }

  journalOf(index: number): JournalSeed | undefined {
    const journal = this.journal[index] ?? -1;
    return journal >= 0 ? this.journals.entries[journal] : undefined;
  }

  placementOf(index: number): Placement {
    const conference = this.conference[index] ?? -1;
    return {
      journal: this.journal[index] ?? -1,
      year: this.pubYear[index] ?? 0,
      month: this.pubMonth[index] ?? 1,
      page: this.page[index] ?? 1,
      pages: this.pages[index] ?? 1,
      conferenceVolume: conference >= 0 ? this.conferenceVolume(conference) : undefined,
      index,
    };
  }

  doiOf(index: number): string | undefined {
    const journal = this.journalOf(index);
    return journal ? doiOf(journal, this.placementOf(index)) : undefined;
  }

  /** The texkey stem: first author's family name under ten authors, else the collaboration. */
  texkeyStemOf(index: number): string {
    const collaboration = this.collaboration[index] ?? -1;
    if (collaboration >= 0 && (this.authorCount[index] ?? 0) >= 10) {
      return texkeyStem(this.collaborationNames[collaboration] ?? 'Collaboration');
    }
    if (this.docType[index] === DOC.proceedings && (this.authorCount[index] ?? 0) === 0) {
      return 'Proceedings';
    }
    const name = this.firstAuthorName(index);
    return name ? texkeyStemOf(name) : 'Anonymous';
  }

  /** Assigns the texkey suffix of a new record: unique for its stem and year. */
  assignTexkey(index: number): string {
    const stem = this.texkeyStemOf(index);
    const year = civilFromDays(this.days[index] ?? 0).year;
    const key = `${stem}:${year}`;
    const seen = this.texkeyCounts.get(key) ?? 0;
    this.texkeyCounts.set(key, seen + 1);
    // An affine map with a multiplier coprime to 26^3 turns the running count into distinct letters.
    let hash = 0x811c9dc5;
    for (let c = 0; c < key.length; c++) {
      hash = Math.imul(hash ^ key.charCodeAt(c), 0x01000193);
    }
    hash >>>= 0;
    let multiplier = 1 + 2 * (hash % 4000);
    if (multiplier % 13 === 0) {
      multiplier += 2;
    }
    const code = (multiplier * seen + (hash >>> 12)) % TEXKEY_SUFFIXES;
    this.texkey[index] = code;
    const overflow = Math.floor(seen / TEXKEY_SUFFIXES);
    return `${key}${texkeySuffix(code)}${overflow > 0 ? overflow : ''}`;
  }

  texkeyOf(index: number): string {
    const year = civilFromDays(this.days[index] ?? 0).year;
    return `${this.texkeyStemOf(index)}:${year}${texkeySuffix(this.texkey[index] ?? 0)}`;
  }

  cited(index: number): CitedPaper {
    const slot = index & (CITED_CACHE_SIZE - 1);
    const cached = this.citedCache[slot];
    if (cached && cached.index === index) {
      return cached;
    }
    const journal = this.journalOf(index);
    const collaboration = this.collaborationName(index);
    const paper: CitedPaper = {
      index,
      url: this.ctx.url('literature', index),
      author: this.citedFirstAuthor(index),
      collaboration,
      byCollaboration: collaboration !== undefined && (this.authorCount[index] ?? 0) >= 10,
      arxiv: this.arxivIdOf(index),
      journalTitle: journal?.short,
      volume: '',
      pageStart: undefined,
      artid: undefined,
      year: this.pubYear[index] ?? 0,
      doi: undefined,
      texkey: this.texkeyOf(index),
    };
    if (journal) {
      const placement = this.placementOf(index);
      const pages = pagesOf(journal, placement);
      paper.volume = volumeOf(journal, placement);
      paper.artid = pages.artid;
      paper.pageStart = pages.pageStart;
      paper.doi = doiOf(journal, placement);
    }
    this.citedCache[slot] = paper;
    return paper;
  }

  firstAuthorName(index: number): PersonName | undefined {
    const first = this.firstAuthor[index] ?? 0;
    if (first >= 0) {
      return first < this.authors.count ? this.authors.name(first) : undefined;
    }
    return unpackName(-first - 1);
  }

  citedFirstAuthor(index: number): string | undefined {
    const name = this.firstAuthorName(index);
    return name ? citedName(name) : undefined;
  }

  collaborationName(index: number): string | undefined {
    const collaboration = this.collaboration[index] ?? -1;
    return collaboration >= 0 ? this.collaborationNames[collaboration] : undefined;
  }
}

/** The identifiers a reference to an earlier paper can carry, computed once per cache slot. */
export interface CitedPaper {
  index: number;
  url: string;
  author: string | undefined;
  collaboration: string | undefined;
  /** Cited as "[ATLAS Collaboration]" rather than by its first author. */
  byCollaboration: boolean;
  arxiv: string | undefined;
  journalTitle: string | undefined;
  volume: string;
  pageStart: string | undefined;
  artid: string | undefined;
  year: number;
  doi: string | undefined;
  texkey: string;
}

const CITED_CACHE_SIZE = 1 << 16;

export function isOldStyle(year: number, month: number): boolean {
  return year < 2007 || (year === 2007 && month < 4);
}

export function packName(name: PersonName): number {
  return (name.nationality << 16) | (name.family << 8) | name.given;
}

export function unpackName(packed: number): PersonName {
  return {
    nationality: (packed >>> 16) & 0xff,
    family: (packed >>> 8) & 0xff,
    given: packed & 0xff,
    middle: -1,
    middleInitialOnly: false,
  };
}
