/** Errors of the workflow service; the back-office routes answer them with their `status` and `message`. */

/** A submission whose arXiv id, DOI or ORCID is already in a workflow that has not finished (409). */
export class DuplicateWorkflowError extends Error {
  readonly status = 409;
}

export const LITERATURE_DUPLICATE_MESSAGE =
  'A HEP record with the same DOI or arXiv ID is currently being processed. Please try again later.';
export const AUTHOR_DUPLICATE_MESSAGE =
  'An author with the same ORCID is currently being processed. Please try again later.';

/** A decision, restart or other action that cannot be done as asked: 400 (bad input), 404 (no such), 409 (conflict). */
export class WorkflowActionError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export const NOT_AWAITING_DECISION_MESSAGE = 'This workflow is not waiting for a decision.';
export const WORKFLOW_NOT_FOUND_MESSAGE = 'Workflow not found.';
