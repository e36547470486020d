import { readMarcxml } from '@parton/cite';
import { startHttpReceiver } from '../../testing/httpReceiver';

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

/** Starts the receiver on 127.0.0.1 (`port` 0, the default: any free port). */
export async function startCdsReceiver(options: { port?: number } = {}): Promise<CdsReceiver> {
  const received: ReceivedExport[] = [];
  const failing = new Set<number>();
  const receiver = await startHttpReceiver({
    port: options.port,
    maxBodyBytes: 10 * 1024 * 1024,
    accepts: 'MARCXML',
    received: () => received,
    post: ({ contentType, body }) => {
      let controlNumbers: number[];
      try {
        controlNumbers = readMarcxml(body).map((record) => Number(record.controlFields['001']));
      } catch (error) {
        return { status: 400, body: { message: error instanceof Error ? error.message : String(error) } };
      }
      if (controlNumbers.some((controlNumber) => failing.has(controlNumber))) {
        return { status: 503, body: { message: 'Refused on purpose by the test receiver.' } };
      }
      received.push({ controlNumbers, contentType, body });
      return { status: 200, body: { received: controlNumbers } };
    },
  });
  return {
    url: `${receiver.origin}/cds/marcxml`,
    received,
    failFor: (controlNumber) => {
      failing.add(controlNumber);
    },
    stopFailing: (controlNumber) => {
      failing.delete(controlNumber);
    },
    close: () => receiver.close(),
  };
}
