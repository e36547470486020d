import { z } from 'zod';
import { INSPIRE_CATEGORIES } from './options';
import {
  contactEntry,
  fullDateText,
  optionalText,
  requiredMessage,
  requiredText,
  urlText,
} from './validators';

/** The conference form (facts §1.5). Owner: apps/web/src/submissions/conferences. */
export const conferenceSubmissionSchema = z.object({
  name: requiredText('Conference Name'),
  subtitle: optionalText,
  acronyms: z.array(z.string().trim()).optional(),
  series_name: optionalText,
  series_number: z.coerce.number({ error: 'Must be a number' }).optional(),
  dates: z
    .array(fullDateText, { error: requiredMessage('Dates') })
    .length(2, { error: requiredMessage('Dates') }),
  addresses: z
    .array(
      z.object({
        city: requiredText('City'),
        country: requiredText('Country'),
        state: optionalText,
        venue: optionalText,
      }),
      { error: requiredMessage('Addresses') },
    )
    .min(1, { error: requiredMessage('Addresses') }),
  field_of_interest: z
    .array(z.enum(INSPIRE_CATEGORIES), { error: requiredMessage('Field of interest') })
    .min(1, { error: requiredMessage('Field of interest') }),
  websites: z.array(urlText).optional(),
  contacts: z.array(contactEntry).optional(),
  description: optionalText,
  additional_info: optionalText,
  keywords: z.array(z.string().trim()).optional(),
});
export type ConferenceSubmission = z.infer<typeof conferenceSubmissionSchema>;
