import { createServer, type Server } from 'node:http';
import type { TestSmtpServer } from '../../apps/server/src/mail/testing/smtpServer';

/** The HTTP mailbox of the journeys' SMTP server (e2e/serve.ts) listens here. */
export function mailboxPort(serverPort: number): number {
  return serverPort + 10;
}

/**
 * Serves what the journeys' SMTP server received, as JSON: `GET /messages?to=<address>` → `[{to, subject, text}]`.
 * The browser tests run in another process than the server's SMTP peer, so they ask over HTTP.
 */
export async function startMailboxServer(
  smtp: TestSmtpServer,
  port: number,
): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to');
    const messages = (to ? smtp.messagesTo(to) : smtp.messages).map((message) => ({
      to: message.envelopeTo,
      subject: message.subject,
      text: message.text ?? '',
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
