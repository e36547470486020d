import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the AI service on 127.0.0.1, for the AI hook's tests and the browser journeys' server
 * (e2e/serve.ts): it keeps every JSON body POSTed to it, and can be told to answer with an error status or not to
 * answer at all (a hung service). `GET /received` lists what it kept, for a test in another process.
 */

export interface ReceivedAiCall {
  path: string;
  contentType: string;
  body: unknown;
}

export type AiReceiverBehaviour = { kind: 'accept' } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface AiReceiver {
  /** Where to POST (AI_QUERY_URL). */
  url: string;
  /** Calls received so far, in arrival order (hung and refused ones included). */
  received: ReceivedAiCall[];
  /** How the next calls are answered. */
  behave(behaviour: AiReceiverBehaviour): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

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

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Starts the receiver on 127.0.0.1 (`port` 0, the default: any free port). */
export async function startAiReceiver(options: { port?: number } = {}): Promise<AiReceiver> {
  const received: ReceivedAiCall[] = [];
  let behaviour: AiReceiverBehaviour = { kind: 'accept' };
  const hung = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/received') {
      answer(response, 200, received);
      return;
    }
    if (request.method !== 'POST') {
      answer(response, 405, { message: 'POST JSON here, or GET /received.' });
      return;
    }
    const body = await readBody(request);
    if (body === undefined) {
      answer(response, 413, { message: 'Too large.' });
      return;
    }
    received.push({
      path: url.pathname,
      contentType: request.headers['content-type'] ?? '',
      body: parsed(body),
    });
    if (behaviour.kind === 'hang') {
      hung.add(response);
      return;
    }
    answer(response, behaviour.kind === 'status' ? behaviour.status : 200, {
      ok: behaviour.kind === 'accept',
    });
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
    url: `http://127.0.0.1:${port}/v1/query`,
    received,
    behave: (next) => {
      behaviour = next;
    },
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
