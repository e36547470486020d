import { z } from 'zod';
import { DEGREE_TYPES, RANKS } from '../schemas/others';
import { AUTHOR_STATUSES, isArxivCategory } from './options';
import {
  blankableOrcid,
  blankableUrl,
  blankableYear,
  EMAIL_MESSAGE,
  isBlankValue,
  optionalText,
  pickedRecord,
  requiredMessage,
  requiredText,
  requiredUnlessBlank,
} from './validators';

/**
 * The author form, create and update (facts §1.3). Owner: the author form (apps/web/src/submissions/authors);
 * the server validates the same schema.
 *
 * Like the literature schema it accepts a form's raw values: every repeatable group starts with one empty item,
 * and an item left blank is not validated (it is dropped before sending); a filled item needs its name.
 */

/** An e-mail entry: blank, or a valid address ("Email is a required field" when only a box is ticked). */
const emailEntry = z
  .object({
    value: z.string().trim().optional(),
    current: z.boolean().optional(),
    hidden: z.boolean().optional(),
  })
  .superRefine((entry, context) => {
    if (isBlankValue(entry)) {
      return;
    }
    if (!entry.value) {
      context.addIssue({ code: 'custom', path: ['value'], message: requiredMessage('Email') });
      return;
    }
    if (!z.email().safeParse(entry.value).success) {
      context.addIssue({ code: 'custom', path: ['value'], message: EMAIL_MESSAGE });
    }
  });

const positionEntry = z
  .object({
    institution: z.string().trim().optional(),
    record: pickedRecord,
    current: z.boolean().optional(),
    hidden: z.boolean().optional(),
    start_date: blankableYear,
    end_date: blankableYear,
    rank: z.enum(RANKS, { error: 'Not a valid rank' }).optional(),
  })
  .superRefine(requiredUnlessBlank('institution', 'Institution name'));

const projectEntry = z
  .object({
    name: z.string().trim().optional(),
    record: pickedRecord,
    current: z.boolean().optional(),
    hidden: z.boolean().optional(),
    start_date: blankableYear,
    end_date: blankableYear,
  })
  .superRefine(requiredUnlessBlank('name', 'Experiment name'));

const advisorEntry = z
  .object({
    name: z.string().trim().optional(),
    record: pickedRecord,
    degree_type: z.enum(DEGREE_TYPES, { error: 'Not a valid degree type' }).optional(),
    hidden: z.boolean().optional(),
  })
  .superRefine(requiredUnlessBlank('name', 'Advisor name'));

export const authorSubmissionSchema = z.object({
  given_name: requiredText('Given Names'),
  family_name: requiredText('Family Name'),
  display_name: requiredText('Display Name'),
  native_name: optionalText,
  alternate_name: optionalText,
  emails: z.array(emailEntry).optional(),
  status: z.enum(AUTHOR_STATUSES, { error: requiredMessage('Status') }).default('active'),
  orcid: blankableOrcid,
  websites: z.array(blankableUrl).optional(),
  blog: blankableUrl,
  linkedin: optionalText,
  twitter: optionalText,
  bluesky: optionalText,
  mastodon: optionalText,
  arxiv_categories: z
    .array(z.string().refine(isArxivCategory, { error: 'Not a valid arXiv category' }))
    .optional(),
  positions: z.array(positionEntry).optional(),
  project_membership: z.array(projectEntry).optional(),
  advisors: z.array(advisorEntry).optional(),
  comments: optionalText,
  bai: optionalText,
});
export type AuthorSubmission = z.infer<typeof authorSubmissionSchema>;
/** What the form holds before validation (blank strings, empty first items, years as text). */
export type AuthorSubmissionInput = z.input<typeof authorSubmissionSchema>;

/** The message beneath the ORCID field when an author with that ORCID exists (create only; facts §1.3). */
export const AUTHOR_ORCID_EXISTS_MESSAGE = 'Author with this ORCID already exist, please submit an update';
