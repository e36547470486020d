import { type CdsReceiver, startCdsReceiver } from '../../apps/server/src/bulkTools/testing/cdsReceiver';

/** The journeys' stand-in for CDS (e2e/serve.ts) listens here; the server posts its exports to it. */
export function cdsReceiverPort(serverPort: number): number {
  return serverPort + 11;
}

/**
 * Starts the CDS stand-in on its fixed port: POST MARCXML (what the export job sends, CDS_EXPORT_URL) and
 * `GET /received` → `[{controlNumbers, contentType, body}]`, which the journeys read (e2e/pages/cdsReceiver.ts).
 */
export function startJourneyCdsReceiver(serverPort: number): Promise<CdsReceiver> {
  return startCdsReceiver({ port: cdsReceiverPort(serverPort) });
}
