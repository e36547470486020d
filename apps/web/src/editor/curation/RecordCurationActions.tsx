import './curation.css';
import { EDITOR_MESSAGES } from '@parton/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, notification, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { isApiError, messageOr } from '../../common/api/http';
import { ClosableAlert } from '../../common/components/ClosableAlert';
import { useCurrentUser } from '../../user/useCurrentUser';
import { deleteRecord, isMergeable, postMerge, postMergeUndo } from './api';
import { MERGE_TEXTS, MergeDrawer, mergeOutcome } from './MergeDrawer';

export interface RecordCurationActionsProps {
  collection: string;
  controlNumber: number;
  revisionId: number;
  deleted: boolean;
  onChanged: () => void;
}

export const CURATION_TEXTS = {
  deleteRecord: 'Delete record',
  deleteFailed: 'Could not delete the record.',
  deletedHint: 'Revert to an earlier revision in History to restore it.',
  undoMerge: 'Undo merge',
  undoFailed: 'Could not undo the merge.',
} as const;

const NOTIFICATION_KEY = 'record-curation';

export function deleteQuestion(controlNumber: number): string {
  return `Delete record ${controlNumber}?`;
}

/**
 * Catalogers' actions on a record in the editor (issue 16 item 5): delete it (a revision: it leaves search, its
 * citations stop counting, revert undoes it) and, for authors and literature, merge a duplicate into it. Nothing
 * shows for other users: the server refuses them anyway.
 */
export function RecordCurationActions({
  collection,
  controlNumber,
  revisionId,
  deleted,
  onChanged,
}: RecordCurationActionsProps) {
  const { isCataloger, user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [mergeOpen, setMergeOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  if (!isCataloger) {
    return null;
  }

  // Successes go to a notification (the editor reloads the record after one, which may replace this view);
  // failures stay beside the buttons until closed.
  const announce = (title: string, description?: string, actions?: ReactNode) => {
    // With an undo button the notice stays until closed; otherwise it goes after a few seconds.
    notification.success({
      key: NOTIFICATION_KEY,
      title,
      description,
      actions,
      placement: 'topRight',
      duration: actions ? 0 : 6,
    });
  };

  // A merge is one logged transaction: its undo writes every record back (409 once one changed since).
  const undoMerge = async (mergeId: number) => {
    try {
      await postMergeUndo(mergeId, user?.csrfToken);
      announce(EDITOR_MESSAGES.mergeUndone);
      await queryClient.invalidateQueries();
      onChanged();
    } catch (error) {
      notification.error({
        key: NOTIFICATION_KEY,
        title: CURATION_TEXTS.undoFailed,
        description: messageOr(error, ''),
        placement: 'topRight',
        duration: 0,
      });
    }
  };

  const remove = async () => {
    setDeleting(true);
    setFailure(undefined);
    try {
      await deleteRecord(collection, controlNumber, revisionId, user?.csrfToken);
      announce(EDITOR_MESSAGES.deleted, CURATION_TEXTS.deletedHint);
      onChanged();
    } catch (error) {
      const conflict = isApiError(error) && error.status === 409;
      setFailure(conflict ? EDITOR_MESSAGES.conflict : messageOr(error, CURATION_TEXTS.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  const merge = async (duplicate: number) => {
    if (!isMergeable(collection)) {
      return;
    }
    // Errors reach the drawer, which shows them and stays open.
    const result = await postMerge(collection, controlNumber, duplicate, user?.csrfToken);
    const mergeId = result?.merge_id;
    announce(
      result?.message ?? EDITOR_MESSAGES.merged,
      result ? mergeOutcome(collection, result) : undefined,
      mergeId === undefined ? undefined : (
        <Button size="small" onClick={() => void undoMerge(mergeId)}>
          {CURATION_TEXTS.undoMerge}
        </Button>
      ),
    );
    // Both records, their papers and counts have changed: nothing cached about either still holds.
    await queryClient.invalidateQueries({ queryKey: [collection] });
    await queryClient.invalidateQueries({ queryKey: ['literature'] });
    onChanged();
  };

  return (
    <div className="record-curation" data-revision={revisionId}>
      {failure ? (
        <ClosableAlert
          className="record-curation__outcome"
          title={failure}
          onClose={() => setFailure(undefined)}
        />
      ) : null}
      <div className="record-curation__buttons">
        {deleted ? (
          <span className="record-curation__deleted">
            {EDITOR_MESSAGES.deleted} {CURATION_TEXTS.deletedHint}
          </span>
        ) : (
          <Popconfirm
            title={deleteQuestion(controlNumber)}
            description="It disappears from search and its citations stop counting. Revert undoes it."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => void remove()}
          >
            <Button danger loading={deleting}>
              {CURATION_TEXTS.deleteRecord}
            </Button>
          </Popconfirm>
        )}
        {isMergeable(collection) && !deleted ? (
          <Button onClick={() => setMergeOpen(true)}>{MERGE_TEXTS.title}</Button>
        ) : null}
      </div>
      {isMergeable(collection) ? (
        <MergeDrawer
          collection={collection}
          keepRecid={controlNumber}
          open={mergeOpen}
          onClose={() => setMergeOpen(false)}
          onMerge={merge}
        />
      ) : null}
    </div>
  );
}
