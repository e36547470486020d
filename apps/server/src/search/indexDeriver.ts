import {
  COLLECTION_SEARCH_COLUMNS,
  collectionSearchRow,
  displayName,
  LITERATURE_SEARCH_COLUMNS,
  literatureSearchRow,
  type SearchCollection,
} from '@parton/query';
import { COLLECTION_NAMES, linkOf } from '@parton/records';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { RecordChange, RecordDeriver } from '../records/derivers/types';
import { findAuthorNames, upsertCollectionSearchRows, upsertLiteratureSearchRows } from './repository';

function linkedAuthorNumbers(changes: readonly RecordChange[]): number[] {
  return changes.flatMap((change) => {
    const authors = change.metadata.authors;
    if (!Array.isArray(authors)) {
      return [];
    }
    return authors.flatMap((author: unknown) => {
      const link = linkOf((author as { record?: unknown } | null)?.record);
      return link?.collection === 'authors' ? [link.controlNumber] : [];
    });
  });
}

/** The author facet names a linked author by its record's preferred name, as the reference does. */
async function authorDisplayNames(
  tx: Transaction<Database>,
  changes: readonly RecordChange[],
): Promise<Map<number, string>> {
  const rows = await findAuthorNames(tx, linkedAuthorNumbers(changes));
  const names = new Map<number, string>();
  for (const row of rows) {
    const name = row.preferredName ?? (row.name ? displayName(row.name) : undefined);
    if (name) {
      names.set(row.controlNumber, name);
    }
  }
  return names;
}

async function indexLiterature(tx: Transaction<Database>, changes: readonly RecordChange[]): Promise<void> {
  const names = await authorDisplayNames(tx, changes);
  const rows = changes.map((change) =>
    literatureSearchRow(change.metadata, {
      recordId: change.recordId,
      deleted: change.deleted,
      authorDisplayNames: names,
    }),
  );
  await upsertLiteratureSearchRows(tx, LITERATURE_SEARCH_COLUMNS, rows);
}

async function indexCollections(tx: Transaction<Database>, changes: readonly RecordChange[]): Promise<void> {
  const rows = changes.map((change) =>
    collectionSearchRow(change.collection as SearchCollection, change.metadata, {
      recordId: change.recordId,
      deleted: change.deleted,
    }),
  );
  await upsertCollectionSearchRows(tx, COLLECTION_SEARCH_COLUMNS, rows);
}

/**
 * Keeps the search tables of @parton/query in step with every record write, in the same transaction: one upsert
 * per table per batch. Deleted records keep their row (flagged), so cataloger views can still find them.
 */
export const searchIndexDeriver: RecordDeriver = {
  name: 'search-index',
  collections: COLLECTION_NAMES,
  async apply(tx, changes) {
    const literature = changes.filter((change) => change.collection === 'literature');
    const others = changes.filter((change) => change.collection !== 'literature');
    if (literature.length > 0) {
      await indexLiterature(tx, literature);
    }
    if (others.length > 0) {
      await indexCollections(tx, others);
    }
  },
};
