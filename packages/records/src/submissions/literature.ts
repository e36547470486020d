import { z } from 'zod';
import { INSPIRE_CATEGORIES, LITERATURE_LANGUAGES } from './options';
import {
  optionalText,
  partialDateText,
  pickedRecord,
  requiredMessage,
  requiredText,
  urlText,
  yearNumber,
} from './validators';

/**
 * The literature submission form (facts §1.2), all four document types in one shape: fields a type does not show
 * are simply absent. Owner: the literature form (apps/web/src/submissions/literature); the server validates the
 * same schema before it starts a workflow.
 */
const personEntry = z.object({
  full_name: z.string().trim().optional(),
  record: pickedRecord,
  affiliation: z.string().trim().optional(),
  affiliation_record: pickedRecord,
});

export const DOI_PATTERN = /^(doi:)?10\.\d+(\.\d+)?\/\S+$/;

export const literatureSubmissionSchema = z.object({
  document_type: z.enum(['article', 'thesis', 'book', 'bookChapter']).default('article'),
  // Carried from the arXiv/DOI import; no inputs.
  arxiv_id: optionalText,
  arxiv_categories: z.array(z.string()).optional(),
  preprint_date: optionalText,
  // Links
  pdf_link: urlText.optional(),
  additional_link: urlText.optional(),
  // Basic info
  title: requiredText('Title'),
  language: z.enum(LITERATURE_LANGUAGES.map((language) => language.value)).default('en'),
  subjects: z
    .array(z.enum(INSPIRE_CATEGORIES), { error: requiredMessage('Subject') })
    .min(1, { error: requiredMessage('Subject') }),
  authors: z
    .array(personEntry.extend({ full_name: requiredText('Full name') }), {
      error: requiredMessage('Authors'),
    })
    .min(1, { error: requiredMessage('Authors') }),
  collaboration: optionalText,
  experiment: optionalText,
  experiment_record: pickedRecord,
  abstract: optionalText,
  report_numbers: z.array(z.string().trim()).optional(),
  doi: z.string().trim().regex(DOI_PATTERN, { error: 'DOI is not valid' }).optional(),
  // Publication info (article)
  journal_title: optionalText,
  journal_record: pickedRecord,
  volume: optionalText,
  issue: optionalText,
  year: yearNumber.optional(),
  page_range: optionalText,
  // Conference and proceedings info (article)
  conference_info: optionalText,
  conference_record: pickedRecord,
  proceedings_info: optionalText,
  // Thesis info
  degree_type: optionalText,
  submission_date: partialDateText.optional(),
  defense_date: partialDateText.optional(),
  institution: optionalText,
  supervisors: z.array(personEntry).optional(),
  // Book
  series_title: optionalText,
  publication_date: partialDateText.optional(),
  publisher: optionalText,
  publication_place: optionalText,
  // Book chapter
  book_title: optionalText,
  parent_book_record: pickedRecord,
  start_page: optionalText,
  end_page: optionalText,
  // References (plain text, one per line) and comments to the curators
  references: optionalText,
  comments: optionalText,
});
export type LiteratureSubmission = z.infer<typeof literatureSubmissionSchema>;
