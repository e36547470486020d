import nodemailer, { type Transporter } from 'nodemailer';

/**
 * One nodemailer SMTP transport per SMTP_URL, kept for the process (it opens a connection per message; keeping the
 * object only saves parsing the URL). Timeouts are short so that a hanging server fails the `mail.send` job, which
 * the queue retries, long before the queue's 15-minute stale lock.
 */
const transports = new Map<string, Transporter>();

export function smtpTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}
