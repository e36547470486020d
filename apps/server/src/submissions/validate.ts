import {
  cleanupFormData,
  pickLiteratureTypeFields,
  SUBMISSION_SCHEMAS,
  type SubmissionType,
} from '@parton/records';
import { SubmissionInvalidError } from './builders/common';

/**
 * Checks a submitted form as the web form does (facts §1.0 "Before sending"): blanks dropped, the literature form
 * reduced to its document type's fields, then the type's schema. Returns the parsed form or throws
 * SubmissionInvalidError naming every failing field.
 */
export function validateForm(type: SubmissionType, raw: Record<string, unknown>): unknown {
  const cleaned = (cleanupFormData(raw) ?? {}) as Record<string, unknown>;
  const values = type === 'literature' ? pickLiteratureTypeFields(cleaned) : cleaned;
  const result = SUBMISSION_SCHEMAS[type].safeParse(values);
  if (!result.success) {
    throw new SubmissionInvalidError(
      result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  }
  return result.data;
}
