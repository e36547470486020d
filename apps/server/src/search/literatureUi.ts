import { linkOf } from '@parton/records';

type Json = Record<string, unknown>;

/** Authors shown by the UI JSON of a paper (`ListWithLimit(limit=10)`). */
export const UI_AUTHORS_LIMIT = 10;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A partial date as the reference prints it: `2001`, `May, 2001`, `Jan 1, 2001`. */
export function formatPartialDate(date: string): string | undefined {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date);
  if (!match) {
    return undefined;
  }
  const [, year, month, day] = match;
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  if (!monthName) {
    return year;
  }
  return day ? `${monthName} ${Number(day)}, ${year}` : `${monthName}, ${year}`;
}

function objects(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.filter((item): item is Json => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function isSupervisor(author: Json): boolean {
  return Array.isArray(author.inspire_roles) && author.inspire_roles.includes('supervisor');
}

function splitName(fullName: string): { first?: string; last: string } {
  const comma = fullName.indexOf(',');
  if (comma >= 0) {
    const first = fullName.slice(comma + 1).trim();
    return { last: fullName.slice(0, comma).trim(), ...(first ? { first } : {}) };
  }
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) {
    return { last: fullName.trim() };
  }
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
}

const AUTHOR_FIELDS = [
  'ids',
  'raw_affiliations',
  'alternative_names',
  'credit_roles',
  'curated_relation',
  'inspire_roles',
  'record',
  'signature_block',
  'uuid',
] as const;

/**
 * An author as the UI JSON gives it (`AuthorSchemaV1`): names split, `recid` and `bai` read from the links,
 * affiliations as `{value, record}`. Lists leave e-mail addresses out.
 */
export function uiAuthor(author: Json, options: { emails: boolean }): Json {
  const fullName = text(author.full_name) ?? '';
  const { first, last } = splitName(fullName);
  const shaped: Json = { full_name: fullName };
  if (first) {
    shaped.first_name = first;
  }
  if (last) {
    shaped.last_name = last;
  }
  const link = linkOf(author.record);
  if (link?.collection === 'authors') {
    shaped.recid = link.controlNumber;
  }
  const bai = objects(author.ids).find((id) => id.schema === 'INSPIRE BAI');
  if (bai && text(bai.value)) {
    shaped.bai = bai.value;
  }
  const affiliations = objects(author.affiliations).map((affiliation) => ({
    ...(affiliation.value === undefined ? {} : { value: affiliation.value }),
    ...(affiliation.record === undefined ? {} : { record: affiliation.record }),
  }));
  if (affiliations.length > 0) {
    shaped.affiliations = affiliations;
  }
  for (const field of AUTHOR_FIELDS) {
    if (author[field] !== undefined) {
      shaped[field] = author[field];
    }
  }
  if (options.emails && author.emails !== undefined) {
    shaped.emails = author.emails;
  }
  return shaped;
}

/** Collaborations whose name says what they are (`Particle Data Group`) are listed apart from the others. */
const COLLABORATION_SUFFIX = /(group|groups|force|consortium|team)$/i;

export function splitCollaborations(value: unknown): { collaborations: Json[]; withSuffix: Json[] } {
  const all = objects(value).filter((collaboration) => text(collaboration.value));
  return {
    collaborations: all.filter(
      (collaboration) => !COLLABORATION_SUFFIX.test(String(collaboration.value).trim()),
    ),
    withSuffix: all.filter((collaboration) => COLLABORATION_SUFFIX.test(String(collaboration.value).trim())),
  };
}

const EXTERNAL_SYSTEMS: Record<string, { name: string; url: (value: string) => string | undefined }> = {
  ADS: { name: 'ADS Abstract Service', url: (value) => `https://ui.adsabs.harvard.edu/abs/${value}` },
  CDS: { name: 'CERN Document Server', url: (value) => `http://cds.cern.ch/record/${value}` },
  EUCLID: { name: 'Project Euclid', url: (value) => `http://projecteuclid.org/${value}` },
  HAL: { name: 'HAL Archives Ouvertes', url: (value) => `https://hal.archives-ouvertes.fr/${value}` },
  KEKSCAN: { name: 'KEK scanned document', url: kekScanUrl },
  MSNET: { name: 'AMS MathSciNet', url: (value) => `http://www.ams.org/mathscinet-getitem?mr=${value}` },
  OSTI: {
    name: 'OSTI Information Bridge Server',
    url: (value) => `https://www.osti.gov/scitech/biblio/${value}`,
  },
  ZBLATT: {
    name: 'zbMATH',
    url: (value) => `http://www.zentralblatt-math.org/zmath/en/search/?an=${value}`,
  },
};

/** KEK scans are filed by year and year-month: `198700123` → …/PDF/1987/8700/8700123.pdf. */
function kekScanUrl(value: string): string | undefined {
  const id = value.replace(/-/g, '').toUpperCase();
  let year: string;
  let rest: string;
  if (id.length === 9 && /^(19|20)/.test(id)) {
    year = id.slice(0, 4);
    rest = id.slice(2);
  } else if (id.length === 7) {
    year = `19${id.slice(0, 2)}`;
    rest = id;
  } else {
    return undefined;
  }
  const yearMonth = rest.slice(0, 4);
  return `https://lib-extopc.kek.jp/preprints/PDF/${year}/${yearMonth}/${yearMonth}${rest.slice(4)}.pdf`;
}

/** `[{url_name, url_link}]`, one per system; arXiv papers get their ADS abstract link. */
export function externalSystemLinks(metadata: Json): Json[] {
  const links = new Map<string, string>();
  for (const identifier of objects(metadata.external_system_identifiers)) {
    const system = EXTERNAL_SYSTEMS[String(identifier.schema ?? '').toUpperCase()];
    const value = text(identifier.value);
    if (!system || !value || links.has(system.name)) {
      continue;
    }
    const url = system.url(value);
    if (url) {
      links.set(system.name, url);
    }
  }
  const arxiv = text(objects(metadata.arxiv_eprints)[0]?.value);
  const ads = EXTERNAL_SYSTEMS.ADS!;
  if (arxiv && !links.has(ads.name)) {
    links.set(ads.name, `https://ui.adsabs.harvard.edu/abs/arXiv:${arxiv}`);
  }
  return [...links].map(([url_name, url_link]) => ({ url_name, url_link }));
}

function visibleDocuments(metadata: Json): Json[] {
  return objects(metadata.documents).filter((document) => document.hidden !== true);
}

function fulltextLinks(metadata: Json): Json[] {
  const links: Json[] = [];
  for (const identifier of objects(metadata.external_system_identifiers)) {
    if (String(identifier.schema ?? '').toUpperCase() !== 'KEKSCAN') {
      continue;
    }
    const url = kekScanUrl(String(identifier.value ?? ''));
    if (url) {
      links.push({ description: 'KEK scanned document', value: url });
    }
  }
  const arxiv = text(objects(metadata.arxiv_eprints)[0]?.value);
  if (arxiv) {
    links.push({ description: 'arXiv', value: `https://arxiv.org/pdf/${arxiv}` });
  }
  for (const document of visibleDocuments(metadata)) {
    if (document.fulltext === true && text(document.url)) {
      links.push({ description: text(document.description) ?? 'fulltext', value: document.url });
    }
  }
  return links;
}

/** Stored fields the UI JSON passes on as they are (everything else is computed, reshaped or left out). */
const PASSED_FIELDS = [
  'control_number',
  'titles',
  'title_translations',
  'document_type',
  'preprint_date',
  'abstracts',
  'arxiv_eprints',
  'report_numbers',
  'isbns',
  'imprints',
  'thesis_info',
  'number_of_pages',
  'urls',
  'public_notes',
  'persistent_identifiers',
  'book_series',
  'inspire_categories',
  'texkeys',
  'figures',
  'license',
  'languages',
  'corporate_author',
  'related_records',
  'deleted',
  'deleted_records',
  'new_record',
  'accelerator_experiments',
] as const;

/** What the UI JSON of a paper needs besides its (trimmed) metadata. */
export interface LiteratureUiExtras {
  citationCount: number;
  citationCountWithoutSelfCitations: number;
  /** Authors without supervisors, over the whole list (the metadata may hold only the first ones). */
  numberOfAuthors: number;
  numberOfReferences: number;
  earliestDate: string | undefined;
  /** Conference records of `publication_info.conference_record`, by control number. */
  conferences: ReadonlyMap<number, Json>;
  /** Parent books of `publication_info.parent_record`, by control number. */
  books: ReadonlyMap<number, Json>;
  /** Lists strip author e-mails; the detail keeps them. */
  list: boolean;
  /**
   * The record's `_collections`, for `is_collection_hidden`, when the metadata given is the public view (which
   * leaves them out); else they are read from the metadata.
   */
  collections?: unknown;
}

function conferenceInfo(publicationInfo: readonly Json[], conferences: ReadonlyMap<number, Json>): Json[] {
  return publicationInfo.flatMap((info) => {
    const link = linkOf(info.conference_record);
    const conference = link?.collection === 'conferences' ? conferences.get(link.controlNumber) : undefined;
    if (!link || !conference) {
      return [];
    }
    return [
      {
        control_number: link.controlNumber,
        ...(conference.acronyms === undefined ? {} : { acronyms: conference.acronyms }),
        ...(conference.titles === undefined ? {} : { titles: conference.titles }),
        ...(info.page_start === undefined ? {} : { page_start: info.page_start }),
        ...(info.page_end === undefined ? {} : { page_end: info.page_end }),
      },
    ];
  });
}

function linkedBooks(publicationInfo: readonly Json[], books: ReadonlyMap<number, Json>): Json[] {
  return publicationInfo.flatMap((info) => {
    const link = linkOf(info.parent_record);
    if (link?.collection !== 'literature') {
      return [];
    }
    const title = text(objects(books.get(link.controlNumber)?.titles)[0]?.title);
    return [
      {
        record: info.parent_record,
        ...(title ? { title } : {}),
        ...(info.page_start === undefined ? {} : { page_start: info.page_start }),
        ...(info.page_end === undefined ? {} : { page_end: info.page_end }),
      },
    ];
  });
}

/**
 * The UI JSON metadata of a paper (`LiteratureDetailSchema`): whitelisted stored fields, at most ten authors
 * (supervisors apart), counts, the display date, resolved conferences and books, external links; references,
 * private and bookkeeping fields are left out.
 */
export function literatureUiMetadata(metadata: Json, extras: LiteratureUiExtras): Json {
  const ui: Json = {};
  for (const field of PASSED_FIELDS) {
    if (metadata[field] !== undefined) {
      ui[field] = metadata[field];
    }
  }
  const people = objects(metadata.authors);
  const authors = people.filter((author) => !isSupervisor(author));
  const supervisors = [...people.filter(isSupervisor), ...objects(metadata.supervisors)];
  ui.authors = authors.slice(0, UI_AUTHORS_LIMIT).map((author) => uiAuthor(author, { emails: !extras.list }));
  if (supervisors.length > 0) {
    ui.supervisors = supervisors.map((author) => uiAuthor(author, { emails: !extras.list }));
  }
  ui.number_of_authors = extras.numberOfAuthors;
  ui.number_of_references = extras.numberOfReferences;
  ui.citation_count = extras.citationCount;
  ui.citation_count_without_self_citations = extras.citationCountWithoutSelfCitations;
  const date = extras.earliestDate ? formatPartialDate(extras.earliestDate) : undefined;
  if (date) {
    ui.date = date;
  }
  const dois = objects(metadata.dois).map((doi) => ({
    value: doi.value,
    ...(doi.material === undefined ? {} : { material: doi.material }),
  }));
  if (dois.length > 0) {
    ui.dois = dois;
  }
  const { collaborations, withSuffix } = splitCollaborations(metadata.collaborations);
  if (collaborations.length > 0) {
    ui.collaborations = collaborations;
  }
  if (withSuffix.length > 0) {
    ui.collaborations_with_suffix = withSuffix;
  }
  const publicationInfo = objects(metadata.publication_info).filter((info) => info.hidden !== true);
  if (publicationInfo.length > 0) {
    ui.publication_info = publicationInfo;
  }
  const conferences = conferenceInfo(publicationInfo, extras.conferences);
  if (conferences.length > 0) {
    ui.conference_info = conferences;
  }
  const books = linkedBooks(publicationInfo, extras.books);
  if (books.length > 0) {
    ui.linked_books = books;
  }
  const externalLinks = externalSystemLinks(metadata);
  if (externalLinks.length > 0) {
    ui.external_system_identifiers = externalLinks;
  }
  const fulltext = fulltextLinks(metadata);
  if (fulltext.length > 0) {
    ui.fulltext_links = fulltext;
  }
  const documents = visibleDocuments(metadata).map(
    ({ attachment: _attachment, text: _text, _error, ...document }) => document,
  );
  if (documents.length > 0) {
    ui.documents = documents;
    const pdfs = documents.filter((document) => document.fulltext === true).map((document) => document.url);
    if (pdfs.length > 0) {
      ui.citation_pdf_urls = pdfs;
    }
  }
  const keywords = objects(metadata.keywords);
  const plainKeywords = keywords.filter((keyword) => keyword.schema !== 'PDG');
  const pdgKeywords = keywords
    .filter((keyword) => keyword.schema === 'PDG')
    .map((keyword) => ({ value: keyword.value }));
  if (plainKeywords.length > 0) {
    ui.keywords = plainKeywords;
  }
  if (pdgKeywords.length > 0) {
    ui.pdg_keywords = pdgKeywords;
  }
  const stored = 'collections' in extras ? extras.collections : metadata._collections;
  const collections = Array.isArray(stored) ? stored : [];
  ui.is_collection_hidden = !collections.includes('Literature');
  return ui;
}

/** The authors endpoint of a paper or dataset: every author (UI shape), supervisors apart, collaborations. */
export function authorListMetadata(list: {
  authors: unknown;
  supervisors: unknown;
  collaborations: unknown;
}): Json {
  const people = objects(list.authors);
  return {
    authors: people
      .filter((author) => !isSupervisor(author))
      .map((author) => uiAuthor(author, { emails: false })),
    collaborations: objects(list.collaborations),
    supervisors: [...people.filter(isSupervisor), ...objects(list.supervisors)].map((author) =>
      uiAuthor(author, { emails: false }),
    ),
  };
}
