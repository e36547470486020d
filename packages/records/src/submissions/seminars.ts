import { z } from 'zod';
import { INSPIRE_CATEGORIES } from './options';
import {
  contactEntry,
  optionalText,
  pickedRecord,
  requiredMessage,
  requiredText,
  urlText,
} from './validators';

/**
 * The seminar form, create and update (facts §1.6). Owner: apps/web/src/submissions/seminars. `dates` are the
 * start and end as local times `YYYY-MM-DD hh:mm A` in `timezone` (an IANA name); the server converts to UTC.
 */
const linkEntry = z.object({ value: urlText, description: optionalText });

export const SEMINAR_DATE_FORMAT = 'YYYY-MM-DD hh:mm A';

export const seminarSubmissionSchema = z.object({
  name: requiredText('Seminar Name'),
  dates: z
    .array(z.string().trim(), { error: 'Please fill in both start and end dates' })
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
  material_urls: z.array(linkEntry).optional(),
  join_urls: z.array(linkEntry).optional(),
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
