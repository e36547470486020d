import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The real demo records (CC0) beside the project; tests that need them skip when it is absent. */
export const DEMO_DATA_DIR = join(import.meta.dirname, '../../../../../shared/data/inspire-demo');
export const hasDemoData = existsSync(DEMO_DATA_DIR);
export const DEMO_SKIP_REASON = `../shared/data/inspire-demo not found at ${DEMO_DATA_DIR}`;

if (!hasDemoData) {
  console.warn(`Skipping tests on real records: ${DEMO_SKIP_REASON}`);
}
