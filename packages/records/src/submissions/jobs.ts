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
