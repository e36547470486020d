import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readMarcxml } from '@parton/cite';

/**
 * A stand-in for CDS's receiving end on 127.0.0.1, for the export tests and the browser journeys' server
 * (e2e/serve.ts): it keeps every MARCXML document POSTed to it, checks that it reads as MARC21 slim (400
 * otherwise), and can be told to refuse the records of chosen control numbers. `GET /received` lists what it kept.
 */

export interface ReceivedExport {
  /** The 001 of each record of the document. */
  controlNumbers: number[];
  contentType: string;
  body: string;
}

export interface CdsReceiver {
  /** Where to POST (CDS_EXPORT_URL). */
  url: string;
  /** Documents accepted so far, in arrival order. */
  received: ReceivedExport[];
  /** Answer 503 to any document holding this record, from now on. */
  failFor(controlNumber: number): void;
  /** Accept that record again. */
  stopFailing(controlNumber: number): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the receiver on 127.0.0.1 (`port` 0, the default: any free port). */
export async function startCdsReceiver(options: { port?: number } = {}): Promise<CdsReceiver> {
  const received: ReceivedExport[] = [];
  const failing = new Set<number>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/received') {
      answer(response, 200, received);
      return;
    }
    if (request.method !== 'POST') {
      answer(response, 405, { message: 'POST MARCXML here, or GET /received.' });
      return;
    }
    const body = await readBody(request);
    if (body === undefined) {
      answer(response, 413, { message: 'Too large.' });
      return;
    }
    let controlNumbers: number[];
    try {
      controlNumbers = readMarcxml(body).map((record) => Number(record.controlFields['001']));
    } catch (error) {
      answer(response, 400, { message: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (controlNumbers.some((controlNumber) => failing.has(controlNumber))) {
      answer(response, 503, { message: 'Refused on purpose by the test receiver.' });
      return;
    }
    received.push({ controlNumbers, contentType: request.headers['content-type'] ?? '', body });
    answer(response, 200, { received: controlNumbers });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      answer(response, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cds/marcxml`,
    received,
    failFor: (controlNumber) => {
      failing.add(controlNumber);
    },
    stopFailing: (controlNumber) => {
      failing.delete(controlNumber);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
