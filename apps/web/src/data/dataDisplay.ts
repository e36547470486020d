import type { DataUiMetadata, UiLiteratureAuthor } from '@parton/records';
import { formatRecordDate } from '../common/recordDates';
import { linkedRecordId } from '../common/recordLinks';
import { type DoiEntry, uniqueDois } from '../literature/display';

export function datasetTitle(dataset: DataUiMetadata): string {
  return dataset.titles?.[0]?.title ?? `Dataset ${dataset.control_number}`;
}

/** The serializer's `date`, else the creation date as 'MMM D, YYYY'. */
export function datasetDate(dataset: DataUiMetadata): string {
  return dataset.date ?? formatRecordDate(dataset.creation_date);
}

/** Authors in the shape the literature author links take. */
export function datasetAuthors(dataset: DataUiMetadata): UiLiteratureAuthor[] {
  return (dataset.authors ?? []).map((author) => ({
    full_name: author.full_name,
    record: author.record,
    affiliations: (author.affiliations ?? []).flatMap((affiliation) =>
      affiliation.value ? [{ value: affiliation.value, record: affiliation.record }] : [],
    ),
    inspire_roles: author.inspire_roles,
  }));
}

export interface LiteratureLink {
  id?: number;
  doi?: string;
}

/** Papers the dataset belongs to: a record link, else a DOI. */
export function literatureLinks(dataset: DataUiMetadata): LiteratureLink[] {
  return (dataset.literature ?? []).flatMap((entry) => {
    const id = linkedRecordId(entry.record, 'literature');
    const doi = entry.doi?.value;
    return id || doi ? [{ id, doi }] : [];
  });
}

/**
 * The dataset's own DOIs, each once (a DOI given as 'data' and as 'version' reads 'data, version'): the whole
 * dataset first, table-level parts last.
 */
export function datasetDois(dataset: DataUiMetadata): DoiEntry[] {
  const rank = (entry: DoiEntry) => (entry.materials.includes('part') ? 1 : 0);
  return uniqueDois(dataset.dois ?? []).sort((a, b) => rank(a) - rank(b));
}
