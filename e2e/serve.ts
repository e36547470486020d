/// <reference path="../apps/server/src/accounts/testing/oidc-provider.d.ts" />
/**
 * Starts the real server for the browser journeys on a database of its own: a fresh PostgreSQL database
 * when DATABASE_URL names a server, else a fresh embedded database in a temporary folder. It holds the
 * generated demo corpus, the demo accounts, and the real demo records when ../shared is present
 * (PARTON_DEMO_DATA=off leaves them out). ORCID is on: login against an in-process OpenID provider and push to
 * an in-process member API, both on 127.0.0.1 (the server's own test mocks), so the ORCID journeys always run.
 * Mail goes over real SMTP to an in-process server (smtp-server); the journeys read what it received from a small
 * HTTP mailbox on E2E_PORT + 10 (e2e/pages/mailbox.ts).
 * The literature import asks in-process stand-ins for arXiv's OAI-PMH and CrossRef (apps/server/src/literatureImport/
 * testing/mocks.ts: its exported ids are the articles they know).
 * The export to CDS posts to an in-process stand-in for CDS on E2E_PORT + 11 (e2e/pages/cdsReceiver.ts).
 * Search feedback and the AI hook are on; free-text searches are forwarded to an in-process stand-in for the AI
 * service on E2E_PORT + 12 (e2e/support/aiReceiver.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_DATA_DIR, hasDemoData } from '@parton/records/testing/demo-data';
import pg from 'pg';
import { ORCID_CALLBACK_PATH } from '../apps/server/src/accounts/cookies';
import { startMockOrcid } from '../apps/server/src/accounts/testing/mock-orcid';
import { startArxivImportMock, startCrossrefMock } from '../apps/server/src/literatureImport/testing/mocks';
import { startTestSmtpServer } from '../apps/server/src/mail/testing/smtpServer';
import { startMockOrcidApi } from '../apps/server/src/orcid/testing/mock-orcid-api';
import { startJourneyAiReceiver } from './support/aiReceiver';
import { startJourneyCdsReceiver } from './support/cdsReceiver';
import { mailboxPort, startMailboxServer } from './support/mailboxServer';

const root = join(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '8765';

async function databaseEnv(): Promise<Record<string, string>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'parton-e2e-')) };
  }
  const name = `parton_e2e_${port}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

function run(args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const publicUrl = `http://127.0.0.1:${port}`;
const orcidProvider = await startMockOrcid(`${publicUrl}${ORCID_CALLBACK_PATH}`);
const orcidApi = await startMockOrcidApi(orcidProvider.clientId);
const smtp = await startTestSmtpServer();
// The literature form's import asks these (ARXIV_OAI_URL also turns harvesting on: the mock lists no records).
const arxivMock = await startArxivImportMock();
const crossrefMock = await startCrossrefMock();
const mailbox = await startMailboxServer(smtp, mailboxPort(Number(port)));
// The export to CDS posts each record's MARCXML here (E2E_PORT + 11; e2e/pages/cdsReceiver.ts reads it).
const cdsReceiver = await startJourneyCdsReceiver(Number(port));
// The AI hook forwards free-text searches here (E2E_PORT + 12; e2e/support/aiReceiver.ts reads it).
const aiReceiver = await startJourneyAiReceiver(Number(port));

const env = {
  ...(await databaseEnv()),
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: publicUrl,
  RATE_LIMIT: 'off',
  SEED_DEMO: 'true',
  NODE_ENV: 'test',
  ORCID_CLIENT_ID: orcidProvider.clientId,
  ORCID_CLIENT_SECRET: orcidProvider.clientSecret,
  ORCID_ISSUER: orcidProvider.issuer,
  ORCID_API_URL: orcidApi.apiUrl,
  SMTP_URL: smtp.url,
  ARXIV_OAI_URL: arxivMock.url,
  CROSSREF_URL: crossrefMock.url,
  CDS_EXPORT_URL: cdsReceiver.url,
  SEARCH_FEEDBACK: 'on',
  AI_QUERY: 'on',
  AI_QUERY_URL: aiReceiver.url,
};
// Seed first (it only seeds an empty database), then add the real records; PGlite allows one process at a time.
if ((await run(['apps/server/src/cli/seed.ts'], env)) !== 0) {
  process.exit(1);
}
if (hasDemoData) {
  await run(['apps/server/src/cli/import.ts', DEMO_DATA_DIR], env);
}
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, ...env, SEED_DEMO: 'false' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code) => {
  await Promise.all([
    orcidProvider.close(),
    orcidApi.close(),
    smtp.stop(),
    mailbox.close(),
    arxivMock.close(),
    crossrefMock.close(),
    cdsReceiver.close(),
    aiReceiver.close(),
  ]);
  process.exit(code ?? 0);
});
