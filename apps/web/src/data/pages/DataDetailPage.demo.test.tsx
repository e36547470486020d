import { describe, it, vi } from 'vitest';
import { DEMO_RECORDS_FOLDER, readDemoRecords } from '../../common/testing/demoRecords';
import { expectDetailPageRenders } from '../../common/testing/detailPageHarness';
import { DataDetailPage } from './DataDetailPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

const records = await readDemoRecords('data');

describe('DataDetailPage with every real demo record of its type', () => {
  if (records.length === 0) {
    it.skip(`needs the demo records in ${DEMO_RECORDS_FOLDER}/data, which are absent`, () => {});
    return;
  }
  it.each(records)('renders $file without errors', async (record) => {
    await expectDetailPageRenders(DataDetailPage, 'data', record);
  });
});
