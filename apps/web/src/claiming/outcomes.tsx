import { ASSIGN_MESSAGES, type AssignResponse } from '@parton/records';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refreshAfterAssign } from './api';
import { closeNotification, failuresText, showSuccess, showWarning } from './notify';
import { trackOperation } from './operations';

export interface AnswerReport {
  /** The flow's notification key: its 'Claiming...'/'Assigning...' is replaced by the outcome. */
  key: string;
  queryClient: QueryClient;
  /** How many papers the request named. */
  requested: number;
  /** The success text for this many written papers. */
  describe: (written: number, answer: AssignResponse) => ReactNode;
}

/** Some papers became a curator ticket instead of moving (spec §4, §8). */
function ticketText(answer: AssignResponse, written: ReactNode): ReactNode {
  return answer.created_rt_ticket ? ASSIGN_MESSAGES.claimReviewed : written;
}

/**
 * Shows the outcome of a successful assign, unassign or move answer: the success text (or the ticket notice),
 * the papers that could not be written, or — for a queued job — its progress until it ends. Lists and counts are
 * refetched once something was written. Resolves 'queued' when a job goes on in the background.
 */
export async function reportAnswer(answer: AssignResponse, report: AnswerReport): Promise<'done' | 'queued'> {
  const { key, queryClient } = report;
  const operation = answer.operation;
  if (operation) {
    closeNotification(key);
    trackOperation(operation, {
      queryClient,
      describeSuccess: (finished) => ticketText(answer, report.describe(finished.succeeded, answer)),
    });
    return 'queued';
  }
  const failures = answer.failures ?? [];
  const written = report.requested - failures.length;
  if (failures.length > 0) {
    showWarning(
      key,
      ASSIGN_MESSAGES.assignmentErrorTitle,
      <>
        {written > 0 ? <p>{ticketText(answer, report.describe(written, answer))}</p> : null}
        <p>{failuresText(failures)}</p>
      </>,
    );
  } else {
    showSuccess(key, ticketText(answer, report.describe(written, answer)));
  }
  await refreshAfterAssign(queryClient);
  return 'done';
}
