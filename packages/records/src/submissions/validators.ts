import { z } from 'zod';

/**
 * Validators shared by the submission forms (facts §1.1 "Shared validators"). The messages are the ones the
 * forms show beneath a field; the server answers the same ones, so a form and a script see the same errors.
 * Empty strings count as "not given" everywhere: the forms drop them before sending (cleanupFormData).
 */

/** "<Label> is a required field", the wording of every required field. */
export function requiredMessage(label: string): string {
  return `${label} is a required field`;
}

/** A required, trimmed text. */
export function requiredText(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label) });
}

/** An optional, trimmed text (empty means absent). */
export const optionalText = z.string().trim().optional();

export const URL_MESSAGE = 'Must be a valid URL';
export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
export const urlText = z.string().trim().refine(isUrl, { error: URL_MESSAGE });

export const EMAIL_MESSAGE = 'Must be a valid email';
export const emailText = z
  .string()
  .trim()
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** year: an integer from 1000 to 2050 (facts: common/schemas/year.js). */
export const yearNumber = z.coerce
  .number({ error: 'Must be a year' })
  .int({ error: 'Must be a year' })
  .min(1000, { error: 'Must be a year after 1000' })
  .max(2050, { error: 'Must be a year before 2050' });

/** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, a real calendar date. */
export function isPartialDate(value: string): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!match) {
    return false;
  }
  const [, year, month, day] = match;
  if (month === undefined) {
    return true;
  }
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) {
    return false;
  }
  if (day === undefined) {
    return true;
  }
  const date = new Date(Date.UTC(Number(year), monthNumber - 1, Number(day)));
  return date.getUTCDate() === Number(day);
}
export const partialDateText = z.string().trim().refine(isPartialDate, { error: 'Not a valid date' });
export const fullDateText = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isPartialDate(value), {
    error: 'Does not match with YYYY-MM-DD',
  });

/** An ORCID iD with a valid ISO 7064 11,2 checksum (facts: common/schemas/orcid.js). */
export function isValidOrcid(value: string): boolean {
  const match = /^(\d{4})-(\d{4})-(\d{4})-(\d{3}[\dX])$/.exec(value.trim());
  if (!match) {
    return false;
  }
  const digits = match.slice(1).join('');
  let total = 0;
  for (const digit of digits.slice(0, -1)) {
    total = (total + Number(digit)) * 2;
  }
  const remainder = total % 11;
  const result = (12 - remainder) % 11;
  const check = result === 10 ? 'X' : String(result);
  return check === digits.at(-1);
}
export const orcidText = z.string().trim().refine(isValidOrcid, { error: 'Not a valid ORCID' });

/** A `$ref` picked with an autocomplete field, e.g. `{"$ref": "https://host/api/institutions/902725"}`. */
export const pickedRecord = z.object({ $ref: z.string() }).optional();

/** A contact: empty, or a name and a valid e-mail (facts: common/schemas/contacts.js). */
export const contactEntry = z
  .object({
    name: z.string().trim().optional(),
    email: z.string().trim().optional(),
    record: pickedRecord,
  })
  .superRefine((contact, context) => {
    if (!contact.name && !contact.email) {
      return;
    }
    if (!contact.name) {
      context.addIssue({ code: 'custom', path: ['name'], message: requiredMessage('Contact name') });
    }
    if (!contact.email) {
      context.addIssue({ code: 'custom', path: ['email'], message: requiredMessage('Contact email') });
    } else if (!z.email().safeParse(contact.email).success) {
      context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_MESSAGE });
    }
  });

/*
 * Blank-tolerant variants for values straight from a form. A form validates what it holds, before cleanup: empty
 * inputs hold '' and repeatable groups start with one empty item (facts §1.0–1.1: "an empty string counts as not
 * set", emptyObjectOrShapeOf). Validating the raw values keeps every error at the index of the item the reader
 * sees; cleaning first would shift indices when an empty item sits in the middle of a list.
 */

/** True for a value a reader left empty: nothing, '' or spaces, an unticked box, or a list/object of such. */
export function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) {
    return true;
  }
  if (typeof value === 'string') {
    return value.trim() === '';
  }
  if (Array.isArray(value)) {
    return value.every(isBlankValue);
  }
  if (typeof value === 'object') {
    return Object.values(value).every(isBlankValue);
  }
  return false;
}

/** An optional URL: blank, or an http(s) URL. */
export const blankableUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || isUrl(value), { error: URL_MESSAGE })
  .optional();

/** An optional `YYYY-MM-DD`, `YYYY-MM` or `YYYY`: blank, or a real date. */
export const blankablePartialDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isPartialDate(value), { error: 'Not a valid date' })
  .optional();

/** An optional ORCID iD: blank, or one with a valid checksum. */
export const blankableOrcid = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidOrcid(value), { error: 'Not a valid ORCID' })
  .optional();

/**
 * An optional year (a number input holds a number or text): blank, or an integer from 1000 to 2050, sent as a
 * number. A record's finer date (`2015-09`, `2015-09-01`, as an update form's prefill may carry in a position)
 * passes unchanged when its year is in range, so reopening a profile never flags a date nobody typed.
 */
export const blankableYear = z
  .union([z.number(), z.string()])
  .optional()
  .superRefine((value, context) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      return;
    }
    const text = String(value).trim();
    const year = FINER_DATE.test(text) && isPartialDate(text) ? Number(text.slice(0, 4)) : Number(text);
    if (!Number.isInteger(year)) {
      context.addIssue({ code: 'custom', message: 'Must be a year' });
    } else if (year < 1000) {
      context.addIssue({ code: 'custom', message: 'Must be a year after 1000' });
    } else if (year > 2050) {
      context.addIssue({ code: 'custom', message: 'Must be a year before 2050' });
    }
  })
  .transform((value) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      return undefined;
    }
    const text = String(value).trim();
    return FINER_DATE.test(text) ? text : Number(text);
  });
const FINER_DATE = /^\d{4}-\d{2}(-\d{2})?$/;

/**
 * A refinement for a repeatable group's item: a blank item passes (it is dropped before sending), a filled one
 * needs `field` ("<label> is a required field" beneath that field).
 */
export function requiredUnlessBlank(field: string, label: string) {
  return (entry: Record<string, unknown>, context: z.RefinementCtx): void => {
    if (isBlankValue(entry)) {
      return;
    }
    const value = entry[field];
    if (typeof value !== 'string' || value.trim() === '') {
      context.addIssue({ code: 'custom', path: [field], message: requiredMessage(label) });
    }
  };
}
