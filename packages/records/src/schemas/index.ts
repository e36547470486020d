import type { z } from 'zod';
import type { CollectionName } from '../collections';
import { literatureSchema } from './literature';
import {
  authorSchema,
  conferenceSchema,
  dataSchema,
  experimentSchema,
  institutionSchema,
  jobSchema,
  journalSchema,
  seminarSchema,
} from './others';

export * from './literature';
export * from './others';

export const RECORD_SCHEMAS: Record<CollectionName, z.ZodType<Record<string, unknown>>> = {
  literature: literatureSchema,
  authors: authorSchema,
  institutions: institutionSchema,
  conferences: conferenceSchema,
  seminars: seminarSchema,
  journals: journalSchema,
  jobs: jobSchema,
  experiments: experimentSchema,
  data: dataSchema,
};

export interface ValidationIssue {
  /** Dotted field path, e.g. `titles.0.title` or `control_number`. */
  path: string;
  message: string;
}

export type ValidationResult =
  | { ok: true; metadata: Record<string, unknown> }
  | { ok: false; issues: ValidationIssue[] };

/** Checks a record's metadata against its collection schema; unknown fields are kept as they are. */
export function validateRecord(collection: CollectionName, metadata: unknown): ValidationResult {
  const result = RECORD_SCHEMAS[collection].safeParse(metadata);
  if (result.success) {
    return { ok: true, metadata: metadata as Record<string, unknown> };
  }
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(record)',
      message: issue.message,
    })),
  };
}

export function describeIssues(issues: ValidationIssue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
}
