import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPaths } from '../importer/importer';
import { createRecord } from '../records/writer';
import { seedDemoIfEmpty } from '../seed/demo';
import { isDemoSeeded, markDemoSeeded } from '../seed/marker';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature, buildRecord } from '../testing/factories';
import { DEMO_PASSWORD, demoAccountsBanner, seedDemoAccounts } from './demo';
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
    await markDemoSeeded(testApp.context.db, {});
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

// A corpus small enough for a test: the demo seed's code path with a few dozen records.
const TINY_CORPUS = {
  seed: 42,
  literature: 20,
  authors: 8,
  institutions: 3,
  conferences: 2,
  seminars: 2,
  journals: 2,
  jobs: 2,
  experiments: 2,
  data: 2,
};

describe('demo accounts only on a demo-seeded database', () => {
  it('creates none on a database holding imported records, even with SEED_DEMO on', async () => {
    const imported = await createTestApp({ seedDemo: true });
    const folder = mkdtempSync(join(tmpdir(), 'parton-demo-accounts-'));
    try {
      const file = join(folder, 'records.jsonl');
      writeFileSync(
        file,
        [buildLiterature(), buildLiterature()].map((record) => JSON.stringify(record)).join('\n'),
      );
      expect(await importPaths(imported.context.db, [file])).toMatchObject({ created: 2, rejected: 0 });
      // What `npm start` does with SEED_DEMO on: the seed declines (records exist), then the accounts.
      expect(await seedDemoIfEmpty(imported.context, TINY_CORPUS)).toBe(false);
      const lines: string[] = [];
      const accounts = await seedDemoAccounts(imported.context, (line) => lines.push(line));
      expect(accounts).toEqual([]);
      expect(await listAccounts(imported.context.db)).toEqual([]);
      expect(await isDemoSeeded(imported.context.db)).toBe(false);
      expect(lines.join('\n')).toMatch(/not seeded with the demo corpus/);
      expect(demoAccountsBanner(accounts, 'http://localhost:8080')).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await imported.close();
    }
  });

  it('creates them on a database seeded with the demo corpus, and the banner says so in capitals', async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      expect(await seedDemoIfEmpty(demo.context, TINY_CORPUS)).toBe(true);
      expect(await isDemoSeeded(demo.context.db)).toBe(true);
      const accounts = await seedDemoAccounts(demo.context, () => {});
      expect(accounts.map((account) => account.email)).toEqual([
        'user@example.org',
        'author@example.org',
        'cataloger@example.org',
        'superuser@example.org',
        'betauser@example.org',
      ]);
      expect(accounts.every((account) => account.created)).toBe(true);
      const banner = demoAccountsBanner(accounts, 'http://localhost:8080');
      expect(banner[0]).toContain('DEMO ACCOUNTS ARE ENABLED — do not expose this server');
      expect(banner.join('\n')).toContain('superuser@example.org');
      expect(banner.join('\n')).toContain(DEMO_PASSWORD);
      await logIn(demo.app, 'cataloger@example.org', DEMO_PASSWORD);
      // The demo cataloger also uses the back office, whose own login the banner names.
      expect(banner.join('\n')).toContain('http://localhost:8080/backoffice/login/local');
      const backoffice = await demo.app.inject({
        method: 'POST',
        url: '/api/backoffice/login',
        payload: { email: 'cataloger@example.org', password: DEMO_PASSWORD },
      });
      expect(backoffice.statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
