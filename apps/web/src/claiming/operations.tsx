import { ASSIGN_MESSAGES, type AssignOperation } from '@parton/records';
import type { QueryClient } from '@tanstack/react-query';
import { notification, Progress } from 'antd';
import type { ReactNode } from 'react';
import { isApiError } from '../common/api/http';
import { fetchAssignOperation, refreshAfterAssign } from './api';
import { failuresText, operationNotificationKey, showError, showSuccess, showWarning } from './notify';

/**
 * Large selections run as durable jobs on the server (ASSIGN_JOB_THRESHOLD papers and more answer 202 with an
 * `operation`). This module-level store polls each job every second and keeps its progress notification up to
 * date until it ends, then shows the outcome. Being outside React, it survives navigation within the app; a page
 * reload forgets it (the job itself goes on, on the server).
 */

export const POLL_INTERVAL_MS = 1000;
/** Consecutive failed polls (network, 5xx) after which the progress is given up as unknown. */
const MAX_POLL_FAILURES = 5;

interface TrackOptions {
  queryClient: QueryClient;
  /** The success text of the finished job ('300 papers claimed.'). */
  describeSuccess: (operation: AssignOperation) => ReactNode;
}

interface Tracked extends TrackOptions {
  operation: AssignOperation;
  timer: ReturnType<typeof setTimeout> | undefined;
  failedPolls: number;
}

const tracked = new Map<string, Tracked>();

/** The operations being followed right now (progress notifications on screen). */
export function trackedOperations(): AssignOperation[] {
  return [...tracked.values()].map((entry) => entry.operation);
}

function isFinished(operation: AssignOperation): boolean {
  return operation.status === 'completed' || operation.status === 'failed';
}

function progressPercent(operation: AssignOperation): number {
  return operation.total > 0 ? Math.floor((operation.processed / operation.total) * 100) : 0;
}

function showProgress(operation: AssignOperation): void {
  notification.open({
    key: operationNotificationKey(operation.id),
    title: ASSIGN_MESSAGES.assigning,
    description: (
      <div className="assign-progress">
        <Progress percent={progressPercent(operation)} size="small" aria-label="Assignment progress" />
        <span>{`${operation.processed} of ${operation.total} papers processed`}</span>
      </div>
    ),
    duration: 0,
    placement: 'topRight',
  });
}

function showOutcome(entry: Tracked): void {
  const { operation } = entry;
  const key = operationNotificationKey(operation.id);
  if (operation.status === 'failed') {
    showError(
      key,
      ASSIGN_MESSAGES.assignmentErrorTitle,
      operation.error ?? ASSIGN_MESSAGES.somethingWentWrong,
    );
    return;
  }
  if (operation.failures.length > 0) {
    showWarning(
      key,
      ASSIGN_MESSAGES.assignmentErrorTitle,
      <>
        <p>{entry.describeSuccess(operation)}</p>
        <p>{failuresText(operation.failures)}</p>
      </>,
    );
    return;
  }
  showSuccess(key, entry.describeSuccess(operation));
}

async function finish(entry: Tracked): Promise<void> {
  tracked.delete(entry.operation.id);
  showOutcome(entry);
  await refreshAfterAssign(entry.queryClient);
}

async function poll(id: string): Promise<void> {
  const entry = tracked.get(id);
  if (!entry) {
    return;
  }
  try {
    entry.operation = await fetchAssignOperation(id);
    entry.failedPolls = 0;
  } catch (error) {
    entry.failedPolls += 1;
    // A missing operation will not appear on retry; network and server failures might pass.
    if ((isApiError(error) && error.status === 404) || entry.failedPolls >= MAX_POLL_FAILURES) {
      tracked.delete(id);
      showError(
        operationNotificationKey(id),
        ASSIGN_MESSAGES.errorTitle,
        isApiError(error) && error.status === 404
          ? ASSIGN_MESSAGES.operationNotFound
          : ASSIGN_MESSAGES.somethingWentWrong,
      );
      return;
    }
  }
  if (isFinished(entry.operation)) {
    await finish(entry);
    return;
  }
  showProgress(entry.operation);
  entry.timer = setTimeout(() => void poll(id), POLL_INTERVAL_MS);
}

/** Follows a queued operation until it ends; following one already followed does nothing. */
export function trackOperation(operation: AssignOperation, options: TrackOptions): void {
  if (tracked.has(operation.id)) {
    return;
  }
  const entry: Tracked = { ...options, operation, timer: undefined, failedPolls: 0 };
  tracked.set(operation.id, entry);
  if (isFinished(operation)) {
    void finish(entry);
    return;
  }
  showProgress(operation);
  entry.timer = setTimeout(() => void poll(operation.id), POLL_INTERVAL_MS);
}

/** Stops every poll (tests; the app never needs it). */
export function stopTrackingAll(): void {
  for (const entry of tracked.values()) {
    clearTimeout(entry.timer);
    notification.destroy(operationNotificationKey(entry.operation.id));
  }
  tracked.clear();
}
