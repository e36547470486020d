import {
  ASSIGN_MESSAGES,
  type AssignFailure,
  type AssignOperation,
  type BulkToolResponse,
  exportedToCdsMessage,
  papersCount,
} from '@parton/records';

/** What a bulk run tells the reader: one notification, and which papers leave the selection. */
export interface BulkOutcome {
  kind: 'success' | 'error';
  title: string;
  description?: string;
  /** Papers that could not be written, each with the server's reason. */
  failures: AssignFailure[];
  /** After a partial run, what did succeed ("2 papers assigned to …"); after a refusal, the server's reason. */
  doneNote?: string;
  /** Papers done: they leave the selection (failed ones stay selected, to retry). */
  doneIds: number[];
}

/** Spec §8: 'N papers assigned to <conference>.', or 'Error!' with 'Something went wrong.' and the failures. */
export function conferenceAssignOutcome(
  requested: readonly number[],
  answer: BulkToolResponse,
  conferenceTitle: string,
): BulkOutcome {
  const failures = answer.failures ?? [];
  const doneIds = withoutFailures(requested, failures);
  if (failures.length > 0) {
    return {
      kind: 'error',
      title: ASSIGN_MESSAGES.errorTitle,
      description: ASSIGN_MESSAGES.somethingWentWrong,
      doneNote: doneNote(doneIds.length, `assigned to ${conferenceTitle}`),
      failures,
      doneIds,
    };
  }
  return {
    kind: 'success',
    title: `${papersCount(doneIds.length)} assigned to ${conferenceTitle}.`,
    failures: [],
    doneIds,
  };
}

/**
 * A refused or failed assign request: 'Error!' with 'Something went wrong.', the server's explanation when it
 * gave one ('Conference not found.'), and the papers it names when none could be written.
 */
export function conferenceAssignFailure(serverMessage = '', failures: AssignFailure[] = []): BulkOutcome {
  const explained =
    serverMessage && serverMessage !== ASSIGN_MESSAGES.internalError ? serverMessage : undefined;
  return {
    kind: 'error',
    title: ASSIGN_MESSAGES.errorTitle,
    description: ASSIGN_MESSAGES.somethingWentWrong,
    doneNote: explained,
    failures,
    doneIds: [],
  };
}

/**
 * Spec §8: 'N selected papers exported to CDS.', or 'Export to CDS Error!' with 'Something went wrong.'.
 * `operation` is the finished export job when the server queued one.
 */
export function exportOutcome(
  requested: readonly number[],
  operation: AssignOperation | undefined,
): BulkOutcome {
  if (operation?.status === 'failed') {
    return exportFailure();
  }
  const failures = operation?.failures ?? [];
  const doneIds = withoutFailures(requested, failures);
  if (failures.length > 0) {
    return {
      kind: 'error',
      title: ASSIGN_MESSAGES.exportToCdsErrorTitle,
      description: ASSIGN_MESSAGES.somethingWentWrong,
      doneNote: doneNote(doneIds.length, 'exported to CDS'),
      failures,
      doneIds,
    };
  }
  return { kind: 'success', title: exportedToCdsMessage(doneIds.length), failures: [], doneIds };
}

export function exportFailure(): BulkOutcome {
  return {
    kind: 'error',
    title: ASSIGN_MESSAGES.exportToCdsErrorTitle,
    description: ASSIGN_MESSAGES.somethingWentWrong,
    failures: [],
    doneIds: [],
  };
}

function withoutFailures(requested: readonly number[], failures: readonly AssignFailure[]): number[] {
  const failed = new Set(failures.map((failure) => failure.literature_id));
  return requested.filter((id) => !failed.has(id));
}

function doneNote(doneCount: number, done: string): string | undefined {
  return doneCount === 0 ? undefined : `${papersCount(doneCount)} ${done}.`;
}
