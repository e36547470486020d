import { authorListResponseSchema } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestSession } from '../../accounts/testing/sessions';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildRecord } from '../../testing/factories';
import { logInEachRole, type RoleSessions } from '../../testing/roleSessions';

const URL = '/api/editor/authorlist/text';
let testApp: TestApp;
let sessions: RoleSessions;
const cern = buildRecord('institutions', { legacy_ICN: 'CERN' });

beforeAll(async () => {
  testApp = await createTestApp();
  sessions = await logInEachRole(testApp);
  await saveRecords(testApp.context.db, [{ collection: 'institutions', metadata: cern }]);
});
afterAll(async () => {
  await testApp.close();
});

function post(session: TestSession | null, payload: unknown) {
  if (!session) {
    return testApp.app.inject({ method: 'POST', url: URL, payload: payload as Record<string, unknown> });
  }
  return injectAs(testApp.app, session, {
    method: 'POST',
    url: URL,
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/editor/authorlist/text', () => {
  it('answers 401 to anonymous callers and 403 to users who are not catalogers', async () => {
    const anonymous = await post(null, { text: 'A. Einstein' });
    expect(anonymous.statusCode).toBe(401);
    const user = await post(sessions.user, { text: 'A. Einstein' });
    expect(user.statusCode).toBe(403);
  });

  it('answers catalogers (and superusers) the parsed authors with linked institutions', async () => {
    for (const session of [sessions.cataloger, sessions.superuser]) {
      const response = await post(session, { text: 'A. Einstein1, N. Bohr1\n\n1 CERN, Geneva, Switzerland' });
      expect(response.statusCode).toBe(200);
      // The wire shape is the contract's (the route documents `record` loosely, see routes.ts).
      expect(authorListResponseSchema.parse(response.json())).toEqual(response.json());
      const raw = [{ value: 'CERN, Geneva, Switzerland' }];
      const affiliations = [
        { value: 'CERN', record: { $ref: `${TEST_PUBLIC_URL}/api/institutions/${cern.control_number}` } },
      ];
      expect(response.json()).toEqual({
        authors: [
          { full_name: 'Einstein, A.', raw_affiliations: raw, affiliations },
          { full_name: 'Bohr, N.', raw_affiliations: raw, affiliations },
        ],
      });
    }
  });

  it('answers 400 with the parser’s message when the list cannot be read', async () => {
    const cases = {
      'K. Sachs\nDESY\n\nA. Holtkamp\nCERN\n\nT. Schwander\nSLAC':
        'Authors grouped by affiliation? - Comming soon.Or too many empty lines.',
      'A. Einstein1, N. Bohr2\n\nETH\n2 KU': "Cannot identify type of affiliation(s), found IDs: ['E', '2']",
      'A. Einstein, N. Bohr\n\nETH Zurich\nKU Copenhagen': 'Something is wrong with the affiliation list',
    };
    for (const [text, message] of Object.entries(cases)) {
      const response = await post(sessions.cataloger, { text });
      expect(response.statusCode, text).toBe(400);
      expect(response.json(), text).toEqual({ status: 400, message });
    }
  });

  it('answers 400 without text', async () => {
    for (const payload of [{}, { text: '' }, { text: 42 }]) {
      const response = await post(sessions.cataloger, payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('reads a 3,000-author collaboration list of over 1 MiB in one request', async () => {
    // Letters only: a digit inside a name is read as an affiliation id.
    const letters = (index: number) =>
      [...String(index)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
    const authors = Array.from(
      { length: 3000 },
      (_, index) => `A.B. Phys${letters(index)} ${(index % 250) + 1}`,
    );
    const longAddress = 'Building and Street and Postal Code '.repeat(160);
    const affiliations = Array.from(
      { length: 250 },
      (_, index) => `${index + 1} Department of Physics ${index + 1}, Some University, ${longAddress}`,
    );
    const text = `${authors.join(', ')}\n\n${affiliations.join('\n')}`;
    // Past Fastify's default body limit (1 MiB), within the route's.
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const response = await post(sessions.cataloger, { text });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.authors).toHaveLength(3000);
    expect(body.warnings).toBeUndefined();
    expect(body.authors[2999]).toEqual({
      full_name: 'Physcjjj, A.B.',
      raw_affiliations: [{ value: `Department of Physics 250, Some University, ${longAddress.trim()}` }],
    });
  }, 60_000);
});
