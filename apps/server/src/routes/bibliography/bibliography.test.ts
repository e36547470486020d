import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIBLIOGRAPHY_SWEEP_JOB,
  runBibliographySweepJob,
  scheduleBibliographySweep,
} from '../../bibliography/job';
import { MAX_TEX_BYTES, MESSAGES, sweepBibliographies } from '../../bibliography/service';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature } from '../../testing/factories';
import { logInEachRole } from '../../testing/roleSessions';
import { EXPIRED_MESSAGE, FILE_PATH, SINGLE_FILE_MESSAGE } from './routes';

/** A multipart/form-data body with the given files (field name, file name, bytes). */
function multipart(files: { field?: string; name: string; content: string | Buffer }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----partonBibliographyTest';
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    typeof file.content === 'string' ? Buffer.from(file.content) : file.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let testApp: TestApp;
let bibliographyDir: string;

/** One record per kind of key, and two that share a report number (an ambiguous key). */
const RECORDS = {
  texkey: buildLiterature({
    texkeys: ['Maldacena:1997re'],
    titles: [{ title: 'The Large N limit of superconformal field theories and supergravity' }],
    authors: [{ full_name: 'Maldacena, Juan Martin' }],
  }),
  oldArxiv: buildLiterature({
    texkeys: ['Witten:1998qj'],
    arxiv_eprints: [{ value: 'hep-th/9802150', categories: ['hep-th'] }],
    titles: [{ title: 'Anti de Sitter space and holography' }],
  }),
  newArxiv: buildLiterature({
    texkeys: ['Aad:2012tfa'],
    arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex'] }],
    titles: [{ title: 'Observation of a new particle in the search for the Standard Model Higgs boson' }],
  }),
  doi: buildLiterature({
    texkeys: ['Bern:2005hs'],
    dois: [{ value: '10.1103/PhysRevD.72.085001' }],
    titles: [{ title: 'Two-loop amplitudes' }],
  }),
  journal: buildLiterature({
    texkeys: ['Alexandrou:2013joa'],
    publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '88', artid: '034505', year: 2013 }],
    titles: [{ title: 'Nucleon form factors' }],
  }),
  report: buildLiterature({
    texkeys: ['CMS:2012qbp'],
    report_numbers: [{ value: 'CERN-PH-EP-2012-220' }],
    titles: [{ title: 'Observation of a new boson at a mass of 125 GeV' }],
  }),
  bibcode: buildLiterature({
    texkeys: ['Ellis:1979aa'],
    external_system_identifiers: [{ schema: 'ADS', value: '1979PhLB...80..360E' }],
    titles: [{ title: 'A bibcode paper' }],
  }),
  // Texkeys whose name part is a word of the search language (`du`, the update date) or ends in a digit.
  collaborationTexkey: buildLiterature({
    texkeys: ['H1:2001hmf'],
    titles: [{ title: 'Deep inelastic inclusive e p scattering' }],
  }),
  keywordTexkey: buildLiterature({ texkeys: ['Du:2014xyg'], titles: [{ title: 'A paper by Du' }] }),
  ambiguousA: buildLiterature({
    texkeys: ['Twin:2020aa'],
    report_numbers: [{ value: 'CERN-TH-2020-001' }],
    titles: [{ title: 'First twin' }],
  }),
  ambiguousB: buildLiterature({
    texkeys: ['Twin:2020bb'],
    report_numbers: [{ value: 'CERN-TH-2020-001' }],
    titles: [{ title: 'Second twin' }],
  }),
};

beforeAll(async () => {
  bibliographyDir = await mkdtemp(join(tmpdir(), 'parton-bibliography-'));
  testApp = await createTestApp({ bibliography: { dir: bibliographyDir, ttlHours: 24 } });
  await saveRecords(
    testApp.context.db,
    Object.values(RECORDS).map((metadata) => ({ collection: 'literature' as const, metadata })),
  );
}, 120_000);

afterAll(async () => {
  await testApp.close();
  await rm(bibliographyDir, { recursive: true, force: true });
});

async function generate(tex: string, options: { format?: string; name?: string } = {}) {
  const body = multipart([{ name: options.name ?? 'thesis.tex', content: tex }]);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/bibliography-generator${options.format ? `?format=${options.format}` : ''}`,
    ...body,
  });
}

/** The generated file, fetched from its download address. */
async function download(downloadUrl: string) {
  expect(downloadUrl.startsWith(`${TEST_PUBLIC_URL}${FILE_PATH}/`)).toBe(true);
  return testApp.app.inject({ method: 'GET', url: downloadUrl.slice(TEST_PUBLIC_URL.length) });
}

const THESIS = [
  '\\documentclass{article}', // 1
  '% \\cite{Commented:2001aa} is commented out', // 2
  '\\newcommand{\\mycite}[1]{\\cite{#1}}', // 3
  'Holography \\cite{Maldacena:1997re,hep-th/9802150} and the Higgs \\citep[p.~3]{1207.7214}.', // 4
  'Amplitudes \\cite{10.1103/PhysRevD.72.085001}, form factors \\cite{Phys.Rev.D.88.034505}.', // 5
  'Boson \\cite{CERN-PH-EP-2012-220}, bibcode \\cite{1979PhLB...80..360E}. % \\cite{Trailing:2001aa}', // 6
  'Twins \\cite{CERN-TH-2020-001}.', // 7
  'Unknown \\cite{Garcia:2020ay} and again \\cite{Maldacena:1997re}.', // 8
  'Bad key \\cite{smith_2019}; a book \\cite{mybook}.', // 9
].join('\n');

describe('POST /api/bibliography-generator', () => {
  it('resolves every kind of key, keeps the user keys and reports the rest with their lines', async () => {
    const response = await generate(THESIS);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors).toEqual([
      { message: 'Ambiguous reference to CERN-TH-2020-001 on line 7' },
      { message: 'Reference to Garcia:2020ay not found on line 8' },
      {
        message:
          'Invalid citation key smith_2019 on line 9: citation keys may contain only letters, numbers and the ' +
          'characters - / : , .',
      },
      { message: 'Reference to mybook not found on line 9' },
    ]);
    expect(body.data.download_url).toMatch(/\/thesis\.bib$/);

    const file = await download(body.data.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/x-bibtex/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="thesis.bib"');
    const entries = file.body.split(/\n{2,}/);
    // One entry per found key, in the order of first citation, each under the author's own key.
    expect(entries.map((entry) => /^@\w+\{([^,]+),/.exec(entry)?.[1])).toEqual([
      'Maldacena:1997re',
      'hep-th/9802150',
      '1207.7214',
      '10.1103/PhysRevD.72.085001',
      'Phys.Rev.D.88.034505',
      'CERN-PH-EP-2012-220',
      '1979PhLB...80..360E',
    ]);
    expect(entries[1]).toContain('Anti de Sitter space and holography');
    expect(entries[4]).toContain('Nucleon form factors');
    expect(file.body).not.toContain('Commented');
    expect(file.body).not.toContain('Twin');
  });

  it('writes LaTeX (EU and US) with the user key in the \\bibitem and the \\cite comment', async () => {
    const tex = 'See \\cite{hep-th/9802150}.';
    for (const format of ['latex_eu', 'latex_us']) {
      const response = await generate(tex, { format, name: 'paper.tex' });
      expect(response.statusCode).toBe(200);
      expect(response.json().errors).toEqual([]);
      expect(response.json().data.download_url).toMatch(/\/paper-references\.tex$/);
      const file = await download(response.json().data.download_url);
      expect(file.headers['content-type']).toMatch(/^application\/x-latex/);
      expect(file.headers['content-disposition']).toBe('attachment; filename="paper-references.tex"');
      expect(file.body).toContain('%\\cite{hep-th/9802150}');
      expect(file.body).toContain('\\bibitem{hep-th/9802150}');
      expect(file.body).toContain('Anti de Sitter space and holography');
      expect(file.body).not.toContain('Witten:1998qj');
    }
  });

  it('resolves keys beyond one statement of searches in their own order (batches of 200)', async () => {
    const keys = Array.from({ length: 450 }, (_, index) => `Missing:${2000 + index}aa`);
    keys[300] = '1207.7214';
    keys[420] = 'hep-th/9802150';
    const response = await generate(keys.map((key) => `\\cite{${key}}`).join('\n'));
    expect(response.statusCode).toBe(200);
    const errors: { message: string }[] = response.json().errors;
    expect(errors).toHaveLength(448);
    expect(errors[299]).toEqual({ message: 'Reference to Missing:2299aa not found on line 300' });
    expect(errors[300]).toEqual({ message: 'Reference to Missing:2301aa not found on line 302' });
    const file = await download(response.json().data.download_url);
    expect(file.body.split(/\n{2,}/).map((entry) => /^@\w+\{([^,]+),/.exec(entry)?.[1])).toEqual([
      '1207.7214',
      'hep-th/9802150',
    ]);
  });

  it('finds texkeys whose name part reads like a search keyword (H1:, Du:)', async () => {
    const response = await generate('\\cite{H1:2001hmf,Du:2014xyg}');
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toEqual([]);
    const file = await download(response.json().data.download_url);
    expect(file.body).toContain('@article{H1:2001hmf,');
    expect(file.body).toContain('@article{Du:2014xyg,');
  });

  it('refuses an unknown format', async () => {
    const response = await generate('\\cite{hep-th/9802150}', { format: 'ris' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('bibtex, latex_us or latex_eu');
  });

  it('answers 400 when nothing is found, or nothing is cited, and stores nothing', async () => {
    const before = await readdir(bibliographyDir);
    const unknown = await generate('\\cite{Nobody:2001aa}');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: 400, message: MESSAGES.nothingFound });
    const none = await generate('\\documentclass{article}\n% \\cite{Maldacena:1997re}\n');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.noCitations);
    expect(await readdir(bibliographyDir)).toEqual(before);
  });

  it('refuses a .bib file, a request without a file, and two files', async () => {
    const before = await readdir(bibliographyDir);
    const bib = await generate('@article{Maldacena:1997re,}', { name: 'refs.bib' });
    expect(bib.statusCode).toBe(400);
    expect(bib.json().message).toBe(MESSAGES.notTex);

    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/bibliography-generator',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.noFile);

    const otherField = await testApp.app.inject({
      method: 'POST',
      url: '/api/bibliography-generator',
      ...multipart([{ field: 'upload', name: 'a.tex', content: '\\cite{hep-th/9802150}' }]),
    });
    expect(otherField.json().message).toBe(MESSAGES.noFile);

    const two = await testApp.app.inject({
      method: 'POST',
      url: '/api/bibliography-generator',
      ...multipart([
        { name: 'a.tex', content: '\\cite{hep-th/9802150}' },
        { name: 'b.tex', content: '\\cite{1207.7214}' },
      ]),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(SINGLE_FILE_MESSAGE);
    expect(await readdir(bibliographyDir)).toEqual(before);
  });

  it('takes a file of exactly 10 MB and refuses one byte more with 413', async () => {
    const before = await readdir(bibliographyDir);
    const cite = Buffer.from('\\cite{hep-th/9802150}\n');
    const filler = (size: number) => Buffer.concat([cite, Buffer.alloc(size - cite.length, 'x')]);
    const exact = await testApp.app.inject({
      method: 'POST',
      url: '/api/bibliography-generator',
      ...multipart([{ name: 'big.tex', content: filler(MAX_TEX_BYTES) }]),
    });
    expect(exact.statusCode).toBe(200);
    const tooBig = await testApp.app.inject({
      method: 'POST',
      url: '/api/bibliography-generator',
      ...multipart([{ name: 'big.tex', content: filler(MAX_TEX_BYTES + 1) }]),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ status: 413, message: MESSAGES.tooBig });
    // Only the 10 MB file's bibliography was stored.
    expect((await readdir(bibliographyDir)).length).toBe(before.length + 1);
  }, 60_000);

  it('answers anonymous users, users and catalogers alike (public)', async () => {
    const sessions = await logInEachRole(testApp);
    for (const role of ['user', 'cataloger'] as const) {
      const session = sessions[role];
      const body = multipart([{ name: 'a.tex', content: '\\cite{1207.7214}' }]);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/bibliography-generator',
        payload: body.payload,
        headers: { ...body.headers, ...session.headers() },
      });
      expect(response.statusCode, role).toBe(200);
      expect((await download(response.json().data.download_url)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/bibliography-generator/files/:id/:name', () => {
  it('answers 404 for an unknown id, a wrong name or a malformed id', async () => {
    const response = await generate('\\cite{1207.7214}', { name: 'x.tex' });
    const url = new URL(response.json().data.download_url);
    const [, , , , id] = url.pathname.split('/');
    for (const path of [
      `${FILE_PATH}/${'A'.repeat(43)}/x.bib`,
      `${FILE_PATH}/${id}/other.bib`,
      `${FILE_PATH}/..%2F..%2Fetc/passwd`,
    ]) {
      const missing = await testApp.app.inject({ method: 'GET', url: path });
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().message).toBe(EXPIRED_MESSAGE);
    }
  });

  it('stops serving at expiry, and the sweep removes the file and its row', async () => {
    const response = await generate('\\cite{1207.7214}', { name: 'expiring.tex' });
    const path = new URL(response.json().data.download_url).pathname;
    const id = path.split('/')[4]!;
    expect((await readdir(bibliographyDir)).includes(id)).toBe(true);

    // An hour before expiry nothing is swept.
    const almost = new Date(Date.now() + 23 * 3_600_000);
    await sweepBibliographies(testApp.context, almost);
    expect((await readdir(bibliographyDir)).includes(id)).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    const later = new Date(Date.now() + 24 * 3_600_000 + 1_000);
    const removed = await sweepBibliographies(testApp.context, later);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await readdir(bibliographyDir)).includes(id)).toBe(false);
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('is swept by a queue job that queues its next run, one pending whatever the number of schedulers', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parton-bibliography-job-'));
    const staleId = 'C'.repeat(43);
    await mkdir(join(dir, staleId));
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await utimes(join(dir, staleId), dayAgo, dayAgo);
    const { db, config } = testApp.context;
    try {
      // Two servers starting: one pending sweep, due now.
      const first = await scheduleBibliographySweep(db);
      expect(await scheduleBibliographySweep(db)).toBe(first);
      const now = new Date();
      const removed = await runBibliographySweepJob(
        db,
        { ...config, bibliography: { dir, ttlHours: 24 } },
        now,
      );
      expect(removed).toBe(1);
      expect(await readdir(dir)).toEqual([]);
      const pending = await sql<{ run_at: Date }>`
        SELECT run_at FROM job_queue
        WHERE kind = ${BIBLIOGRAPHY_SWEEP_JOB} AND done_at IS NULL AND locked_at IS NULL`.execute(db);
      expect(pending.rows).toHaveLength(1);
      expect(new Date(pending.rows[0]!.run_at).getTime()).toBe(now.getTime() + 3_600_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sweeps folders without a row once they are older than the time to live', async () => {
    const orphanId = 'B'.repeat(43);
    await mkdir(join(bibliographyDir, orphanId));
    await sweepBibliographies(testApp.context, new Date());
    expect((await readdir(bibliographyDir)).includes(orphanId)).toBe(true);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await utimes(join(bibliographyDir, orphanId), dayAgo, dayAgo);
    await sweepBibliographies(testApp.context, new Date());
    expect((await readdir(bibliographyDir)).includes(orphanId)).toBe(false);
  });
});
