import { expect } from '@playwright/test';
import { mailboxPort } from '../support/mailboxServer';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

const MAILBOX_URL = `http://127.0.0.1:${mailboxPort(Number(process.env.E2E_PORT ?? 8765))}`;

/** Every message the SMTP server received for this address, in arrival order. */
export async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits until the SMTP server received a message for `address` whose subject matches (mail is a queue job). */
export async function expectMailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address)).find((message) => subject.test(message.subject));
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail to ${address} with a subject matching ${subject}` },
    )
    .toBe(true);
  return found!;
}
