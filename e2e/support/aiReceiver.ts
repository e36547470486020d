import { type AiReceiver, startAiReceiver } from '../../apps/server/src/ai/testing/aiReceiver';

/** The journeys' stand-in for the AI service (e2e/serve.ts) listens here; the server forwards `/ai/v1/query` to it. */
export function aiReceiverPort(serverPort: number): number {
  return serverPort + 12;
}

export const AI_RECEIVER_PATH = '/v1/query';

/**
 * Starts the AI stand-in on its fixed port: it keeps every JSON body the server forwards (AI_QUERY_URL) and answers
 * `GET /received` → `[{path, contentType, body}]`, which the journeys read over HTTP (they run in another process).
 */
export function startJourneyAiReceiver(serverPort: number): Promise<AiReceiver> {
  return startAiReceiver({ port: aiReceiverPort(serverPort) });
}

/** Every call the AI stand-in received so far (`{query, user, matomo_client_id}` bodies), in arrival order. */
export async function receivedAiQueries(serverPort: number): Promise<{ path: string; body: unknown }[]> {
  const response = await fetch(`http://127.0.0.1:${aiReceiverPort(serverPort)}/received`);
  return (await response.json()) as { path: string; body: unknown }[];
}
