/** Literature records, generated in date order. */
import type { LiteratureAuthor, LiteratureMetadata, PublicationInfo } from '@parton/records';
import { ActiveAuthors, type AuthorTable, eraOf, FIELD_OF_CATEGORY, NATIONALITY_TABLES } from './authors';
import type { ConferenceTable } from './conferences';
import { type CorpusContext, STREAM } from './context';
import { civilFromDays, formatDays, pad2 } from './dates';
import { type ExperimentTable, fieldAccepts } from './experiments';
import { isbnFor, uuidFrom } from './ids';
import type { InstitutionTable } from './institutions';
import {
  counterKey,
  doiOf,
  type JournalTable,
  type Placement,
  pagesOf,
  usesArtid,
  volumeOf,
} from './journals';
import { DOC, GENERATED_DOCUMENT_TYPES, type LiteratureState, packName } from './literature-state';
import { drawName, fullName, type PersonName } from './people';
import { abstractFor, keywordsFor, titleAndTopicFor, topicFor } from './prose';
import { Random, WeightedTable } from './random';
import { ReferenceBuilder } from './references';
import { asciiFold, capitalize } from './text';
import type { GeneratedRecord } from './types';
import type { JournalSeed } from './vocab/journals';
import {
  BOOK_TITLES,
  CATEGORIES,
  CATEGORY_INDEX,
  type Category,
  DOCUMENT_TYPE_WEIGHTS,
  PUBLISHER_PLACES,
  PUBLISHERS,
} from './vocab/physics';
import { countryOf } from './vocab/places';

/** Chance that a paper of a field is a collaboration paper. */
const COLLABORATION_CHANCE: Readonly<Record<string, number>> = {
  'hep-ex': 0.24,
  'nucl-ex': 0.2,
  'astro-ph': 0.035,
  'gr-qc': 0.05,
  'physics.ins-det': 0.1,
  'hep-lat': 0.08,
  'physics.acc-ph': 0.02,
};

/** Authors per paper for ordinary papers, by era: [count range, weight]. */
const AUTHOR_COUNT_WEIGHTS: readonly (readonly (readonly [number, number, number])[])[] = [
  [
    [1, 1, 34],
    [2, 2, 30],
    [3, 3, 17],
    [4, 4, 8],
    [5, 5, 4],
    [6, 10, 5],
    [11, 30, 1.5],
    [31, 99, 0.5],
  ],
  [
    [1, 1, 20],
    [2, 2, 25],
    [3, 3, 20],
    [4, 4, 12],
    [5, 5, 7],
    [6, 10, 10],
    [11, 30, 4],
    [31, 99, 2],
  ],
  [
    [1, 1, 12],
    [2, 2, 20],
    [3, 3, 20],
    [4, 4, 14],
    [5, 5, 9],
    [6, 10, 15],
    [11, 30, 7],
    [31, 99, 3],
  ],
];
const AUTHOR_COUNT_TABLES = AUTHOR_COUNT_WEIGHTS.map((rows) => new WeightedTable(rows.map((row) => row[2])));
const DOCUMENT_TYPE_TABLE = new WeightedTable(
  GENERATED_DOCUMENT_TYPES.map((type) => DOCUMENT_TYPE_WEIGHTS.find((entry) => entry[0] === type)?.[1] ?? 0),
);
const MAX_AUTHORS = 3000;
const RECENT_AUTHORS = 1 << 15;
const DEGREES: readonly (readonly [string, number])[] = [
  ['phd', 70],
  ['master', 14],
  ['diploma', 6],
  ['bachelor', 4],
  ['habilitation', 3],
  ['laurea', 3],
];
const DEGREE_TABLE = new WeightedTable(DEGREES.map((entry) => entry[1]));

export interface LiteratureTables {
  institutions: InstitutionTable;
  journals: JournalTable;
  experiments: ExperimentTable;
  conferences: ConferenceTable;
  authors: AuthorTable;
}

export class LiteratureGenerator {
  private readonly random = new Random();
  private readonly titleRandom = new Random();
  private readonly active: ActiveAuthors;
  private readonly recent = new Int32Array(RECENT_AUTHORS);
  private recentCount = 0;
  private readonly authorMarks: Int32Array;
  private readonly pageCounters = new Map<number, number>();
  private readonly reportCounters = new Map<string, number>();
  private readonly experimentChoices = new Map<number, { indices: number[]; cumulative: number[] }>();
  private readonly fieldNumbers = new Map<string, number>();
  private readonly rosters = new Map<number, Int32Array>();
  private rosterYear = -1;
  private readonly rosterRandom = new Random();
  readonly references: ReferenceBuilder;
  private stamp = 0;

  constructor(
    private readonly ctx: CorpusContext,
    private readonly tables: LiteratureTables,
    private readonly state: LiteratureState,
  ) {
    this.active = new ActiveAuthors(tables.authors, tables.experiments.count);
    this.authorMarks = new Int32Array(tables.authors.count);
    this.references = new ReferenceBuilder(ctx, state);
  }

  *records(): Generator<GeneratedRecord> {
    for (let i = 0; i < this.state.count; i++) {
      yield { collection: 'literature', metadata: this.build(i) };
    }
  }

  private build(i: number): LiteratureMetadata {
    const { ctx, state, tables } = this;
    const days = state.days[i] ?? 0;
    const { year } = civilFromDays(days);
    const random = this.random.reset(ctx.seed, STREAM.literature, i);
    this.active.prepare(year);
    this.stamp = i + 1;
    const category = state.category[i] ?? 0;
    const categoryInfo = CATEGORIES[category] ?? (CATEGORIES[0] as (typeof CATEGORIES)[number]);
    const docType = DOCUMENT_TYPE_TABLE.draw(random);
    state.docType[i] = docType;

    let experiment = -1;
    if (docType === DOC.article || docType === DOC['conference paper'] || docType === DOC.note) {
      if (random.chance(COLLABORATION_CHANCE[categoryInfo.field] ?? 0)) {
        experiment = this.pickExperiment(random, year, categoryInfo.field);
      }
    }
    state.collaboration[i] = experiment;

    const metadata: LiteratureMetadata = {
      $schema: ctx.schemaUrl.literature,
      control_number: ctx.controlNumber('literature', i),
      self: ctx.ref('literature', i),
      _collections: ['Literature'],
      titles: [],
      document_type: [GENERATED_DOCUMENT_TYPES[docType] ?? 'article'],
    };

    const field = FIELD_OF_CATEGORY[category] ?? 0;
    const authors =
      experiment >= 0
        ? this.collaborationAuthors(i, random, year, experiment)
        : this.ordinaryAuthors(i, random, year, field, docType);
    if (authors.length > 0) {
      metadata.authors = authors;
    }
    state.authorCount[i] = Math.min(65535, authors.length);
    if (experiment >= 0) {
      const entry = tables.experiments.entries[experiment];
      if (entry) {
        metadata.collaborations = [
          { value: entry.collaboration, record: ctx.ref('experiments', experiment) },
        ];
        metadata.accelerator_experiments = [
          { legacy_name: entry.legacyName, record: ctx.ref('experiments', experiment) },
        ];
      }
    }

    const arxivId = state.arxivIdOf(i);
    const { title, topic } = this.titleOf(i, random, docType, category, year);
    metadata.titles = [arxivId ? { title, source: 'arXiv' } : { title }];

    if (random.chance(year >= 1990 ? 0.9 : 0.5) && docType !== DOC.proceedings) {
      metadata.abstracts = [
        { value: abstractFor(random, category, year, topic), source: arxivId ? 'arXiv' : 'submitter' },
      ];
    }

    const pages = this.numberOfPages(random, docType);
    const arxivCategories = this.arxivCategories(random, categoryInfo, year, arxivId !== undefined);
    if (arxivId) {
      metadata.arxiv_eprints = [{ value: arxivId, categories: arxivCategories }];
      metadata.preprint_date = formatDays(days);
      if (random.chance(0.7)) {
        metadata.public_notes = [
          { value: `${pages} pages, ${random.between(0, 20)} figures`, source: 'arXiv' },
        ];
      }
    }

    this.place(i, random, metadata, docType, days, year, arxivId !== undefined, pages, categoryInfo.field);

    if (docType === DOC.thesis) {
      this.thesis(i, random, metadata, year, days, field);
    }
    const reportNumber = this.reportNumber(i, random, docType, year, experiment, categoryInfo.field);
    if (reportNumber) {
      metadata.report_numbers = [{ value: reportNumber }];
    }

    metadata.number_of_pages = pages;
    metadata.inspire_categories = inspireCategoriesOf(categoryInfo, arxivCategories);
    if (random.chance(year >= 1975 ? 0.8 : 0.4)) {
      metadata.keywords = keywordsFor(random, category, year);
    }
    metadata.texkeys = [state.assignTexkey(i)];
    const journal = state.journalOf(i);
    metadata.citeable = journal !== undefined || arxivId !== undefined;
    metadata.refereed = journal?.refereed === true;
    metadata.core = categoryInfo.core;
    metadata.curated = random.chance(0.6);
    const references = this.references.referencesFor(i, random, docType);
    if (references) {
      metadata.references = references;
    }
    return metadata;
  }

  /** Primary category and cross-lists; before 2009 astro-ph had no sub-categories. */
  private arxivCategories(random: Random, category: Category, year: number, onArxiv: boolean): string[] {
    const archiveOnly = (name: string): string =>
      year < 2009 && name.startsWith('astro-ph') ? 'astro-ph' : name;
    const categories = [archiveOnly(category.name)];
    if (!onArxiv) {
      return categories;
    }
    for (const cross of category.crossLists) {
      const name = archiveOnly(cross);
      if (random.chance(0.25) && !categories.includes(name)) {
        categories.push(name);
      }
    }
    return categories;
  }

  private titleOf(
    i: number,
    random: Random,
    docType: number,
    category: number,
    year: number,
  ): { title: string; topic: string } {
    const { conferences } = this.tables;
    if (docType === DOC.proceedings) {
      const topic = topicFor(random, category);
      const conference = conferences.recentBefore(this.state.days[i] ?? 0, random.float());
      if (conference >= 0) {
        this.state.conference[i] = conference;
        const acronym = conferences.acronym[conference];
        const where = `${conferences.city[conference]}, ${countryOf(conferences.countryCode[conference] ?? 'CH').name}`;
        const title = `Proceedings, ${conferences.title[conference]}${acronym ? ` (${acronym})` : ''}: ${where}, ${formatDays(conferences.openingDays[conference] ?? 0)}`;
        return { title, topic };
      }
      return { title: `Proceedings of the Workshop on ${topic}`, topic };
    }
    if (docType === DOC.book) {
      const topic = topicFor(random, category);
      return { title: random.pick(BOOK_TITLES).replace('{T}', capitalize(stripMaths(topic))), topic };
    }
    return titleAndTopicFor(this.titleRandom.reset(this.ctx.seed, STREAM.literatureTitle, i), category, year);
  }

  private numberOfPages(random: Random, docType: number): number {
    switch (docType) {
      case DOC.thesis:
        return random.between(60, 320);
      case DOC.book:
        return random.between(150, 950);
      case DOC.proceedings:
        return random.between(80, 1200);
      case DOC['conference paper']:
        return random.between(3, 14);
      default:
        return Math.max(1, Math.min(250, Math.round(random.logNormal(12, 0.65))));
    }
  }

  private pickExperiment(random: Random, year: number, field: string): number {
    let fieldNumber = this.fieldNumbers.get(field);
    if (fieldNumber === undefined) {
      fieldNumber = this.fieldNumbers.size;
      this.fieldNumbers.set(field, fieldNumber);
    }
    const key = fieldNumber * 10_000 + year;
    let choice = this.experimentChoices.get(key);
    if (!choice) {
      const { experiments } = this.tables;
      const indices: number[] = [];
      const cumulative: number[] = [];
      let total = 0;
      for (let index = 0; index < experiments.count; index++) {
        const entry = experiments.entries[index];
        if (!entry || !experiments.isPublishing(index, year) || !fieldAccepts(entry.field, field)) {
          continue;
        }
        total += Math.sqrt(entry.size);
        indices.push(index);
        cumulative.push(total);
      }
      choice = { indices, cumulative: cumulative.map((value) => value / (total || 1)) };
      this.experimentChoices.set(key, choice);
    }
    if (choice.indices.length === 0) {
      return -1;
    }
    const u = random.float();
    for (let k = 0; k < choice.cumulative.length; k++) {
      if (u < (choice.cumulative[k] ?? 1)) {
        return choice.indices[k] ?? -1;
      }
    }
    return choice.indices[choice.indices.length - 1] ?? -1;
  }

  // ── authors ────────────────────────────────────────────────────────────────────────────────

  private mark(a: number): boolean {
    if (a < 0 || this.authorMarks[a] === this.stamp) {
      return false;
    }
    this.authorMarks[a] = this.stamp;
    return true;
  }

  private remember(a: number): void {
    this.recent[this.recentCount % RECENT_AUTHORS] = a;
    this.recentCount++;
  }

  /** An active author not yet on this paper: prolific authors come back through the recent ring. */
  private pickAuthor(random: Random, year: number, field: number): number {
    const { authors } = this.tables;
    for (let attempt = 0; attempt < 6; attempt++) {
      const u = random.float();
      let a: number;
      if (u < 0.35 && this.recentCount > 0) {
        a = this.recent[random.int(Math.min(this.recentCount, RECENT_AUTHORS))] ?? -1;
        if (a < 0 || !authors.isActive(a, year)) {
          continue;
        }
      } else if (u < 0.85) {
        a = this.active.inField(field, random);
      } else {
        a = this.active.any(random);
      }
      if (this.mark(a)) {
        return a;
      }
    }
    return -1;
  }

  private pickYoungAuthor(random: Random, year: number, field: number): number {
    const { authors } = this.tables;
    for (let attempt = 0; attempt < 10; attempt++) {
      const a = this.active.inField(field, random);
      if (a >= 0 && (authors.start[a] ?? 0) >= year - 7 && this.mark(a)) {
        return a;
      }
    }
    return this.pickAuthor(random, year, field);
  }

  private pickSeniorAuthor(random: Random, year: number, field: number): number {
    const { authors } = this.tables;
    for (let attempt = 0; attempt < 10; attempt++) {
      const a = this.active.inField(field, random);
      if (a >= 0 && (authors.start[a] ?? 0) <= year - 10 && this.mark(a)) {
        return a;
      }
    }
    return -1;
  }

  private signature(
    a: number,
    random: Random,
    year: number,
    withIds: boolean,
    withRaw: boolean,
  ): LiteratureAuthor {
    const { ctx } = this;
    const { authors, institutions } = this.tables;
    const signature: LiteratureAuthor = {
      full_name: authors.fullName(a),
      uuid: uuidFrom(random),
      record: ctx.authorRef(a),
    };
    const institution = authors.affiliationAt(a, year);
    if (institution >= 0) {
      signature.affiliations = [
        { value: institutions.icn(institution), record: ctx.institutionRef(institution) },
      ];
      if (withRaw) {
        const entry = institutions.entries[institution];
        if (entry) {
          signature.raw_affiliations = [
            {
              value: `Department of Physics, ${entry.name}, ${entry.city}, ${countryOf(entry.countryCode).name}`,
            },
          ];
        }
      }
    }
    if (withIds) {
      signature.ids = [{ schema: 'INSPIRE BAI', value: authors.bai(a) }];
    }
    return signature;
  }

  private unlinkedSignature(random: Random, name: PersonName): LiteratureAuthor {
    const { institutions } = this.tables;
    const signature: LiteratureAuthor = { full_name: fullName(name), uuid: uuidFrom(random) };
    if (institutions.count > 0) {
      const institution = institutions.weights.draw(random);
      signature.affiliations = [
        { value: institutions.icn(institution), record: this.ctx.institutionRef(institution) },
      ];
    }
    return signature;
  }

  private drawUnlinkedName(random: Random, year: number): PersonName {
    const table = NATIONALITY_TABLES[eraOf(year)] as WeightedTable;
    return drawName(random, table.draw(random));
  }

  private ordinaryAuthors(
    i: number,
    random: Random,
    year: number,
    field: number,
    docType: number,
  ): LiteratureAuthor[] {
    const era = eraOf(year);
    let count: number;
    if (docType === DOC.thesis) {
      count = 1;
    } else if (docType === DOC.book || docType === DOC.proceedings) {
      count = random.between(1, 3);
    } else {
      const rows = AUTHOR_COUNT_WEIGHTS[era] as readonly (readonly [number, number, number])[];
      const row = rows[(AUTHOR_COUNT_TABLES[era] as WeightedTable).draw(random)] as readonly [
        number,
        number,
        number,
      ];
      count = random.between(row[0], row[1]);
    }
    const withIds = random.chance(0.4);
    const withRaw = count <= 10 && random.chance(0.25);
    const signatures: LiteratureAuthor[] = [];
    for (let k = 0; k < count; k++) {
      const a =
        docType === DOC.thesis
          ? this.pickYoungAuthor(random, year, field)
          : this.pickAuthor(random, year, field);
      if (a >= 0) {
        const signature = this.signature(a, random, year, withIds, withRaw);
        if (docType === DOC.proceedings) {
          signature.inspire_roles = ['editor'];
        }
        signatures.push(signature);
        this.remember(a);
        if (k === 0) {
          this.state.firstAuthor[i] = a;
        }
        continue;
      }
      const name = this.drawUnlinkedName(random, year);
      signatures.push(this.unlinkedSignature(random, name));
      if (k === 0) {
        this.state.firstAuthor[i] = -1 - packName(name);
      }
    }
    return signatures;
  }

  /**
   * A collaboration's author list for a year, in alphabetical order: its active members, topped up
   * (in a small corpus) with other active authors. Papers of the year draw from it, so they share
   * most of their authors, as real collaboration papers do.
   */
  private rosterOf(experiment: number, year: number, size: number): Int32Array {
    if (year !== this.rosterYear) {
      this.rosters.clear();
      this.rosterYear = year;
    }
    const cached = this.rosters.get(experiment);
    if (cached) {
      return cached;
    }
    const members = this.active.membersOf(experiment);
    let roster = members;
    if (members.length < size) {
      const random = this.rosterRandom.reset(this.ctx.seed, STREAM.roster, experiment * 4096 + (year & 4095));
      const chosen = new Set<number>(members);
      const missing = Math.min(size, this.active.size) - chosen.size;
      for (let attempt = 0; chosen.size < members.length + missing && attempt < missing * 3; attempt++) {
        chosen.add(this.active.at(random.int(this.active.size)));
      }
      roster = this.tables.authors.inAlphabeticalOrder(chosen);
    }
    this.rosters.set(experiment, roster);
    return roster;
  }

  private collaborationAuthors(
    i: number,
    random: Random,
    year: number,
    experiment: number,
  ): LiteratureAuthor[] {
    const entry = this.tables.experiments.entries[experiment];
    const size = entry?.size ?? 100;
    const ramp = entry && year < entry.started ? 0.6 : 1;
    const full = Math.max(3, Math.min(MAX_AUTHORS, Math.round(size * ramp * 1.05)));
    const target = Math.max(3, Math.min(full, Math.round(full * (0.84 + 0.16 * random.float()))));
    const roster = this.rosterOf(experiment, year, full);
    const withIds = random.chance(0.2);
    const signatures: LiteratureAuthor[] = [];
    const keep = roster.length > target ? target / roster.length : 1;
    let first = -1;
    for (let k = 0; k < roster.length; k++) {
      if (keep < 1 && random.float() >= keep) {
        continue;
      }
      const a = roster[k] ?? 0;
      if (first < 0) {
        first = a;
      }
      signatures.push(this.signature(a, random, year, withIds, false));
    }
    while (signatures.length < target) {
      signatures.push(this.unlinkedSignature(random, this.drawUnlinkedName(random, year)));
    }
    this.state.firstAuthor[i] = first >= 0 ? first : -1 - packName(this.drawUnlinkedName(random, year));
    return signatures;
  }

  // ── publication ────────────────────────────────────────────────────────────────────────────

  private nextPage(
    journalIndex: number,
    journal: JournalSeed,
    placement: Placement,
    pages: number,
    conference: number,
  ): number {
    const key = counterKey(journalIndex, journal, placement, conference);
    const page = this.pageCounters.get(key) ?? 1;
    const step = usesArtid(journal, placement.year) ? 1 : pages;
    this.pageCounters.set(key, page + step);
    return page;
  }

  private place(
    i: number,
    random: Random,
    metadata: LiteratureMetadata,
    docType: number,
    days: number,
    year: number,
    onArxiv: boolean,
    pages: number,
    field: string,
  ): void {
    const { ctx, state, tables } = this;
    const publication: PublicationInfo[] = [];
    let journalIndex = -1;
    let pubDays = days;
    if (docType === DOC.article || docType === DOC.note || docType === DOC.report) {
      const share = docType === DOC.article ? (onArxiv ? 0.82 : 0.93) : 0.15;
      if (random.chance(share)) {
        pubDays = onArxiv ? days + random.between(45, 420) : days;
        if (pubDays <= ctx.referenceDays) {
          const pubYear = civilFromDays(pubDays).year;
          journalIndex = tables.journals.pick(field, pubYear, random.float());
          if (journalIndex < 0) {
            journalIndex = tables.journals.pick('hep-ph', pubYear, random.float());
          }
        }
      }
    } else if (docType === DOC['conference paper']) {
      const conference = tables.conferences.recentBefore(days, random.float());
      if (conference >= 0) {
        state.conference[i] = conference;
        publication.push({
          cnum: tables.conferences.cnum[conference] ?? '',
          conference_record: ctx.ref('conferences', conference),
        });
        if (random.chance(0.65)) {
          pubDays = days + random.between(60, 300);
          if (pubDays <= ctx.referenceDays) {
            const pubYear = civilFromDays(pubDays).year;
            journalIndex = tables.journals.pickProceedings(
              pubYear,
              random.float(),
              tables.conferences.posVolume(conference) !== undefined,
            );
          }
        }
      }
    } else if (docType === DOC.proceedings) {
      const conference = state.conference[i] ?? -1;
      if (conference >= 0) {
        publication.push({
          cnum: tables.conferences.cnum[conference] ?? '',
          conference_record: ctx.ref('conferences', conference),
          year,
        });
      }
      metadata.imprints = [{ date: formatDays(days), publisher: random.pick(PUBLISHERS) }];
    } else if (docType === DOC.book || docType === DOC['book chapter']) {
      const publisher = random.pick(PUBLISHERS);
      metadata.imprints = [{ date: formatDays(days), publisher, place: random.pick(PUBLISHER_PLACES) }];
      if (docType === DOC.book) {
        metadata.isbns = [{ value: isbnFor(i, '3'), medium: 'print' }];
      } else {
        publication.push({ year });
      }
    }

    if (journalIndex >= 0) {
      const journal = tables.journals.entries[journalIndex] as JournalSeed;
      const pub = civilFromDays(pubDays);
      const conference = state.conference[i] ?? -1;
      const placement: Placement = {
        journal: journalIndex,
        year: pub.year,
        month: pub.month,
        page: 0,
        pages,
        conferenceVolume: conference >= 0 ? tables.conferences.posVolume(conference) : undefined,
        index: i,
      };
      placement.page = this.nextPage(journalIndex, journal, placement, pages, conference);
      state.journal[i] = journalIndex;
      state.pubYear[i] = pub.year;
      state.pubMonth[i] = pub.month;
      state.page[i] = placement.page;
      state.pages[i] = Math.min(65535, pages);
      const pageInfo = pagesOf(journal, placement);
      const info: PublicationInfo = publication[0] ?? {};
      info.journal_title = journal.short;
      info.journal_volume = volumeOf(journal, placement);
      info.year = pub.year;
      info.journal_record = ctx.ref('journals', journalIndex);
      if (pageInfo.artid) {
        info.artid = pageInfo.artid;
        info.page_start = pageInfo.artid;
      } else {
        info.page_start = pageInfo.pageStart;
        if (pageInfo.pageEnd) {
          info.page_end = pageInfo.pageEnd;
        }
      }
      if (journal.pagination === 'issue-artid' && usesArtid(journal, pub.year)) {
        info.journal_issue = String(pub.month);
      }
      if (publication.length === 0) {
        publication.push(info);
      }
      metadata.dois = [{ value: doiOf(journal, placement), source: journal.publisher }];
      metadata.imprints = [{ date: formatDays(pubDays) }];
      if (!onArxiv && pubDays > days) {
        // The record is dated by its earliest date: a preprint date before the publication.
        metadata.preprint_date = formatDays(days);
      }
    } else if (
      !onArxiv &&
      docType !== DOC.book &&
      docType !== DOC['book chapter'] &&
      docType !== DOC.proceedings
    ) {
      metadata.imprints = [{ date: formatDays(days) }];
    }
    if (publication.length > 0) {
      metadata.publication_info = publication;
    }
  }

  private thesis(
    i: number,
    random: Random,
    metadata: LiteratureMetadata,
    year: number,
    days: number,
    field: number,
  ): void {
    const { ctx } = this;
    const { authors, institutions } = this.tables;
    const student = this.state.firstAuthor[i] ?? -1;
    const institution = student >= 0 ? authors.affiliationAt(student, year) : institutions.count > 0 ? 0 : -1;
    const degree = DEGREES[DEGREE_TABLE.draw(random)]?.[0] ?? 'phd';
    metadata.thesis_info = {
      degree_type: degree,
      date: String(year),
      institutions:
        institution >= 0
          ? [{ name: institutions.icn(institution), record: ctx.ref('institutions', institution) }]
          : [],
    };
    if (random.chance(0.6)) {
      metadata.thesis_info.defense_date = formatDays(days);
    }
    const supervisor = this.pickSeniorAuthor(random, year, field);
    if (supervisor >= 0) {
      metadata.supervisors = [
        {
          full_name: authors.fullName(supervisor),
          record: ctx.ref('authors', supervisor),
          inspire_roles: ['supervisor'],
        },
      ];
    }
  }

  private reportNumber(
    i: number,
    random: Random,
    docType: number,
    year: number,
    experiment: number,
    field: string,
  ): string | undefined {
    if (year < 1970 || (docType !== DOC.report && !random.chance(0.3))) {
      return undefined;
    }
    const { experiments, institutions, authors } = this.tables;
    let institution = -1;
    if (experiment >= 0) {
      institution = experiments.host[experiment] ?? -1;
    } else {
      const first = this.state.firstAuthor[i] ?? -1;
      institution = first >= 0 ? authors.affiliationAt(first, year) : -1;
    }
    const entry = institutions.entries[institution];
    let pattern = entry?.reportPattern;
    if (!pattern) {
      if (docType !== DOC.report) {
        return undefined;
      }
      const prefix = asciiFold(entry?.acronym ?? entry?.icn.split(/[ ,.]/)[0] ?? 'INST').toUpperCase();
      pattern = `${prefix.replace(/[^A-Z0-9-]/g, '')}-REP-{Y}-{N}`;
    }
    if (field === 'hep-ex' || field === 'nucl-ex' || field === 'physics.ins-det') {
      pattern = pattern.replace('CERN-TH', 'CERN-EP').replace(/-T$/, '-E');
    }
    // Numbers restart every year unless the series runs on (SLAC-PUB-1234).
    const key = pattern.includes('{Y') ? `${pattern}|${year}` : pattern;
    const next = (this.reportCounters.get(key) ?? 0) + 1;
    this.reportCounters.set(key, next);
    const yy = pad2(year % 100);
    return pattern
      .replaceAll('{Y}', String(year))
      .replaceAll('{YY}', yy)
      .replaceAll(
        '{N}',
        pattern.startsWith('SLAC-PUB') ? String(1000 + next) : String(next).padStart(3, '0'),
      );
  }
}

function inspireCategoriesOf(category: Category, arxivCategories: readonly string[]): { term: string }[] {
  const terms = new Set<string>([category.inspire]);
  for (const name of arxivCategories) {
    const other = CATEGORY_INDEX.get(name);
    const term = other === undefined ? undefined : CATEGORIES[other]?.inspire;
    if (term) {
      terms.add(term);
    }
  }
  return [...terms].map((term) => ({ term }));
}

function stripMaths(value: string): string {
  return value
    .replace(/\$[^$]*\$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
