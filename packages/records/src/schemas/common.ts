import { z } from 'zod';

/** Every object keeps the fields we do not model yet: the community format is large and nothing may be dropped. */
export const loose = z.looseObject;

export const refSchema = loose({ $ref: z.string() });
export const valueSchema = loose({ value: z.string() });
export const sourcedValueSchema = loose({ value: z.string(), source: z.string().optional() });
export const urlSchema = loose({ value: z.string(), description: z.string().optional() });
export const controlNumberSchema = z.number().int().positive();
/** Dates in records: YYYY, YYYY-MM or YYYY-MM-DD. */
export const partialDateSchema = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'expected YYYY, YYYY-MM or YYYY-MM-DD');
export const publicNoteSchema = loose({ value: z.string(), source: z.string().optional() });
export const inspireCategorySchema = loose({ term: z.string(), source: z.string().optional() });
export const contactSchema = loose({
  name: z.string().optional(),
  email: z.string().optional(),
  record: refSchema.optional(),
});
export const addressSchema = loose({
  cities: z.array(z.string()).optional(),
  country_code: z.string().optional(),
  country: z.string().optional(),
  place_name: z.string().optional(),
  postal_address: z.array(z.string()).optional(),
  postal_code: z.string().optional(),
  state: z.string().optional(),
});
export const relatedRecordSchema = loose({
  record: refSchema,
  relation: z.string().optional(),
  relation_freetext: z.string().optional(),
  curated_relation: z.boolean().optional(),
});
export const externalIdSchema = loose({ schema: z.string(), value: z.string() });

/** Fields every record of every collection has. */
export const baseRecordShape = {
  $schema: z.string().optional(),
  control_number: controlNumberSchema,
  _collections: z.array(z.string()).optional(),
  deleted: z.boolean().optional(),
  deleted_records: z.array(refSchema).optional(),
  new_record: refSchema.optional(),
  self: refSchema.optional(),
  public_notes: z.array(publicNoteSchema).optional(),
  urls: z.array(urlSchema).optional(),
  legacy_creation_date: z.string().optional(),
  legacy_version: z.string().optional(),
};
