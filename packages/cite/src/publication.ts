import type { LiteratureMetadata, PublicationInfo } from '@parton/records';

function visiblePublicationInfos(metadata: LiteratureMetadata): PublicationInfo[] {
  return (metadata.publication_info ?? []).filter((info) => info.hidden !== true);
}

function definedKeyCount(info: PublicationInfo): number {
  return Object.values(info).filter((value) => value !== undefined).length;
}

/** The publication the citation formats print: material `publication` (the default) with the most fields. */
export function bestPublicationInfo(metadata: LiteratureMetadata): PublicationInfo | undefined {
  let best: PublicationInfo | undefined;
  for (const info of visiblePublicationInfos(metadata)) {
    if ((info.material ?? 'publication') !== 'publication') {
      continue;
    }
    if (best === undefined || definedKeyCount(info) > definedKeyCount(best)) {
      best = info;
    }
  }
  return best;
}

/** Publication infos of the given materials (`erratum`, `addendum`), in record order. */
export function publicationInfosOfMaterial(
  metadata: LiteratureMetadata,
  materials: readonly string[],
): PublicationInfo[] {
  return visiblePublicationInfos(metadata).filter(
    (info) => info.material !== undefined && materials.includes(info.material),
  );
}

/** `Phys.Rev.D` → `Phys. Rev. D`, the journal abbreviation as printed in citations. */
export function spacedJournalTitle(journalTitle: string): string {
  return journalTitle.replaceAll('.', '. ').replace(/\s+/g, ' ').trimEnd();
}

/** Keeps the strings of a field the typed model does not know (`editions`, `corporate_author`). */
export function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.filter((item): item is string => typeof item === 'string' && item.length > 0);
}
