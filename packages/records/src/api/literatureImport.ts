import { z } from 'zod';
import { INSPIRE_CATEGORIES } from '../submissions/options';

/**
 * `GET /api/literature/import/{identifier}` (the literature form's "import from arXiv or DOI" step, facts §1.2
 * "Import step"): the form fields the server could fill from arXiv (OAI-PMH) and CrossRef. Every field but
 * `document_type` is optional: a source fills what it has. The shape is a subset of `literatureSubmissionSchema`.
 */
export const importedAuthorSchema = z.object({
  /** "Family, Given". */
  full_name: z.string(),
  affiliation: z.string().optional(),
});
export type ImportedAuthor = z.infer<typeof importedAuthorSchema>;

export const literatureImportDataSchema = z.object({
  document_type: z.enum(['article', 'thesis', 'book', 'bookChapter']),
  /** `2401.01234` or `hep-th/9901001`, no prefix, no version. */
  arxiv_id: z.string().optional(),
  /** arXiv categories, the primary first. */
  arxiv_categories: z.array(z.string()).optional(),
  /** YYYY-MM-DD of the first arXiv version. */
  preprint_date: z.string().optional(),
  /** Lower-case, no `doi:` prefix. */
  doi: z.string().optional(),
  title: z.string().optional(),
  /** A value of LITERATURE_LANGUAGES. */
  language: z.string().optional(),
  subjects: z.array(z.enum(INSPIRE_CATEGORIES)).optional(),
  authors: z.array(importedAuthorSchema).optional(),
  collaboration: z.string().optional(),
  abstract: z.string().optional(),
  report_numbers: z.array(z.string()).optional(),
  journal_title: z.string().optional(),
  volume: z.string().optional(),
  issue: z.string().optional(),
  year: z.number().int().optional(),
  /** The article id when there is one, else "start-end" (or the start page alone). */
  page_range: z.string().optional(),
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  publication_date: z.string().optional(),
  publisher: z.string().optional(),
  publication_place: z.string().optional(),
  series_title: z.string().optional(),
  book_title: z.string().optional(),
  start_page: z.string().optional(),
  end_page: z.string().optional(),
});
export type LiteratureImportData = z.infer<typeof literatureImportDataSchema>;

export const literatureImportResponseSchema = z.object({ data: literatureImportDataSchema });
export type LiteratureImportResponse = z.infer<typeof literatureImportResponseSchema>;

/** 409: we already have the article; the form links to the record. */
export const literatureImportConflictSchema = z.object({
  message: z.string(),
  recid: z.number().int(),
});
export type LiteratureImportConflict = z.infer<typeof literatureImportConflictSchema>;
