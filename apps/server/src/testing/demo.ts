/**
 * The real demo records beside the project (one helper for every workspace: @parton/records/testing/demo-data).
 * Only the "real demo records" layers of the tests skip when they are absent or `PARTON_DEMO_DATA=off`; each
 * suite exercises its purpose on generated records (@parton/corpus) as well.
 */
export {
  DEMO_DATA_DIR,
  DEMO_SKIP_REASON,
  demoFolder,
  hasDemoData,
  hasDemoFolder,
} from '@parton/records/testing/demo-data';
