import { ASSIGN_MESSAGES, type AssignFailure, papersCount } from '@parton/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, notification, Popconfirm, Tooltip } from 'antd';
import { type ReactElement, type ReactNode, useState } from 'react';
import { isApiError, messageOr } from '../../common/api/http';
import { formatCount } from '../../common/numberFormat';
import { useCurrentUser } from '../../user/useCurrentUser';
import { literatureKeys } from '../api';
import { assignConference, type ConferenceHit, exportToCds, waitForOperation } from './api';
import { ConferencePicker } from './ConferencePicker';
import { bulkToolsUnavailableReason } from './limits';
import {
  type BulkOutcome,
  conferenceAssignFailure,
  conferenceAssignOutcome,
  exportFailure,
  exportOutcome,
} from './outcomes';
import type { BulkSelection } from './selection';

const EXPORT_NOTICE_KEY = 'bulk-export-to-cds';
const ASSIGN_NOTICE_KEY = 'bulk-assign-conference';

type Running = 'assign' | 'export' | null;

/**
 * The literature bulk tools (catalogers, spec §2.3, §4, §5): assign the selected papers to a conference, or
 * export them to CDS. Both are disabled at 0 selected and above the bulk limit. A run that succeeds clears the
 * selection, closes the drawer and reloads the literature searches; failed papers stay selected.
 */
export default function BulkToolsDrawer({
  open,
  onClose,
  selection,
}: {
  open: boolean;
  onClose: () => void;
  selection: BulkSelection;
}) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [notices, noticeHolder] = notification.useNotification();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [conference, setConference] = useState<ConferenceHit>();
  const [running, setRunning] = useState<Running>(null);
  const unavailable = bulkToolsUnavailableReason(selection.count);
  const writeOptions = { csrfToken: user?.csrfToken };

  const finish = (outcome: BulkOutcome, key: string) => {
    notices.destroy(key);
    notices.open({
      key,
      type: outcome.kind,
      title: outcome.title,
      description: outcomeDescription(outcome),
      duration: outcome.kind === 'success' ? 6 : false,
    });
    selection.setSelected(outcome.doneIds, false);
    if (outcome.doneIds.length > 0) {
      void queryClient.invalidateQueries({ queryKey: literatureKeys.all });
    }
    if (outcome.kind === 'success') {
      setPickerOpen(false);
      setConference(undefined);
      onClose();
    }
  };

  const runAssign = async () => {
    if (!conference || unavailable) {
      return;
    }
    const ids = [...selection.ids];
    const conferenceTitle =
      conference.metadata.titles[0]?.title ?? `conference ${conference.metadata.control_number}`;
    setRunning('assign');
    notices.info({ key: ASSIGN_NOTICE_KEY, title: ASSIGN_MESSAGES.assigning, duration: false });
    try {
      const answer = await assignConference(
        { conference_recid: conference.metadata.control_number, literature_recids: ids },
        writeOptions,
      );
      finish(conferenceAssignOutcome(ids, answer, conferenceTitle), ASSIGN_NOTICE_KEY);
    } catch (error) {
      finish(conferenceAssignFailure(messageOr(error, ''), failuresOf(error)), ASSIGN_NOTICE_KEY);
    } finally {
      setRunning(null);
    }
  };

  const runExport = async () => {
    if (unavailable) {
      return;
    }
    const ids = [...selection.ids];
    setRunning('export');
    // Spec §4: 'Exporting to CDS...' stays until the export is done (info, no auto-close).
    notices.info({ key: EXPORT_NOTICE_KEY, title: ASSIGN_MESSAGES.exportingToCds, duration: false });
    try {
      const answer = await exportToCds({ literature_recids: ids }, writeOptions);
      const operation = answer.operation ? await waitForOperation(answer.operation) : undefined;
      finish(exportOutcome(ids, operation), EXPORT_NOTICE_KEY);
    } catch {
      finish(exportFailure(), EXPORT_NOTICE_KEY);
    } finally {
      setRunning(null);
    }
  };

  const countText = `${formatCount(selection.count)} ${selection.count === 1 ? 'paper' : 'papers'} selected`;

  return (
    <>
      {noticeHolder}
      <Drawer
        title="Bulk tools"
        placement="right"
        open={open}
        onClose={onClose}
        size="min(520px, 100vw)"
        className="bulk-drawer"
      >
        <p className="bulk-drawer__count">{countText}</p>
        {unavailable ? <p className="bulk-drawer__reason">{unavailable}</p> : null}
        <div className="bulk-drawer__tools">
          <WhyDisabled reason={unavailable}>
            <Button
              disabled={Boolean(unavailable) || running !== null}
              aria-expanded={pickerOpen}
              onClick={() => setPickerOpen((shown) => !shown)}
            >
              Assign to conference
            </Button>
          </WhyDisabled>
          <WhyDisabled reason={unavailable}>
            <Popconfirm
              title="Export to CDS"
              description={`Export ${papersCount(selection.count)} to CDS?`}
              okText="Export"
              cancelText="Cancel"
              disabled={Boolean(unavailable) || running !== null}
              onConfirm={runExport}
            >
              <Button disabled={Boolean(unavailable) || running !== null} loading={running === 'export'}>
                Export to CDS
              </Button>
            </Popconfirm>
          </WhyDisabled>
        </div>
        {pickerOpen ? (
          <section className="bulk-drawer__section" aria-label="Assign to conference">
            <h3>Assign to conference</h3>
            <ConferencePicker value={conference} onChange={setConference} />
            <div className="bulk-drawer__actions">
              <Button
                type="primary"
                disabled={!conference || Boolean(unavailable) || running !== null}
                loading={running === 'assign'}
                onClick={runAssign}
              >
                Assign
              </Button>
            </div>
          </section>
        ) : null}
      </Drawer>
    </>
  );
}

/** The papers a refused assign names (500 `{message, failures}` when none could be written). */
function failuresOf(error: unknown): AssignFailure[] {
  if (
    !isApiError(error) ||
    typeof error.body !== 'object' ||
    error.body === null ||
    !('failures' in error.body)
  ) {
    return [];
  }
  const { failures } = error.body;
  return Array.isArray(failures) ? (failures as AssignFailure[]) : [];
}

/** A disabled button explains itself on hover (and in the text above it, for keyboards and touch). */
function WhyDisabled({ reason, children }: { reason: string | undefined; children: ReactElement }) {
  if (!reason) {
    return children;
  }
  return (
    <Tooltip title={reason}>
      <span className="bulk-drawer__disabled">{children}</span>
    </Tooltip>
  );
}

function outcomeDescription(outcome: BulkOutcome): ReactNode {
  if (!outcome.description && outcome.failures.length === 0) {
    return undefined;
  }
  return (
    <div className="bulk-outcome">
      {outcome.description ? <p>{outcome.description}</p> : null}
      {outcome.doneNote ? <p>{outcome.doneNote}</p> : null}
      {outcome.failures.length > 0 ? (
        <ul aria-label="Papers not written">
          {outcome.failures.map((failure) => (
            <li key={failure.literature_id}>
              {failure.literature_id}: {failure.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
