/**
 * Claiming and curation constants and messages (spec §4, §5, §8), zod-free so that the web app's eager chunks
 * (the claim button on every result) can read them without pulling zod in.
 */

/** Claims, unassigns and moves of this many papers or more run as a durable job (`assign.operation`). */
export const ASSIGN_JOB_THRESHOLD = 250;
/** The most papers one assign, unassign or move request may name. */
export const MAX_ASSIGN_PAPERS = 10_000;
/** The literature bulk tools (assign to conference, export to CDS) are disabled above this many selected papers. */
export const BULK_TOOLS_LIMIT = 1000;
/** The author picker of the claim drawer shows this many signatures per page (spec §9). */
export const AUTHOR_PICKER_PAGE_SIZE = 20;

/** The messages of the claim, assign, export and reference-curation flows, word for word. */
export const ASSIGN_MESSAGES = {
  success: 'Success',
  accepted: 'Accepted',
  notFound: 'Not found',
  internalError: 'Internal Error',
  loginToClaim: 'Login to claim your papers',
  noAuthors: 'This paper has no authors.',
  noProfile: 'There is no profile associated to your account.',
  /** The server's answer to a claim by a user without an author profile. */
  profileRequired: 'You need an author profile to claim papers.',
  /** The server's answer when the user may not assign papers of this author. */
  notYourProfile: 'You can only assign papers of your own author profile.',
  claiming: 'Claiming...',
  assigning: 'Assigning...',
  claimReviewed: 'Some claims will be reviewed by our staff for approval.',
  paperAdded: 'paper added to your profile',
  assignmentErrorTitle: 'Assignment Error!',
  assignmentErrorText: 'This paper cannot be claimed automatically. Please contact us',
  claimErrorTitle: 'Claim Error!',
  errorTitle: 'Error!',
  somethingWentWrong: 'Something went wrong.',
  exportingToCds: 'Exporting to CDS...',
  exportToCdsErrorTitle: 'Export to CDS Error!',
  conferenceNotFound: 'Conference not found.',
  conferenceWithoutCnum: 'This conference has no conference number (CNUM).',
  authorNotFound: 'Author not found.',
  operationNotFound: 'No such operation.',
  moveToMyProfile: 'Move to my profile',
  logInToEdit: 'Log in to edit',
  correctThisReference: 'Correct this reference',
  processingReference: 'We are processing your request',
  referenceModifiedTitle: 'Reference Successfully Modified!',
  referenceModifiedText: 'Your change is in effect but will be reviewed by our staff for final approval.',
  referenceStaleRevision: "Record version doesn't match the latest version",
  referenceIndexMissing: "Reference index doesn't exist",
  referenceTargetMissing: 'The chosen record does not exist.',
} as const;

/** 'N selected papers exported to CDS.' (spec §8), singular for one. */
export function exportedToCdsMessage(count: number): string {
  return `${count} selected ${count === 1 ? 'paper' : 'papers'} exported to CDS.`;
}

/** 'N papers' / '1 paper': claim texts are pluralised by paper count (spec §5). */
export function papersCount(count: number): string {
  return `${count} ${count === 1 ? 'paper' : 'papers'}`;
}

/** The kinds of assign operation (the durable-job form of every /assign action). */
export const ASSIGN_OPERATION_KINDS = [
  'assign',
  'unassign',
  'assign-different-profile',
  'conference',
  'export-to-cds',
] as const;
export type AssignOperationKind = (typeof ASSIGN_OPERATION_KINDS)[number];

export const ASSIGN_OPERATION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type AssignOperationStatus = (typeof ASSIGN_OPERATION_STATUSES)[number];
