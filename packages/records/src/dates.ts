import type { LiteratureMetadata } from './schemas';

const PARTIAL_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** Year-only and month-only dates count as their first day (search-syntax.md §6.2). */
function comparableDate(date: string): string {
  return `${date}-01-01`.slice(0, 10);
}

/**
 * The earliest date of a literature record (`earliest_date`, the `de` keyword): the minimum of preprint_date,
 * thesis_info.date and defense_date, publication_info[].year, legacy_creation_date and imprints[].date, as the
 * partial date it was stored as (`2019`, `2019-05`, `2019-05-21`). The arXiv identifier is not a source.
 */
export function earliestDate(metadata: LiteratureMetadata): string | undefined {
  const candidates = [
    metadata.preprint_date,
    metadata.thesis_info?.date,
    metadata.thesis_info?.defense_date,
    ...(metadata.publication_info ?? []).map((info) =>
      info.year === undefined ? undefined : String(info.year),
    ),
    metadata.legacy_creation_date,
    ...(metadata.imprints ?? []).map((imprint) => imprint.date),
  ];
  let earliest: string | undefined;
  for (const candidate of candidates) {
    if (candidate === undefined || !PARTIAL_DATE.test(candidate)) {
      continue;
    }
    if (earliest === undefined || comparableDate(candidate) < comparableDate(earliest)) {
      earliest = candidate;
    }
  }
  return earliest;
}
