import { type CollectionName, isCollectionName } from './collections';

/** A link between records, resolved by collection and control number whatever host the URL names. */
export interface RecordLink {
  collection: CollectionName;
  controlNumber: number;
}

const REF_PATTERN = /\/api\/([a-z]+)\/(\d+)\/?$/;

/** Parses `https://any.host/api/literature/123` (or a relative `/api/literature/123`) into a link. */
export function parseRecordRef(ref: unknown): RecordLink | undefined {
  if (typeof ref !== 'string') {
    return undefined;
  }
  const match = REF_PATTERN.exec(ref);
  if (!match?.[1] || !match[2]) {
    return undefined;
  }
  const collection = match[1];
  if (!isCollectionName(collection)) {
    return undefined;
  }
  return { collection, controlNumber: Number(match[2]) };
}

/** Reads `{ "$ref": … }` objects. */
export function linkOf(value: unknown): RecordLink | undefined {
  if (!value || typeof value !== 'object') {
    return undefined;
  }
  return parseRecordRef((value as { $ref?: unknown }).$ref);
}

export function recordRef(publicUrl: string, link: RecordLink): { $ref: string } {
  return { $ref: `${publicUrl}/api/${link.collection}/${link.controlNumber}` };
}
