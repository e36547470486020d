import { z } from 'zod';
import {
  baseRecordShape,
  externalIdSchema,
  inspireCategorySchema,
  loose,
  partialDateSchema,
  refSchema,
  sourcedValueSchema,
  valueSchema,
} from './common';

export const DOCUMENT_TYPES = [
  'activity report',
  'article',
  'book',
  'book chapter',
  'conference paper',
  'note',
  'proceedings',
  'report',
  'thesis',
] as const;

export const affiliationSchema = loose({ value: z.string().optional(), record: refSchema.optional() });

export const literatureAuthorSchema = loose({
  full_name: z.string(),
  record: refSchema.optional(),
  affiliations: z.array(affiliationSchema).optional(),
  ids: z.array(externalIdSchema).optional(),
  inspire_roles: z.array(z.string()).optional(),
  curated_relation: z.boolean().optional(),
  emails: z.array(z.string()).optional(),
  raw_affiliations: z.array(loose({ value: z.string() })).optional(),
  uuid: z.string().optional(),
  signature_block: z.string().optional(),
});

export const publicationInfoSchema = loose({
  journal_title: z.string().optional(),
  journal_volume: z.string().optional(),
  journal_issue: z.string().optional(),
  journal_record: refSchema.optional(),
  page_start: z.string().optional(),
  page_end: z.string().optional(),
  artid: z.string().optional(),
  year: z.number().int().optional(),
  material: z.string().optional(),
  cnum: z.string().optional(),
  conference_record: refSchema.optional(),
  parent_record: refSchema.optional(),
  pubinfo_freetext: z.string().optional(),
  hidden: z.boolean().optional(),
});

export const referenceSchema = loose({
  record: refSchema.optional(),
  curated_relation: z.boolean().optional(),
  raw_refs: z.array(loose({ value: z.string(), schema: z.string().optional() })).optional(),
  reference: loose({
    arxiv_eprint: z.string().optional(),
    dois: z.array(z.string()).optional(),
    isbn: z.string().optional(),
    report_numbers: z.array(z.string()).optional(),
    texkey: z.string().optional(),
    label: z.string().optional(),
    misc: z.array(z.string()).optional(),
    title: loose({ title: z.string() }).optional(),
    authors: z.array(loose({ full_name: z.string().optional() })).optional(),
    collaborations: z.array(z.string()).optional(),
    publication_info: publicationInfoSchema.optional(),
    urls: z.array(loose({ value: z.string() })).optional(),
  }).optional(),
});

export const literatureSchema = loose({
  ...baseRecordShape,
  titles: z
    .array(loose({ title: z.string(), subtitle: z.string().optional(), source: z.string().optional() }))
    .min(1),
  document_type: z.array(z.string()).optional(),
  publication_type: z.array(z.string()).optional(),
  authors: z.array(literatureAuthorSchema).optional(),
  supervisors: z.array(literatureAuthorSchema).optional(),
  collaborations: z.array(loose({ value: z.string(), record: refSchema.optional() })).optional(),
  abstracts: z.array(sourcedValueSchema).optional(),
  arxiv_eprints: z.array(loose({ value: z.string(), categories: z.array(z.string()).optional() })).optional(),
  dois: z
    .array(loose({ value: z.string(), material: z.string().optional(), source: z.string().optional() }))
    .optional(),
  report_numbers: z.array(loose({ value: z.string(), hidden: z.boolean().optional() })).optional(),
  isbns: z.array(loose({ value: z.string(), medium: z.string().optional() })).optional(),
  imprints: z
    .array(
      loose({
        date: partialDateSchema.optional(),
        place: z.string().optional(),
        publisher: z.string().optional(),
      }),
    )
    .optional(),
  publication_info: z.array(publicationInfoSchema).optional(),
  thesis_info: loose({
    degree_type: z.string().optional(),
    institutions: z.array(loose({ name: z.string().optional(), record: refSchema.optional() })).optional(),
    date: partialDateSchema.optional(),
    defense_date: partialDateSchema.optional(),
  }).optional(),
  preprint_date: partialDateSchema.optional(),
  number_of_pages: z.number().int().optional(),
  external_system_identifiers: z.array(loose({ schema: z.string(), value: z.string() })).optional(),
  accelerator_experiments: z
    .array(
      loose({
        legacy_name: z.string().optional(),
        name: z.string().optional(),
        record: refSchema.optional(),
      }),
    )
    .optional(),
  keywords: z
    .array(loose({ value: z.string(), schema: z.string().optional(), source: z.string().optional() }))
    .optional(),
  inspire_categories: z.array(inspireCategorySchema).optional(),
  persistent_identifiers: z.array(loose({ schema: z.string(), value: z.string() })).optional(),
  book_series: z.array(loose({ title: z.string().optional(), volume: z.string().optional() })).optional(),
  texkeys: z.array(z.string()).optional(),
  references: z.array(referenceSchema).optional(),
  figures: z
    .array(loose({ key: z.string().optional(), url: z.string().optional(), caption: z.string().optional() }))
    .optional(),
  refereed: z.boolean().optional(),
  citeable: z.boolean().optional(),
  core: z.boolean().optional(),
  curated: z.boolean().optional(),
  related_records: z.array(loose({ record: refSchema, relation: z.string().optional() })).optional(),
  /** Where the record is exported (private; set by the export to CDS, src/bulkTools of the server). */
  _export_to: loose({ CDS: z.boolean().optional(), HAL: z.boolean().optional() }).optional(),
});

export type LiteratureMetadata = z.infer<typeof literatureSchema>;
export type LiteratureAuthor = z.infer<typeof literatureAuthorSchema>;
export type PublicationInfo = z.infer<typeof publicationInfoSchema>;
export type Reference = z.infer<typeof referenceSchema>;
export { valueSchema };
