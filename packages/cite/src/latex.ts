import type { LiteratureMetadata, PublicationInfo } from '@parton/records';
import { initialsName } from './names';
import { bestPublicationInfo, publicationInfosOfMaterial, spacedJournalTitle } from './publication';

/** EU prints `(year)` after the volume, US at the end of the publication line. */
export type LatexStyle = 'eu' | 'us';

export interface LatexOptions {
  /** The record's citation count; printed even when 0. */
  citationCount?: number;
  /** The date of the "citations counted … as of" line; defaults to now. */
  today?: Date;
  /** Who counted the citations; the reference prints `INSPIRE`, the server passes the product name. */
  productName?: string;
}

const MAX_LISTED_AUTHORS = 10;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `19 Dec 1994` (strftime `%d %b %Y`), in UTC so that every server prints the same day. */
function formatDay(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `A`, `A and B`, `A, B and C`. */
function formatList(items: readonly string[]): string {
  if (items.length < 2) {
    return items.join('');
  }
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function authorNames(metadata: LiteratureMetadata): string[] {
  return (metadata.authors ?? [])
    .filter((author) => !(author.inspire_roles ?? []).includes('supervisor'))
    .map((author) => initialsName(author.full_name).replaceAll('. ', '.~'));
}

function authorsLine(authors: readonly string[], collaborations: readonly string[]): string | undefined {
  if (collaborations.length > 0) {
    const firstAuthor = authors[0];
    const lead =
      firstAuthor === undefined ? '' : `${firstAuthor}${authors.length > 1 ? ' \\textit{et al.}' : ''} `;
    return `${lead}[${formatList(collaborations)}],`;
  }
  if (authors.length === 0) {
    return undefined;
  }
  const etAl = authors.length > MAX_LISTED_AUTHORS ? ' \\textit{et al.}' : '';
  return `${formatList(authors.slice(0, MAX_LISTED_AUTHORS))},${etAl}`;
}

function pageRange(info: PublicationInfo): string | undefined {
  if (info.page_start && info.page_end) {
    return `${info.page_start}-${info.page_end}`;
  }
  return info.page_start || info.artid || undefined;
}

function publicationLine(info: PublicationInfo, style: LatexStyle): string {
  const journal = info.journal_title ? spacedJournalTitle(info.journal_title) : '';
  const volume = info.journal_volume ? ` \\textbf{${info.journal_volume}}` : '';
  const year = info.year === undefined ? '' : ` (${info.year})`;
  const pages = pageRange(info);
  const pagesPart = pages ? `, ${pages}` : '';
  if (style === 'eu') {
    const issue = info.journal_issue ? ` no.${info.journal_issue}` : '';
    return `${journal}${volume}${year}${issue}${pagesPart}`;
  }
  const issue = info.journal_issue ? `, no.${info.journal_issue}` : '';
  return `${journal}${volume}${issue}${pagesPart}${year}`;
}

/**
 * Renders a literature record as a LaTeX `\bibitem` in the EU or US style of the reference template: authors
 * (initials, at most 10, collaborations in brackets), title comment, publication, errata, DOI, arXiv, report
 * number (only without DOI and arXiv) and the citation-count comment.
 */
export function toLatex(metadata: LiteratureMetadata, style: LatexStyle, options: LatexOptions = {}): string {
  const key = metadata.texkeys?.[0] ?? String(metadata.control_number);
  const lines = [`%\\cite{${key}}`, `\\bibitem{${key}}`];

  const collaborations = (metadata.collaborations ?? []).map((collaboration) => collaboration.value);
  const authors = authorsLine(authorNames(metadata), collaborations);
  if (authors !== undefined) {
    lines.push(authors);
  }
  lines.push(`%\`\`${metadata.titles?.[0]?.title ?? ''},''`);

  const publication = bestPublicationInfo(metadata);
  if (publication?.journal_title) {
    lines.push(publicationLine(publication, style));
  }
  const errata = publicationInfosOfMaterial(metadata, ['erratum']);
  if (errata.length > 0) {
    lines.push(`[${errata.map((erratum) => `erratum: ${publicationLine(erratum, style)}`).join('; ')}]`);
  }

  const doi = metadata.dois?.[0]?.value;
  if (doi) {
    lines.push(`doi:${doi}`);
  }
  const eprint = metadata.arxiv_eprints?.[0];
  const category = eprint?.categories?.[0];
  if (eprint && category) {
    lines.push(`[arXiv:${eprint.value} [${category}]].`);
  }
  const reportNumber = (metadata.report_numbers ?? []).find((report) => report.hidden !== true)?.value;
  const hasArxiv = (metadata.arxiv_eprints ?? []).length > 0;
  if (reportNumber && !doi && !hasArxiv) {
    lines.push(`${reportNumber}.`);
  }

  const citations = options.citationCount ?? 0;
  const productName = options.productName ?? 'INSPIRE';
  lines.push(
    `%${citations} citations counted in ${productName} as of ${formatDay(options.today ?? new Date())}`,
  );
  return lines.join('\n');
}
