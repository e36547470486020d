import type { AssignOperation } from '@parton/records';
import { screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/render';
import { withoutNotificationMotion } from '../test/staticFeedback';
import { stopTrackingAll, trackedOperations } from './operations';
import { reportAnswer } from './outcomes';
import { mockApi } from './testing';

vi.setConfig({ testTimeout: 60_000 });
withoutNotificationMotion();

const ID = '0b6f3c1e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

function operation(change: Partial<AssignOperation>): AssignOperation {
  return {
    id: ID,
    kind: 'assign',
    status: 'queued',
    total: 300,
    processed: 0,
    succeeded: 0,
    failures: [],
    to_author_recid: 7,
    created: '2026-01-01T00:00:00Z',
    finished: null,
    error: null,
    ...change,
  };
}

afterEach(async () => {
  stopTrackingAll();
  notification.destroy();
  // A notification of one test must not answer for the next one.
  await waitFor(() => expect(document.querySelector('.ant-notification-notice')).toBeNull());
  vi.unstubAllGlobals();
});

/**
 * Serves the operation's states one poll after another (the last one repeats). With `gated`, each poll waits for a
 * `release()`: the test sees every state before the next is served, however slow the machine (a loaded CI run
 * rendered the first state after the next poll had already replaced it).
 */
function serveProgress(states: AssignOperation[], options: { gated?: boolean } = {}) {
  let poll = 0;
  let released = options.gated ? 0 : Number.POSITIVE_INFINITY;
  let wake: (() => void) | undefined;
  const api = mockApi(async (request) => {
    if (request.url.pathname !== `/api/assign/operations/${ID}`) {
      return undefined;
    }
    while (poll >= released) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    const state = states[Math.min(poll, states.length - 1)];
    poll += 1;
    return { body: state };
  });
  const release = () => {
    released += 1;
    wake?.();
  };
  return { ...api, release };
}

function report(queued: AssignOperation) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const done = reportAnswer(
    { message: 'Accepted', operation: queued },
    { key: 'test', queryClient, requested: 300, describe: (written) => `${written} papers claimed.` },
  );
  return { done, invalidate };
}

describe('the progress of a queued assign', () => {
  it('is polled every second until the job completes, then shows the outcome and refreshes', async () => {
    const api = serveProgress(
      [
        operation({ status: 'running', processed: 150, succeeded: 150 }),
        operation({ status: 'completed', processed: 300, succeeded: 300, finished: '2026-01-01T00:01:00Z' }),
      ],
      { gated: true },
    );
    const { done, invalidate } = report(operation({}));
    expect(await done).toBe('queued');
    expect(await screen.findByText('0 of 300 papers processed')).toBeTruthy();
    expect(trackedOperations().map((tracked) => tracked.id)).toEqual([ID]);
    api.release();
    expect(await screen.findByText('150 of 300 papers processed')).toBeTruthy();
    api.release();
    expect(await screen.findByText('300 papers claimed.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText(/papers processed/)).toBeNull();
    expect(trackedOperations()).toEqual([]);
    expect(api.requests.length).toBe(2);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['literature'] }));
  });

  it('lists the papers that could not be assigned', async () => {
    serveProgress([
      operation({
        status: 'completed',
        processed: 300,
        succeeded: 298,
        failures: [
          { literature_id: 5, message: 'No signature of author 7 on this paper' },
          { literature_id: 6, message: 'No signature of author 7 on this paper' },
        ],
      }),
    ]);
    report(operation({ status: 'running', processed: 10, succeeded: 10 }));
    expect(
      await screen.findByText('2 papers could not be assigned: 5, 6', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText('298 papers claimed.')).toBeTruthy();
    expect(screen.getByText('Assignment Error!')).toBeTruthy();
  });

  it('says why a job stopped', async () => {
    serveProgress([operation({ status: 'failed', processed: 3, error: 'Author not found.' })]);
    report(operation({}));
    expect(await screen.findByText('Author not found.', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('gives up on an operation the server does not know', async () => {
    mockApi(() => ({ status: 404, body: { message: 'No such operation.' } }));
    report(operation({}));
    expect(await screen.findByText('No such operation.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(trackedOperations()).toEqual([]);
  });
});
