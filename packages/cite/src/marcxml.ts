import type { LiteratureAuthor, LiteratureMetadata, PublicationInfo } from '@parton/records';
import { isXmlCharacter } from './marcxml-read';

/**
 * MARCXML (MARC21 slim) of literature records, the format CDS reads (submissions-backoffice.md §6 "Export to
 * CDS": the reference's OAI server offers MARC21 slim to CDS). The tags follow the reference's hep→MARC mapping
 * (inspire-dojson `hep2marc`) for the fields CDS needs; private fields (`_private_notes`, emails …) are never
 * written. Pure: the caller passes the record's last modification time for 005.
 */

export {
  isXmlCharacter,
  type MarcxmlDataField,
  MarcxmlReadError,
  type MarcxmlRecord,
  readMarcxml,
  subfieldValues,
} from './marcxml-read';

export const MARCXML_NAMESPACE = 'http://www.loc.gov/MARC21/slim';
/** The media type of a MARCXML document (RFC 6207). */
export const MARCXML_CONTENT_TYPE = 'application/marcxml+xml';

export interface MarcxmlOptions {
  /** When the record last changed (005); absent: no 005 field. */
  updated?: Date | string;
}

/** One MARC subfield: its code and value (empty values are dropped). */
type Subfield = readonly [code: string, value: string | number | undefined];

interface DataField {
  tag: string;
  ind1?: string;
  ind2?: string;
  subfields: Subfield[];
}

/** `_collections` values → 980 $a as the reference spells them for CDS. */
const COLLECTION_CODES: Record<string, string> = { Literature: 'HEP' };

/** document_type → 980 $a (an `article` has none, as in the reference). */
const DOCUMENT_TYPE_CODES: Record<string, string> = {
  'activity report': 'ActivityReport',
  book: 'Book',
  'book chapter': 'BookChapter',
  'conference paper': 'ConferencePaper',
  note: 'Note',
  proceedings: 'Proceedings',
  report: 'Report',
  thesis: 'Thesis',
};

/** Text escaped for XML 1.0 content and attribute values; characters XML 1.0 cannot carry at all are dropped. */
export function escapeXml(text: string): string {
  let kept = '';
  for (const character of text) {
    if (isXmlCharacter(character.codePointAt(0)!)) {
      kept += character;
    }
  }
  return kept
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** 005: `YYYYMMDDhhmmss.0` in UTC. */
export function marcTimestamp(value: Date | string): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    return undefined;
  }
  const iso = date.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.0`;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') {
    return String(value);
  }
  if (typeof value !== 'string') {
    return undefined;
  }
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function objects(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    : [];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.flatMap((item) => text(item) ?? []) : [];
}

function notHidden<T>(items: readonly T[]): T[] {
  return items.filter((item) => (item as { hidden?: unknown }).hidden !== true);
}

function authorField(tag: string, author: LiteratureAuthor): DataField {
  const ids = objects(author.ids);
  const idsOf = (schema: string) =>
    ids.filter((id) => id.schema === schema).flatMap((id) => text(id.value) ?? []);
  return {
    tag,
    subfields: [
      ['a', author.full_name],
      ...strings((author.inspire_roles ?? []).filter((role) => role !== 'author')).map(
        (role): Subfield => ['e', role],
      ),
      ...objects(author.affiliations).map((affiliation): Subfield => ['u', text(affiliation.value)]),
      ...idsOf('INSPIRE ID').map((id): Subfield => ['i', id]),
      ...idsOf('ORCID').map((id): Subfield => ['j', `ORCID:${id}`]),
    ],
  };
}

function pagesOf(info: PublicationInfo): string | undefined {
  const start = text(info.page_start);
  const end = text(info.page_end);
  if (start && end && start !== end) {
    return `${start}-${end}`;
  }
  return start ?? text(info.artid);
}

function publicationField(info: PublicationInfo): DataField {
  return {
    tag: '773',
    subfields: [
      ['p', info.journal_title],
      ['v', info.journal_volume],
      ['n', info.journal_issue],
      ['y', info.year],
      ['c', pagesOf(info)],
      ['w', info.cnum],
      ['m', info.material && info.material !== 'publication' ? info.material : undefined],
      ['x', info.pubinfo_freetext],
    ],
  };
}

function collectionCodes(metadata: LiteratureMetadata): string[] {
  const codes = [
    ...strings(metadata._collections).map((collection) => COLLECTION_CODES[collection] ?? collection),
    ...strings(metadata.document_type).flatMap((type) => DOCUMENT_TYPE_CODES[type] ?? []),
    ...(metadata.refereed === true ? ['Published'] : []),
    ...(metadata.citeable === true ? ['Citeable'] : []),
    ...(metadata.core === true ? ['CORE'] : []),
  ];
  return [...new Set(codes)];
}

/** The data fields of a record, in tag order. */
function dataFields(metadata: LiteratureMetadata): DataField[] {
  const fields: DataField[] = [];
  for (const doi of objects(metadata.dois)) {
    fields.push({
      tag: '024',
      ind1: '7',
      subfields: [
        ['a', text(doi.value)],
        ['2', 'DOI'],
        ['q', text(doi.material)],
      ],
    });
  }
  fields.push({
    tag: '035',
    subfields: [
      ['9', 'Inspire'],
      ['a', metadata.control_number],
    ],
  });
  for (const eprint of objects(metadata.arxiv_eprints)) {
    const value = text(eprint.value);
    if (!value) {
      continue;
    }
    // Old-style identifiers (hep-th/9901001) carry their archive already; new ones get the arXiv: prefix.
    fields.push({
      tag: '037',
      subfields: [
        ['a', value.includes('/') ? value : `arXiv:${value}`],
        ['9', 'arXiv'],
        ['c', strings(eprint.categories)[0]],
      ],
    });
  }
  const [firstAuthor, ...otherAuthors] = metadata.authors ?? [];
  if (firstAuthor) {
    fields.push(authorField('100', firstAuthor));
  }
  const [title, ...otherTitles] = objects(metadata.titles);
  if (title) {
    fields.push({
      tag: '245',
      subfields: [
        ['a', text(title.title)],
        ['b', text(title.subtitle)],
        ['9', text(title.source)],
      ],
    });
  }
  for (const other of otherTitles) {
    fields.push({
      tag: '246',
      subfields: [
        ['a', text(other.title)],
        ['b', text(other.subtitle)],
        ['9', text(other.source)],
      ],
    });
  }
  for (const imprint of objects(metadata.imprints)) {
    fields.push({
      tag: '260',
      subfields: [
        ['a', text(imprint.place)],
        ['b', text(imprint.publisher)],
        ['c', text(imprint.date)],
      ],
    });
  }
  fields.push({ tag: '269', subfields: [['c', metadata.preprint_date]] });
  fields.push({ tag: '300', subfields: [['a', metadata.number_of_pages]] });
  for (const abstract of objects(metadata.abstracts)) {
    fields.push({
      tag: '520',
      subfields: [
        ['a', text(abstract.value)],
        ['9', text(abstract.source)],
      ],
    });
  }
  fields.push({ tag: '595', subfields: [['a', 'CDS export']] });
  for (const category of objects(metadata.inspire_categories)) {
    fields.push({
      tag: '650',
      ind1: '1',
      ind2: '7',
      subfields: [
        ['a', text(category.term)],
        ['2', 'INSPIRE'],
      ],
    });
  }
  const arxivCategories = new Set(
    objects(metadata.arxiv_eprints).flatMap((eprint) => strings(eprint.categories)),
  );
  for (const category of arxivCategories) {
    fields.push({
      tag: '650',
      ind1: '1',
      ind2: '7',
      subfields: [
        ['a', category],
        ['2', 'arXiv'],
      ],
    });
  }
  for (const keyword of objects(metadata.keywords)) {
    fields.push({
      tag: '653',
      ind1: '1',
      subfields: [
        ['a', text(keyword.value)],
        ['9', text(keyword.source) ?? text(keyword.schema)],
      ],
    });
  }
  for (const experiment of objects(metadata.accelerator_experiments)) {
    fields.push({
      tag: '693',
      subfields: [
        ['a', text(experiment.accelerator)],
        ['e', text(experiment.legacy_name)],
      ],
    });
  }
  for (const author of otherAuthors) {
    fields.push(authorField('700', author));
  }
  for (const collaboration of objects(metadata.collaborations)) {
    fields.push({ tag: '710', subfields: [['g', text(collaboration.value)]] });
  }
  for (const info of notHidden(metadata.publication_info ?? [])) {
    fields.push(publicationField(info));
  }
  for (const code of collectionCodes(metadata)) {
    fields.push({ tag: '980', subfields: [['a', code]] });
  }
  return fields.filter((field) => presentSubfields(field).some(([code]) => /^[a-z]$/.test(code)));
}

function presentSubfields(field: DataField): [string, string][] {
  return field.subfields.flatMap(([code, value]) => {
    const present = text(value);
    return present === undefined ? [] : [[code, present] as [string, string]];
  });
}

function renderDataField(field: DataField): string {
  const subfields = presentSubfields(field)
    .map(([code, value]) => `    <subfield code="${code}">${escapeXml(value)}</subfield>`)
    .join('\n');
  return `  <datafield tag="${field.tag}" ind1="${field.ind1 ?? ' '}" ind2="${field.ind2 ?? ' '}">\n${subfields}\n  </datafield>`;
}

/** One `<record>` element (no XML declaration, no namespace: put it in a collection with toMarcxmlCollection). */
export function toMarcxmlRecord(metadata: LiteratureMetadata, options: MarcxmlOptions = {}): string {
  const controlFields = [`  <controlfield tag="001">${metadata.control_number}</controlfield>`];
  const timestamp = options.updated === undefined ? undefined : marcTimestamp(options.updated);
  if (timestamp) {
    controlFields.push(`  <controlfield tag="005">${timestamp}</controlfield>`);
  }
  const fields = dataFields(metadata).map(renderDataField);
  return ['<record>', ...controlFields, ...fields, '</record>'].join('\n');
}

/** A MARCXML document: `<collection xmlns="http://www.loc.gov/MARC21/slim">` with one `<record>` per paper. */
export function toMarcxmlCollection(
  records: readonly { metadata: LiteratureMetadata; updated?: Date | string }[],
): string {
  const body = records.map((record) => toMarcxmlRecord(record.metadata, { updated: record.updated }));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<collection xmlns="${MARCXML_NAMESPACE}">`,
    ...body,
    '</collection>',
    '',
  ].join('\n');
}
