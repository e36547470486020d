import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the real demo records (CC0, never copied into the project) are: `../shared/data/inspire-demo` beside the
 * repository root, whatever the absolute path of the clone. Every test layer that reads them asks here.
 *
 * `PARTON_DEMO_DATA=off` pretends the folder is absent, to check that a clone without `../shared` still runs
 * every test but the real-demo-record layers; `PARTON_DEMO_DATA=<folder>` points at another copy.
 */
const REPOSITORY_ROOT = join(import.meta.dirname, '../../../..');

function demoDataSetting(): { dir: string; disabled: boolean } {
  const setting = process.env.PARTON_DEMO_DATA?.trim();
  const disabled = setting === 'off' || setting === '0' || setting === 'false';
  const dir = setting && !disabled ? setting : join(REPOSITORY_ROOT, '..', 'shared', 'data', 'inspire-demo');
  return { dir, disabled };
}

const setting = demoDataSetting();

/** The demo record folder (it may not exist: check `hasDemoData`). */
export const DEMO_DATA_DIR = setting.dir;

/** Whether the real demo records are there (and not turned off with `PARTON_DEMO_DATA=off`). */
export const hasDemoData = !setting.disabled && existsSync(DEMO_DATA_DIR);

/** Why a demo-record layer did not run, for skip messages. */
export const DEMO_SKIP_REASON = setting.disabled
  ? 'the real demo records are turned off by PARTON_DEMO_DATA=off'
  : `the real demo records are absent: no ../shared/data/inspire-demo at ${DEMO_DATA_DIR}`;

/** One collection folder of the demo records (`literature`, `authors`, `conference` …). */
export function demoFolder(folder: string): string {
  return join(DEMO_DATA_DIR, folder);
}

/** Whether one collection folder of the demo records is there. */
export function hasDemoFolder(folder: string): boolean {
  return hasDemoData && existsSync(demoFolder(folder));
}
