/**
 * Approval workflows of submissions (README.md): rows in `workflows`, steps on the durable queue
 * (`workflows.process`), curators' decisions, curator tickets and the submitter's e-mails.
 */
export {
  type DecisionInput,
  decideWorkflow,
  deleteWorkflow,
  getWorkflow,
  restartWorkflow,
} from './decide';
export {
  AUTHOR_DUPLICATE_MESSAGE,
  DuplicateWorkflowError,
  LITERATURE_DUPLICATE_MESSAGE,
  NOT_AWAITING_DECISION_MESSAGE,
  WORKFLOW_NOT_FOUND_MESSAGE,
  WorkflowActionError,
} from './errors';
export { processWorkflow, runWorkflowProcessJob } from './process';
export { searchWorkflows, type WorkflowCounts, type WorkflowSearchQuery, workflowCounts } from './search';
export { type StartWorkflowInput, startWorkflow, WORKFLOW_PROCESS_JOB } from './start';
export {
  type CuratorTicketList,
  type CuratorTicketQuery,
  getCuratorTicket,
  listCuratorTickets,
  type NewCuratorTicket,
  openCuratorTicket,
  reopenCuratorTicket,
  resolveCuratorTicket,
} from './tickets';
