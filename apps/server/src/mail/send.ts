import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { enqueueJob } from '../queue/queue';
import { findOutboxMail, insertOutboxMail, markOutboxDelivered, markOutboxFailed } from './outbox';
import { smtpTransport } from './transport';

/** The queue job that delivers one outbox mail (payload `{outboxId}`). */
export const MAIL_SEND_JOB = 'mail.send';
/**
 * Deliveries tried before the job is dead: with the queue's backoff (5 s doubling, at most 1 h) ten attempts span
 * about 1 h 25 min of SMTP outage. A dead mail stays `queued` in the outbox with its last error.
 */
const MAIL_MAX_ATTEMPTS = 10;

type Executor = Kysely<Database> | Transaction<Database>;

export interface MailMessage {
  /** One address: `ada@example.org` (one mail per recipient keeps unsubscribe links personal). */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

export interface SendMailOptions {
  /** A mail with this key exists already: nothing is added (a rerun of a weekly job sends nothing twice). */
  dedupeKey?: string;
}

/** Thrown for a message that cannot be sent as given (the caller's bug or bad input): nothing is written. */
export class InvalidMailError extends Error {}

const SINGLE_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

function checkMessage(message: MailMessage): void {
  if (!SINGLE_ADDRESS.test(message.to)) {
    throw new InvalidMailError(`not one e-mail address: ${JSON.stringify(message.to)}`);
  }
  if (/[\r\n]/.test(message.subject) || message.subject.trim() === '') {
    throw new InvalidMailError(`a subject is one non-empty line: ${JSON.stringify(message.subject)}`);
  }
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /[\r\n]/.test(value)) {
      throw new InvalidMailError(`not a header: ${JSON.stringify(name)}`);
    }
  }
}

/**
 * THE way the server sends e-mail: writes the mail to the outbox and enqueues its delivery (`mail.send`), both in
 * one transaction (the caller's, when `db` is one: the mail then exists exactly when the caller's write commits).
 * Returns the outbox id, or undefined when `dedupeKey` names a mail that exists already. Never waits on SMTP.
 */
export async function sendMail(
  db: Executor,
  message: MailMessage,
  options: SendMailOptions = {},
): Promise<number | undefined> {
  checkMessage(message);
  const write = async (tx: Executor) => {
    const outboxId = await insertOutboxMail(tx, {
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
    });
    if (outboxId !== undefined) {
      await enqueueJob(tx, MAIL_SEND_JOB, { outboxId }, { maxAttempts: MAIL_MAX_ATTEMPTS });
    }
    return outboxId;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

export interface DeliverOptions {
  /** Where a mail goes when SMTP_URL is unset (default console.info). */
  log?: (line: string) => void;
}

/**
 * The `mail.send` job: hands one outbox mail to SMTP_URL, or logs it when SMTP_URL is unset (it stays in the
 * outbox as `logged`). A mail already delivered is skipped, so a job run twice sends once — except when the
 * process dies between SMTP's acceptance and the outbox update (then it is sent again: at least once). An SMTP
 * failure is recorded on the mail and thrown: the queue retries with backoff.
 */
export async function deliverOutboxMail(
  db: Kysely<Database>,
  config: AppConfig,
  outboxId: number,
  options: DeliverOptions = {},
): Promise<void> {
  const mail = await findOutboxMail(db, outboxId);
  if (mail?.status !== 'queued') {
    return;
  }
  const smtpUrl = config.mail.smtpUrl;
  if (!smtpUrl) {
    const log = options.log ?? ((line: string) => console.info(line));
    // Outside production the body is logged too: a developer can follow the links (unsubscribe) from the log.
    const body = config.production ? '' : `\n${mail.text}`;
    log(
      `mail #${mail.id} not sent (SMTP_URL unset), kept in the outbox: to ${mail.recipient}: ${mail.subject}${body}`,
    );
    await markOutboxDelivered(db, mail.id, 'logged', undefined);
    return;
  }
  try {
    const info = await smtpTransport(smtpUrl).sendMail({
      from: config.mail.from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html !== undefined ? { html: mail.html } : {}),
      headers: mail.headers,
      // Stable per outbox row: a mail delivered twice (see above) is recognisably the same message.
      messageId: `<outbox-${mail.id}.${mail.created.getTime()}@${new URL(config.publicUrl).hostname}>`,
    });
    await markOutboxDelivered(db, mail.id, 'sent', info.messageId);
  } catch (error) {
    await markOutboxFailed(db, mail.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
