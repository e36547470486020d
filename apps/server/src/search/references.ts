import { linkOf } from '@parton/records';
import { isSupervisor, splitCollaborations, UI_AUTHORS_LIMIT, uiAuthor } from './literatureUi';

type Json = Record<string, unknown>;

function objects(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.filter((item): item is Json => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') {
    return true;
  }
  if (Array.isArray(value)) {
    return value.length === 0;
  }
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/** The reference's items drop empty values. */
function withoutEmpty(item: Json): Json {
  return Object.fromEntries(Object.entries(item).filter(([, value]) => !isEmpty(value)));
}

function authorsOf(people: unknown): Json[] {
  return objects(people)
    .filter((author) => !isSupervisor(author))
    .slice(0, UI_AUTHORS_LIMIT)
    .map((author) => uiAuthor(author, { emails: false }));
}

/** A reference that resolves to a literature record shows that record, with the reference's label. */
function linkedItem(record: Json, label: unknown): Json {
  const { collaborations, withSuffix } = splitCollaborations(record.collaborations);
  return withoutEmpty({
    control_number: record.control_number,
    titles: record.titles,
    authors: authorsOf(record.authors),
    collaborations,
    collaborations_with_suffix: withSuffix,
    publication_info: objects(record.publication_info).filter((info) => info.hidden !== true),
    arxiv_eprint: objects(record.arxiv_eprints).map((eprint) => ({ value: eprint.value })),
    dois: objects(record.dois).map((doi) => ({ value: doi.value })),
    urls: record.urls,
    label,
  });
}

/** An unlinked reference, reshaped like a record (`title` → `titles`, strings → `{value}` lists). */
function unlinkedItem(reference: Json): Json {
  const title =
    typeof (reference.title as Json | undefined)?.title === 'string' ? (reference.title as Json).title : '';
  const collaborations = splitCollaborations(strings(reference.collaborations).map((value) => ({ value })));
  const arxiv = typeof reference.arxiv_eprint === 'string' ? [{ value: reference.arxiv_eprint }] : [];
  return withoutEmpty({
    label: reference.label,
    titles: title ? [{ title }] : [],
    misc: title ? undefined : strings(reference.misc)[0],
    authors: authorsOf(reference.authors),
    collaborations: collaborations.collaborations,
    collaborations_with_suffix: collaborations.withSuffix,
    publication_info: reference.publication_info ? [reference.publication_info] : [],
    arxiv_eprint: arxiv,
    dois: strings(reference.dois).map((value) => ({ value })),
    urls: reference.urls,
  });
}

/** Control numbers of the literature records a slice of references links to. */
export function linkedLiterature(references: readonly unknown[]): number[] {
  return objects(references).flatMap((reference) => {
    const link = linkOf(reference.record);
    return link?.collection === 'literature' ? [link.controlNumber] : [];
  });
}

/** Items of `GET /api/literature/{id}/references` (`ReferenceItemSchemaV1`). */
export function referenceItems(references: readonly unknown[], resolved: ReadonlyMap<number, Json>): Json[] {
  return objects(references).map((entry) => {
    const reference = (entry.reference ?? {}) as Json;
    const link = linkOf(entry.record);
    const record = link?.collection === 'literature' ? resolved.get(link.controlNumber) : undefined;
    return record ? linkedItem(record, reference.label) : unlinkedItem(reference);
  });
}
