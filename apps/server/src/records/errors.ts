import type { ValidationIssue } from '@parton/records';
import { describeIssues } from '@parton/records';

/** A record that does not match its collection schema; nothing of it is written. */
export class RecordValidationError extends Error {
  readonly issues: ValidationIssue[];
  readonly controlNumber: number | undefined;
  constructor(issues: ValidationIssue[], controlNumber: number | undefined) {
    super(
      `Invalid record${controlNumber === undefined ? '' : ` ${controlNumber}`}: ${describeIssues(issues)}`,
    );
    this.name = 'RecordValidationError';
    this.issues = issues;
    this.controlNumber = controlNumber;
  }
}

/** Somebody else changed the record since the caller read it: the write is refused, never merged silently. */
export class RevisionConflictError extends Error {
  readonly controlNumber: number;
  readonly expected: number;
  readonly actual: number;
  constructor(controlNumber: number, expected: number, actual: number) {
    super(`Record ${controlNumber} is at revision ${actual}, not ${expected}: it was changed meanwhile`);
    this.name = 'RevisionConflictError';
    this.controlNumber = controlNumber;
    this.expected = expected;
    this.actual = actual;
  }
}
