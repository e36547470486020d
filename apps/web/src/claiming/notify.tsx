import { ASSIGN_MESSAGES, type AssignFailure } from '@parton/records';
import { notification } from 'antd';
import type { ReactNode } from 'react';
import { isApiError } from '../common/api/http';

/**
 * The notifications of the claim and assign flows (spec §4, §8). antd's static notification API renders outside
 * the page, so a notification (and a job's progress) stays while the reader moves within the app. This module is
 * only loaded by the lazy flow chunks.
 */

/** One key per flow: 'Claiming...' is replaced by its outcome, not stacked under it. */
export const CLAIM_NOTIFICATION_KEY = 'claim-flow';
export const ASSIGN_NOTIFICATION_KEY = 'assign-flow';

export function operationNotificationKey(id: string): string {
  return `assign-operation-${id}`;
}

export function showProcessing(key: string, title: string): void {
  // Processing notifications never close by themselves (spec §9 timings).
  notification.info({ key, title, duration: 0, placement: 'topRight' });
}

export function showSuccess(
  key: string,
  description: ReactNode,
  title: string = ASSIGN_MESSAGES.success,
): void {
  notification.success({ key, title, description, placement: 'topRight' });
}

export function showWarning(key: string, title: string, description: ReactNode): void {
  notification.warning({ key, title, description, duration: 0, placement: 'topRight' });
}

export function showError(key: string, title: string, description: string): void {
  notification.error({ key, title, description, duration: 0, placement: 'topRight' });
}

export function closeNotification(key: string): void {
  notification.destroy(key);
}

/** A refusal (4xx: not allowed, not claimable) as opposed to a failure of the server or the network. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/** 'N papers could not be assigned: 12, 34' — the papers a run could not write (the others were written). */
export function failuresText(failures: readonly AssignFailure[]): string {
  const count = failures.length;
  const ids = failures.map((failure) => failure.literature_id).join(', ');
  return `${count} ${count === 1 ? 'paper' : 'papers'} could not be assigned: ${ids}`;
}
