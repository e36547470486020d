import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppConfig, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/engine';
import { JOB_HANDLERS } from '../queue/handlers';
import { pendingJobs } from '../queue/queue';
import { runPendingJobs } from '../queue/worker';
import { createTestDatabase } from '../testing/database';
import { findOutboxMail, listOutboxMails } from './outbox';
import { InvalidMailError, MAIL_SEND_JOB, sendMail } from './send';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtpServer';
import { signToken, verifyToken } from './tokens';

let database: DatabaseHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await database.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await smtp.start();
});

function configWith(env: Record<string, string>): AppConfig {
  return loadConfig({ PORT: '0', PUBLIC_URL: 'http://parton.test', ...env });
}

function deliver(config: AppConfig, ignoreRunAt = false) {
  return runPendingJobs(database.db, JOB_HANDLERS, {
    kinds: [MAIL_SEND_JOB],
    context: { config },
    ignoreRunAt,
  });
}

describe('sendMail and the mail.send job', () => {
  it('writes the outbox and delivers over SMTP_URL from MAIL_FROM, with text, html and headers', async () => {
    const config = configWith({ SMTP_URL: smtp.url, MAIL_FROM: 'Parton Jobs <jobs@parton.test>' });
    const id = await sendMail(database.db, {
      to: 'ada@example.org',
      subject: 'Grüße from Parton',
      text: 'Hello Ada,\nline two = with an equals sign and a long line '.padEnd(200, 'x'),
      html: '<p>Hello <b>Ada</b></p>',
      headers: { 'List-Unsubscribe': '<http://parton.test/mailing/unsubscribe?token=abc>' },
    });
    expect(id).toBeTypeOf('number');
    expect((await findOutboxMail(database.db, id!))?.status).toBe('queued');
    // Nothing reached SMTP yet: sendMail never waits on it.
    expect(smtp.messagesTo('ada@example.org')).toHaveLength(0);

    expect(await deliver(config)).toBe(1);
    const [message] = smtp.messagesTo('ada@example.org');
    expect(message?.envelopeFrom).toBe('jobs@parton.test');
    expect(message?.headers.from).toBe('Parton Jobs <jobs@parton.test>');
    expect(message?.subject).toBe('Grüße from Parton');
    expect(message?.text).toBe(
      'Hello Ada,\nline two = with an equals sign and a long line '.padEnd(200, 'x'),
    );
    expect(message?.html).toBe('<p>Hello <b>Ada</b></p>');
    expect(message?.headers['list-unsubscribe']).toBe('<http://parton.test/mailing/unsubscribe?token=abc>');
    const stored = await findOutboxMail(database.db, id!);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: undefined });
    expect(stored?.messageId).toContain(`outbox-${id}.`);
  });

  it('adds nothing for a dedupe key that exists already', async () => {
    const config = configWith({ SMTP_URL: smtp.url });
    const mail = { to: 'dedupe@example.org', subject: 'Once', text: 'only once' };
    const first = await sendMail(database.db, mail, { dedupeKey: 'test:once' });
    const second = await sendMail(database.db, mail, { dedupeKey: 'test:once' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeUndefined();
    await deliver(config);
    expect(smtp.messagesTo('dedupe@example.org')).toHaveLength(1);
  });

  it('refuses a message it cannot send as given, writing nothing', async () => {
    const before = (await pendingJobs(database.db, MAIL_SEND_JOB)).length;
    for (const message of [
      { to: 'two@example.org, three@example.org', subject: 'S', text: 'T' },
      { to: 'not an address', subject: 'S', text: 'T' },
      { to: 'inject@example.org', subject: 'S\r\nBcc: victim@example.org', text: 'T' },
      { to: 'inject@example.org', subject: 'S', text: 'T', headers: { 'X-A': 'a\r\nBcc: b@example.org' } },
    ]) {
      await expect(sendMail(database.db, message), JSON.stringify(message)).rejects.toBeInstanceOf(
        InvalidMailError,
      );
    }
    expect(await listOutboxMails(database.db, 'inject@example.org')).toEqual([]);
    expect((await pendingJobs(database.db, MAIL_SEND_JOB)).length).toBe(before);
  });

  it('fails the job while SMTP is down, keeps the mail queued, and delivers on a retry', async () => {
    const config = configWith({ SMTP_URL: smtp.url });
    await smtp.stop();
    const id = await sendMail(database.db, { to: 'down@example.org', subject: 'Later', text: 'eventually' });
    expect(await deliver(config)).toBe(1);
    const [job] = (await pendingJobs(database.db, MAIL_SEND_JOB)).filter((pending) => pending.lastError);
    expect(job?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
    const failed = await findOutboxMail(database.db, id!);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    // The retry waits its backoff (5 s); a CLI-style run takes it at once.
    expect(await deliver(config)).toBe(0);
    expect(await deliver(config, true)).toBe(1);
    expect(smtp.messagesTo('down@example.org')).toHaveLength(1);
    expect(await findOutboxMail(database.db, id!)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await pendingJobs(database.db, MAIL_SEND_JOB)).toEqual([]);
  });

  it('logs the mail and keeps it in the outbox when SMTP_URL is unset', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    const config = configWith({});
    expect(config.mail.smtpUrl).toBeUndefined();
    const id = await sendMail(database.db, {
      to: 'nosmtp@example.org',
      subject: 'Kept',
      text: 'see the log',
    });
    await deliver(config);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`mail #${id} not sent (SMTP_URL unset)`));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('see the log'));
    expect(await findOutboxMail(database.db, id!)).toMatchObject({ status: 'logged', text: 'see the log' });
    expect(smtp.messagesTo('nosmtp@example.org')).toEqual([]);
  });

  it('does not send a delivered mail again when its job runs twice', async () => {
    const config = configWith({ SMTP_URL: smtp.url });
    const id = await sendMail(database.db, { to: 'twice@example.org', subject: 'One', text: 'one' });
    await deliver(config);
    await JOB_HANDLERS[MAIL_SEND_JOB]!(
      { id: 0, kind: MAIL_SEND_JOB, payload: { outboxId: id }, attempts: 1, maxAttempts: 1 },
      database.db,
      { config },
    );
    expect(smtp.messagesTo('twice@example.org')).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('defaults MAIL_FROM to no-reply at the public host and checks both variables', () => {
    expect(configWith({}).mail.from).toBe('Parton <no-reply@parton.test>');
    expect(() => configWith({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL must be smtp:\/\//);
    expect(() => configWith({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(configWith({ SMTP_URL: 'smtps://u:p@mail.example.org:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example.org:465',
    );
  });
});

describe('signed tokens', () => {
  it('returns the data of its own tokens and nothing for forged, damaged or other-purpose ones', async () => {
    const token = await signToken(database.db, 'unsubscribe', { l: 'jobs-weekly', e: 'ada@example.org' });
    expect(await verifyToken(database.db, 'unsubscribe', token)).toEqual({
      l: 'jobs-weekly',
      e: 'ada@example.org',
    });
    expect(await verifyToken(database.db, 'other', token)).toBeUndefined();
    const [payload, signature] = token.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ l: 'jobs-weekly', e: 'eve@example.org', p: 'unsubscribe' }),
    ).toString('base64url');
    expect(await verifyToken(database.db, 'unsubscribe', `${forgedPayload}.${signature}`)).toBeUndefined();
    expect(await verifyToken(database.db, 'unsubscribe', `${payload}.${signature.slice(1)}`)).toBeUndefined();
    for (const garbage of ['', '.', 'abc', `${token}.x`, 'a.b']) {
      expect(await verifyToken(database.db, 'unsubscribe', garbage)).toBeUndefined();
    }
  });

  it('signs with a key kept in the database, the same for every server on it', async () => {
    const other = await createTestDatabase();
    try {
      const token = await signToken(database.db, 'unsubscribe', { e: 'x@example.org' });
      expect(await verifyToken(other.db, 'unsubscribe', token)).toBeUndefined();
      const row = await database.db
        .selectFrom('database_settings')
        .select('value')
        .where('name', '=', 'mail_token_secret')
        .executeTakeFirst();
      expect(typeof row?.value.key).toBe('string');
    } finally {
      await other.close();
    }
  });
});
