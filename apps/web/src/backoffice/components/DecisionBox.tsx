import type { Workflow, WorkflowKind } from '@parton/records';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WorkflowCommand } from '../api';
import { visibleDecision } from '../display';
import { RejectModal } from './RejectModal';
import { DecisionPill } from './WorkflowTags';

interface DecisionBoxProps {
  kind: WorkflowKind;
  workflow: Workflow;
  pendingAction: WorkflowCommand | undefined;
  onAction: (action: WorkflowCommand, value?: string) => void;
}

interface ButtonSpec {
  action: WorkflowCommand;
  label: string;
  primary?: boolean;
  danger?: boolean;
}

/** Decision buttons by kind and status (facts §3.9 action buttons). */
export function decisionButtons(kind: WorkflowKind, status: string): ButtonSpec[] {
  if (status !== 'approval') {
    return [];
  }
  if (kind === 'authors') {
    return [
      { action: 'accept', label: 'Accept', primary: true },
      { action: 'accept_curate', label: 'Accept + Curation' },
      { action: 'reject', label: 'Reject', danger: true },
    ];
  }
  return [
    { action: 'hep_accept_core', label: 'Core', primary: true },
    { action: 'hep_accept', label: 'Accept' },
    { action: 'hep_reject', label: 'Reject', danger: true },
  ];
}

/** The side box: the decision taken ("This workflow is … as …"), or the buttons to take one. */
export function DecisionBox({ kind, workflow, pendingAction, onAction }: DecisionBoxProps) {
  const [rejecting, setRejecting] = useState(false);
  const decision = visibleDecision(workflow);
  const buttons = decisionButtons(kind, workflow.status);
  // A literature submission's rejection text goes to the submitter: it is asked for (facts §3.9).
  const asksReason = kind === 'literature' && workflow.workflow_type === 'HEP_SUBMISSION';
  const recordPath = kind === 'authors' ? '/authors' : '/literature';
  return (
    <section className="workflow-box" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Decision</h2>
      {decision ? (
        <p className="workflow-decision">
          This workflow is <DecisionPill workflow={workflow} />
          {workflow.control_number !== null ? (
            <>
              {' '}
              as <Link to={`${recordPath}/${workflow.control_number}`}>#{workflow.control_number}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {decision?.value && decision.action.endsWith('reject') ? (
        <blockquote className="workflow-decision__reason">{decision.value}</blockquote>
      ) : null}
      {buttons.length > 0 ? (
        <div className="workflow-buttons">
          {buttons.map((button) => (
            <Button
              key={button.action}
              type={button.primary ? 'primary' : 'default'}
              danger={button.danger}
              loading={pendingAction === button.action}
              disabled={pendingAction !== undefined && pendingAction !== button.action}
              onClick={() =>
                button.action === 'hep_reject' && asksReason ? setRejecting(true) : onAction(button.action)
              }
            >
              {button.label}
            </Button>
          ))}
        </div>
      ) : null}
      {!decision && buttons.length === 0 ? (
        <p className="workflow-box__note">{decisionNote(workflow.status)}</p>
      ) : null}
      <RejectModal
        open={rejecting}
        submitting={pendingAction === 'hep_reject'}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => {
          setRejecting(false);
          onAction('hep_reject', reason);
        }}
      />
    </section>
  );
}

/** What the decision box says when it has no buttons. */
function decisionNote(status: string): string {
  if (status === 'completed') {
    return 'Workflow completed, no further actions available';
  }
  if (status === 'approval_fuzzy_matching') {
    return 'Similar records were found: choose the best match under Matches Found, or none of these.';
  }
  return 'No decision is awaited at this step.';
}
