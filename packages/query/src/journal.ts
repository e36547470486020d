import type { JournalClause } from './ast';
import { QuerySyntaxError } from './errors';

/** Journals whose 4-digit volume carries the year (`JHEP,0903,112` is volume 03 of 2009). */
const YEAR_IN_VOLUME_JOURNALS = new Set(['jhep', 'jcap']);

/** Journal titles compare without case and whitespace, so `Phys. Lett. B` equals `Phys.Lett.B` (§8). */
export function normalizeJournalTitle(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '');
}

export function normalizeJournalPart(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}

/** A stored or queried (title, volume) after moving an old-style volume letter into the title (`B351`). */
export function convertOldStyleVolume(title: string, volume: string): { title: string; volume: string } {
  const letter = /^([A-Za-z])\s*(\d+)$/.exec(volume.trim());
  if (!letter) {
    return { title, volume };
  }
  return { title: `${title.trim()}${letter[1]!.toUpperCase()}`, volume: letter[2]! };
}

/** `JHEP`/`JCAP` 4-digit volume → 2-digit volume and year; undefined for every other journal or volume shape. */
export function splitYearVolume(title: string, volume: string): { volume: string; year: number } | undefined {
  const match = /^(\d{2})(\d{2})$/.exec(volume.trim());
  if (!match || !YEAR_IN_VOLUME_JOURNALS.has(normalizeJournalTitle(title))) {
    return undefined;
  }
  const shortYear = Number(match[1]);
  return { volume: match[2]!, year: shortYear >= 90 ? 1900 + shortYear : 2000 + shortYear };
}

/** Parses `title[,volume[,page_or_artid]]` (§8); a value with `*` becomes a pattern over all three parts. */
export function parseJournalValue(raw: string): JournalClause {
  const text = raw.trim();
  if (text.includes('*')) {
    return { type: 'journal', raw: text, pattern: normalizeJournalPart(text) };
  }
  const [titlePart = '', volumePart, pagePart, ...extra] = text.split(',').map((part) => part.trim());
  if (titlePart === '' || extra.length > 0) {
    throw new QuerySyntaxError(`invalid journal value ${raw}`);
  }
  const clause: JournalClause = { type: 'journal', raw: text, title: titlePart };
  if (volumePart) {
    const converted = convertOldStyleVolume(titlePart, volumePart);
    clause.title = converted.title;
    clause.volume = converted.volume;
    const withYear = splitYearVolume(converted.title, converted.volume);
    if (withYear) {
      clause.volume = withYear.volume;
      clause.year = withYear.year;
    }
  }
  if (pagePart) {
    clause.pageOrArtid = pagePart;
  }
  return clause;
}
