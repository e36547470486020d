import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { childDatabaseTarget, childFinished, spawnServerCli } from '../testing/childProcess';
import { findHarvestState } from './repository';
import { ARXIV_SOURCE_KEY } from './service';
import { type OaiMock, PAGE2_TOKEN, standardRoute, startOaiMock } from './testing/oaiMock';

/** `npm run harvest` killed (SIGKILL) in the middle of a run, then run again: it resumes at the page it was on. */

const folder = mkdtempSync(join(tmpdir(), 'parton-harvest-kill-'));

let mock: OaiMock;
beforeAll(async () => {
  mock = await startOaiMock();
});
afterAll(async () => {
  await mock.close();
  rmSync(folder, { recursive: true, force: true });
});

function runHarvest(env: NodeJS.ProcessEnv, args: string[]): ChildProcess {
  return spawnServerCli(
    'apps/server/src/harvest/cli.ts',
    ['--url', mock.url, '--set', 'physics:hep-th', ...args],
    { ...env, ARXIV_OAI_URL: '', PUBLIC_URL: 'http://parton.test' },
  );
}

async function papers(database: DatabaseHandle): Promise<{ eprint: string; revision: number }[]> {
  const rows = await sql<{ eprint: string; revision_id: number }>`
    SELECT metadata->'arxiv_eprints'->0->>'value' AS eprint, revision_id
    FROM records WHERE pid_type = 'lit' ORDER BY 1`.execute(database.db);
  return rows.rows.map((row) => ({ eprint: row.eprint, revision: row.revision_id }));
}

describe('harvest killed mid-run', () => {
  it('keeps the pages it wrote, and the next run resumes at the resumption token it was on', async () => {
    const target = await childDatabaseTarget(folder);
    try {
      // The first run is killed the moment it asks for page 2: page 1 and its resumption point are committed.
      let first: ChildProcess | undefined;
      mock.respond((request, index) => {
        if (request.searchParams.get('resumptionToken') === PAGE2_TOKEN) {
          first?.kill('SIGKILL');
          return { hang: true };
        }
        return standardRoute(request, index);
      });
      first = runHarvest(target.env, ['--from', '2026-11-01', '--until', '2026-11-03']);
      const killed = await childFinished(first);
      expect(killed.signal, killed.output).toBe('SIGKILL');

      let database = await target.open();
      try {
        expect(await papers(database)).toEqual([
          { eprint: '2611.01234', revision: 0 },
          { eprint: '2611.02345', revision: 0 },
        ]);
        const state = await findHarvestState(database.db, ARXIV_SOURCE_KEY);
        expect(state?.run).toEqual({
          from: '2026-11-01',
          until: '2026-11-03',
          sets: ['physics:hep-th'],
          setIndex: 0,
          resumptionToken: PAGE2_TOKEN,
        });
        // The dead process still holds the lease; the next run on this machine sees it is gone.
        expect(state?.runningBy).toMatch(/:\d+$/);
      } finally {
        await database.close();
      }

      mock.respond(standardRoute);
      mock.requests.length = 0;
      const second = await childFinished(runHarvest(target.env, []));
      expect(second.code, second.output).toBe(0);
      expect(mock.requests.map((url) => url.searchParams.get('resumptionToken'))).toEqual([PAGE2_TOKEN]);
      expect(second.output).toMatch(/from 2026-11-01 until 2026-11-03: 2 pages, 5 records: 4 created/);

      database = await target.open();
      try {
        expect(await papers(database)).toEqual([
          { eprint: '1207.7214', revision: 0 },
          { eprint: '2611.01234', revision: 0 },
          { eprint: '2611.02345', revision: 0 },
          { eprint: '2611.03456', revision: 0 },
        ]);
        const state = await findHarvestState(database.db, ARXIV_SOURCE_KEY);
        expect(state).toMatchObject({ run: null, runningBy: null, lastDatestamp: '2026-11-03' });
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
    }
  }, 180_000);
});
