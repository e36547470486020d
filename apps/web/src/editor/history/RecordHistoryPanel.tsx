import './history.css';
import { EDITOR_MESSAGES, type EditorRevision } from '@parton/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, message, Popconfirm, Select, Tag } from 'antd';
import { useId, useState } from 'react';
import { isApiError, messageOr } from '../../common/api/http';
import { ClosableAlert } from '../../common/components/ClosableAlert';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { useCurrentUser } from '../../user/useCurrentUser';
import { fetchRevisions, historyKeys, postRevert } from './api';
import { RevisionDiffView } from './RevisionDiffView';

export interface RecordHistoryPanelProps {
  collection: string;
  controlNumber: number;
  /** The revision the editor holds: the current one, and the one a revert must name. */
  revisionId: number;
  onReverted: () => void;
}

export const HISTORY_TEXTS = {
  loadFailed: 'The history of this record could not be loaded.',
  empty: 'This record has no revisions yet.',
  revertFailed: 'Could not revert the record.',
  system: 'system',
} as const;

/** Revisions listed before 'Show all': a record edited for years has hundreds. */
const FIRST_REVISIONS_SHOWN = 20;

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** 'On Nov 27, 2026, 9:40 AM UTC by cataloger@example.org' (facts §5.3: 'On <date> by <email>'). */
export function revisionHeadline(revision: EditorRevision): string {
  const date = new Date(revision.created);
  const when = Number.isNaN(date.getTime()) ? revision.created : `${TIME_FORMAT.format(date)} UTC`;
  return `On ${when} by ${revision.user_email ?? HISTORY_TEXTS.system}`;
}

export function revertQuestion(revisionId: number): string {
  return `Revert to revision ${revisionId}?`;
}

/** The revision compared with the current one at first: the one before it, so the last change shows. */
function defaultBefore(revisions: EditorRevision[], current: number): number | undefined {
  return revisions.find((revision) => revision.revision_id !== current)?.revision_id;
}

function RevertButton({
  revisionId,
  pending,
  onConfirm,
}: {
  revisionId: number;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Popconfirm
      title={revertQuestion(revisionId)}
      description="A new revision equal to it will be written."
      okText="Revert"
      cancelText="Cancel"
      onConfirm={onConfirm}
    >
      <Button size="small" loading={pending}>
        Revert to this revision
      </Button>
    </Popconfirm>
  );
}

/**
 * The editor's History (issue 16 item 3; facts §5.3): the record's revisions newest first ('On <date> by <email>',
 * what wrote it, what changed), a field-by-field comparison of any two, and revert with confirmation. A revert
 * names the revision the editor holds, so a record changed meanwhile answers 409 and nothing is written.
 */
export function RecordHistoryPanel({
  collection,
  controlNumber,
  revisionId,
  onReverted,
}: RecordHistoryPanelProps) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const selectId = useId();
  const [chosenBefore, setChosenBefore] = useState<number | undefined>();
  const [chosenAfter, setChosenAfter] = useState<number | undefined>();
  const [showAll, setShowAll] = useState(false);
  const [reverting, setReverting] = useState<number | undefined>();
  const [revertError, setRevertError] = useState<string | undefined>();
  const [revertedTo, setRevertedTo] = useState<number | undefined>();
  const revisions = useQuery({
    queryKey: [...historyKeys.revisions(collection, controlNumber), revisionId],
    queryFn: ({ signal }) => fetchRevisions(collection, controlNumber, signal),
  });

  if (revisions.isPending) {
    return <LoadingSpinner />;
  }
  if (revisions.isError) {
    return <Alert type="error" showIcon title={messageOr(revisions.error, HISTORY_TEXTS.loadFailed)} />;
  }
  const list = revisions.data.revisions;
  if (list.length === 0) {
    return <p className="record-history__empty">{HISTORY_TEXTS.empty}</p>;
  }
  const after = chosenAfter ?? revisionId;
  const before = chosenBefore ?? defaultBefore(list, after);
  const shown = showAll ? list : list.slice(0, FIRST_REVISIONS_SHOWN);
  const options = list.map((revision) => ({
    value: revision.revision_id,
    label: `Revision ${revision.revision_id}${revision.revision_id === revisionId ? ' (current)' : ''}`,
  }));

  const revert = async (target: number) => {
    setReverting(target);
    setRevertError(undefined);
    setRevertedTo(undefined);
    try {
      await postRevert(collection, controlNumber, target, revisionId, user?.csrfToken);
      setRevertedTo(target);
      // Also a toast: the editor closes the history and reloads the record after a revert.
      message.success(EDITOR_MESSAGES.reverted.replace('{n}', String(target)));
      setChosenBefore(undefined);
      setChosenAfter(undefined);
      await queryClient.invalidateQueries({ queryKey: historyKeys.revisions(collection, controlNumber) });
      onReverted();
    } catch (error) {
      // A 409 says plainly that someone changed the record; the editor reloads it before another try.
      const conflict = isApiError(error) && error.status === 409;
      setRevertError(conflict ? EDITOR_MESSAGES.conflict : messageOr(error, HISTORY_TEXTS.revertFailed));
    } finally {
      setReverting(undefined);
    }
  };

  return (
    <div className="record-history">
      {revertedTo === undefined ? null : (
        <ClosableAlert
          className="record-history__alert"
          type="success"
          title={EDITOR_MESSAGES.reverted.replace('{n}', String(revertedTo))}
          onClose={() => setRevertedTo(undefined)}
        />
      )}
      {revertError ? (
        <ClosableAlert
          className="record-history__alert"
          title={revertError}
          onClose={() => setRevertError(undefined)}
        />
      ) : null}
      <ol className="record-history__list" aria-label="Revisions">
        {shown.map((revision) => {
          const isCurrent = revision.revision_id === revisionId;
          const isBefore = revision.revision_id === before;
          return (
            <li
              key={revision.revision_id}
              className={`record-history__item${isBefore ? ' record-history__item--selected' : ''}`}
            >
              <div className="record-history__headline">
                <strong>Revision {revision.revision_id}</strong> · {revisionHeadline(revision)}
                {revision.source ? <Tag className="record-history__source">{revision.source}</Tag> : null}
                {revision.deleted ? <Tag color="red">deleted</Tag> : null}
                {isCurrent ? <Tag color="blue">current</Tag> : null}
              </div>
              <div className="record-history__summary">{revision.summary}</div>
              {isCurrent ? null : (
                <div className="record-history__actions">
                  <Button
                    size="small"
                    type={isBefore ? 'primary' : 'default'}
                    aria-pressed={isBefore}
                    onClick={() => {
                      setChosenBefore(revision.revision_id);
                      setChosenAfter(revisionId);
                    }}
                  >
                    Compare with current
                  </Button>
                  <RevertButton
                    revisionId={revision.revision_id}
                    pending={reverting === revision.revision_id}
                    onConfirm={() => void revert(revision.revision_id)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {list.length > shown.length ? (
        <Button type="link" onClick={() => setShowAll(true)}>
          Show all {list.length} revisions
        </Button>
      ) : null}
      {before === undefined ? (
        <p className="record-history__empty">
          This record has only one revision: there is nothing to compare.
        </p>
      ) : (
        <section className="revision-diff" aria-label="Differences between revisions">
          <h3 className="revision-diff__title">Differences</h3>
          <div className="revision-diff__pickers">
            <label htmlFor={`${selectId}-before`}>Compare</label>
            <Select
              id={`${selectId}-before`}
              aria-label="Earlier revision"
              className="revision-diff__picker"
              value={before}
              options={options}
              onChange={(value: number) => setChosenBefore(value)}
            />
            <span>with</span>
            <Select
              aria-label="Later revision"
              className="revision-diff__picker"
              value={after}
              options={options}
              onChange={(value: number) => setChosenAfter(value)}
            />
          </div>
          <RevisionDiffView
            collection={collection}
            controlNumber={controlNumber}
            beforeRevision={before}
            afterRevision={after}
          />
        </section>
      )}
    </div>
  );
}
