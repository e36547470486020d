import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackoffice } from '../backoffice/testing/fixtures';
import { reportFreeTextQuery } from './api';
import { CLIENT_ID_KEY } from './clientId';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FREE_TEXT = { match: { _all: { query: 'dark matter', operator: 'and' } } };
const KEYWORD = { match: { 'titles.full_title': { query: 'boson', operator: 'and' } } };

describe('AI query hook', () => {
  it('asks the query parser, then posts a free-text query with the client id', async () => {
    const calls = fakeBackoffice((call) => {
      if (call.url.pathname === '/api/search/query-parser') {
        return { body: FREE_TEXT };
      }
      return call.url.pathname === '/ai/v1/query'
        ? { status: 202, body: { message: 'Accepted' } }
        : undefined;
    });
    expect(await reportFreeTextQuery(' dark matter ')).toBe('sent');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /api/search/query-parser',
      'POST /ai/v1/query',
    ]);
    expect(calls[0]?.url.searchParams.get('q')).toBe('dark matter');
    expect(calls[1]?.body).toEqual({
      query: 'dark matter',
      matomo_client_id: localStorage.getItem(CLIENT_ID_KEY),
    });
  });

  it('posts nothing for a keyword query or an empty one', async () => {
    const calls = fakeBackoffice((call) =>
      call.url.pathname === '/api/search/query-parser' ? { body: KEYWORD } : undefined,
    );
    expect(await reportFreeTextQuery('t boson')).toBe('skipped');
    expect(await reportFreeTextQuery('   ')).toBe('skipped');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/search/query-parser']);
  });

  it('only warns in the console when the parser or the hook fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeBackoffice((call) =>
      call.url.pathname === '/api/search/query-parser'
        ? { body: FREE_TEXT }
        : { status: 503, body: { message: 'down' } },
    );
    expect(await reportFreeTextQuery('dark matter')).toBe('skipped');
    fakeBackoffice(() => ({ status: 400, body: { message: 'The syntax of the search query is invalid.' } }));
    expect(await reportFreeTextQuery('t (')).toBe('skipped');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
