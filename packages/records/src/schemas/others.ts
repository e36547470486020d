import { z } from 'zod';
import {
  addressSchema,
  baseRecordShape,
  contactSchema,
  externalIdSchema,
  inspireCategorySchema,
  loose,
  partialDateSchema,
  refSchema,
  relatedRecordSchema,
  sourcedValueSchema,
  urlSchema,
  valueSchema,
} from './common';
import { literatureAuthorSchema } from './literature';

export const RANKS = [
  'SENIOR',
  'JUNIOR',
  'STAFF',
  'VISITOR',
  'POSTDOC',
  'PHD',
  'MASTER',
  'UNDERGRADUATE',
  'OTHER',
] as const;
export type Rank = (typeof RANKS)[number];

export const DEGREE_TYPES = [
  'phd',
  'diploma',
  'bachelor',
  'master',
  'habilitation',
  'laurea',
  'other',
] as const;
export type DegreeType = (typeof DEGREE_TYPES)[number];

export const JOB_STATUSES = ['pending', 'open', 'closed'] as const;

export const authorSchema = loose({
  ...baseRecordShape,
  name: loose({
    value: z.string(),
    preferred_name: z.string().optional(),
    native_names: z.array(z.string()).optional(),
    name_variants: z.array(z.string()).optional(),
    title: z.string().optional(),
  }),
  ids: z.array(externalIdSchema).optional(),
  positions: z
    .array(
      loose({
        institution: z.string().optional(),
        record: refSchema.optional(),
        rank: z.string().optional(),
        start_date: partialDateSchema.optional(),
        end_date: partialDateSchema.optional(),
        current: z.boolean().optional(),
        display_date: z.string().optional(),
        curated_relation: z.boolean().optional(),
      }),
    )
    .optional(),
  advisors: z
    .array(loose({ name: z.string(), record: refSchema.optional(), degree_type: z.string().optional() }))
    .optional(),
  arxiv_categories: z.array(z.string()).optional(),
  project_membership: z
    .array(loose({ name: z.string(), record: refSchema.optional(), current: z.boolean().optional() }))
    .optional(),
  email_addresses: z
    .array(loose({ value: z.string(), current: z.boolean().optional(), hidden: z.boolean().optional() }))
    .optional(),
  should_display_positions: z.boolean().optional(),
  stub: z.boolean().optional(),
  status: z.string().optional(),
  inspire_categories: z.array(inspireCategorySchema).optional(),
});

export const institutionSchema = loose({
  ...baseRecordShape,
  legacy_ICN: z.string().optional(),
  ICN: z.array(z.string()).optional(),
  institution_hierarchy: z.array(loose({ name: z.string(), acronym: z.string().optional() })).optional(),
  addresses: z.array(addressSchema).optional(),
  name_variants: z.array(loose({ value: z.string(), source: z.string().optional() })).optional(),
  related_records: z.array(relatedRecordSchema).optional(),
  external_system_identifiers: z.array(externalIdSchema).optional(),
  institution_type: z.array(z.string()).optional(),
  historical_data: z.array(z.string()).optional(),
});

export const conferenceSchema = loose({
  ...baseRecordShape,
  titles: z.array(loose({ title: z.string(), subtitle: z.string().optional() })).min(1),
  acronyms: z.array(z.string()).optional(),
  opening_date: partialDateSchema.optional(),
  closing_date: partialDateSchema.optional(),
  addresses: z.array(addressSchema).optional(),
  cnum: z
    .string()
    .regex(/^C\d{2}-\d{2}-\d{2}(\.\d+)?$/, 'expected a CNUM such as C05-09-16.1')
    .optional(),
  short_description: sourcedValueSchema.optional(),
  inspire_categories: z.array(inspireCategorySchema).optional(),
  series: z.array(loose({ name: z.string(), number: z.number().int().optional() })).optional(),
  contact_details: z.array(contactSchema).optional(),
  keywords: z.array(loose({ value: z.string() })).optional(),
});

export const seminarSchema = loose({
  ...baseRecordShape,
  title: loose({ title: z.string() }),
  speakers: z
    .array(
      loose({
        name: z.string(),
        record: refSchema.optional(),
        affiliations: z.array(loose({ value: z.string(), record: refSchema.optional() })).optional(),
      }),
    )
    .optional(),
  start_datetime: z.string(),
  end_datetime: z.string(),
  timezone: z.string(),
  address: addressSchema.optional(),
  abstract: sourcedValueSchema.optional(),
  join_urls: z.array(urlSchema).optional(),
  material_urls: z.array(urlSchema).optional(),
  inspire_categories: z.array(inspireCategorySchema).optional(),
  series: z.array(loose({ name: z.string(), number: z.number().int().optional() })).optional(),
  contact_details: z.array(contactSchema).optional(),
  literature_records: z.array(loose({ record: refSchema })).optional(),
  captioned: z.boolean().optional(),
  keywords: z.array(loose({ value: z.string() })).optional(),
});

export const journalSchema = loose({
  ...baseRecordShape,
  journal_title: loose({ title: z.string() }),
  short_title: z.string(),
  title_variants: z.array(z.string()).optional(),
  publisher: z.array(z.string()).optional(),
  refereed: z.boolean().optional(),
  proceedings: z.boolean().optional(),
});

export const jobSchema = loose({
  ...baseRecordShape,
  position: z.string(),
  institutions: z.array(loose({ value: z.string(), record: refSchema.optional() })).optional(),
  regions: z.array(z.string()).optional(),
  arxiv_categories: z.array(z.string()).optional(),
  ranks: z.array(z.enum(RANKS)).optional(),
  accelerator_experiments: z
    .array(
      loose({
        legacy_name: z.string().optional(),
        name: z.string().optional(),
        record: refSchema.optional(),
      }),
    )
    .optional(),
  deadline_date: partialDateSchema.optional(),
  description: z.string().optional(),
  status: z.enum(JOB_STATUSES),
  contact_details: z.array(contactSchema).optional(),
  reference_letters: loose({
    emails: z.array(z.string()).optional(),
    urls: z.array(urlSchema).optional(),
  }).optional(),
  external_job_identifier: z.string().optional(),
});

export const experimentSchema = loose({
  ...baseRecordShape,
  legacy_name: z.string(),
  long_name: z.string().optional(),
  name_variants: z.array(z.string()).optional(),
  institutions: z.array(loose({ value: z.string().optional(), record: refSchema.optional() })).optional(),
  collaboration: loose({ value: z.string(), record: refSchema.optional() }).optional(),
  accelerator: valueSchema.optional(),
  related_records: z.array(relatedRecordSchema).optional(),
  description: z.string().optional(),
  date_proposed: partialDateSchema.optional(),
  date_approved: partialDateSchema.optional(),
  date_started: partialDateSchema.optional(),
  date_cancelled: partialDateSchema.optional(),
  date_completed: partialDateSchema.optional(),
  inspire_classification: z.array(z.string()).optional(),
  project_type: z.array(z.string()).optional(),
});

export const dataSchema = loose({
  ...baseRecordShape,
  titles: z.array(loose({ title: z.string() })).optional(),
  authors: z.array(literatureAuthorSchema).optional(),
  collaborations: z.array(loose({ value: z.string() })).optional(),
  dois: z.array(loose({ value: z.string(), material: z.string().optional() })).optional(),
  literature: z.array(loose({ record: refSchema.optional(), doi: valueSchema.optional() })).optional(),
  abstracts: z.array(sourcedValueSchema).optional(),
  keywords: z.array(loose({ value: z.string() })).optional(),
  creation_date: partialDateSchema.optional(),
  accelerator_experiments: z
    .array(loose({ legacy_name: z.string().optional(), record: refSchema.optional() }))
    .optional(),
});

export type AuthorMetadata = z.infer<typeof authorSchema>;
export type InstitutionMetadata = z.infer<typeof institutionSchema>;
export type ConferenceMetadata = z.infer<typeof conferenceSchema>;
export type SeminarMetadata = z.infer<typeof seminarSchema>;
export type JournalMetadata = z.infer<typeof journalSchema>;
export type JobMetadata = z.infer<typeof jobSchema>;
export type ExperimentMetadata = z.infer<typeof experimentSchema>;
export type DataMetadata = z.infer<typeof dataSchema>;
