import { type CollectionName, type ValidationIssue, validateRecord } from '@parton/records';
import { useEffect, useState } from 'react';
import { cleanupForValidation } from './cleanup';

/** Quiet time after the last edit before the record is checked again. */
export const VALIDATION_DELAY_MS = 300;

/**
 * The record's problems as the server will see them: the collection's zod schema (packages/records, the same the
 * server runs) on what the save will send. A new record has no control number yet: the server gives it.
 */
export function checkRecord(
  collection: CollectionName,
  value: Record<string, unknown>,
  { isNew }: { isNew: boolean },
): ValidationIssue[] {
  const result = validateRecord(collection, cleanupForValidation(value));
  if (result.ok) {
    return [];
  }
  const issues = result.issues.map((issue) => ({ ...issue, message: readableMessage(issue.message) }));
  return isNew ? issues.filter((issue) => issue.path !== 'control_number') : issues;
}

/** zod's wording for a missing value ('Invalid input: expected string, received undefined') in a form's words. */
function readableMessage(message: string): string {
  return /received undefined$/.test(message) ? 'This field is required.' : message;
}

/** `checkRecord` on every change, debounced; the first check runs at once. */
export function useRecordValidation(
  collection: CollectionName,
  value: Record<string, unknown>,
  isNew: boolean,
): ValidationIssue[] {
  const [issues, setIssues] = useState<ValidationIssue[]>(() => checkRecord(collection, value, { isNew }));
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = checkRecord(collection, value, { isNew });
      // Unchanged problems keep their identity, so the fields (which read them from context) are not redrawn.
      setIssues((current) => (sameIssues(current, next) ? current : next));
    }, VALIDATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [collection, value, isNew]);
  return issues;
}

function sameIssues(a: readonly ValidationIssue[], b: readonly ValidationIssue[]): boolean {
  return (
    a.length === b.length &&
    a.every((issue, index) => issue.path === b[index]?.path && issue.message === b[index]?.message)
  );
}
