import { expect } from '@playwright/test';
import { cdsReceiverPort } from '../support/cdsReceiver';

export interface ReceivedCdsExport {
  controlNumbers: number[];
  contentType: string;
  body: string;
}

const RECEIVER_URL = `http://127.0.0.1:${cdsReceiverPort(Number(process.env.E2E_PORT ?? 8765))}`;

/** Every MARCXML document the CDS stand-in received so far, in arrival order. */
export async function receivedCdsExports(): Promise<ReceivedCdsExport[]> {
  const response = await fetch(`${RECEIVER_URL}/received`);
  return (await response.json()) as ReceivedCdsExport[];
}

/**
 * The control numbers the CDS stand-in received, once it has every one of `expected` (the export is a queue job:
 * this polls until they arrived, up to 30 s).
 */
export async function receivedControlNumbers(expected: readonly number[] = []): Promise<number[]> {
  let received: number[] = [];
  await expect
    .poll(
      async () => {
        received = (await receivedCdsExports()).flatMap((document) => document.controlNumbers);
        return expected.every((controlNumber) => received.includes(controlNumber));
      },
      { timeout: 30_000, message: `CDS received the records ${expected.join(', ')}` },
    )
    .toBe(true);
  return received;
}
