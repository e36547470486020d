import { type LiteratureAuthor, linkOf } from '@parton/records';
import type { RecordChange, RecordDeriver } from '../records/derivers/types';
import { findPushUsersOfProfiles } from './repository';
import { scheduleOrcidPush } from './service';

/** The author records that sign a literature record as authors (supervisors are not claims). */
function signingProfiles(metadata: Record<string, unknown> | undefined): number[] {
  const authors = (metadata?.authors ?? []) as LiteratureAuthor[];
  return authors
    .filter((author) => !author.inspire_roles?.includes('supervisor'))
    .map((author) => linkOf(author.record))
    .filter((link) => link?.collection === 'authors')
    .map((link) => link!.controlNumber);
}

/** Profiles whose ORCID works this change may alter: signing before or after it (added, kept or removed). */
export function profilesTouchedBy(change: RecordChange): number[] {
  return [...new Set([...signingProfiles(change.previous?.metadata), ...signingProfiles(change.metadata)])];
}

/**
 * Schedules an ORCID push for every user allowing it whose profile signs a written literature record, before
 * or after the write: their work is added, updated (the push skips it when its ORCID content did not change) or
 * removed. One indexed query per write transaction; the job is enqueued in that transaction.
 */
export const orcidPushDeriver: RecordDeriver = {
  name: 'orcid-push',
  collections: ['literature'],
  async apply(tx, changes) {
    const profiles = [...new Set(changes.flatMap(profilesTouchedBy))];
    for (const userId of await findPushUsersOfProfiles(tx, profiles)) {
      await scheduleOrcidPush(tx, userId);
    }
  },
};
