import type { Workflow } from '@parton/records';
import { Tag } from 'antd';
import { decisionColor, isUpdateType, statusColor, statusLabel, visibleDecision } from '../display';

export function StatusTag({ status }: { status: string }) {
  return <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>;
}

/** The decision pill (facts §3.5 resolveDecision); nothing before a decision. */
export function DecisionPill({ workflow }: { workflow: Pick<Workflow, 'decisions'> }) {
  const decision = visibleDecision(workflow);
  if (!decision) {
    return null;
  }
  return (
    <Tag color={decisionColor(decision.action)} className="decision-pill">
      {decision.label}
    </Tag>
  );
}

export function UpdateTag({ workflowType }: { workflowType: string }) {
  return isUpdateType(workflowType) ? <Tag>Update</Tag> : null;
}
