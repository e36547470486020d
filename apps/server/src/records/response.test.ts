/**
 * One record answer for every single-record route: `/api/{collection}/{id}` and the look-ups by DOI, arXiv id and
 * ORCID go through `recordResponse`, so they read the same row and carry the same rights. Before, the look-ups and
 * the record route each read the record and a substring test of the Accept header put `can_edit`/`can_claim` into
 * plain JSON that the negotiated format said was JSON.
 */
import { UI_JSON_MIME } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, injectAs, logIn, type TestSession } from '../accounts/testing/sessions';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature, buildRecord } from '../testing/factories';
import { recordResponse } from './response';
import { saveRecords } from './writer';

const ORCID = '0000-0002-1825-0097';
const author = buildRecord('authors', {
  name: { value: 'Carberry, Josiah' },
  ids: [{ schema: 'ORCID', value: ORCID }],
});
const paper = buildLiterature({
  authors: [{ full_name: 'Carberry, Josiah' }],
  dois: [{ value: '10.1000/agreement' }],
  arxiv_eprints: [{ value: '2101.00001', categories: ['hep-th'] }],
});
const successor = buildLiterature();
const merged = buildLiterature({
  deleted: true,
  new_record: { $ref: `https://inspirehep.net/api/literature/${successor.control_number}` },
});

let testApp: TestApp;
let profileOwner: TestSession;
let cataloger: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(testApp.context.db, [
    { collection: 'authors', metadata: author },
    ...[paper, successor, merged].map((metadata) => ({ collection: 'literature' as const, metadata })),
  ]);
  const owner = await createTestAccount(testApp.context, { profile: author.control_number as number });
  profileOwner = await logIn(testApp.app, owner.email, owner.password);
  const catalogerAccount = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  cataloger = await logIn(testApp.app, catalogerAccount.email, catalogerAccount.password);
});
afterAll(async () => {
  await testApp.close();
});

async function metadataOf(session: TestSession | null, url: string, accept = UI_JSON_MIME) {
  const response = await injectAs(testApp.app, session, { url, headers: { accept } });
  expect(response.statusCode, url).toBe(200);
  return response.json().metadata as Record<string, unknown>;
}

describe('the answer of one record', () => {
  it('is the same, rights included, by control number, DOI and arXiv id', async () => {
    for (const [session, rights] of [
      [profileOwner, { can_edit: false, can_claim: true }],
      [cataloger, { can_edit: true, can_claim: true }],
      [null, { can_edit: false, can_claim: false }],
    ] as const) {
      const byNumber = await metadataOf(session, `/api/literature/${paper.control_number}`);
      expect(byNumber).toMatchObject(rights);
      expect(await metadataOf(session, '/api/doi/10.1000/agreement')).toEqual(byNumber);
      expect(await metadataOf(session, '/api/arxiv/2101.00001')).toEqual(byNumber);
    }
  });

  it('is the same by control number and by ORCID, the profile owner may edit', async () => {
    const byNumber = await metadataOf(profileOwner, `/api/authors/${author.control_number}`);
    expect(byNumber.can_edit).toBe(true);
    expect(await metadataOf(profileOwner, `/api/orcid/${ORCID}`)).toEqual(byNumber);
  });

  it('carries no rights in plain JSON, whatever else the Accept header names', async () => {
    for (const [url, accept] of [
      [`/api/literature/${paper.control_number}?format=json`, UI_JSON_MIME],
      [`/api/literature/${paper.control_number}`, `application/json, ${UI_JSON_MIME};q=0.5`],
      [`/api/authors/${author.control_number}`, 'application/json'],
    ] as const) {
      const metadata = await metadataOf(cataloger, url, accept);
      expect(metadata, url).not.toHaveProperty('can_edit');
      expect(metadata, url).not.toHaveProperty('can_claim');
    }
  });

  it('names the successor of a merged record when asked to follow it, and only then', async () => {
    const asked = {
      collection: 'literature' as const,
      controlNumber: merged.control_number as number,
      format: undefined,
      accept: undefined,
      viewer: null,
    };
    expect(await recordResponse(testApp.context, { ...asked, followSuccessor: true })).toEqual({
      kind: 'moved',
      collection: 'literature',
      controlNumber: successor.control_number,
    });
    const answered = await recordResponse(testApp.context, { ...asked, followSuccessor: false });
    expect(answered.kind).toBe('answer');
    expect(
      await recordResponse(testApp.context, { ...asked, controlNumber: 999_999_999, followSuccessor: true }),
    ).toEqual({
      kind: 'missing',
    });
  });
});
