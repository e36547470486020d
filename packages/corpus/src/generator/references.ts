/**
 * Reference lists. Targets are earlier papers drawn by preferential attachment (a bounded urn of past
 * citations, so popular papers keep gaining) mixed with a recency-biased uniform choice; a share of
 * references is left unlinked but keeps identifiers the reference matcher can resolve, and a share
 * cites things outside the corpus whose identifiers match nothing.
 */
import type { Reference } from '@parton/records';
import { type CorpusContext, STREAM } from './context';
import { civilFromDays } from './dates';
import { isbn13 } from './ids';
import { DOC, type DocumentType, GENERATED_DOCUMENT_TYPES, type LiteratureState } from './literature-state';
import { citedName, drawName, shortName } from './people';
import { titleFor } from './prose';
import { Random } from './random';
import { EXTERNAL_JOURNALS } from './vocab/journals';
import { NATIONALITIES } from './vocab/names';
import { BOOK_TITLES, MISC_REFERENCES } from './vocab/physics';

/** Share of corpus-targeted references drawn from the urn (proportional to past citations). */
const PREFERENTIAL_SHARE = 0.5;
/** Share of corpus-targeted references left without a record link but with matchable identifiers. */
const UNLINKED_SHARE = 0.08;
const URN_CAPACITY = 4_000_000;

type ReferenceData = NonNullable<Reference['reference']>;

export class ReferenceBuilder {
  private readonly urn: Int32Array;
  private urnSize = 0;
  private readonly marks: Int32Array;
  private readonly titleRandom = new Random();
  /** Total references and linked references emitted, for the summary. */
  emitted = 0;
  linked = 0;

  constructor(
    private readonly ctx: CorpusContext,
    private readonly state: LiteratureState,
  ) {
    const expected = Math.max(1024, Math.ceil(ctx.counts.literature * ctx.referencesPerPaper * 1.2));
    this.urn = new Int32Array(Math.min(URN_CAPACITY, expected));
    this.marks = new Int32Array(ctx.counts.literature);
  }

  /** How many references paper i lists. */
  private countFor(random: Random, year: number, docType: number): number {
    if (docType === DOC.proceedings) {
      return 0;
    }
    const withoutReferences = Math.max(0.1, 0.55 - (year - 1960) * 0.011);
    if (random.chance(withoutReferences)) {
      return 0;
    }
    const type = GENERATED_DOCUMENT_TYPES[docType] ?? 'article';
    const median = (3.4 + (year - 1960) * 0.255) * REFERENCE_SCALE[type];
    let count = random.logNormal(median, 0.75);
    if (docType === DOC.article && random.chance(0.02)) {
      count *= 6;
    }
    return Math.min(3000, Math.round((count * this.ctx.referencesPerPaper) / 20));
  }

  /**
   * An earlier paper to cite, or -1. Papers outside the urn are accepted according to a fixed
   * per-paper fitness, so that many papers stay (almost) uncited while some take off.
   */
  private target(i: number, random: Random): number {
    for (let attempt = 0; attempt < 4; attempt++) {
      let j: number;
      if (this.urnSize > 0 && random.chance(PREFERENTIAL_SHARE)) {
        j = this.urn[random.int(this.urnSize)] ?? -1;
      } else {
        // u^2.2 crowds the choice towards recent papers: most references are a few years old.
        j = i - 1 - Math.floor(i * random.float() ** 2.2);
        const fitness = (this.state.fitness[j] ?? 0) / 256;
        if (attempt < 3 && random.float() > 0.05 + fitness * fitness) {
          continue;
        }
      }
      if (j >= 0 && j < i && this.marks[j] !== i + 1) {
        this.marks[j] = i + 1;
        return j;
      }
    }
    return -1;
  }

  private remember(j: number, random: Random): void {
    if (this.urnSize < this.urn.length) {
      this.urn[this.urnSize++] = j;
      return;
    }
    this.urn[random.int(this.urn.length)] = j;
  }

  referencesFor(i: number, random: Random, docType: number): Reference[] | undefined {
    const days = this.state.days[i] ?? 0;
    const { year, month } = civilFromDays(days);
    const count = this.countFor(random, year, docType);
    if (count === 0) {
      return undefined;
    }
    const labelled = random.chance(0.7);
    const externalShare = 0.12 + 0.3 * Math.max(0, (1980 - year) / 20);
    const references: Reference[] = [];
    for (let n = 0; n < count; n++) {
      const j = i > 0 && !random.chance(externalShare) ? this.target(i, random) : -1;
      const reference =
        j >= 0 ? this.corpusReference(j, random) : this.externalReference(random, year, month);
      if (labelled) {
        (reference.reference as ReferenceData).label = labelOf(n);
      }
      references.push(reference);
      if (j >= 0) {
        this.remember(j, random);
      }
    }
    this.emitted += references.length;
    return references;
  }

  private corpusReference(j: number, random: Random): Reference {
    const state = this.state;
    const paper = state.cited(j);
    // One draw, read a byte at a time, decides which identifiers this reference carries.
    const bits = random.nextUint32();
    const linked = (bits & 255) >= UNLINKED_SHARE * 256;
    const data: ReferenceData = {};
    if (paper.byCollaboration && paper.collaboration) {
      data.collaborations = [paper.collaboration];
      if (random.chance(0.3)) {
        data.misc = [`[${paper.collaboration} Collaboration]`];
      }
    }
    if (paper.author) {
      data.authors = [{ full_name: paper.author }];
    }
    if (paper.arxiv && ((bits >>> 8) & 255) < 0.75 * 256) {
      data.arxiv_eprint = paper.arxiv;
    }
    if (paper.journalTitle) {
      if (((bits >>> 16) & 255) < 0.85 * 256) {
        data.publication_info = paper.artid
          ? {
              journal_title: paper.journalTitle,
              journal_volume: paper.volume,
              artid: paper.artid,
              year: paper.year,
            }
          : {
              journal_title: paper.journalTitle,
              journal_volume: paper.volume,
              page_start: paper.pageStart,
              year: paper.year,
            };
      }
      if (paper.doi && bits >>> 24 < 0.45 * 256) {
        data.dois = [paper.doi];
      }
    }
    if ((state.docType[j] ?? 0) <= DOC.report && random.chance(0.15)) {
      const { year } = civilFromDays(state.days[j] ?? 0);
      data.title = {
        title: titleFor(
          this.titleRandom.reset(this.ctx.seed, STREAM.literatureTitle, j),
          state.category[j] ?? 0,
          year,
        ),
      };
    }
    if (random.chance(0.05)) {
      data.texkey = paper.texkey;
    }
    if (linked) {
      this.linked++;
      return { record: { $ref: paper.url }, reference: data };
    }
    if (!data.arxiv_eprint && !data.publication_info && !data.dois) {
      // The matcher needs something unique: every record has a texkey.
      data.texkey = paper.texkey;
    }
    return { reference: data, raw_refs: [{ schema: 'text', value: rawText(data) }] };
  }

  /**
   * An arXiv id no generated paper has, dated before the citing paper: a number beyond the month's
   * range, or an old-style id in the math archive, which the corpus never uses.
   */
  private unmatchedArxivId(random: Random, year: number, month: number): string {
    const citedYear = random.between(Math.max(1992, year - 6), year);
    const citedMonth = citedYear === year ? random.between(1, month) : random.between(1, 12);
    const unused = this.state.unusedArxivId(citedYear, citedMonth, random);
    if (unused) {
      return unused;
    }
    const oldYear = Math.min(citedYear, 2006);
    return `math/${String(oldYear % 100).padStart(2, '0')}${String(citedMonth).padStart(2, '0')}${String(random.between(1, 999)).padStart(3, '0')}`;
  }

  private externalReference(random: Random, year: number, month: number): Reference {
    const data: ReferenceData = {};
    const kind = random.float();
    const author = drawName(random, random.int(NATIONALITIES.length));
    if (kind < 0.4) {
      data.authors = [{ full_name: citedName(author) }];
      data.publication_info = {
        journal_title: random.pick(EXTERNAL_JOURNALS),
        journal_volume: String(random.between(1, 120)),
        page_start: String(random.between(1, 2400)),
        year: random.between(Math.min(1900, year), year),
      };
    } else if (kind < 0.6 && year >= 1993) {
      data.authors = [{ full_name: citedName(author) }];
      data.arxiv_eprint = this.unmatchedArxivId(random, year, month);
    } else if (kind < 0.75) {
      data.dois = [`10.5281/zenodo.${random.between(100_000, 9_999_999)}`];
      data.misc = ['Zenodo software release'];
    } else if (kind < 0.85) {
      data.authors = [{ full_name: citedName(author) }];
      data.title = { title: random.pick(BOOK_TITLES).replace('{T}', 'Quantum Field Theory') };
      data.isbn = isbn13(
        `978${random.pick(['0', '1'])}${String(random.between(0, 99_999_999)).padStart(8, '0')}`,
      );
    } else {
      data.misc = [random.pick(MISC_REFERENCES)];
    }
    const reference: Reference = { reference: data };
    if (random.chance(0.6)) {
      reference.raw_refs = [{ schema: 'text', value: rawText(data, shortName(author)) }];
    }
    return reference;
  }
}

/** Reference-list length relative to an article's. */
const REFERENCE_SCALE: Readonly<Record<DocumentType, number>> = {
  article: 1,
  'conference paper': 0.5,
  thesis: 3.5,
  report: 0.8,
  proceedings: 0,
  book: 6,
  'book chapter': 2,
  note: 0.6,
};

const LABELS: readonly string[] = Array.from({ length: 512 }, (_, n) => String(n + 1));

function labelOf(n: number): string {
  return LABELS[n] ?? String(n + 1);
}

/** A free-text rendering of a reference, as in a bibliography. */
function rawText(data: ReferenceData, fallbackAuthor?: string): string {
  const parts: string[] = [];
  const author = data.authors?.[0]?.full_name ?? fallbackAuthor;
  if (data.collaborations?.[0]) {
    parts.push(`${data.collaborations[0]} Collaboration`);
  } else if (author) {
    parts.push(author);
  }
  if (data.title) {
    parts.push(`"${data.title.title}"`);
  }
  const publication = data.publication_info;
  if (publication?.journal_title) {
    parts.push(
      `${publication.journal_title} ${publication.journal_volume ?? ''} (${publication.year ?? ''}) ${publication.artid ?? publication.page_start ?? ''}`.trim(),
    );
  }
  if (data.arxiv_eprint) {
    parts.push(`arXiv:${data.arxiv_eprint}`);
  }
  if (data.dois?.[0]) {
    parts.push(`doi:${data.dois[0]}`);
  }
  if (data.isbn) {
    parts.push(`ISBN ${data.isbn}`);
  }
  if (data.texkey) {
    parts.push(`[${data.texkey}]`);
  }
  if (data.misc?.[0] && parts.length === 0) {
    parts.push(data.misc[0]);
  }
  return parts.join(', ');
}
