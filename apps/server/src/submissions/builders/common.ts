import { parseRecordRef, recordRef } from '@parton/records';

/** Who submits: what `acquisition_source` and the workflows record about the logged-in account. */
export interface Submitter {
  userId: number;
  email: string | null;
  orcid: string | null;
}

/** What every builder needs besides the form: the site URL of `$ref`s, the submitter and the clock. */
export interface BuildContext {
  publicUrl: string;
  submitter: Submitter;
  now: Date;
}

/** `acquisition_source` of a submission (facts §2.1): the submitter, the time, `submitter` as method and source. */
export function acquisitionSource(context: BuildContext): Record<string, unknown> {
  return {
    method: 'submitter',
    source: 'submitter',
    datetime: context.now.toISOString(),
    internal_uid: context.submitter.userId,
    ...(context.submitter.email ? { email: context.submitter.email } : {}),
    ...(context.submitter.orcid ? { orcid: context.submitter.orcid } : {}),
  };
}

/**
 * A record the user picked in a form (`{$ref}` from a suggestion) as a link on this site: the URL is rebuilt from
 * the collection and control number, so a form cannot store a link to another host. An unreadable one is dropped.
 */
export function siteRef(
  publicUrl: string,
  picked: { $ref: string } | undefined,
): { $ref: string } | undefined {
  const link = parseRecordRef(picked?.$ref);
  return link ? recordRef(publicUrl, link) : undefined;
}

/** Adds `key: value` unless the value is undefined or an empty list (builders leave unset fields out). */
export function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    return;
  }
  target[key] = value;
}

/** `{record}` when a record was picked, nothing otherwise: spread into an entry. */
export function withRecord(
  publicUrl: string,
  picked: { $ref: string } | undefined,
): { record?: { $ref: string } } {
  const ref = siteRef(publicUrl, picked);
  return ref ? { record: ref } : {};
}

/** One field of a form the server refuses, as the API answers it (`errors[]`). */
export interface FieldError {
  path: string;
  message: string;
}

/** A form the builders cannot turn into a record (an unknown country, a time zone): a 400 naming the fields. */
export class SubmissionInvalidError extends Error {
  readonly errors: FieldError[];
  constructor(errors: FieldError[]) {
    super(errors.map((error) => `${error.path}: ${error.message}`).join('; '));
    this.name = 'SubmissionInvalidError';
    this.errors = errors;
  }
}
