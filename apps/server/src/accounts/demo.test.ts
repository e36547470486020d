import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildRecord } from '../testing/factories';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo';
import { listAccounts } from './repository';
import { injectAs, logIn } from './testing/sessions';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('seedDemoAccounts', () => {
  it('creates one account per role, the author one linked to an author record with an ORCID iD', async () => {
    await createRecord(testApp.context.db, 'authors', buildRecord('authors'));
    const withOrcid = await createRecord(
      testApp.context.db,
      'authors',
      buildRecord('authors', { ids: [{ schema: 'ORCID', value: '0000-0002-9079-593X' }] }),
    );
    const lines: string[] = [];
    const seeded = await seedDemoAccounts(testApp.context, (line) => lines.push(line));
    expect(seeded.map((account) => [account.email, account.roles])).toEqual([
      ['user@example.org', []],
      ['author@example.org', []],
      ['cataloger@example.org', ['cataloger']],
      ['superuser@example.org', ['superuser']],
      ['betauser@example.org', ['betauser']],
    ]);
    expect(seeded.every((account) => account.created)).toBe(true);
    expect(lines.join('\n')).toContain(DEMO_PASSWORD);
    expect(lines.join('\n')).toContain('cataloger@example.org');

    const session = await logIn(testApp.app, 'author@example.org', DEMO_PASSWORD);
    const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(me.json().data).toMatchObject({
      profile_control_number: withOrcid.controlNumber,
      orcid: '0000-0002-9079-593X',
    });
  });

  it('leaves existing demo accounts alone when run again', async () => {
    const before = await listAccounts(testApp.context.db);
    const again = await seedDemoAccounts(testApp.context, () => {});
    expect(again.every((account) => !account.created)).toBe(true);
    expect(await listAccounts(testApp.context.db)).toEqual(before);
  });

  it('never creates accounts in production', async () => {
    const production = await createTestApp({ production: true });
    try {
      expect(await seedDemoAccounts(production.context, () => {})).toEqual([]);
      expect(await listAccounts(production.context.db)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
