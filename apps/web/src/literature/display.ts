import {
  type LiteratureUiMetadata,
  parseRecordRef,
  type UiLiteratureAuthor,
  type UiPublicationInfo,
} from '@parton/records';
import { safeExternalUrl } from '../common/recordLinks';

/** "Witten, Edward" → "Edward Witten"; first/last names win when the record has them. */
export function authorDisplayName(author: UiLiteratureAuthor): string {
  if (author.first_name && author.last_name) {
    return `${author.first_name} ${author.last_name}`;
  }
  if (author.last_name) {
    return author.last_name;
  }
  const [last, first] = author.full_name.split(',').map((part) => part.trim());
  return first ? `${first} ${last}` : author.full_name;
}

/** The author profile a signature is linked to, if any. */
export function authorRecid(author: UiLiteratureAuthor): number | undefined {
  if (author.recid) {
    return author.recid;
  }
  const link = parseRecordRef(author.record?.$ref);
  return link?.collection === 'authors' ? link.controlNumber : undefined;
}

/** "Phys.Rev.D 88 (2013) 3, 034505" in the community's order: journal volume (year) issue, pages or article id. */
export function formatPublicationInfo(info: UiPublicationInfo): string | undefined {
  if (!info.journal_title) {
    return info.pubinfo_freetext;
  }
  const volume = info.journal_volume ?? info.volume;
  const pages = info.page_start && info.page_end ? `${info.page_start}-${info.page_end}` : info.page_start;
  const locator = info.artid ?? pages;
  let text = info.journal_title;
  if (volume) {
    text += ` ${volume}`;
  }
  if (info.year) {
    text += ` (${info.year})`;
  }
  if (info.journal_issue) {
    text += ` ${info.journal_issue}`;
  }
  if (locator) {
    text += `, ${locator}`;
  }
  return text;
}

export function citationsSearchPath(recid: number): string {
  return `/literature?q=${encodeURIComponent(`refersto:recid:${recid}`)}`;
}

export function arxivAbsUrl(eprint: string): string {
  return `https://arxiv.org/abs/${eprint}`;
}

export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

export interface DoiEntry {
  value: string;
  /** Every material the record gives the DOI ('publication', 'erratum' …), each once. */
  materials: string[];
}

/**
 * Each DOI once (records list one DOI from several sources): compared without case, as DOIs are, keeping the
 * first spelling and every material the duplicates carry.
 */
export function uniqueDois(dois: readonly { value: string; material?: string }[]): DoiEntry[] {
  const byKey = new Map<string, DoiEntry>();
  for (const doi of dois) {
    const value = doi.value?.trim();
    if (!value) {
      continue;
    }
    const key = value.toLowerCase();
    const entry = byKey.get(key) ?? { value, materials: [] };
    if (doi.material && !entry.materials.includes(doi.material)) {
      entry.materials.push(doi.material);
    }
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** The address of the 'pdf' button: the first fulltext link that is absolute http(s), if any. */
export function fulltextPdfUrl(metadata: LiteratureUiMetadata): string | undefined {
  for (const link of metadata.fulltext_links ?? []) {
    const url = safeExternalUrl(link.value);
    if (url) {
      return url;
    }
  }
  return undefined;
}
