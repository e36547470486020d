import {
  earliestDate,
  type LiteratureMetadata,
  META_DESCRIPTION_LENGTH,
  PRODUCT_NAME,
} from '@parton/records';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function meta(name: string, content: string | undefined): string[] {
  return content ? [`<meta name="${name}" content="${escapeHtml(content)}">`] : [];
}

// Reference managers read the first authors; thousands of tags for a collaboration paper help nobody.
const MAX_AUTHOR_TAGS = 100;

/**
 * The scholarly `citation_*` meta tags (Highwire/Google Scholar) of a literature record, plus its title and
 * description, for the served HTML: reference managers and crawlers read them without running the app.
 */
export function scholarlyHeadTags(metadata: LiteratureMetadata): string {
  const title = metadata.titles[0]?.title ?? '';
  const publication = metadata.publication_info?.find((info) => info.journal_title) ?? undefined;
  const date = earliestDate(metadata)?.replace(/-/g, '/');
  const abstract = metadata.abstracts?.[0]?.value ?? '';
  const description =
    abstract.length > META_DESCRIPTION_LENGTH
      ? `${abstract.slice(0, META_DESCRIPTION_LENGTH - 1)}…`
      : abstract;
  const tags = [
    `<title>${escapeHtml(`${title} - ${PRODUCT_NAME}`)}</title>`,
    ...meta('description', description),
    ...meta('citation_title', title),
    ...(metadata.authors ?? [])
      .slice(0, MAX_AUTHOR_TAGS)
      .flatMap((author) => meta('citation_author', author.full_name)),
    ...meta('citation_publication_date', date),
    ...meta('citation_date', date),
    ...meta('citation_doi', metadata.dois?.[0]?.value),
    ...meta('citation_arxiv_id', metadata.arxiv_eprints?.[0]?.value),
    ...meta('citation_journal_title', publication?.journal_title),
    ...meta('citation_volume', publication?.journal_volume),
    ...meta('citation_issue', publication?.journal_issue),
    ...meta('citation_firstpage', publication?.page_start ?? publication?.artid),
    ...meta('citation_lastpage', publication?.page_end),
    ...meta('citation_technical_report_number', metadata.report_numbers?.[0]?.value),
  ];
  return tags.join('\n    ');
}

/**
 * Puts the record's tags into the app shell, replacing its generic title. The tags are inserted by a replacer
 * function: as a replacement string, record text such as the LaTeX `$<100$` or `$'$` would be read as the
 * patterns `$<`, `$'`, `` $` `` and `$&`, which paste parts of the shell into the <head>.
 */
export function withHeadTags(indexHtml: string, tags: string): string {
  return indexHtml.replace(/<title>[^<]*<\/title>/, '').replace('</head>', () => `    ${tags}\n  </head>`);
}
