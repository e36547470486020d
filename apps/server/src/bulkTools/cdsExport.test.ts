import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMarcxml, subfieldValues } from '@parton/cite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, injectAs, logIn, type TestSession } from '../accounts/testing/sessions';
import { type AppConfig, loadConfig } from '../config';
import { pendingJobs, runPendingJobs } from '../queue';
import { JOB_HANDLERS } from '../queue/handlers';
import { findRecord, listVersions } from '../records/repository';
import { createRecord } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature } from '../testing/factories';
import { CDS_EXPORT_JOB } from './cdsExport';
import { cdsExportsOf } from './repository';
import { type CdsReceiver, startCdsReceiver } from './testing/cdsReceiver';

let receiver: CdsReceiver;
let testApp: TestApp;
let cataloger: TestSession;
let catalogerId: number;
let exportDir: string;

beforeAll(async () => {
  receiver = await startCdsReceiver();
  exportDir = await mkdtemp(join(tmpdir(), 'parton-cds-export-'));
  testApp = await createTestApp();
  testApp.context.config.cdsExport = { url: receiver.url, dir: exportDir, timeoutMs: 5_000 };
  const account = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  catalogerId = account.account.id;
  cataloger = await logIn(testApp.app, account.email, account.password);
});
afterAll(async () => {
  await testApp.close();
  await receiver.close();
  await rm(exportDir, { recursive: true, force: true });
});

async function createPaper(overrides: Record<string, unknown> = {}): Promise<number> {
  const paper = buildLiterature(overrides);
  await createRecord(testApp.context.db, 'literature', paper);
  return paper.control_number as number;
}

async function storedPaper(controlNumber: number): Promise<Record<string, unknown>> {
  const stored = await findRecord(testApp.context.db, 'literature', controlNumber);
  return JSON.parse(stored!.metadataJson) as Record<string, unknown>;
}

async function requestExport(controlNumbers: number[]): Promise<void> {
  const response = await injectAs(testApp.app, cataloger, {
    method: 'POST',
    url: '/api/assign/export-to-cds',
    payload: { literature_recids: controlNumbers },
  });
  expect(response.statusCode).toBe(200);
}

/** Runs the queued export jobs with the given target (the app's receiver by default). */
function runExportJobs(config: AppConfig = testApp.context.config, ignoreRunAt = false): Promise<number> {
  return runPendingJobs(testApp.context.db, JOB_HANDLERS, {
    kinds: [CDS_EXPORT_JOB],
    context: { config },
    ignoreRunAt,
  });
}

function receivedFor(controlNumber: number) {
  return receiver.received.filter((received) => received.controlNumbers.includes(controlNumber));
}

describe('the cds.export job, delivering to CDS_EXPORT_URL', () => {
  it('posts each record as MARCXML, marks it exported and sets _export_to.CDS in a new revision', async () => {
    const hostileTitle = 'Spin & charge <of> "quarks" \u0007 in 𝔸';
    const first = await createPaper({
      titles: [{ title: hostileTitle }],
      dois: [{ value: '10.1000/cds.1' }],
      _export_to: { HAL: true },
    });
    const second = await createPaper({ arxiv_eprints: [{ value: '2611.00001', categories: ['hep-th'] }] });
    await requestExport([first, second]);
    expect(receiver.received).toHaveLength(0);

    expect(await runExportJobs()).toBe(1);

    for (const paper of [first, second]) {
      const [delivery, ...more] = receivedFor(paper);
      expect(more).toEqual([]);
      expect(delivery?.contentType).toBe('application/marcxml+xml; charset=utf-8');
      expect(delivery?.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<collection xmlns="http:\/\/www.loc.gov\/MARC21\/slim">/,
      );
      const records = readMarcxml(delivery!.body);
      expect(records).toHaveLength(1);
      expect(records[0]?.controlFields['001']).toBe(String(paper));
      expect(records[0]?.controlFields['005']).toMatch(/^\d{14}\.0$/);
      expect(subfieldValues(records[0]!, '035', 'a')).toEqual([String(paper)]);
      expect(subfieldValues(records[0]!, '595', 'a')).toEqual(['CDS export']);
      expect(await cdsExportsOf(testApp.context.db, paper)).toEqual([
        expect.objectContaining({
          status: 'exported',
          target: receiver.url,
          error: null,
          requestedBy: catalogerId,
        }),
      ]);
      const stored = await findRecord(testApp.context.db, 'literature', paper);
      const versions = await listVersions(testApp.context.db, stored!.id);
      expect(versions.at(-1)).toMatchObject({ source: 'cds-export', user_id: catalogerId });
    }
    const [firstRecord] = readMarcxml(receivedFor(first)[0]!.body);
    expect(subfieldValues(firstRecord!, '245', 'a')).toEqual(['Spin & charge <of> "quarks"  in 𝔸']);
    expect(subfieldValues(firstRecord!, '024', 'a')).toEqual(['10.1000/cds.1']);
    expect((await storedPaper(first))._export_to).toEqual({ HAL: true, CDS: true });
    expect((await storedPaper(second))._export_to).toEqual({ CDS: true });
    expect(await pendingJobs(testApp.context.db, CDS_EXPORT_JOB)).toEqual([]);
  });

  it('keeps _export_to out of the public record', async () => {
    const paper = await createPaper();
    await requestExport([paper]);
    await runExportJobs();
    expect((await storedPaper(paper))._export_to).toEqual({ CDS: true });
    const response = await testApp.app.inject({ url: `/api/literature/${paper}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { metadata: Record<string, unknown> }).metadata).not.toHaveProperty(
      '_export_to',
    );
  });

  it('leaves a refused record failed with its error and exports the others; the job finishes', async () => {
    const accepted = await createPaper();
    const refused = await createPaper();
    receiver.failFor(refused);
    await requestExport([accepted, refused]);
    await runExportJobs();

    expect(receivedFor(accepted)).toHaveLength(1);
    expect(receivedFor(refused)).toHaveLength(0);
    expect((await storedPaper(accepted))._export_to).toEqual({ CDS: true });
    expect(await storedPaper(refused)).not.toHaveProperty('_export_to');
    expect(await cdsExportsOf(testApp.context.db, refused)).toEqual([
      expect.objectContaining({ status: 'failed', exportedAt: null, error: expect.stringContaining('503') }),
    ]);
    expect(await pendingJobs(testApp.context.db, CDS_EXPORT_JOB)).toEqual([]);
    receiver.stopFailing(refused);
  });

  it('fails the job when every delivery failed, and its retry delivers what was left', async () => {
    const paper = await createPaper();
    receiver.failFor(paper);
    await requestExport([paper]);
    await runExportJobs();

    const [job, ...others] = await pendingJobs(testApp.context.db, CDS_EXPORT_JOB);
    expect(others).toEqual([]);
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toContain('Every CDS delivery of this run failed');
    expect(await cdsExportsOf(testApp.context.db, paper)).toEqual([
      expect.objectContaining({ status: 'failed' }),
    ]);

    receiver.stopFailing(paper);
    await runExportJobs(testApp.context.config, true);
    expect(receivedFor(paper)).toHaveLength(1);
    expect(await cdsExportsOf(testApp.context.db, paper)).toEqual([
      expect.objectContaining({ status: 'exported', error: null }),
    ]);
    expect((await storedPaper(paper))._export_to).toEqual({ CDS: true });
    expect(await pendingJobs(testApp.context.db, CDS_EXPORT_JOB)).toEqual([]);
  });
});

describe('the cds.export job, writing files (no CDS_EXPORT_URL)', () => {
  it('writes <CDS_EXPORT_DIR>/<control number>.xml for each record and marks it', async () => {
    const first = await createPaper();
    const second = await createPaper();
    const filesConfig: AppConfig = {
      ...testApp.context.config,
      cdsExport: { url: undefined, dir: join(exportDir, 'nested'), timeoutMs: 5_000 },
    };
    const receivedBefore = receiver.received.length;
    await requestExport([first, second]);
    await runExportJobs(filesConfig);

    expect(receiver.received).toHaveLength(receivedBefore);
    expect((await readdir(join(exportDir, 'nested'))).sort()).toEqual(
      [`${first}.xml`, `${second}.xml`].sort(),
    );
    for (const paper of [first, second]) {
      const path = join(exportDir, 'nested', `${paper}.xml`);
      const [record] = readMarcxml(await readFile(path, 'utf8'));
      expect(record?.controlFields['001']).toBe(String(paper));
      expect(await cdsExportsOf(testApp.context.db, paper)).toEqual([
        expect.objectContaining({ status: 'exported', target: path }),
      ]);
      expect((await storedPaper(paper))._export_to).toEqual({ CDS: true });
    }
  });
});

describe('CDS export configuration', () => {
  it('writes files under the data dir by default, CDS_EXPORT_DIR elsewhere, and posts to CDS_EXPORT_URL', () => {
    expect(loadConfig({ DATA_DIR: '/srv/parton' }).cdsExport).toMatchObject({
      url: undefined,
      dir: '/srv/parton/cds-export',
    });
    expect(loadConfig({ DATA_DIR: '/srv/parton', CDS_EXPORT_DIR: '/exports/cds' }).cdsExport.dir).toBe(
      '/exports/cds',
    );
    expect(loadConfig({ CDS_EXPORT_URL: 'https://cds.example/api/marcxml' }).cdsExport.url).toBe(
      'https://cds.example/api/marcxml',
    );
    expect(() => loadConfig({ CDS_EXPORT_URL: 'ftp://cds.example' })).toThrow(/CDS_EXPORT_URL/);
  });
});
