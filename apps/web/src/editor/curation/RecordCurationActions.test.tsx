import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithApp } from '../../test/render';
import { type CurrentUser, userKeys } from '../../user/api';
import { CATALOGER, PLAIN_USER, stubApi } from '../history/testing';
import { RecordCurationActions } from './RecordCurationActions';

afterEach(() => {
  vi.unstubAllGlobals();
  // Notices live outside the rendered tree: one test's must not be read by the next.
  notification.destroy();
});

const AUTHORS: Record<number, Record<string, unknown>> = {
  10: {
    control_number: 10,
    name: { value: 'Ellis, John' },
    ids: [{ schema: 'INSPIRE BAI', value: 'J.Ellis.1' }],
  },
  11: { control_number: 11, name: { value: 'Ellis, J.' }, ids: [] },
};

function curationApi(merge: { status?: number; body: unknown } = defaultMerge()) {
  return stubApi((request) => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/api/authors') {
      return {
        body: {
          hits: { total: 2, hits: [{ metadata: AUTHORS[10] }, { metadata: AUTHORS[11] }] },
          links: {},
        },
      };
    }
    const record = /^\/api\/authors\/(\d+)$/.exec(path);
    if (request.method === 'GET' && record) {
      return { body: { metadata: AUTHORS[Number(record[1])] } };
    }
    if (request.method === 'GET' && path === '/api/literature') {
      const q = request.url.searchParams.get('q') ?? '';
      return { body: { hits: { total: q.endsWith(':11') ? 3 : 40, hits: [] }, links: {} } };
    }
    if (request.method === 'POST' && path === '/api/editor/authors/merge') {
      return merge;
    }
    if (request.method === 'POST' && path === '/api/editor/merges/7/undo') {
      return { body: { message: 'The merge is undone.', restored: 2 } };
    }
    if (request.method === 'DELETE' && path === '/api/editor/authors/10') {
      return { body: { message: 'The record is deleted.' } };
    }
    return undefined;
  });
}

function defaultMerge() {
  return { body: { message: 'The records are merged.', kept: 10, deleted: 11, moved: 3, merge_id: 7 } };
}

function renderActions(user: CurrentUser = CATALOGER, deleted = false) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.me(), user);
  const onChanged = vi.fn();
  renderWithApp(
    <RecordCurationActions
      collection="authors"
      controlNumber={10}
      revisionId={4}
      deleted={deleted}
      onChanged={onChanged}
    />,
    { queryClient },
  );
  return onChanged;
}

describe('curation actions', () => {
  it('are for catalogers only', () => {
    curationApi();
    renderActions(PLAIN_USER);
    expect(screen.queryByRole('button', { name: 'Delete record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Merge a duplicate into this record' })).toBeNull();
  });

  it('delete a record after a confirmation naming it', async () => {
    const sent = curationApi();
    const onChanged = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete record' }));
    expect(await screen.findByText('Delete record 10?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);
    expect((await screen.findAllByText('The record is deleted.')).length).toBeGreaterThan(0);
  });

  it('offer no delete or merge on a deleted record, but say how to restore it', () => {
    curationApi();
    renderActions(CATALOGER, true);
    expect(screen.queryByRole('button', { name: 'Delete record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Merge a duplicate into this record' })).toBeNull();
    expect(document.querySelector('.record-curation__deleted')?.textContent).toContain(
      'Revert to an earlier revision in History to restore it.',
    );
  });

  it('merge a duplicate picked by search, compared side by side, confirmed with both ids', async () => {
    const sent = curationApi();
    const onChanged = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Merge a duplicate into this record' }));
    const drawer = await screen.findByRole('dialog');
    const box = within(drawer).getByLabelText('Search for the duplicate');
    fireEvent.change(box, { target: { value: 'ellis' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const hits = await within(drawer).findByRole('radiogroup', { name: 'Records found' });
    const radios = within(hits).getAllByRole('radio');
    // This record cannot be merged into itself.
    expect((radios[0] as HTMLInputElement).disabled).toBe(true);
    expect(within(drawer).getByRole('button', { name: 'Merge' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(radios[1] as HTMLElement);

    const kept = within(drawer).getByRole('region', { name: 'This record (kept)' });
    const duplicate = within(drawer).getByRole('region', { name: 'Duplicate (deleted)' });
    await waitFor(() => expect(duplicate.textContent).toContain('Ellis, J.'));
    await waitFor(() => expect(kept.textContent).toContain('INSPIRE BAI: J.Ellis.1'));
    await waitFor(() => expect(kept.textContent).toContain('Papers40'));
    await waitFor(() => expect(duplicate.textContent).toContain('Papers3'));

    fireEvent.click(within(drawer).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Merge record 11 into record 10?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Merge' }).at(-1) as HTMLElement);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      keep_recid: 10,
      duplicate_recid: 11,
    });
    expect((await screen.findAllByText('The records are merged.')).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        '3 paper signatures now point at record 10; record 11 is deleted and redirects to record 10.',
      ),
    ).toBeTruthy();

    // The notice offers to undo the merge: one call, and the editor reloads again.
    fireEvent.click(screen.getByRole('button', { name: 'Undo merge' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    const undo = sent.filter((request) => request.url.pathname === '/api/editor/merges/7/undo');
    expect(undo.map((request) => request.method)).toEqual(['POST']);
    expect(await screen.findByText('The merge is undone.')).toBeTruthy();
  });

  it('show a refused merge plainly in the drawer', async () => {
    curationApi({ status: 400, body: { message: 'Deleted records cannot be merged.' } });
    const onChanged = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Merge a duplicate into this record' }));
    const drawer = await screen.findByRole('dialog');
    const box = within(drawer).getByLabelText('Search for the duplicate');
    fireEvent.change(box, { target: { value: 'ellis' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const hits = await within(drawer).findByRole('radiogroup', { name: 'Records found' });
    fireEvent.click(within(hits).getAllByRole('radio')[1] as HTMLElement);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Merge' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Merge' })).at(-1) as HTMLElement);
    expect(await within(drawer).findByText('Deleted records cannot be merged.')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
