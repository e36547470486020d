import { z } from 'zod';
import { JOB_STATUSES, RANKS } from '../schemas/others';
import { JOB_FIELDS_OF_INTEREST, JOB_REGIONS } from './options';
import {
  contactEntry,
  emailText,
  fullDateText,
  optionalText,
  pickedRecord,
  requiredMessage,
  requiredText,
  urlText,
} from './validators';

/**
 * The job form, create and update (facts §1.4). Owner: the job form (apps/web/src/submissions/jobs). The
 * deadline window ("Deadline should be within next year") depends on the day: see `checkJobDeadline`.
 */
export const jobSubmissionSchema = z.object({
  status: z.enum(JOB_STATUSES).default('pending'),
  title: requiredText('Title'),
  external_job_identifier: optionalText,
  institutions: z
    .array(z.object({ value: requiredText('Institution'), record: pickedRecord }), {
      error: requiredMessage('Institution'),
    })
    .min(1, { error: requiredMessage('Institution') }),
  regions: z
    .array(z.enum(JOB_REGIONS), { error: requiredMessage('Region') })
    .min(1, { error: requiredMessage('Region') }),
  field_of_interest: z
    .array(z.enum(JOB_FIELDS_OF_INTEREST), { error: requiredMessage('Field of interest') })
    .min(1, { error: requiredMessage('Field of interest') }),
  ranks: z
    .array(z.enum(RANKS), { error: requiredMessage('Rank') })
    .min(1, { error: requiredMessage('Rank') }),
  experiments: z
    .array(z.object({ legacy_name: requiredText('Experiment'), record: pickedRecord }))
    .optional(),
  url: urlText.optional(),
  deadline_date: fullDateText.optional(),
  contacts: z.array(contactEntry).optional(),
  reference_letters: z
    .array(
      z
        .string()
        .trim()
        .refine((value) => urlText.safeParse(value).success || emailText.safeParse(value).success, {
          error: 'Must be a url or an email',
        }),
    )
    .optional(),
  description: requiredText('Description'),
});
export type JobSubmission = z.infer<typeof jobSubmissionSchema>;

export const JOB_DEADLINE_MESSAGE = 'Deadline should be within next year';

/**
 * The deadline rule of the job form, which depends on the day (facts §1.4): unless the job is closed, the
 * deadline is required and lies after `now` and before `now` plus one year. Returns the error, if any.
 * It is a separate check, not part of the schema, so that the server keeps accepting updates of old records.
 */
export function checkJobDeadline(
  form: { status?: string; deadline_date?: string },
  now: Date = new Date(),
): string | undefined {
  if (form.status === 'closed') {
    return undefined;
  }
  if (!form.deadline_date) {
    return requiredMessage('Deadline');
  }
  if (!fullDateText.safeParse(form.deadline_date).success) {
    return undefined; // the schema already reports the format
  }
  const deadline = new Date(`${form.deadline_date}T00:00:00Z`);
  const nextYear = new Date(now);
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return deadline > today && deadline < nextYear ? undefined : JOB_DEADLINE_MESSAGE;
}
