import { CURATOR_TICKET_TYPES, type Workflow, type WorkflowKind } from '@parton/records';
import { Alert, App as AntdApp, Button } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../common/api/http';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { SomethingWentWrong } from '../../common/components/SomethingWentWrong';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { NotFoundPage } from '../../errors/ErrorPage';
import type { WorkflowCommand } from '../api';
import { AuthorDetails } from '../components/AuthorDetails';
import { BackofficeNav } from '../components/BackofficeNav';
import { DecisionBox } from '../components/DecisionBox';
import { FuzzyMatches } from '../components/FuzzyMatches';
import { LiteratureDetails } from '../components/LiteratureDetails';
import { StatusTag, UpdateTag } from '../components/WorkflowTags';
import {
  formatDateTime,
  isErrorStatus,
  isWorkflowKind,
  privateNotes,
  statusLabel,
  submissionInfo,
  text,
  workflowTitle,
  workflowTypeLabel,
} from '../display';
import { useDeleteWorkflow, useWorkflow, useWorkflowAction } from '../hooks';

/** `/backoffice/{authors,literature}/:id`. */
export function WorkflowDetailPage() {
  const { kind, id } = useParams();
  if (!isWorkflowKind(kind) || !id) {
    return <NotFoundPage />;
  }
  return <WorkflowDetail kind={kind} id={id} />;
}

function StatusBanner({ workflow }: { workflow: Workflow }) {
  const failed = isErrorStatus(workflow.status);
  const exact = workflow.matches?.exact ?? [];
  return (
    <>
      <Alert
        className="workflow-banner"
        type={failed ? 'error' : workflow.status === 'completed' ? 'success' : 'info'}
        showIcon
        title={`Status: ${statusLabel(workflow.status)}`}
        description={workflow.error ?? undefined}
      />
      {workflow.status === 'error_multiple_exact_matches' && exact.length > 0 ? (
        <Alert
          className="workflow-banner"
          type="warning"
          showIcon
          title={
            <>
              Duplicate IDs:{' '}
              <Link
                to={`/literature?q=${encodeURIComponent(exact.map((recid) => `recid:${recid}`).join(' or '))}`}
              >
                {exact.join(', ')}
              </Link>
            </>
          }
          description="Fix the duplicates, then restart the workflow."
        />
      ) : null}
      {workflow.validation_errors.length > 0 ? (
        <Alert
          className="workflow-banner"
          type="warning"
          showIcon
          title="Validation errors"
          description={
            <ul>
              {workflow.validation_errors.map((issue) => (
                <li key={`${issue.path.join('.')}:${issue.message}`}>
                  {issue.path.join('.')}: {issue.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </>
  );
}

function WorkflowDetail({ kind, id }: { kind: WorkflowKind; id: string }) {
  const query = useWorkflow(kind, id);
  const action = useWorkflowAction(kind, id);
  const removal = useDeleteWorkflow(kind, id);
  const { modal } = AntdApp.useApp();
  usePageMeta({ title: query.data ? workflowTitle(query.data, kind) : 'Workflow' });

  if (query.isPending) {
    return <LoadingSpinner />;
  }
  if (query.isError) {
    // A malformed id (400) is as missing as an unknown one (404).
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return <NotFoundPage />;
    }
    return <SomethingWentWrong onRetry={() => void query.refetch()} />;
  }
  const workflow = query.data;
  const info = submissionInfo(workflow);
  const notes = privateNotes(workflow.data);
  const comments = text(workflow.form_data?.comments);
  const pendingAction = action.isPending ? action.variables.action : undefined;
  const onAction = (command: WorkflowCommand, value?: string) => action.mutate({ action: command, value });
  const confirmDelete = () => {
    modal.confirm({
      title: 'Delete this workflow?',
      content: 'This operation is unreversable.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => removal.mutateAsync().catch(() => undefined),
    });
  };
  const fuzzy = workflow.matches?.fuzzy ?? [];
  return (
    <article className="backoffice-page workflow-detail" aria-labelledby="workflow-heading">
      <BackofficeNav />
      <StatusBanner workflow={workflow} />
      <div className="workflow-detail__columns">
        <div className="workflow-detail__main">
          <div className="workflow-detail__tags">
            <UpdateTag workflowType={workflow.workflow_type} />
            <StatusTag status={workflow.status} />
            <span className="workflow-detail__type">{workflowTypeLabel(workflow.workflow_type)}</span>
          </div>
          <h1 id="workflow-heading">{workflowTitle(workflow, kind)}</h1>
          {kind === 'authors' ? (
            <AuthorDetails workflow={workflow} />
          ) : (
            <LiteratureDetails workflow={workflow} />
          )}
          {kind === 'literature' && fuzzy.length > 0 ? (
            <FuzzyMatches
              candidates={fuzzy}
              canChoose={workflow.status === 'approval_fuzzy_matching'}
              pending={pendingAction === 'fuzzy_match'}
              onChoose={(recid) => onAction('fuzzy_match', recid)}
            />
          ) : null}
        </div>
        <aside className="workflow-detail__side" aria-label="Workflow actions">
          <DecisionBox kind={kind} workflow={workflow} pendingAction={pendingAction} onAction={onAction} />
          <section className="workflow-box" aria-labelledby="submission-heading">
            <h2 id="submission-heading">Submission</h2>
            <p>
              Submitted by {info.email ?? 'an unknown submitter'} on {formatDateTime(info.date)}
            </p>
          </section>
          {notes.length > 0 || comments ? (
            <section className="workflow-box" aria-labelledby="notes-heading">
              <h2 id="notes-heading">Notes</h2>
              {comments ? (
                <p className="workflow-note">
                  <strong>Submitter's comments:</strong> {comments}
                </p>
              ) : null}
              {notes.map((note) => (
                <p key={note} className="workflow-note">
                  {note}
                </p>
              ))}
            </section>
          ) : null}
          {workflow.tickets.length > 0 ? (
            <section className="workflow-box" aria-labelledby="tickets-heading">
              <h2 id="tickets-heading">Tickets</h2>
              <ul className="workflow-tickets">
                {workflow.tickets.map((ticket) => (
                  <li key={ticket.id}>
                    <Link to={`/backoffice/tickets?status=${ticket.status}`}>#{ticket.id}</Link>{' '}
                    {(CURATOR_TICKET_TYPES as Record<string, string>)[ticket.ticket_type] ??
                      ticket.ticket_type}{' '}
                    ({ticket.status})
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="workflow-box" aria-labelledby="actions-heading">
            <h2 id="actions-heading">Actions</h2>
            <Button
              onClick={() => onAction('restart')}
              disabled={
                !isErrorStatus(workflow.status) ||
                (pendingAction !== undefined && pendingAction !== 'restart')
              }
              loading={pendingAction === 'restart'}
            >
              Restart workflow
            </Button>
          </section>
        </aside>
      </div>
      {/* After both columns: on a phone the decision comes before the delete button, not after it. */}
      <section className="workflow-section workflow-danger" aria-labelledby="danger-heading">
        <h2 id="danger-heading">Danger area</h2>
        <Button danger onClick={confirmDelete} loading={removal.isPending}>
          Delete
        </Button>
      </section>
    </article>
  );
}
