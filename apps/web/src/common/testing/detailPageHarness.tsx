import type { CollectionName } from '@parton/records';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type PresentedRecord, readPresentedRecords } from './presentedRecords';
import { mockApi, renderRoute } from './renderRoute';

/**
 * Renders a detail page for one record as the server presents it (any id of the collection answers it, as the
 * server would after a redirect) and waits until the record and the page's searches have loaded. Fails on any
 * console.error.
 */
export async function expectDetailPageRenders(
  Page: ComponentType,
  collection: CollectionName,
  record: PresentedRecord,
): Promise<void> {
  const consoleError = vi.spyOn(console, 'error');
  mockApi((url) => {
    const match = new RegExp(`^/api/${collection}/(\\d+)$`).exec(url.pathname);
    return match
      ? new Response(record.body, { status: 200, headers: { 'Content-Type': 'application/json' } })
      : undefined;
  });
  renderRoute(Page, `/${collection}/:id`, `/${collection}/${record.controlNumber}`);
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  await waitFor(() => expect(screen.queryAllByText('Loading ...')).toHaveLength(0));
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  vi.unstubAllGlobals();
}

/**
 * The detail page of a collection rendered with the server's answers: for generated records always, for every
 * real demo record as an extra layer that alone skips when ../shared is absent (or PARTON_DEMO_DATA=off).
 */
export async function describeDetailPageOnPresentedRecords(
  title: string,
  Page: ComponentType,
  collection: CollectionName,
): Promise<void> {
  // Whole pages with antd render slowly under jsdom, more so while the other suites run.
  vi.setConfig({ testTimeout: 60_000 });
  const presented = await readPresentedRecords(collection);

  describe(`${title} with generated records, as the server presents them`, () => {
    it('has generated records to render', () => {
      expect(presented.generated.length).toBeGreaterThan(0);
    });
    it.each(presented.generated)('renders $name without errors', async (record) => {
      await expectDetailPageRenders(Page, collection, record);
    });
  });

  describe(`${title} with every real demo record of its type, as the server presents them`, () => {
    if (presented.demoMissing) {
      it.skip(`is not checked: ${presented.demoMissing}`, () => {});
      return;
    }
    it.each(presented.demo)('renders $name without errors', async (record) => {
      await expectDetailPageRenders(Page, collection, record);
    });
  });
}
