import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server) that keeps every message it accepts, for tests of anything
 * that sends mail: set `SMTP_URL` (config.mail.smtpUrl) to `server.url`, run the `mail.send` jobs, read
 * `server.messages`. `stop()` closes the port (an SMTP outage) and `start()` opens the same port again.
 */
export interface CapturedMail {
  /** MAIL FROM and RCPT TO of the SMTP session. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header names lower-cased; folded lines joined; encoded words (RFC 2047) decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string | undefined;
  html: string | undefined;
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Messages to one address, in arrival order. */
  messagesTo(address: string): CapturedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const open = async () => {
    const created = new SMTPServer({
      // Plain SMTP on localhost: no TLS to negotiate, no login asked.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            ...parseMessage(raw),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => resolve());
    });
    port = (created.server.address() as AddressInfo).port;
    server = created;
  };
  await open();

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    messagesTo: (address) => messages.filter((message) => message.envelopeTo.includes(address)),
    stop: () =>
      new Promise<void>((resolve) => {
        const closing = server;
        server = undefined;
        if (!closing) {
          resolve();
          return;
        }
        closing.close(() => resolve());
      }),
    start: async () => {
      if (!server) {
        await open();
      }
    },
  };
}

interface ParsedPart {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): ParsedPart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: ParsedPart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    return decodeQuotedPrintable(part.body);
  }
  return part.body;
}

/** Enough MIME for what nodemailer writes: a text or html part, or multipart of those (nested). */
function collectParts(part: ParsedPart, into: { text?: string; html?: string }): void {
  const contentType = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) {
        break;
      }
      collectParts(splitHeaders(section.replace(/^\n/, '')), into);
    }
    return;
  }
  const decoded = decodeBody(part).replace(/\n$/, '');
  if (contentType.toLowerCase().startsWith('text/html')) {
    into.html ??= decoded;
  } else if (contentType.toLowerCase().startsWith('text/plain')) {
    into.text ??= decoded;
  }
}

function parseMessage(raw: string): Pick<CapturedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const message = splitHeaders(raw);
  const bodies: { text?: string; html?: string } = {};
  collectParts(message, bodies);
  return {
    headers: message.headers,
    subject: message.headers.subject ?? '',
    text: bodies.text,
    html: bodies.html,
  };
}
