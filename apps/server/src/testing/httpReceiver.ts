import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP server on 127.0.0.1 standing in for a service the server posts to, in tests and in the browser
 * journeys' server (e2e/serve.ts): the AI service (ai/testing/aiReceiver.ts), CDS (bulkTools/testing/cdsReceiver.ts).
 * It reads each POST's body (413 over the limit) and answers what `post` decides; `GET /received` answers what
 * `received` lists, for a test in another process; any other method 405. Answers are JSON.
 */

/** One POST as the receiver read it. */
export interface ReceivedPost {
  path: string;
  contentType: string;
  body: string;
}

/** What to answer a POST: a status with a JSON body, or nothing at all until the receiver closes (a hung service). */
export type ReceiverAnswer = { status: number; body: unknown } | 'hang';

export interface HttpReceiverOptions {
  /** 0, the default: any free port. */
  port?: number;
  /** Larger bodies are answered 413 without `post`. */
  maxBodyBytes: number;
  /** What to POST, named in the 405 answer (`POST JSON here, or GET /received.`). */
  accepts: string;
  /** What `GET /received` answers. */
  received: () => unknown;
  /** Keeps a POST as the stand-in does, and says what to answer. */
  post: (request: ReceivedPost) => ReceiverAnswer;
}

export interface HttpReceiver {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Ends the hung answers and the connections, then stops listening. */
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the receiver on 127.0.0.1. */
export async function startHttpReceiver(options: HttpReceiverOptions): Promise<HttpReceiver> {
  const hung = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/received') {
      answer(response, 200, options.received());
      return;
    }
    if (request.method !== 'POST') {
      answer(response, 405, { message: `POST ${options.accepts} here, or GET /received.` });
      return;
    }
    const body = await readBody(request, options.maxBodyBytes);
    if (body === undefined) {
      answer(response, 413, { message: 'Too large.' });
      return;
    }
    const decided = options.post({
      path: url.pathname,
      contentType: request.headers['content-type'] ?? '',
      body,
    });
    if (decided === 'hang') {
      hung.add(response);
      return;
    }
    answer(response, decided.status, decided.body);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => answer(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hung) {
          response.destroy();
        }
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
