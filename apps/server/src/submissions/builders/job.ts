import type { JobSubmission } from '@parton/records';
import { type BuildContext, put, withRecord } from './common';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** Optional fields a job update removes when the form leaves them out (facts §2.2 "Job"). */
export const JOB_REMOVABLE_FIELDS = [
  'external_job_identifier',
  'accelerator_experiments',
  'urls',
  'contact_details',
  'reference_letters',
] as const;

/**
 * The job form as a job record (facts §2.2 "Job"), without `acquisition_source` and with the submitted status:
 * the service adds the former and forces `pending` for non-catalogers.
 */
export function buildJob(form: JobSubmission, context: BuildContext): Record<string, unknown> {
  const record: Record<string, unknown> = {
    _collections: ['Jobs'],
    position: form.title,
    status: form.status,
    description: form.description,
  };
  put(record, 'deadline_date', form.deadline_date);
  put(record, 'external_job_identifier', form.external_job_identifier);
  put(record, 'urls', form.url ? [{ value: form.url }] : undefined);
  put(
    record,
    'institutions',
    form.institutions.map((institution) => ({
      value: institution.value,
      ...withRecord(context.publicUrl, institution.record),
    })),
  );
  put(record, 'regions', form.regions);
  put(record, 'arxiv_categories', form.field_of_interest);
  put(record, 'ranks', form.ranks);
  put(
    record,
    'accelerator_experiments',
    (form.experiments ?? []).map((experiment) => ({
      legacy_name: experiment.legacy_name,
      ...withRecord(context.publicUrl, experiment.record),
    })),
  );
  put(
    record,
    'contact_details',
    (form.contacts ?? [])
      .filter((contact) => contact.name || contact.email)
      .map((contact) => {
        const entry: Record<string, unknown> = {};
        put(entry, 'name', contact.name);
        put(entry, 'email', contact.email);
        return { ...entry, ...withRecord(context.publicUrl, contact.record) };
      }),
  );
  const letters = (form.reference_letters ?? []).filter(Boolean);
  if (letters.length > 0) {
    const emails = letters.filter((letter) => EMAIL_PATTERN.test(letter) && !letter.includes('://'));
    const urls = letters.filter((letter) => !emails.includes(letter)).map((value) => ({ value }));
    const referenceLetters: Record<string, unknown> = {};
    put(referenceLetters, 'emails', emails);
    put(referenceLetters, 'urls', urls);
    record.reference_letters = referenceLetters;
  }
  return record;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether 30 days or more have passed since the deadline (`YYYY-MM-DD`; none: never). */
export function thirtyDaysPastDeadline(deadline: unknown, now: Date): boolean {
  if (typeof deadline !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(deadline)) {
    return false;
  }
  const deadlineTime = Date.parse(`${deadline.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(deadlineTime) && now.getTime() - deadlineTime >= 30 * DAY_MS;
}

/** The status moves a non-cataloger may make (facts §2.2 "Job status rules"). */
const ALLOWED_STATUS_MOVES: Record<string, readonly string[]> = {
  pending: ['pending'],
  open: ['open', 'closed'],
  closed: ['open', 'closed'],
};

/** The refusal of a non-cataloger's status change, or undefined when it is allowed. */
export function jobStatusChangeError(
  oldStatus: string,
  newStatus: string,
  deadline: unknown,
  now: Date,
): string | undefined {
  const moveAllowed = ALLOWED_STATUS_MOVES[oldStatus]?.includes(newStatus) ?? false;
  const frozen = oldStatus !== newStatus && thirtyDaysPastDeadline(deadline, now);
  if (moveAllowed && !frozen) {
    return undefined;
  }
  return `Only curator can change status from '${oldStatus}' to '${newStatus}'.`;
}
