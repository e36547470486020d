import type { EditorRevision } from '@parton/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithApp } from '../../test/render';
import { withoutNotificationMotion } from '../../test/staticFeedback';
import { userKeys } from '../../user/api';
import { RecordHistoryPanel } from './RecordHistoryPanel';
import { CATALOGER, stubApi } from './testing';

withoutNotificationMotion();

afterEach(async () => {
  vi.unstubAllGlobals();
  // The revert's toast is antd's static message, rendered outside the test's tree and closed by a timer: closed
  // here, or its timer fired after the file's environment was gone ('window is not defined' in a CI run).
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

const BASE = '/api/editor/literature/42';

const REVISIONS: EditorRevision[] = [
  {
    revision_id: 2,
    created: '2026-11-27T09:40:00Z',
    deleted: false,
    user_email: 'cataloger@example.org',
    source: 'editor',
    summary: 'titles',
  },
  {
    revision_id: 1,
    created: '2026-11-20T08:00:00Z',
    deleted: false,
    user_email: null,
    source: 'import',
    summary: 'authors',
  },
  {
    revision_id: 0,
    created: '2026-11-01T08:00:00Z',
    deleted: false,
    user_email: null,
    source: null,
    summary: '',
  },
];

const METADATA: Record<number, Record<string, unknown>> = {
  0: { control_number: 42, titles: [{ title: 'First' }], authors: [{ full_name: 'A' }] },
  1: { control_number: 42, titles: [{ title: 'First' }], authors: [{ full_name: 'A' }, { full_name: 'B' }] },
  2: { control_number: 42, titles: [{ title: 'Second' }], authors: [{ full_name: 'A' }, { full_name: 'B' }] },
};

function historyApi(revert: { status?: number; body: unknown } = { body: { revision_id: 3 } }) {
  return stubApi((request) => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === `${BASE}/revisions`) {
      return { body: { revisions: REVISIONS } };
    }
    const revision = /\/revisions\/(\d+)$/.exec(path);
    if (request.method === 'GET' && revision) {
      const id = Number(revision[1]);
      return {
        body: { revision_id: id, created: '2026-11-01T08:00:00Z', deleted: false, metadata: METADATA[id] },
      };
    }
    if (request.method === 'POST' && path.startsWith(`${BASE}/revert/`)) {
      return revert;
    }
    return undefined;
  });
}

function renderPanel(onReverted = vi.fn()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.me(), CATALOGER);
  renderWithApp(
    <RecordHistoryPanel collection="literature" controlNumber={42} revisionId={2} onReverted={onReverted} />,
    { queryClient },
  );
  return onReverted;
}

describe('the history of a record', () => {
  it('lists the revisions newest first with who, when, how and what', async () => {
    historyApi();
    renderPanel();
    const items = within(await screen.findByRole('list', { name: 'Revisions' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain(
      'Revision 2 · On Nov 27, 2026, 9:40 AM UTC by cataloger@example.org',
    );
    expect(items[0]?.textContent).toContain('editor');
    expect(items[0]?.textContent).toContain('current');
    expect(items[1]?.textContent).toContain('by system');
    expect(items[1]?.textContent).toContain('import');
    // The current revision cannot be reverted to; the others can.
    expect(
      within(items[0] as HTMLElement).queryByRole('button', { name: 'Revert to this revision' }),
    ).toBeNull();
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Revert to this revision' }),
    ).toBeTruthy();
  });

  it('compares the previous revision with the current one field by field, and any other pair on request', async () => {
    historyApi();
    renderPanel();
    const titles = await screen.findByRole('table', { name: 'Changes of titles' });
    const row = within(titles).getAllByRole('row')[1] as HTMLElement;
    expect(row?.textContent).toContain('titles[0].title');
    expect(within(row).getAllByRole('cell')[0]?.textContent).toContain('First');
    expect(within(row).getAllByRole('cell')[1]?.textContent).toContain('Second');
    expect(screen.getByText('1 change in 1 field: titles')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Changes of authors' })).toBeNull();

    const items = screen.getAllByRole('listitem');
    fireEvent.click(within(items[2] as HTMLElement).getByRole('button', { name: 'Compare with current' }));
    const authors = await screen.findByRole('table', { name: 'Changes of authors' });
    expect(authors?.textContent).toContain('authors[1].full_name');
    expect(authors?.textContent).toContain('added');
    expect(screen.getByText('2 changes in 2 fields: titles, authors')).toBeTruthy();
  });

  it('reverts after a confirmation naming the revision, with the current revision id', async () => {
    const sent = historyApi();
    const onReverted = renderPanel();
    const items = await screen.findAllByRole('listitem');
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Revert to this revision' }));
    expect(await screen.findByText('Revert to revision 1?')).toBeTruthy();
    expect(screen.getByText('A new revision equal to it will be written.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(onReverted).toHaveBeenCalledTimes(1));
    const revert = sent.find((request) => request.method === 'POST');
    expect(revert?.url.pathname).toBe(`${BASE}/revert/1`);
    expect(revert?.body).toEqual({ revision_id: 2 });
    expect((await screen.findAllByText('Reverted to revision 1.')).length).toBeGreaterThan(0);
  });

  it('says plainly when the record changed meanwhile, and writes nothing more', async () => {
    historyApi({ status: 409, body: { message: 'conflict', revision_id: 3 } });
    const onReverted = renderPanel();
    const items = await screen.findAllByRole('listitem');
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Revert to this revision' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revert' }));
    expect(
      await screen.findByText('The record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect(onReverted).not.toHaveBeenCalled();
  });

  it('shows loading, then an error when the history cannot be read', async () => {
    stubApi(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    renderPanel();
    expect(screen.getByRole('status')?.textContent).toContain('Loading');
    expect(await screen.findByText('The history of this record could not be loaded.')).toBeTruthy();
  });

  it('says so when there are no revisions', async () => {
    stubApi(() => ({ body: { revisions: [] } }));
    renderPanel();
    expect(await screen.findByText('This record has no revisions yet.')).toBeTruthy();
  });
});
