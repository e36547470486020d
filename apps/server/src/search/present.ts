import {
  type CollectionName,
  earliestDate,
  type LiteratureMetadata,
  linkOf,
  type PidType,
  type SortOption,
} from '@parton/records';
import type { Account } from '../accounts/model';
import { recordPermissions } from '../accounts/permissions';
import { recordEnvelopeJson, recordLinks, rewriteRefs, spliceJsonFields } from '../records/present';
import { publicMetadata, publicMetadataJson } from '../records/privacy';
import { type CollectionUiExtras, collectionUiMetadata } from './collectionUi';
import { keepFields } from './fields';
import { type LiteratureUiExtras, literatureUiMetadata } from './literatureUi';
import type { HitRow, LinkedRecordSummary } from './repository';

type Json = Record<string, unknown>;

/** The partial earliest date of a paper (`2017-10-16`, `2001`), from the date fields the hit row carries. */
export function hitEarliestDate(row: HitRow): string | undefined {
  if (row.publicTextReady) {
    return row.earliestDate ?? undefined;
  }
  return row.dateSources ? earliestDate(row.dateSources as LiteratureMetadata) : undefined;
}

/**
 * The metadata text of a JSON hit: the record's public view (records/privacy.ts) with the computed fields;
 * `fields` keeps only those paths.
 */
function hitMetadataJson(
  row: HitRow,
  collection: CollectionName,
  fields: readonly string[] | undefined,
): string {
  const computed =
    row.citationCount === null
      ? undefined
      : {
          citation_count: row.citationCount,
          citation_count_without_self_citations: row.citationCountWithoutSelfCitations ?? 0,
          author_count: row.authorCount ?? 0,
          earliest_date: hitEarliestDate(row),
        };
  if (fields) {
    const metadata = publicMetadata(collection, JSON.parse(row.metadataJson) as Json);
    return JSON.stringify(keepFields({ ...metadata, ...computed }, fields));
  }
  // A public text kept ready is the public view already (records/publicJson.ts): only the counts are spliced in.
  const json = row.publicTextReady ? row.metadataJson : publicMetadataJson(collection, row.metadataJson);
  return computed ? spliceJsonFields(json, computed) : json;
}

/** One hit of a JSON search (or a JSON record with `fields`): the record envelope, as text. */
export function jsonHit(
  row: HitRow,
  collection: CollectionName,
  publicUrl: string,
  fields: readonly string[] | undefined,
): string {
  return recordEnvelopeJson(
    {
      id: row.recordId,
      collection,
      controlNumber: row.controlNumber,
      revisionId: row.revisionId,
      created: row.created,
      updated: row.updated,
      deleted: row.deleted,
      metadataJson: hitMetadataJson(row, collection, fields),
      publicTextReady: row.publicTextReady && !fields,
    },
    publicUrl,
  );
}

/** Conference and book records linked from papers' publication_info (conference_info, linked_books, BibTeX). */
export interface LinkedRecords {
  conferences: Map<number, Json>;
  books: Map<number, Json>;
}

export function linkedRecordKeys(papers: readonly Json[]): { pidType: PidType; controlNumber: number }[] {
  const keys = new Map<string, { pidType: PidType; controlNumber: number }>();
  for (const paper of papers) {
    const infos = Array.isArray(paper.publication_info) ? (paper.publication_info as Json[]) : [];
    for (const info of infos) {
      const conference = linkOf(info?.conference_record);
      if (conference?.collection === 'conferences') {
        keys.set(`con:${conference.controlNumber}`, {
          pidType: 'con',
          controlNumber: conference.controlNumber,
        });
      }
      const book = linkOf(info?.parent_record);
      if (book?.collection === 'literature') {
        keys.set(`lit:${book.controlNumber}`, { pidType: 'lit', controlNumber: book.controlNumber });
      }
    }
  }
  return [...keys.values()];
}

export function linkedRecordsOf(summaries: readonly LinkedRecordSummary[]): LinkedRecords {
  const linked: LinkedRecords = { conferences: new Map(), books: new Map() };
  for (const summary of summaries) {
    const target = summary.pidType === 'con' ? linked.conferences : linked.books;
    target.set(summary.controlNumber, summary.summary);
  }
  return linked;
}

export interface UiHitInput {
  row: HitRow;
  collection: CollectionName;
  metadata: Json;
  linked: LinkedRecords;
  /** What the other collections' UI JSON resolves (counts of papers, linked records, proceedings). */
  collectionExtras: CollectionUiExtras;
  list: boolean;
  /** The caller, whose rights on the record (`can_edit`, `can_claim`) the UI JSON carries. */
  viewer: Account | null;
  /** On an author's publication list (`author=<recid>`): whether that author's signature here is claimed. */
  curatedRelation?: boolean;
}

/**
 * The UI JSON metadata of one record (literature: `LiteratureDetailSchema`), built from the record's public view
 * (records/privacy.ts); only what is computed from the whole record (`is_collection_hidden`, the caller's
 * rights) reads the private parts.
 */
export function uiMetadata(input: UiHitInput): Json {
  const shown = publicMetadata(input.collection, input.metadata);
  if (input.collection !== 'literature') {
    return collectionUiMetadata(input.collection, shown, input.collectionExtras);
  }
  const extras: LiteratureUiExtras = {
    citationCount: input.row.citationCount ?? 0,
    citationCountWithoutSelfCitations: input.row.citationCountWithoutSelfCitations ?? 0,
    numberOfAuthors: input.row.authorCount ?? 0,
    numberOfReferences: input.row.numberOfReferences ?? 0,
    earliestDate: hitEarliestDate(input.row),
    conferences: input.linked.conferences,
    books: input.linked.books,
    list: input.list,
    collections: input.metadata._collections,
  };
  return literatureUiMetadata(shown, extras);
}

/** A UI JSON hit (or record): the envelope with the UI metadata, `$ref`s pointing at this server. */
export function uiHit(input: UiHitInput, publicUrl: string): string {
  const envelope = {
    id: String(input.row.controlNumber),
    uuid: input.row.recordId,
    revision_id: input.row.revisionId,
    created: input.row.created,
    updated: input.row.updated,
    links: recordLinks(publicUrl, input.collection, input.row.controlNumber),
    metadata: {
      ...uiMetadata(input),
      ...recordPermissions(input.viewer, input.collection, input.metadata),
      ...(input.curatedRelation === undefined ? {} : { curated_relation: input.curatedRelation }),
    },
  };
  return rewriteRefs(JSON.stringify(envelope), publicUrl);
}

/** The search envelope `{"hits":{"hits":[…],"total":N},"links":{…},"sort_options":[…]}`, hits already JSON text. */
export function searchEnvelopeJson(
  hits: readonly string[],
  total: number,
  links: Record<string, string>,
  sortOptions: readonly SortOption[],
  totalRelation: 'eq' | 'gte' | 'estimate' = 'eq',
): string {
  return `{"hits":{"hits":[${hits.join(',')}],"total":${total},"total_relation":"${totalRelation}"},"links":${JSON.stringify(links)},"sort_options":${JSON.stringify(sortOptions)}}`;
}
