import type { CollectionName } from '@parton/records';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import type { DemoRecord } from './demoRecords';
import { envelope, mockApi, renderRoute } from './renderRoute';

/**
 * Renders a detail page for one real record (any id of the collection answers it, as the server would after a
 * redirect) and waits until the record and the page's searches have loaded. Fails on any console.error.
 */
export async function expectDetailPageRenders(
  Page: ComponentType,
  collection: CollectionName,
  record: DemoRecord,
): Promise<void> {
  const consoleError = vi.spyOn(console, 'error');
  mockApi((url) => {
    const match = new RegExp(`^/api/${collection}/(\\d+)$`).exec(url.pathname);
    return match ? envelope(record.metadata) : undefined;
  });
  renderRoute(Page, `/${collection}/:id`, `/${collection}/${record.metadata.control_number}`);
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  await waitFor(() => expect(screen.queryAllByText('Loading ...')).toHaveLength(0));
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  vi.unstubAllGlobals();
}
