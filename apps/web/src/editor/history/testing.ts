import { vi } from 'vitest';
import type { CurrentUser } from '../../user/api';

/** A request the component sent: method, URL and parsed JSON body. */
export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | undefined;

/** Replaces fetch with canned answers keyed on method and URL (unknown: 404) and records every request. */
export function stubApi(answer: (request: SentRequest) => Answer) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const reply = answer(request);
      if (!reply) {
        return new Response(JSON.stringify({ message: 'PID does not exist.' }), { status: 404 });
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return sent;
}

export const CATALOGER: CurrentUser = {
  email: 'cataloger@example.org',
  roles: ['cataloger'],
  preferences: {},
  csrfToken: 'csrf-1',
};

export const PLAIN_USER: CurrentUser = { email: 'user@example.org', roles: [], preferences: {} };
