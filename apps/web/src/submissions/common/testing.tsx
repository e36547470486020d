import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { jsonResponse, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { fieldId } from './fields';

/** Test helpers of the submission forms (not shipped: only *.test.tsx import this). */

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

interface FormApiOptions {
  roles?: string[];
  /** The answer of the form's POST or PUT. */
  answer?: () => Response;
  /** Answers of other GETs (prefill, searches); undefined → the defaults of mockApi. */
  route?: (url: URL) => unknown;
}

/** A logged-in session and a record of every write the page sends. */
export function serveFormApi({ roles = [], answer, route }: FormApiOptions = {}) {
  const sent: SentRequest[] = [];
  const api = mockApi((url, init) => {
    if (url.pathname === '/api/accounts/me') {
      return { data: { email: 'submitter@example.org', roles }, preferences: {} };
    }
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer?.() ?? jsonResponse({ pid_value: 42 }, 201);
    }
    return route?.(url);
  });
  return { ...api, sent };
}

export function renderForm(Page: ComponentType, path: string, url = path) {
  return renderRoute(Page, path, url);
}

/** The input of a field, by its dotted path. */
export function input(path: string): HTMLInputElement {
  const element = document.getElementById(fieldId(path));
  if (!element) {
    throw new Error(`no field ${path}`);
  }
  return element as HTMLInputElement;
}

export function type(path: string, value: string) {
  fireEvent.change(input(path), { target: { value } });
  fireEvent.blur(input(path));
}

/** Opens the select of `path` and clicks each option by its label. */
export function choose(path: string, ...labels: string[]) {
  for (const label of labels) {
    const select = input(path).closest('.ant-select');
    if (!select) {
      throw new Error(`${path} is not a select`);
    }
    fireEvent.mouseDown(select);
    // Long lists are virtual (only the first options are rendered): search narrows them first.
    fireEvent.change(input(path), { target: { value: label } });
    const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === label || element.textContent === label,
    );
    if (!option) {
      throw new Error(`no option ${label} in ${path}`);
    }
    fireEvent.click(option);
  }
  fireEvent.blur(input(path));
}

export function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

/** The error shown beneath the field at `path` (its aria-describedby names it). */
export function errorOf(path: string): string | undefined {
  const field = input(path);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const errorElement = ids.length > 0 ? document.getElementById(ids[0] as string) : null;
  return errorElement?.textContent ?? undefined;
}

/** Waits until the field at `path` shows `message` beneath it, marked invalid. */
export async function expectFieldError(path: string, message: string) {
  await waitFor(() => expect(errorOf(path)).toBe(message));
  expect(input(path).getAttribute('aria-invalid')).toBe('true');
}

/** The error of a repeatable group (ArrayOf), shown beneath the group. */
export function groupError(path: string): string | undefined {
  return document.getElementById(`${fieldId(path)}-error`)?.textContent ?? undefined;
}
