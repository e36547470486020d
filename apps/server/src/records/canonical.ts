import { createHash } from 'node:crypto';

/**
 * Fingerprint of a record's metadata as sent. Equal JSON text means unchanged; when the text differs only in
 * key order the writer asks PostgreSQL (jsonb equality ignores key order) before making a new revision.
 */
export function metadataHash(metadataJson: string): string {
  return createHash('sha256').update(metadataJson).digest('base64url');
}
