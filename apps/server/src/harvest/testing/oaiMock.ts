import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A local OAI-PMH endpoint for tests: answers with hand-written arXiv-format pages (fixtures/). */

export type FixtureName =
  | 'hep-th-page1'
  | 'hep-th-page2'
  | 'no-records'
  | 'bad-resumption-token'
  | 'malformed-page';

/** The resumption token `hep-th-page1.xml` hands out. */
export const PAGE2_TOKEN = '6943071|1001';

export function fixture(name: FixtureName): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', `${name}.xml`), 'utf8');
}

export interface MockAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Leave the request unanswered (the test kills or closes something meanwhile). */
  hang?: boolean;
}

export type MockRoute = (request: URL, index: number) => MockAnswer;

export interface OaiMock {
  url: string;
  /** Every request received, in order (URL with its query). */
  requests: URL[];
  /** Replaces the answering function. */
  respond(route: MockRoute): void;
  close(): Promise<void>;
}

/** `xml(fixture('hep-th-page1'))` */
export function xml(body: string): MockAnswer {
  return { status: 200, headers: { 'content-type': 'text/xml; charset=utf-8' }, body };
}

/**
 * The usual arXiv conversation: the first page of physics:hep-th, then page 2 by token; physics:hep-lat has no
 * records in the window. Anything else is a 400 the test will notice.
 */
export const standardRoute: MockRoute = (request) => {
  const token = request.searchParams.get('resumptionToken');
  if (token === PAGE2_TOKEN) {
    return xml(fixture('hep-th-page2'));
  }
  if (request.searchParams.get('metadataPrefix') === 'arXiv') {
    const set = request.searchParams.get('set');
    if (set === 'physics:hep-th') {
      return xml(fixture('hep-th-page1'));
    }
    if (set === 'physics:hep-lat') {
      return xml(fixture('no-records'));
    }
  }
  return { status: 400, body: `unexpected request ${request.search}` };
};

export async function startOaiMock(route: MockRoute = standardRoute): Promise<OaiMock> {
  const requests: URL[] = [];
  let current = route;
  const hanging = new Set<ServerResponse>();
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://oai.test');
    requests.push(url);
    const answer = current(url, requests.length - 1);
    if (answer.hang) {
      hanging.add(response);
      return;
    }
    response.writeHead(answer.status ?? 200, answer.headers ?? {});
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oai2`,
    requests,
    respond: (next) => {
      current = next;
    },
    close: async () => {
      for (const response of hanging) {
        response.destroy();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
