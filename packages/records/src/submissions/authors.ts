import { z } from 'zod';
import { DEGREE_TYPES, RANKS } from '../schemas/others';
import { AUTHOR_STATUSES, isArxivCategory } from './options';
import {
  emailText,
  optionalText,
  orcidText,
  pickedRecord,
  requiredText,
  urlText,
  yearNumber,
} from './validators';

/**
 * The author form, create and update (facts §1.3). Owner: the author form (apps/web/src/submissions/authors);
 * the server validates the same schema. List entries that are empty objects are dropped before validation.
 */
export const authorSubmissionSchema = z.object({
  given_name: requiredText('Given Names'),
  family_name: requiredText('Family Name'),
  display_name: requiredText('Display Name'),
  native_name: optionalText,
  alternate_name: optionalText,
  emails: z
    .array(z.object({ value: emailText, current: z.boolean().optional(), hidden: z.boolean().optional() }))
    .optional(),
  status: z.enum(AUTHOR_STATUSES).default('active'),
  orcid: orcidText.optional(),
  websites: z.array(urlText).optional(),
  blog: urlText.optional(),
  linkedin: optionalText,
  twitter: optionalText,
  bluesky: optionalText,
  mastodon: optionalText,
  arxiv_categories: z
    .array(z.string().refine(isArxivCategory, { error: 'Not a valid arXiv category' }))
    .optional(),
  positions: z
    .array(
      z.object({
        institution: requiredText('Institution name'),
        record: pickedRecord,
        current: z.boolean().optional(),
        hidden: z.boolean().optional(),
        start_date: yearNumber.optional(),
        end_date: yearNumber.optional(),
        rank: z.enum(RANKS).optional(),
      }),
    )
    .optional(),
  project_membership: z
    .array(
      z.object({
        name: requiredText('Experiment name'),
        record: pickedRecord,
        current: z.boolean().optional(),
        hidden: z.boolean().optional(),
        start_date: yearNumber.optional(),
        end_date: yearNumber.optional(),
      }),
    )
    .optional(),
  advisors: z
    .array(
      z.object({
        name: requiredText('Advisor name'),
        record: pickedRecord,
        degree_type: z.enum(DEGREE_TYPES).optional(),
        hidden: z.boolean().optional(),
      }),
    )
    .optional(),
  comments: optionalText,
  bai: optionalText,
});
export type AuthorSubmission = z.infer<typeof authorSubmissionSchema>;
