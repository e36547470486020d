import { setTimeout as sleep } from 'node:timers/promises';
import { identifierKey, type OrcidWork } from './work';

/** ORCID's JSON media type, for both the request body and the answer. */
const ORCID_JSON = 'application/vnd.orcid+json';
const REQUEST_TIMEOUT_MS = 30_000;
const MAX_ERROR_BODY = 500;

/**
 * Why a call failed, which decides what the push does next:
 * - `token`: 401/403, ORCID refuses the access token (revoked, expired, wrong scope): stop, ask for a login;
 * - `transient`: 429, 5xx, timeout or network: give up this run, the queue retries it with backoff;
 * - `conflict`: 409, the client already has a work with one of these identifiers;
 * - `not_found`: 404, e.g. the user deleted the work in ORCID;
 * - `rejected`: any other 4xx: ORCID refuses this work (its other works go on).
 */
export type OrcidErrorKind = 'token' | 'transient' | 'conflict' | 'not_found' | 'rejected';

export class OrcidApiError extends Error {
  readonly kind: OrcidErrorKind;
  readonly status: number | undefined;
  constructor(
    kind: OrcidErrorKind,
    status: number | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OrcidApiError';
    this.kind = kind;
    this.status = status;
  }
}

function kindOf(status: number): OrcidErrorKind {
  if (status === 401 || status === 403) {
    return 'token';
  }
  if (status === 409) {
    return 'conflict';
  }
  if (status === 404) {
    return 'not_found';
  }
  if (status === 429 || status >= 500) {
    return 'transient';
  }
  return 'rejected';
}

/** A work of the user's ORCID record, as the works summary lists it. */
export interface OrcidWorkSummary {
  putCode: string;
  /** The client that added it (ORCID lets a client change only its own works). */
  sourceClientId: string | undefined;
  /** `type:value` keys of its `self` identifiers (identifierKey). */
  identifiers: string[];
}

export interface OrcidClientOptions {
  apiUrl: string;
  orcid: string;
  accessToken: string;
  /** The least time between the starts of two calls (rate limit). */
  requestIntervalMs: number;
}

/** The ORCID member API calls the push makes, for one user's record and token. */
export class OrcidClient {
  private readonly options: OrcidClientOptions;
  private nextRequestAt = 0;
  /** Calls made so far (a run stops after a budget and continues in a new job). */
  requests = 0;

  constructor(options: OrcidClientOptions) {
    this.options = options;
  }

  /** POST /{orcid}/work: the new work's put code, from the Location header. */
  async addWork(work: OrcidWork): Promise<string> {
    const response = await this.call('POST', '/work', work);
    const putCode = response.headers.get('location')?.split('/').filter(Boolean).pop();
    if (!putCode) {
      throw new OrcidApiError('transient', response.status, 'ORCID created the work but gave no put code.');
    }
    return putCode;
  }

  /** PUT /{orcid}/work/{put-code}: replaces the work. */
  async updateWork(putCode: string, work: OrcidWork): Promise<void> {
    await this.call('PUT', `/work/${encodeURIComponent(putCode)}`, { ...work, 'put-code': Number(putCode) });
  }

  /** DELETE /{orcid}/work/{put-code}; a work already gone counts as deleted. */
  async deleteWork(putCode: string): Promise<void> {
    try {
      await this.call('DELETE', `/work/${encodeURIComponent(putCode)}`);
    } catch (error) {
      if (!(error instanceof OrcidApiError && error.kind === 'not_found')) {
        throw error;
      }
    }
  }

  /** GET /{orcid}/works: every work summary of the record, every source. */
  async listWorks(): Promise<OrcidWorkSummary[]> {
    const response = await this.call('GET', '/works');
    const body = (await response.json()) as {
      group?: { 'work-summary'?: WorkSummaryJson[] }[];
    };
    return (body.group ?? []).flatMap((group) => (group['work-summary'] ?? []).map(toSummary));
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    await this.pace();
    this.requests += 1;
    const url = `${this.options.apiUrl}/${this.options.orcid}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: ORCID_JSON,
          authorization: `Bearer ${this.options.accessToken}`,
          ...(body !== undefined && { 'content-type': ORCID_JSON }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new OrcidApiError('transient', undefined, `${method} ${path}: ORCID could not be reached`, {
        cause: error,
      });
    }
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).slice(0, MAX_ERROR_BODY);
      throw new OrcidApiError(
        kindOf(response.status),
        response.status,
        `${method} ${path}: ORCID answered ${response.status}${text ? ` ${developerMessage(text)}` : ''}`,
      );
    }
    return response;
  }

  private async pace(): Promise<void> {
    const wait = this.nextRequestAt - Date.now();
    if (wait > 0) {
      await sleep(wait);
    }
    this.nextRequestAt = Date.now() + this.options.requestIntervalMs;
  }
}

interface WorkSummaryJson {
  'put-code'?: number | string;
  source?: { 'source-client-id'?: { path?: string } | null } | null;
  'external-ids'?: {
    'external-id'?: {
      'external-id-type'?: string;
      'external-id-value'?: string;
      'external-id-relationship'?: string;
    }[];
  } | null;
}

function toSummary(summary: WorkSummaryJson): OrcidWorkSummary {
  return {
    putCode: String(summary['put-code'] ?? ''),
    sourceClientId: summary.source?.['source-client-id']?.path ?? undefined,
    identifiers: (summary['external-ids']?.['external-id'] ?? [])
      .filter(
        (id) =>
          id['external-id-relationship'] !== 'part-of' && id['external-id-type'] && id['external-id-value'],
      )
      .map((id) => identifierKey(id['external-id-type']!, id['external-id-value']!)),
  };
}

/** ORCID's error JSON carries a `developer-message`; anything else is shown as it came. */
function developerMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { 'developer-message'?: unknown; 'user-message'?: unknown };
    const message = parsed['developer-message'] ?? parsed['user-message'];
    return typeof message === 'string' ? message : text;
  } catch {
    return text;
  }
}
