import type { CollectionName } from '@parton/records';
import type { StoredRecord } from '../records/repository';
import { type Account, hasCatalogerRights, normaliseEmail } from './model';

/** What the caller may do with one record; the web app shows edit and claim controls from these flags. */
export interface RecordPermissions {
  can_edit: boolean;
  /** Literature only. */
  can_claim?: boolean;
}

/**
 * The caller's rights on a record (spec §6): catalogers edit everything; a user edits the author record that is
 * their profile and the jobs and seminars they submitted; literature is edited by catalogers only and claimed
 * by catalogers or users with a profile, when the paper has authors.
 */
export function recordPermissions(
  user: Account | null,
  collection: CollectionName,
  metadata: Record<string, unknown>,
): RecordPermissions {
  const cataloger = hasCatalogerRights(user);
  if (collection === 'literature') {
    const hasAuthors = Array.isArray(metadata.authors) && metadata.authors.length > 0;
    return {
      can_edit: cataloger,
      can_claim: user !== null && hasAuthors && (cataloger || user.profileControlNumber !== null),
    };
  }
  if (cataloger || user === null) {
    return { can_edit: cataloger };
  }
  if (collection === 'authors') {
    return {
      can_edit: user.profileControlNumber !== null && metadata.control_number === user.profileControlNumber,
    };
  }
  if (collection === 'jobs' || collection === 'seminars') {
    return { can_edit: isSubmitter(user, metadata.acquisition_source) };
  }
  return { can_edit: false };
}

function isSubmitter(user: Account, acquisitionSource: unknown): boolean {
  if (typeof acquisitionSource !== 'object' || acquisitionSource === null) {
    return false;
  }
  const source = acquisitionSource as { email?: unknown; orcid?: unknown };
  const sameEmail =
    user.email !== null &&
    typeof source.email === 'string' &&
    normaliseEmail(source.email) === normaliseEmail(user.email);
  const sameOrcid = user.orcid !== null && source.orcid === user.orcid;
  return sameEmail || sameOrcid;
}

/** Adds the flags to a record's metadata JSON text without parsing it (the text is one JSON object). */
export function withPermissionFlags(metadataJson: string, permissions: RecordPermissions): string {
  const end = metadataJson.lastIndexOf('}');
  if (end < 0) {
    return metadataJson;
  }
  const flags = JSON.stringify(permissions).slice(1, -1);
  const body = metadataJson.slice(0, end).trimEnd();
  const separator = body.endsWith('{') ? '' : ',';
  return `${body}${separator}${flags}}`;
}

/** The record with the caller's permission flags in its metadata (UI JSON responses carry them). */
export function withRecordPermissions(record: StoredRecord, user: Account | null): StoredRecord {
  // Anonymous callers may do nothing, whatever the record says: their requests parse no JSON.
  const metadata = user ? (JSON.parse(record.metadataJson) as Record<string, unknown>) : {};
  const permissions = recordPermissions(user, record.collection, metadata);
  return { ...record, metadataJson: withPermissionFlags(record.metadataJson, permissions) };
}
