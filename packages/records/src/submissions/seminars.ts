import { z } from 'zod';
import { INSPIRE_CATEGORIES } from './options';
import {
  contactEntry,
  isPartialDate,
  isUrl,
  optionalText,
  pickedRecord,
  requiredMessage,
  requiredText,
  URL_MESSAGE,
  urlText,
} from './validators';

/**
 * The seminar form, create and update (facts §1.6). Owner: apps/web/src/submissions/seminars. `dates` are the
 * start and end as local times `YYYY-MM-DD hh:mm A` in `timezone` (an IANA name); the server converts to UTC.
 */
/** A link with a description; when the entry is not empty, its URL is required ('Material', 'Join Url'). */
function linkEntry(label: string) {
  return z.object({
    value: z
      .string({ error: requiredMessage(label) })
      .trim()
      .min(1, { error: requiredMessage(label) })
      .refine(isUrl, { error: URL_MESSAGE }),
    description: optionalText,
  });
}

export const SEMINAR_DATE_FORMAT = 'YYYY-MM-DD hh:mm A';
const SEMINAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2} (0[1-9]|1[0-2]):[0-5]\d [AP]M$/;
const seminarDateText = z
  .string()
  .trim()
  .refine((value) => SEMINAR_DATE_PATTERN.test(value) && isPartialDate(value.slice(0, 10)), {
    error: `Does not match with ${SEMINAR_DATE_FORMAT}`,
  });

export const seminarSubmissionSchema = z.object({
  name: requiredText('Seminar Name'),
  dates: z
    .array(seminarDateText, { error: 'Please fill in both start and end dates' })
    .length(2, { error: 'Please fill in both start and end dates' }),
  timezone: requiredText('Timezone'),
  speakers: z
    .array(
      z.object({
        name: requiredText('Speaker Name'),
        record: pickedRecord,
        affiliation: optionalText,
        affiliation_record: pickedRecord,
      }),
      { error: requiredMessage('Speakers') },
    )
    .min(1, { error: requiredMessage('Speakers') }),
  series_name: optionalText,
  series_number: z.coerce.number({ error: 'Must be a number' }).optional(),
  websites: z.array(urlText).optional(),
  material_urls: z.array(linkEntry('Material')).optional(),
  join_urls: z.array(linkEntry('Join Url')).optional(),
  captioned: z.boolean().optional(),
  address: z
    .object({
      city: requiredText('City'),
      country: requiredText('Country'),
      state: optionalText,
      venue: optionalText,
    })
    .optional(),
  field_of_interest: z
    .array(z.enum(INSPIRE_CATEGORIES), { error: requiredMessage('Field of interest') })
    .min(1, { error: requiredMessage('Field of interest') }),
  contacts: z.array(contactEntry).optional(),
  literature_records: z
    .array(z.string().trim().regex(/^\d+$/, { error: 'Must be a record number' }))
    .optional(),
  abstract: optionalText,
  additional_info: optionalText,
  keywords: z.array(z.string().trim()).optional(),
});
export type SeminarSubmission = z.infer<typeof seminarSubmissionSchema>;
