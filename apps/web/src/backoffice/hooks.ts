import { actionSucceededMessage, BACKOFFICE_NOTICES, type WorkflowKind } from '@parton/records';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { useNavigate } from 'react-router';
import {
  deleteWorkflow,
  fetchMe,
  fetchTickets,
  fetchWorkflow,
  performWorkflowAction,
  searchWorkflows,
  setTicketState,
  type TicketListParams,
  type WorkflowCommand,
  type WorkflowSearchParams,
} from './api';

export const backofficeKeys = {
  all: ['backoffice'] as const,
  me: () => ['backoffice', 'me'] as const,
  search: (kind: WorkflowKind, params: WorkflowSearchParams) =>
    ['backoffice', 'search', kind, params] as const,
  workflow: (kind: WorkflowKind, id: string) => ['backoffice', 'workflow', kind, id] as const,
  tickets: (params: TicketListParams) => ['backoffice', 'tickets', params] as const,
};

// A refused token is handled by the client (refresh, then the login); retrying would only repeat the refusal.
const NO_RETRY = { retry: false, staleTime: 0 } as const;

export function useBackofficeMe() {
  return useQuery({ queryKey: backofficeKeys.me(), queryFn: ({ signal }) => fetchMe(signal), ...NO_RETRY });
}

export function useWorkflowSearch(kind: WorkflowKind, params: WorkflowSearchParams, enabled = true) {
  return useQuery({
    queryKey: backofficeKeys.search(kind, params),
    queryFn: ({ signal }) => searchWorkflows(kind, params, signal),
    enabled,
    placeholderData: (previous) => previous,
    ...NO_RETRY,
  });
}

export function useWorkflow(kind: WorkflowKind, id: string) {
  return useQuery({
    queryKey: backofficeKeys.workflow(kind, id),
    queryFn: ({ signal }) => fetchWorkflow(kind, id, signal),
    ...NO_RETRY,
  });
}

export function useTickets(params: TicketListParams) {
  return useQuery({
    queryKey: backofficeKeys.tickets(params),
    queryFn: ({ signal }) => fetchTickets(params, signal),
    placeholderData: (previous) => previous,
    ...NO_RETRY,
  });
}

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : BACKOFFICE_NOTICES.fallback;
}

/** A decision or restart, with the spec's notices ('Success' / 'Unable to perform action', 10 s). */
export function useWorkflowAction(kind: WorkflowKind, id: string) {
  const client = useQueryClient();
  const { notification } = AntdApp.useApp();
  return useMutation({
    mutationFn: ({ action, value }: { action: WorkflowCommand; value?: string }) =>
      performWorkflowAction(kind, id, action, value),
    onSuccess: (_answer, { action }) => {
      notification.success({
        title: BACKOFFICE_NOTICES.actionSucceeded.title,
        description: actionSucceededMessage(action),
        duration: BACKOFFICE_NOTICES.actionSucceeded.seconds,
      });
    },
    onError: (error) => {
      notification.error({
        title: BACKOFFICE_NOTICES.actionFailed.title,
        description: reason(error),
        duration: BACKOFFICE_NOTICES.actionFailed.seconds,
      });
    },
    // Decisions change the status, the pill and the counts: everything back-office is re-read.
    onSettled: () => client.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

/** Delete, then 'Workflow deleted successfully.' and back to the kind's search. */
export function useDeleteWorkflow(kind: WorkflowKind, id: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { notification } = AntdApp.useApp();
  return useMutation({
    mutationFn: () => deleteWorkflow(kind, id),
    onSuccess: async () => {
      notification.success({
        title: BACKOFFICE_NOTICES.deleted.title,
        duration: BACKOFFICE_NOTICES.deleted.seconds,
      });
      client.removeQueries({ queryKey: backofficeKeys.workflow(kind, id) });
      await client.invalidateQueries({ queryKey: ['backoffice', 'search'] });
      await navigate(`/backoffice/${kind}/search`);
    },
    onError: (error) => {
      notification.error({
        title: BACKOFFICE_NOTICES.deleteFailed.title,
        description: reason(error),
        duration: BACKOFFICE_NOTICES.deleteFailed.seconds,
      });
    },
  });
}

export function useTicketState() {
  const client = useQueryClient();
  const { notification } = AntdApp.useApp();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: 'resolve' | 'reopen' }) => setTicketState(id, change),
    onSuccess: (_answer, { change }) => {
      notification.success({
        title: BACKOFFICE_NOTICES.actionSucceeded.title,
        description: actionSucceededMessage(`${change}_ticket`),
        duration: BACKOFFICE_NOTICES.actionSucceeded.seconds,
      });
    },
    onError: (error) => {
      notification.error({
        title: BACKOFFICE_NOTICES.actionFailed.title,
        description: reason(error),
        duration: BACKOFFICE_NOTICES.actionFailed.seconds,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'tickets'] }),
  });
}
