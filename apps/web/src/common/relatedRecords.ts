import type { CollectionName, UiRelatedRecord } from '@parton/records';
import { linkedRecordId } from './recordLinks';

export const RELATIONS = ['parent', 'subsidiary', 'successor', 'predecessor'] as const;
export type Relation = (typeof RELATIONS)[number];

export interface RelatedLink {
  relation: Relation;
  id: number;
  label?: string;
}

interface RelatedRecordsSource {
  related_records?: { record?: { $ref?: string }; relation?: string }[];
  [field: string]: unknown;
}

function resolvedOf(value: unknown): UiRelatedRecord[] {
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is UiRelatedRecord =>
          Boolean(entry) && typeof entry === 'object' && typeof entry.control_number === 'number',
      )
    : [];
}

/**
 * Parent, subsidiary, successor and predecessor records of an institution or experiment: the UI serializer's
 * resolved lists (`parent_institutions` …) when present, else the stored `related_records`.
 */
export function relatedLinks(
  metadata: RelatedRecordsSource,
  collection: 'institutions' | 'experiments',
): RelatedLink[] {
  const links: RelatedLink[] = [];
  const seen = new Set<string>();
  const add = (link: RelatedLink) => {
    const key = `${link.relation}-${link.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      links.push(link);
    }
  };
  for (const relation of RELATIONS) {
    for (const entry of resolvedOf(metadata[`${relation}_${collection}`])) {
      add({ relation, id: entry.control_number, label: entry.legacy_ICN ?? entry.legacy_name ?? entry.name });
    }
  }
  const target: CollectionName = collection;
  for (const entry of metadata.related_records ?? []) {
    const relation = RELATIONS.find((candidate) => candidate === entry.relation);
    const id = linkedRecordId(entry.record, target);
    if (relation && id) {
      add({ relation, id });
    }
  }
  return links;
}
