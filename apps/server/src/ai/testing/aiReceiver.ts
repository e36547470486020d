import { startHttpReceiver } from '../../testing/httpReceiver';

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
  const receiver = await startHttpReceiver({
    port: options.port,
    maxBodyBytes: 1024 * 1024,
    accepts: 'JSON',
    received: () => received,
    post: ({ path, contentType, body }) => {
      received.push({ path, contentType, body: parsed(body) });
      if (behaviour.kind === 'hang') {
        return 'hang';
      }
      return {
        status: behaviour.kind === 'status' ? behaviour.status : 200,
        body: { ok: behaviour.kind === 'accept' },
      };
    },
  });
  return {
    url: `${receiver.origin}/v1/query`,
    received,
    behave: (next) => {
      behaviour = next;
    },
    close: () => receiver.close(),
  };
}
