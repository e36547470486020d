import type { CollectionName } from '@parton/records';
import { citationsDeriver } from '../../citations/deriver';
import { orcidPushDeriver } from '../../orcid/deriver';
import { searchIndexDeriver } from '../../search/indexDeriver';
import { publicJsonDeriver } from '../publicJson';
import { signaturesDeriver } from './signatures';
import type { RecordDeriver } from './types';

export type { DeriveContext, RecordChange, RecordDeriver } from './types';

/**
 * Every derived table kept in the record-write transaction, in the order they run.
 * Add a deriver here (one import, one entry) when a feature needs a table that follows the records.
 */
export const RECORD_DERIVERS: RecordDeriver[] = [
  signaturesDeriver,
  orcidPushDeriver,
  searchIndexDeriver,
  citationsDeriver,
  publicJsonDeriver,
];

export function derivesFor(collection: CollectionName, derivers = RECORD_DERIVERS): RecordDeriver[] {
  return derivers.filter((deriver) => deriver.collections.includes(collection));
}
