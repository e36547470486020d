import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { identifierKey } from '../work';

/** A request the mock received. */
export interface RecordedRequest {
  method: string;
  /** Below the API root, e.g. `/0000-0002-1825-0097/work/1001`. */
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | undefined;
}

interface StoredWork {
  putCode: number;
  sourceClientId: string;
  work: Record<string, unknown>;
}

export interface MockOrcidApi {
  /** The API root to use as ORCID_API_URL (`http://127.0.0.1:port/v3.0`). */
  apiUrl: string;
  requests: RecordedRequest[];
  /** Lets this bearer token write to this ORCID iD's record. */
  grant(token: string, orcid: string): void;
  /** The token is refused from now on (401), as after the user revokes the access in ORCID. */
  revoke(token: string): void;
  /**
   * Requests of this method (or any, `*`) answer `status` without doing anything: `count` of them (default 1),
   * after letting `after` of them (default 0) through.
   */
  failNext(method: string, status: number, options?: { count?: number; after?: number }): void;
  /** The works in an ORCID record, by put code. */
  works(orcid: string): Map<number, Record<string, unknown>>;
  /** Adds a work as another client would have (its `source` is that client). */
  addForeignWork(orcid: string, clientId: string, work: Record<string, unknown>): number;
  close(): Promise<void>;
}

const ORCID_JSON = 'application/vnd.orcid+json';

/**
 * An in-process stand-in for the ORCID member API v3.0 works endpoints: POST/PUT/DELETE `/{orcid}/work`,
 * GET `/{orcid}/works`. It checks the bearer token, issues put codes, answers 409 to a second work of the same
 * client sharing a `self` identifier (as ORCID does), and answers any status on demand.
 */
export async function startMockOrcidApi(clientId: string): Promise<MockOrcidApi> {
  const tokens = new Map<string, string>();
  const records = new Map<string, Map<number, StoredWork>>();
  const failures: { method: string; status: number; after: number }[] = [];
  const requests: RecordedRequest[] = [];
  let nextPutCode = 1000;

  const recordOf = (orcid: string) => {
    let record = records.get(orcid);
    if (!record) {
      record = new Map();
      records.set(orcid, record);
    }
    return record;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    const path = url.pathname.replace(/^\/v3\.0/, '');
    const text = await readBody(req);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const method = req.method ?? 'GET';
    requests.push({
      method,
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    const forced = failures.find((failure) => failure.method === method || failure.method === '*');
    if (forced && forced.after > 0) {
      forced.after -= 1;
    } else if (forced) {
      failures.splice(failures.indexOf(forced), 1);
      return send(res, forced.status, {
        'response-code': forced.status,
        'developer-message': 'forced by the test',
      });
    }
    const match = /^\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/(work|works)(?:\/(\d+))?$/.exec(path);
    if (!match) {
      return send(res, 404, { 'developer-message': `no route ${method} ${path}` });
    }
    const [, orcid, resource, putCodeText] = match as unknown as [string, string, string, string | undefined];
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || tokens.get(token) !== orcid) {
      return send(res, 401, { error: 'invalid_token', error_description: 'Invalid access token' });
    }
    if (method !== 'GET' && method !== 'DELETE' && req.headers['content-type'] !== ORCID_JSON) {
      return send(res, 415, { 'developer-message': 'Unsupported media type' });
    }
    const record = recordOf(orcid);
    if (resource === 'works' && method === 'GET') {
      return send(res, 200, worksSummary(record));
    }
    if (resource !== 'work') {
      return send(res, 405, {});
    }
    if (method === 'POST' && putCodeText === undefined) {
      const duplicate = sameIdentifier(record, clientId, body!, undefined);
      if (duplicate) {
        return send(res, 409, {
          'response-code': 409,
          'developer-message': `409 Conflict: You have already added this activity (matched by external identifiers), please see element with put-code ${duplicate.putCode}. If you are trying to edit the item, please use PUT instead of POST.`,
        });
      }
      nextPutCode += 1;
      record.set(nextPutCode, { putCode: nextPutCode, sourceClientId: clientId, work: body! });
      res.setHeader('location', `http://${req.headers.host}/v3.0/${orcid}/work/${nextPutCode}`);
      return send(res, 201, undefined);
    }
    const putCode = Number(putCodeText);
    const stored = record.get(putCode);
    if (!stored) {
      return send(res, 404, {
        'response-code': 404,
        'developer-message': `No entity found with id ${putCode}`,
      });
    }
    if (stored.sourceClientId !== clientId) {
      return send(res, 403, {
        'response-code': 403,
        'developer-message': 'This work belongs to another source',
      });
    }
    if (method === 'PUT') {
      if (Number(body?.['put-code']) !== putCode) {
        return send(res, 400, { 'developer-message': 'The put-code in the body does not match the URL' });
      }
      if (sameIdentifier(record, clientId, body!, putCode)) {
        return send(res, 409, { 'response-code': 409, 'developer-message': 'Duplicate external identifier' });
      }
      stored.work = body!;
      return send(res, 200, body);
    }
    if (method === 'DELETE') {
      record.delete(putCode);
      return send(res, 204, undefined);
    }
    return send(res, 405, {});
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { 'developer-message': String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    apiUrl: `http://127.0.0.1:${port}/v3.0`,
    requests,
    grant: (token, orcid) => {
      tokens.set(token, orcid);
    },
    revoke: (token) => {
      tokens.delete(token);
    },
    failNext: (method, status, options = {}) => {
      for (let index = 0; index < (options.count ?? 1); index += 1) {
        failures.push({ method, status, after: index === 0 ? (options.after ?? 0) : 0 });
      }
    },
    works: (orcid) => new Map([...recordOf(orcid).values()].map((stored) => [stored.putCode, stored.work])),
    addForeignWork: (orcid, foreignClientId, work) => {
      nextPutCode += 1;
      recordOf(orcid).set(nextPutCode, { putCode: nextPutCode, sourceClientId: foreignClientId, work });
      return nextPutCode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('content-type', ORCID_JSON);
  res.end(JSON.stringify(body));
}

function selfKeys(work: Record<string, unknown>): string[] {
  const ids = (work['external-ids'] as { 'external-id'?: Record<string, string>[] } | undefined)?.[
    'external-id'
  ];
  return (ids ?? [])
    .filter((id) => id['external-id-relationship'] === 'self')
    .map((id) => identifierKey(id['external-id-type'] ?? '', id['external-id-value'] ?? ''));
}

/** Another work of this client sharing a self identifier: what makes ORCID answer 409. */
function sameIdentifier(
  record: Map<number, StoredWork>,
  clientId: string,
  work: Record<string, unknown>,
  exceptPutCode: number | undefined,
): StoredWork | undefined {
  const keys = new Set(selfKeys(work));
  return [...record.values()].find(
    (stored) =>
      stored.putCode !== exceptPutCode &&
      stored.sourceClientId === clientId &&
      selfKeys(stored.work).some((key) => keys.has(key)),
  );
}

/** GET /{orcid}/works as ORCID shapes it: groups of work summaries with their source and identifiers. */
function worksSummary(record: Map<number, StoredWork>): Record<string, unknown> {
  return {
    group: [...record.values()].map((stored) => ({
      'external-ids': stored.work['external-ids'],
      'work-summary': [
        {
          'put-code': stored.putCode,
          source: {
            'source-client-id': {
              uri: `https://orcid.org/client/${stored.sourceClientId}`,
              path: stored.sourceClientId,
              host: 'orcid.org',
            },
            'source-name': { value: stored.sourceClientId },
          },
          title: stored.work.title,
          'external-ids': stored.work['external-ids'],
          type: stored.work.type,
        },
      ],
    })),
  };
}
