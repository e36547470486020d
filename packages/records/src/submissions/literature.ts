import { z } from 'zod';
import { DEGREE_TYPES } from '../schemas/others';
import { INSPIRE_CATEGORIES, LITERATURE_LANGUAGES, type LiteratureSubmissionType } from './options';
import {
  blankablePartialDate,
  blankableYear,
  isUrl,
  optionalText,
  pickedRecord,
  requiredMessage,
  requiredText,
  URL_MESSAGE,
} from './validators';

/**
 * The literature submission form (facts §1.2), all four document types in one shape: fields a type does not show
 * are simply absent (LITERATURE_TYPE_FIELDS says which belong to which type). Owner: the literature form
 * (apps/web/src/submissions/literature); the server validates the same schema before it starts a workflow.
 *
 * The schema accepts a form's raw values (blank inputs are '', repeatable groups start with one empty item) as
 * well as the cleaned payload the form sends, so the page and the server report the same errors at the same paths.
 */

export const DOI_PATTERN = /^(doi:)?10\.\d+(\.\d+)?\/\S+$/;
export const DOI_MESSAGE = 'DOI is not valid';

/** Encodes a link the reader pasted with spaces or non-ASCII characters, leaving an encoded one as it is. */
export function encodeUriUnlessEncoded(value: string): string {
  try {
    return decodeURI(value) === value ? encodeURI(value) : value;
  } catch {
    // A malformed escape (`%E0%A4%A`): leave it to the URL check.
    return value;
  }
}

/** "Link to PDF" and "Link to additional info": blank, or a URL, sent encoded (facts §1.2 Links). */
const linkText = z
  .string()
  .trim()
  .transform(encodeUriUnlessEncoded)
  .refine((value) => value === '' || isUrl(value), { error: URL_MESSAGE })
  .optional();

const personEntry = z.object({
  full_name: z.string().trim().optional(),
  record: pickedRecord,
  affiliation: z.string().trim().optional(),
  affiliation_record: pickedRecord,
});

/** Every author needs a name, the default empty one included (facts: at least one author, `full_name` required). */
const authorEntry = personEntry.extend({ full_name: requiredText('Full name') });

export const literatureSubmissionSchema = z.object({
  document_type: z.enum(['article', 'thesis', 'book', 'bookChapter']).default('article'),
  // Carried from the arXiv/DOI import; no inputs.
  arxiv_id: optionalText,
  arxiv_categories: z.array(z.string()).optional(),
  preprint_date: optionalText,
  cnum: optionalText,
  // Links
  pdf_link: linkText,
  additional_link: linkText,
  // Basic info
  title: requiredText('Title'),
  language: z.enum(LITERATURE_LANGUAGES.map((language) => language.value)).default('en'),
  subjects: z
    .array(z.enum(INSPIRE_CATEGORIES, { error: 'Not a valid subject' }), {
      error: requiredMessage('Subject'),
    })
    .min(1, { error: requiredMessage('Subject') }),
  authors: z
    .array(authorEntry, { error: requiredMessage('Authors') })
    .min(1, { error: requiredMessage('Authors') }),
  collaboration: optionalText,
  experiment: optionalText,
  experiment_record: pickedRecord,
  abstract: optionalText,
  report_numbers: z.array(z.string().trim()).optional(),
  doi: z
    .string()
    .trim()
    .refine((value) => value === '' || DOI_PATTERN.test(value), { error: DOI_MESSAGE })
    .optional(),
  // Publication info (article)
  journal_title: optionalText,
  journal_record: pickedRecord,
  volume: optionalText,
  issue: optionalText,
  year: blankableYear,
  page_range: optionalText,
  // Conference and proceedings info (article)
  conference_info: optionalText,
  conference_record: pickedRecord,
  proceedings_info: optionalText,
  // Thesis info
  degree_type: z.enum(DEGREE_TYPES, { error: 'Not a valid degree type' }).optional(),
  submission_date: blankablePartialDate,
  defense_date: blankablePartialDate,
  institution: optionalText,
  supervisors: z.array(personEntry).optional(),
  // Book
  series_title: optionalText,
  publication_date: blankablePartialDate,
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
/** What a form holds before validation (blank strings, numbers or text in number inputs). */
export type LiteratureSubmissionInput = z.input<typeof literatureSubmissionSchema>;
export type LiteratureSubmissionField = keyof LiteratureSubmissionInput;

/** Fields every document type has: the import's carried values, links, basic info, references and comments. */
const COMMON_LITERATURE_FIELDS = [
  'document_type',
  'arxiv_id',
  'arxiv_categories',
  'preprint_date',
  'pdf_link',
  'additional_link',
  'title',
  'language',
  'subjects',
  'authors',
  'experiment',
  'experiment_record',
  'abstract',
  'report_numbers',
  'doi',
  'references',
  'comments',
] as const satisfies readonly LiteratureSubmissionField[];

/**
 * The fields each document type's form has (facts §1.2 table). A submission sends only these: a value typed in
 * another type's section before switching type is not part of what the reader submits.
 */
export const LITERATURE_TYPE_FIELDS: Readonly<
  Record<LiteratureSubmissionType, readonly LiteratureSubmissionField[]>
> = {
  article: [
    ...COMMON_LITERATURE_FIELDS,
    'collaboration',
    'journal_title',
    'journal_record',
    'volume',
    'issue',
    'year',
    'page_range',
    'conference_info',
    'conference_record',
    'cnum',
    'proceedings_info',
  ],
  thesis: [
    ...COMMON_LITERATURE_FIELDS,
    'degree_type',
    'submission_date',
    'defense_date',
    'institution',
    'supervisors',
  ],
  book: [
    ...COMMON_LITERATURE_FIELDS,
    'series_title',
    'volume',
    'publication_date',
    'publisher',
    'publication_place',
  ],
  bookChapter: [...COMMON_LITERATURE_FIELDS, 'book_title', 'parent_book_record', 'start_page', 'end_page'],
};

/** The document types the form has; anything else an import brings (`proceedings`, `book chapter`) is an article. */
export function literatureDocumentType(value: unknown): LiteratureSubmissionType {
  if (value === 'thesis' || value === 'book' || value === 'bookChapter') {
    return value;
  }
  return 'article';
}

/** Keeps the fields of the values' document type (article when unknown) and sets that type. */
export function pickLiteratureTypeFields(values: Record<string, unknown>): Record<string, unknown> {
  const documentType = literatureDocumentType(values.document_type);
  const picked: Record<string, unknown> = {};
  for (const field of LITERATURE_TYPE_FIELDS[documentType]) {
    if (values[field] !== undefined) {
      picked[field] = values[field];
    }
  }
  picked.document_type = documentType;
  return picked;
}

/**
 * What the web form validates: only the fields of the chosen document type (a value left in another type's
 * section is neither checked nor sent), and a missing author list read as the default empty author, so "Full name
 * is a required field" appears beneath the first author's name as the reader sees it.
 */
export const literatureFormSchema = z.preprocess((value) => {
  const values = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const picked = pickLiteratureTypeFields(values);
  return picked.authors === undefined ? { ...picked, authors: [{}] } : picked;
}, literatureSubmissionSchema);
