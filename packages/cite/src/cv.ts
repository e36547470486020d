import {
  type LiteratureAuthor,
  type LiteratureMetadata,
  linkOf,
  type PublicationInfo,
  type RecordLink,
} from '@parton/records';
import { displayName } from './names';

export interface CvOptions {
  /** Public origin of the site, without a trailing slash: links go to `{baseUrl}/literature/{recid}`. */
  baseUrl: string;
}

const AUTHORS_SHOWN_WITHOUT_COLLABORATION = 5;
/** Collaborations whose name already says what they are ("Particle Data Group") get no "Collaboration" suffix. */
const NAMED_WITH_SUFFIX = /(group|groups|force|consortium|team)$/i;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function link(baseUrl: string, target: RecordLink | undefined, text: string): string {
  if (target === undefined) {
    return escapeHtml(text);
  }
  return `<a href="${escapeHtml(`${baseUrl}/${target.collection}/${target.controlNumber}`)}">${escapeHtml(text)}</a>`;
}

function formatAuthor(author: LiteratureAuthor, baseUrl: string): string {
  const name = link(baseUrl, linkOf(author.record), displayName(author.full_name));
  const affiliations = (author.affiliations ?? [])
    .filter((affiliation) => affiliation.value)
    .map((affiliation) => link(baseUrl, linkOf(affiliation.record), affiliation.value ?? ''));
  const affiliationPart = affiliations.length > 0 ? ` (${affiliations.join(' and ')})` : '';
  const editorPart = (author.inspire_roles ?? []).includes('editor') ? '(ed.)' : '';
  return `${name}${affiliationPart}${editorPart}`;
}

function formatAuthors(authors: readonly LiteratureAuthor[], limit: number, baseUrl: string): string {
  const shown = authors.slice(0, limit).map((author) => formatAuthor(author, baseUrl));
  return `${shown.join(', ')}${authors.length > limit ? ' et al.' : ''}`;
}

function formatCollaborations(plain: readonly string[], withSuffix: readonly string[]): string {
  const parts: string[] = [];
  if (plain.length > 0) {
    parts.push(
      `${plain.map(escapeHtml).join(' and ')} ${plain.length > 1 ? 'Collaborations' : 'Collaboration'}`,
    );
  }
  if (withSuffix.length > 0) {
    parts.push(withSuffix.map(escapeHtml).join(' and '));
  }
  return `<span>${parts.join(' and ')}</span>`;
}

function authorsParagraph(metadata: LiteratureMetadata, baseUrl: string): string | undefined {
  const authors = (metadata.authors ?? []).filter(
    (author) => !(author.inspire_roles ?? []).includes('supervisor'),
  );
  const collaborations = (metadata.collaborations ?? []).map((collaboration) => collaboration.value);
  const plain = collaborations.filter((name) => !NAMED_WITH_SUFFIX.test(name));
  const withSuffix = collaborations.filter((name) => NAMED_WITH_SUFFIX.test(name));
  if (collaborations.length === 0) {
    return authors.length > 0
      ? formatAuthors(authors, AUTHORS_SHOWN_WITHOUT_COLLABORATION, baseUrl)
      : undefined;
  }
  const collaborationPart = formatCollaborations(plain, withSuffix);
  if (authors.length === 0) {
    return collaborationPart;
  }
  const bullet = ' <span>&bull;</span> ';
  if (authors.length === 1) {
    const forWhom = collaborations.length > 1 ? 'for the collaborations.' : 'for the collaboration.';
    return `${collaborationPart}${bullet}${formatAuthors(authors, 1, baseUrl)} ${forWhom}`;
  }
  return `${collaborationPart}${bullet}${formatAuthors(authors, 1, baseUrl)}`;
}

function eprintsParagraph(metadata: LiteratureMetadata): string | undefined {
  const eprints = metadata.arxiv_eprints ?? [];
  if (eprints.length === 0) {
    return undefined;
  }
  const links = eprints.map((eprint) => {
    const id = escapeHtml(eprint.value);
    const category = eprint.categories?.[0];
    return `<a href="https://arxiv.org/abs/${id}">${id}</a>${category ? `[${escapeHtml(category)}]` : ''}`;
  });
  return `e-Print: ${links.join(', ')}`;
}

function doisParagraph(metadata: LiteratureMetadata): string | undefined {
  const dois = metadata.dois ?? [];
  if (dois.length === 0) {
    return undefined;
  }
  const links = dois.map((doi) => {
    const value = escapeHtml(doi.value);
    return `<a href="https://doi.org/${value}">${value}</a>${doi.material ? `(${escapeHtml(doi.material)})` : ''}`;
  });
  return `DOI: ${links.join(', ')}`;
}

function pageOrArtid(info: PublicationInfo): string | undefined {
  if (info.page_start && info.page_end) {
    return `${info.page_start}-${info.page_end}`;
  }
  return info.page_start || info.artid || undefined;
}

function formatPublication(info: PublicationInfo): string | undefined {
  if (!info.journal_title) {
    return info.pubinfo_freetext ? `<span>${escapeHtml(info.pubinfo_freetext)}</span>` : undefined;
  }
  const pages = pageOrArtid(info);
  const text = [
    info.journal_title,
    info.journal_volume ? ` ${info.journal_volume}` : '',
    info.year === undefined ? '' : ` (${info.year})`,
    info.journal_issue ? ` ${info.journal_issue}` : '',
    pages ? `, ${pages}` : '',
    info.material && info.material !== 'publication' ? ` (${info.material})` : '',
  ].join('');
  return `<span>${escapeHtml(text)}</span>`;
}

function publicationsParagraph(metadata: LiteratureMetadata): string | undefined {
  const publications = (metadata.publication_info ?? [])
    .filter((info) => info.hidden !== true)
    .flatMap((info) => formatPublication(info) ?? []);
  return publications.length > 0 ? `Published in: ${publications.join(', ')}` : undefined;
}

function titleDisplay(metadata: LiteratureMetadata): string {
  const title = metadata.titles?.[0];
  if (!title) {
    return '';
  }
  return title.subtitle === undefined ? title.title : `${title.title} : ${title.subtitle}`;
}

function recordBlock(metadata: LiteratureMetadata, baseUrl: string): string {
  const href = escapeHtml(`${baseUrl}/literature/${metadata.control_number}`);
  const paragraphs = [
    `<b><a href="${href}">${escapeHtml(titleDisplay(metadata))}</a></b>`,
    authorsParagraph(metadata, baseUrl),
    eprintsParagraph(metadata),
    doisParagraph(metadata),
    publicationsParagraph(metadata),
  ];
  return [
    ...paragraphs.flatMap((paragraph) => (paragraph === undefined ? [] : [`  <p>${paragraph}</p>`])),
    '  <br>',
  ].join('\n');
}

/**
 * Renders records as the CV HTML document of the reference: per record a linked title, authors or
 * collaborations, e-Prints, DOIs and "Published in". Everything taken from a record is HTML-escaped.
 */
export function toCvHtml(records: readonly LiteratureMetadata[], options: CvOptions): string {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const blocks = records.map((record) => recordBlock(record, baseUrl));
  return ['<!DOCTYPE html>', '<html>', '<body>', ...blocks, '</body>', '</html>', ''].join('\n');
}
