import type {
  CuratorTicket,
  Workflow,
  WorkflowAction,
  WorkflowKind,
  WorkflowSearchResponse,
} from '@parton/records';
import { ApiError, type QueryParams, toQueryString } from '../common/api/http';
import { accessToken, clearTokens, refreshToken, storeTokens } from './tokens';

/** Where the back office's API lives (spec §7). */
export const BACKOFFICE_API = '/api/backoffice/';

export interface BackofficeUser {
  name: string;
  email: string;
  roles: string[];
}

export interface CuratorTicketList {
  count: number;
  results: CuratorTicket[];
  facets: { status: { key: string; doc_count: number }[]; ticket_type: { key: string; doc_count: number }[] };
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

/** The server explains refusals in `detail` (DRF style) or `message` (ours); either is for the reader. */
export function errorText(body: unknown): string {
  if (body && typeof body === 'object') {
    for (const key of ['detail', 'message'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) {
        return value.trim();
      }
    }
  }
  return '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function rawCall(path: string, options: CallOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(`${BACKOFFICE_API}${path}${toQueryString(options.params ?? {})}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // Never the main site's cookie: only the Bearer token authorises a back-office call.
      credentials: 'omit',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError('network', 'Connection error!');
  }
}

// Parallel calls that all meet an expired token share one refresh rather than racing with several.
let refreshing: Promise<string | null> | null = null;

/** Exchanges the refresh token for a new access token; null (and the tokens cleared) when that is refused. */
export function refreshAccessToken(): Promise<string | null> {
  if (refreshing) {
    return refreshing;
  }
  refreshing = (async () => {
    const refresh = refreshToken();
    if (!refresh) {
      clearTokens();
      return null;
    }
    try {
      const response = await rawCall('refresh/', { method: 'POST', body: { refresh } }, null);
      const body = (await readBody(response)) as { access?: unknown } | null;
      if (!response.ok || typeof body?.access !== 'string') {
        clearTokens();
        return null;
      }
      storeTokens({ access: body.access });
      return body.access;
    } catch {
      // A network failure is not a refused token, but the call cannot be retried either: start over at login.
      clearTokens();
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * One back-office call with the stored access token. The server answers 403 (and 401 for a token it cannot
 * read) when the access token has expired: the call then refreshes the token once and is retried once. When
 * the refresh fails the tokens are cleared, which sends the screens to the back-office login (BackofficeGate).
 */
export async function backofficeCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const token = accessToken();
  let response = await rawCall(path, options, token);
  const expired = response.status === 403 || (response.status === 401 && token !== null);
  if (expired) {
    const fresh = await refreshAccessToken();
    if (fresh === null) {
      throw new ApiError(401, 'Your back-office session has ended. Please log in again.');
    }
    response = await rawCall(path, options, fresh);
  }
  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, errorText(body), body);
  }
  return body as T;
}

/** POST login: stores the pair on success; a refusal throws with the server's detail. */
export async function backofficeLogin(email: string, password: string): Promise<void> {
  const response = await rawCall('login', { method: 'POST', body: { email, password } }, null);
  const body = (await readBody(response)) as { access?: unknown; refresh?: unknown } | null;
  if (!response.ok || typeof body?.access !== 'string' || typeof body.refresh !== 'string') {
    throw new ApiError(response.ok ? 500 : response.status, errorText(body), body);
  }
  storeTokens({ access: body.access, refresh: body.refresh });
}

/** Tells the server, then forgets the tokens whatever it answered (or if it could not be reached). */
export async function backofficeLogout(): Promise<void> {
  try {
    await rawCall('users/logout/', {}, accessToken());
  } catch {
    // Logging out must always work locally.
  } finally {
    clearTokens();
  }
}

export function fetchMe(signal?: AbortSignal): Promise<BackofficeUser> {
  return backofficeCall<BackofficeUser>('users/me/', { signal });
}

export interface WorkflowSearchParams {
  search?: string;
  status?: readonly string[];
  workflow_type?: readonly string[];
  ordering?: string;
  page?: number;
  size?: number;
}

export function searchWorkflows(
  kind: WorkflowKind,
  params: WorkflowSearchParams,
  signal?: AbortSignal,
): Promise<WorkflowSearchResponse> {
  return backofficeCall<WorkflowSearchResponse>(`workflows/${kind}/search/`, {
    params: { ...params },
    signal,
  });
}

export function fetchWorkflow(kind: WorkflowKind, id: string, signal?: AbortSignal): Promise<Workflow> {
  return backofficeCall<Workflow>(`workflows/${kind}/${encodeURIComponent(id)}/`, { signal });
}

export function deleteWorkflow(kind: WorkflowKind, id: string): Promise<unknown> {
  return backofficeCall(`workflows/${kind}/${encodeURIComponent(id)}/`, { method: 'DELETE' });
}

export type WorkflowCommand = WorkflowAction | 'restart';

export function performWorkflowAction(
  kind: WorkflowKind,
  id: string,
  action: WorkflowCommand,
  value?: string,
): Promise<unknown> {
  return backofficeCall(`workflows/${kind}/${encodeURIComponent(id)}/${action}/`, {
    method: 'POST',
    body: value === undefined ? {} : { value },
  });
}

export interface TicketListParams {
  status?: string;
  ticket_type?: string;
  page?: number;
}

export function fetchTickets(params: TicketListParams, signal?: AbortSignal): Promise<CuratorTicketList> {
  return backofficeCall<CuratorTicketList>('tickets/', { params: { ...params }, signal });
}

export function setTicketState(id: number, change: 'resolve' | 'reopen'): Promise<unknown> {
  return backofficeCall(`tickets/${id}/${change}/`, { method: 'POST', body: {} });
}
