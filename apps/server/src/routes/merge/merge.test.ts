import { EDITOR_MESSAGES, editorMergeResponseSchema } from '@parton/records';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountById } from '../../accounts/repository';
import { createTestAccount, injectAs, logIn, type TestSession } from '../../accounts/testing/sessions';
import { findRecord, findRevisionMetadata, listVersions } from '../../records/repository';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';
import { logInEachRole, type RoleSessions } from '../../testing/roleSessions';

type Json = Record<string, unknown>;

const ref = (collection: string, controlNumber: unknown) => ({
  $ref: `${TEST_PUBLIC_URL}/api/${collection}/${controlNumber}`,
});

let testApp: TestApp;
let sessions: RoleSessions;
let catalogerId: number;
let cataloger: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  sessions = await logInEachRole(testApp);
  const curator = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  catalogerId = curator.account.id;
  cataloger = await logIn(testApp.app, curator.email, curator.password);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

type MergeResponse = Awaited<ReturnType<typeof merge>>;

function merge(
  session: TestSession | null,
  collection: 'authors' | 'literature',
  keep: unknown,
  duplicate: unknown,
) {
  return injectAs(testApp.app, session, {
    method: 'POST',
    url: `/api/editor/${collection}/merge`,
    payload: { keep_recid: keep, duplicate_recid: duplicate },
  });
}

/** A merge's 200 answer, in its schema: the pair and how many links moved. */
function expectMerged(response: MergeResponse, kept: number, deleted: number, moved: number): void {
  expect(response.statusCode).toBe(200);
  const expected = { message: EDITOR_MESSAGES.merged, kept, deleted, moved, merge_id: expect.any(Number) };
  expect(response.json()).toEqual(expected);
  expect(editorMergeResponseSchema.parse(response.json())).toEqual(expected);
}

/** Saves the records; answers their control numbers, one per record (a tuple as long as the arguments). */
async function save<T extends Json[]>(
  collection: 'authors' | 'literature',
  ...records: T
): Promise<{ [K in keyof T]: number }> {
  await saveRecords(
    testApp.context.db,
    records.map((metadata) => ({ collection, metadata })),
  );
  return records.map((record) => record.control_number as number) as { [K in keyof T]: number };
}

async function stored(collection: 'authors' | 'literature', controlNumber: number) {
  const record = await findRecord(testApp.context.db, collection, controlNumber);
  if (!record) {
    throw new Error(`no ${collection} ${controlNumber}`);
  }
  return { ...record, metadata: JSON.parse(record.metadataJson) as Json };
}

async function search(query: string) {
  const response = await testApp.app.inject(`/api/literature?q=${encodeURIComponent(query)}&size=100`);
  expect(response.statusCode).toBe(200);
  return response.json() as { hits: { total: number; hits: { metadata: { control_number: number } }[] } };
}

/** The canonical count (citation_counts; a missing row is 0) and the copy search answers with. */
async function citationCount(controlNumber: number): Promise<{ counted: number; searched: number | null }> {
  const result = await sql<{ counted: number | null; searched: number | null }>`
    SELECT (SELECT citation_count FROM citation_counts WHERE pid_type = 'lit' AND control_number = ${controlNumber})
        AS counted,
      (SELECT s.citation_count FROM literature_search s JOIN records r ON r.id = s.record_id
        WHERE r.pid_type = 'lit' AND r.control_number = ${controlNumber}) AS searched
  `.execute(testApp.context.db);
  const row = result.rows[0]!;
  return { counted: Number(row.counted ?? 0), searched: row.searched === null ? null : Number(row.searched) };
}

async function lastRevision(collection: 'authors' | 'literature', controlNumber: number) {
  const record = await stored(collection, controlNumber);
  return (await listVersions(testApp.context.db, record.id)).at(-1)!;
}

describe('POST /api/editor/{authors|literature}/merge: who may call', () => {
  it.each(['authors', 'literature'] as const)(
    '%s: anonymous 401, user 403, cataloger and superuser 200',
    async (collection) => {
      const [a, b, c] = await save(
        collection,
        buildRecord(collection),
        buildRecord(collection),
        buildRecord(collection),
      );
      expect((await merge(null, collection, a, b)).statusCode).toBe(401);
      expect((await merge(sessions.user, collection, a, b)).statusCode).toBe(403);
      expectMerged(await merge(sessions.cataloger, collection, a, b), a, b, 0);
      expect((await merge(sessions.superuser, collection, a, c)).statusCode).toBe(200);
    },
  );

  it.each(['authors', 'literature'] as const)(
    '%s: refuses the same record, unknown and deleted records',
    async (collection) => {
      const [a, b, c] = await save(
        collection,
        buildRecord(collection),
        buildRecord(collection),
        buildRecord(collection, { deleted: true }),
      );
      const same = await merge(cataloger, collection, a, a);
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(EDITOR_MESSAGES.mergeSame);
      expect((await merge(cataloger, collection, a, 987_654_321)).statusCode).toBe(404);
      expect((await merge(cataloger, collection, 987_654_321, a)).statusCode).toBe(404);
      const deleted = await merge(cataloger, collection, a, c);
      expect(deleted.statusCode).toBe(400);
      expect(deleted.json().message).toBe(EDITOR_MESSAGES.mergeDeleted);
      expect((await merge(cataloger, collection, c, b)).json().message).toBe(EDITOR_MESSAGES.mergeDeleted);
      expect((await merge(cataloger, collection, a, 'x')).statusCode).toBe(400);
      // Nothing was written by any refusal.
      expect((await stored(collection, a)).revisionId).toBe(0);
      expect((await stored(collection, b)).revisionId).toBe(0);
    },
  );
});

describe('merging authors', () => {
  it('moves the signatures (claims stay claimed), merges names and ids, redirects the duplicate, moves the profile', async () => {
    const kept = buildRecord('authors', {
      name: { value: 'Merger, Jane', name_variants: ['Merger, J.'] },
      ids: [{ schema: 'ORCID', value: '0000-0002-1825-0097' }],
      stub: true,
    });
    const duplicate = buildRecord('authors', {
      name: { value: 'Merger, J.', preferred_name: 'Jane Merger', name_variants: ['Merger, Jane A.'] },
      ids: [
        { schema: 'INSPIRE BAI', value: 'J.Merger.1' },
        { schema: 'ORCID', value: '0000-0002-1825-0097' },
      ],
    });
    const [keptId, duplicateId] = await save('authors', kept, duplicate);
    const owner = await createTestAccount(testApp.context, { profile: duplicateId });

    // Citeable, so that the citation summary counts them.
    const claimed = buildLiterature({
      citeable: true,
      authors: [
        { full_name: 'Merger, J.', record: ref('authors', duplicateId), curated_relation: true },
        { full_name: 'Other, Person' },
      ],
    });
    const unclaimed = buildLiterature({
      citeable: true,
      authors: [
        { full_name: 'Other, Person' },
        { full_name: 'Merger, Jane', record: ref('authors', duplicateId) },
      ],
      supervisors: [{ full_name: 'Merger, J.', record: ref('authors', duplicateId) }],
    });
    const keptsOwn = buildLiterature({
      authors: [{ full_name: 'Merger, Jane', record: ref('authors', keptId) }],
    });
    const [claimedId, unclaimedId, keptsOwnId] = await save('literature', claimed, unclaimed, keptsOwn);
    // Citations of the moved papers, so that the kept author's citation figures can be checked.
    await save(
      'literature',
      buildLiterature({
        authors: [{ full_name: 'Citer, A.' }],
        references: [{ record: ref('literature', claimedId) }, { record: ref('literature', unclaimedId) }],
      }),
      buildLiterature({
        authors: [{ full_name: 'Citer, B.' }],
        references: [{ record: ref('literature', claimedId) }],
      }),
    );
    const authorQuery = (recid: number) => `authors.record.$ref:${recid}`;
    expect((await search(authorQuery(keptId))).hits.total).toBe(1);

    // Two author signatures and one supervisor.
    expectMerged(await merge(cataloger, 'authors', keptId, duplicateId), keptId, duplicateId, 3);

    const claimedAfter = await stored('literature', claimedId);
    expect((claimedAfter.metadata.authors as Json[])[0]).toEqual({
      full_name: 'Merger, J.',
      record: ref('authors', keptId),
      curated_relation: true,
    });
    const unclaimedAfter = await stored('literature', unclaimedId);
    expect((unclaimedAfter.metadata.authors as Json[])[1]).toEqual({
      full_name: 'Merger, Jane',
      record: ref('authors', keptId),
    });
    expect((unclaimedAfter.metadata.supervisors as Json[])[0]!.record).toEqual(ref('authors', keptId));

    // Search and the citation figures of the kept author include the moved papers; the duplicate has none left.
    const papers = await search(authorQuery(keptId));
    expect(papers.hits.hits.map((hit) => hit.metadata.control_number).sort()).toEqual(
      [claimedId, unclaimedId, keptsOwnId].sort(),
    );
    expect((await search(authorQuery(duplicateId))).hits.total).toBe(0);
    const summary = await testApp.app.inject(
      `/api/literature/facets?facet_name=citation-summary&q=${encodeURIComponent(authorQuery(keptId))}`,
    );
    expect(summary.json().aggregations.citation_summary.citations.buckets.all.citations_count.value).toBe(3);

    const keptAfter = await stored('authors', keptId);
    expect(keptAfter.metadata).toMatchObject({
      name: {
        value: 'Merger, Jane',
        name_variants: ['Merger, J.', 'Jane Merger', 'Merger, Jane A.'],
      },
      ids: [
        { schema: 'ORCID', value: '0000-0002-1825-0097' },
        { schema: 'INSPIRE BAI', value: 'J.Merger.1' },
      ],
      deleted_records: [ref('authors', duplicateId)],
      stub: false,
    });
    const duplicateAfter = await stored('authors', duplicateId);
    expect(duplicateAfter.deleted).toBe(true);
    expect(duplicateAfter.metadata).toMatchObject({ deleted: true, new_record: ref('authors', keptId) });

    const redirect = await testApp.app.inject(`/api/authors/${duplicateId}`);
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`${TEST_PUBLIC_URL}/api/authors/${keptId}`);

    expect((await findAccountById(testApp.context.db, owner.account.id))?.profileControlNumber).toBe(keptId);

    // Every record written is a revision naming the merge and the cataloger: what undoing it reverts.
    for (const [collection, controlNumber] of [
      ['literature', claimedId],
      ['literature', unclaimedId],
      ['authors', keptId],
      ['authors', duplicateId],
    ] as const) {
      expect(await lastRevision(collection, controlNumber)).toMatchObject({
        source: 'merge',
        user_id: catalogerId,
        note: `Merged author ${duplicateId} into ${keptId}; the profile of account ${owner.account.id} (${owner.email}) moved to ${keptId}`,
      });
    }
    expect((await stored('literature', keptsOwnId)).revisionId).toBe(0);
  });

  it('refuses to merge two account profiles, writing nothing', async () => {
    const [keptId, duplicateId] = await save('authors', buildRecord('authors'), buildRecord('authors'));
    await createTestAccount(testApp.context, { profile: keptId });
    await createTestAccount(testApp.context, { profile: duplicateId });
    const [paperId] = await save(
      'literature',
      buildLiterature({ authors: [{ full_name: 'Doe, Jane', record: ref('authors', duplicateId) }] }),
    );
    const response = await merge(cataloger, 'authors', keptId, duplicateId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EDITOR_MESSAGES.mergeBothProfiles);
    expect((await stored('literature', paperId)).revisionId).toBe(0);
    expect((await stored('authors', duplicateId)).deleted).toBe(false);
  });
});

describe('merging literature', () => {
  it('moves the citations (each citer once), merges identifiers, drops the duplicate from search', async () => {
    const kept = buildLiterature({
      arxiv_eprints: [{ value: '2401.11111', categories: ['hep-th'] }],
      dois: [{ value: '10.1000/Kept.1' }],
      texkeys: ['Kept:2024abc'],
    });
    const duplicate = buildLiterature({
      arxiv_eprints: [{ value: 'arXiv:2401.11111v2' }, { value: '2401.22222' }],
      dois: [{ value: '10.1000/kept.1' }, { value: '10.1000/dup.2' }],
      report_numbers: [{ value: 'CERN-TH-2024-001' }],
      texkeys: ['Kept:2024abc', 'Dup:2024xyz'],
    });
    const [keptId, duplicateId] = await save('literature', kept, duplicate);
    const curatedCiter = buildLiterature({
      references: [
        { record: ref('literature', duplicateId), curated_relation: true, reference: { label: '1' } },
      ],
    });
    const bothCiter = buildLiterature({
      references: [{ record: ref('literature', keptId) }, { record: ref('literature', duplicateId) }],
    });
    const keptCiter = buildLiterature({ references: [{ record: ref('literature', keptId) }] });
    const duplicateCiter = buildLiterature({ references: [{ record: ref('literature', duplicateId) }] });
    const [curatedId, bothId, keptCiterId, duplicateCiterId] = await save(
      'literature',
      curatedCiter,
      bothCiter,
      keptCiter,
      duplicateCiter,
    );
    expect(await citationCount(keptId)).toEqual({ counted: 2, searched: 2 });
    expect(await citationCount(duplicateId)).toEqual({ counted: 3, searched: 3 });

    expectMerged(await merge(cataloger, 'literature', keptId, duplicateId), keptId, duplicateId, 3);

    // Distinct citers: the paper citing both counts once.
    expect(await citationCount(keptId)).toEqual({ counted: 4, searched: 4 });
    expect((await citationCount(duplicateId)).counted).toBe(0);
    const citers = await search(`refersto:recid:${keptId}`);
    expect(citers.hits.hits.map((hit) => hit.metadata.control_number).sort()).toEqual(
      [curatedId, bothId, keptCiterId, duplicateCiterId].sort(),
    );
    expect((await search(`recid:${duplicateId}`)).hits.total).toBe(0);
    expect((await search(`refersto:recid:${duplicateId}`)).hits.total).toBe(0);
    const detail = await testApp.app.inject(`/api/literature/${keptId}`);
    expect(detail.json().metadata.citation_count).toBe(4);
    const redirect = await testApp.app.inject(`/api/literature/${duplicateId}`);
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`${TEST_PUBLIC_URL}/api/literature/${keptId}`);

    expect((await stored('literature', curatedId)).metadata.references).toEqual([
      { record: ref('literature', keptId), curated_relation: true, reference: { label: '1' } },
    ]);
    expect((await stored('literature', bothId)).metadata.references).toEqual([
      { record: ref('literature', keptId) },
      { record: ref('literature', keptId) },
    ]);
    expect((await stored('literature', keptCiterId)).revisionId).toBe(0);

    const keptAfter = await stored('literature', keptId);
    expect(keptAfter.metadata).toMatchObject({
      arxiv_eprints: [{ value: '2401.11111', categories: ['hep-th'] }, { value: '2401.22222' }],
      dois: [{ value: '10.1000/Kept.1' }, { value: '10.1000/dup.2' }],
      report_numbers: [{ value: 'CERN-TH-2024-001' }],
      texkeys: ['Kept:2024abc', 'Dup:2024xyz'],
      deleted_records: [ref('literature', duplicateId)],
    });
    // The kept paper is found by the duplicate's identifiers.
    expect((await search('eprint 2401.22222')).hits.hits.map((hit) => hit.metadata.control_number)).toEqual([
      keptId,
    ]);
    for (const controlNumber of [keptId, duplicateId, curatedId, bothId, duplicateCiterId]) {
      expect(await lastRevision('literature', controlNumber)).toMatchObject({
        source: 'merge',
        note: `Merged literature ${duplicateId} into ${keptId}`,
      });
    }
  });

  it('re-points the references of the kept paper itself when it cited the duplicate', async () => {
    const [duplicateId] = await save('literature', buildLiterature());
    const [keptId] = await save(
      'literature',
      buildLiterature({ references: [{ record: ref('literature', duplicateId) }] }),
    );
    const response = await merge(cataloger, 'literature', keptId, duplicateId);
    expect(response.json().moved).toBe(1);
    expect((await stored('literature', keptId)).metadata.references).toEqual([
      { record: ref('literature', keptId) },
    ]);
    // A paper never cites itself.
    expect((await citationCount(keptId)).counted).toBe(0);
  });

  it('writes a large fan-in in batches in one transaction: a failing citer rolls everything back', async () => {
    const [keptId, duplicateId] = await save('literature', buildLiterature(), buildLiterature());
    const citers = Array.from({ length: 230 }, () =>
      buildLiterature({
        authors: [{ full_name: 'Citer, A.' }],
        references: [{ record: ref('literature', duplicateId) }],
      }),
    );
    const citerIds = await save('literature', ...citers);
    const lastCiter = await stored('literature', citerIds.at(-1)!);
    // The last citer (after the first batch of 200) is broken in place: its write through the writer must fail.
    await sql`UPDATE records SET metadata = jsonb_set(metadata, '{titles}', '[]'::jsonb) WHERE id = ${lastCiter.id}`.execute(
      testApp.context.db,
    );

    const failed = await merge(cataloger, 'literature', keptId, duplicateId);
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toEqual({
      message: EDITOR_MESSAGES.invalid,
      errors: [expect.objectContaining({ path: 'titles' })],
    });
    expect(failed.json().errors[0].message).toContain(`Record ${citerIds.at(-1)}`);
    // Nothing was written: not the first batch of citers, not the merged pair, not the counts.
    expect((await stored('literature', citerIds[0]!)).revisionId).toBe(0);
    expect((await stored('literature', keptId)).revisionId).toBe(0);
    expect((await stored('literature', duplicateId)).deleted).toBe(false);
    expect(await citationCount(duplicateId)).toEqual({ counted: 230, searched: 230 });
    expect((await citationCount(keptId)).counted).toBe(0);

    await sql`UPDATE records SET metadata = jsonb_set(metadata, '{titles}', '[{"title":"Fixed"}]'::jsonb) WHERE id = ${lastCiter.id}`.execute(
      testApp.context.db,
    );
    const merged = await merge(cataloger, 'literature', keptId, duplicateId);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().moved).toBe(230);
    expect(await citationCount(keptId)).toEqual({ counted: 230, searched: 230 });
    expect((await citationCount(duplicateId)).counted).toBe(0);
  }, 120_000);

  it('is undone by reverting each record the merge wrote', async () => {
    const [keptId, duplicateId] = await save('literature', buildLiterature(), buildLiterature());
    const [citerId] = await save(
      'literature',
      buildLiterature({ references: [{ record: ref('literature', duplicateId) }] }),
    );
    expect((await merge(cataloger, 'literature', keptId, duplicateId)).statusCode).toBe(200);
    // What README describes: every record whose newest revision carries the merge note goes back one revision.
    const written = await sql<{ record_id: string; revision_id: number }>`
      SELECT record_id, revision_id FROM record_versions WHERE note = ${`Merged literature ${duplicateId} into ${keptId}`}
    `.execute(testApp.context.db);
    expect(written.rows).toHaveLength(3);
    const reverted = await Promise.all(
      written.rows.map(async (row) => {
        const metadata = await findRevisionMetadata(testApp.context.db, row.record_id, row.revision_id - 1);
        return { collection: 'literature' as const, metadata: metadata! };
      }),
    );
    await saveRecords(testApp.context.db, reverted, { actor: { userId: catalogerId, source: 'revert' } });
    expect((await stored('literature', duplicateId)).deleted).toBe(false);
    expect((await stored('literature', citerId)).metadata.references).toEqual([
      { record: ref('literature', duplicateId) },
    ]);
    expect(await citationCount(duplicateId)).toEqual({ counted: 1, searched: 1 });
    expect((await citationCount(keptId)).counted).toBe(0);
    expect((await stored('literature', keptId)).metadata.deleted_records).toBeUndefined();
  });
});

describe('POST /api/editor/merges/{id}/undo', () => {
  const undo = (session: TestSession | null, id: unknown) =>
    injectAs(testApp.app, session, { method: 'POST', url: `/api/editor/merges/${id}/undo` });

  it('puts an author merge back: signatures (claims kept), both records, the profile; only once', async () => {
    const [keptId, duplicateId] = await save(
      'authors',
      buildRecord('authors', { name: { value: 'Undo, Kept' } }),
      buildRecord('authors', { name: { value: 'Undo, Duplicate' } }),
    );
    const owner = await createTestAccount(testApp.context, { profile: duplicateId });
    const signature = { full_name: 'Undo, D.', record: ref('authors', duplicateId), curated_relation: true };
    const [paperId] = await save('literature', buildLiterature({ authors: [signature] }));
    const merged = await merge(cataloger, 'authors', keptId, duplicateId);
    expect(merged.statusCode).toBe(200);
    const mergeId = merged.json().merge_id as number;
    expect(mergeId).toBeGreaterThan(0);

    expect((await undo(null, mergeId)).statusCode).toBe(401);
    expect((await undo(sessions.user, mergeId)).statusCode).toBe(403);
    expect((await undo(cataloger, 987_654)).statusCode).toBe(404);
    const undone = await undo(cataloger, mergeId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ message: EDITOR_MESSAGES.mergeUndone, restored: 3 });

    expect((await stored('literature', paperId)).metadata.authors).toEqual([signature]);
    const duplicateAfter = await stored('authors', duplicateId);
    expect(duplicateAfter.deleted).toBe(false);
    expect(duplicateAfter.metadata).not.toHaveProperty('new_record');
    expect((await stored('authors', keptId)).metadata).not.toHaveProperty('deleted_records');
    expect((await testApp.app.inject(`/api/authors/${duplicateId}`)).statusCode).toBe(200);
    expect((await search(`authors.record.$ref:${duplicateId}`)).hits.total).toBe(1);
    expect((await search(`authors.record.$ref:${keptId}`)).hits.total).toBe(0);
    expect((await findAccountById(testApp.context.db, owner.account.id))?.profileControlNumber).toBe(
      duplicateId,
    );
    expect(await lastRevision('literature', paperId)).toMatchObject({
      source: 'revert',
      user_id: catalogerId,
      note: `Undid merge ${mergeId} (author ${duplicateId} into ${keptId})`,
    });

    const again = await undo(cataloger, mergeId);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EDITOR_MESSAGES.mergeAlreadyUndone);
  });

  it('puts a literature merge back with its counts, and refuses once a record changed since', async () => {
    const [keptId, duplicateId] = await save('literature', buildLiterature(), buildLiterature());
    const [citerId] = await save(
      'literature',
      buildLiterature({ references: [{ record: ref('literature', duplicateId) }] }),
    );
    const first = await merge(cataloger, 'literature', keptId, duplicateId);
    expect(await citationCount(keptId)).toEqual({ counted: 1, searched: 1 });
    expect((await undo(cataloger, first.json().merge_id)).json().restored).toBe(3);
    expect(await citationCount(duplicateId)).toEqual({ counted: 1, searched: 1 });
    expect(await citationCount(keptId)).toEqual({ counted: 0, searched: 0 });
    expect((await search(`recid:${duplicateId}`)).hits.total).toBe(1);

    const second = await merge(cataloger, 'literature', keptId, duplicateId);
    const citer = await stored('literature', citerId);
    await saveRecords(testApp.context.db, [
      {
        collection: 'literature',
        metadata: { ...citer.metadata, titles: [{ title: 'Edited after the merge' }] },
      },
    ]);
    const refused = await undo(cataloger, second.json().merge_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EDITOR_MESSAGES.mergeChangedSince);
    expect((await stored('literature', duplicateId)).deleted).toBe(true);
    expect(await citationCount(keptId)).toEqual({ counted: 1, searched: 1 });
  });
});
