import { COLLECTION_NAMES, type CollectionName } from '@parton/records';
import { publicMetadataJson } from './privacy';
import type { StoredRecord } from './repository';

const REF_IN_JSON = new RegExp(
  `("\\$ref":\\s*")(?:[a-z][a-z0-9+.-]*://[^"/]*)?(?:/[^"]*?)?(/api/(?:${COLLECTION_NAMES.join('|')})/\\d+)"`,
  'g',
);

/** Points every `$ref` of a JSON text at this server, whatever host it named (real data names the public site). */
export function rewriteRefs(json: string, publicUrl: string): string {
  return json.replace(REF_IN_JSON, (_match, prefix: string, path: string) => `${prefix}${publicUrl}${path}"`);
}

/** Links of one record, as the reference builds them (one per format for literature, json for the rest). */
export function recordLinks(
  publicUrl: string,
  collection: CollectionName,
  controlNumber: number,
): Record<string, string> {
  const self = `${publicUrl}/api/${collection}/${controlNumber}`;
  if (collection !== 'literature') {
    return { json: `${self}?format=json` };
  }
  return {
    bibtex: `${self}?format=bibtex`,
    'latex-eu': `${self}?format=latex-eu`,
    'latex-us': `${self}?format=latex-us`,
    json: `${self}?format=json`,
    cv: `${self}?format=cv`,
    citations: `${publicUrl}/api/literature/?q=refersto%3Arecid%3A${controlNumber}`,
  };
}

/**
 * The record envelope of the reference (`id` as a string, created, updated, links, metadata, uuid), written as
 * JSON text straight from the stored metadata text so that a detail request parses no JSON at all. A public text
 * kept ready (`publicTextReady`) already has its `$ref`s under `publicUrl`: it is not scanned again.
 */
export function recordEnvelopeJson(record: StoredRecord, publicUrl: string): string {
  const head = {
    id: String(record.controlNumber),
    uuid: record.id,
    revision_id: record.revisionId,
    created: record.created,
    updated: record.updated,
    links: recordLinks(publicUrl, record.collection, record.controlNumber),
  };
  const headJson = JSON.stringify(head);
  const metadataJson = record.publicTextReady
    ? record.metadataJson
    : rewriteRefs(record.metadataJson, publicUrl);
  return `${headJson.slice(0, -1)},"metadata":${metadataJson}}`;
}

/** Appends fields to a JSON object's text without parsing it. */
export function spliceJsonFields(json: string, fields: Record<string, unknown>): string {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) {
    return json;
  }
  const addition = JSON.stringify(Object.fromEntries(entries)).slice(1, -1);
  const end = json.lastIndexOf('}');
  const body = json.slice(0, end).trimEnd();
  return `${body}${body.endsWith('{') ? '' : ','}${addition}}`;
}

/**
 * The public answer of `GET /api/{collection}/{id}` and of the identifier look-ups: the envelope of the record's
 * public view (records/privacy.ts), literature with `citation_count` and `citation_count_without_self_citations`
 * as the reference's record JSON has them. Parses the metadata only when something in it is private.
 */
export function publicRecordEnvelopeJson(record: StoredRecord, publicUrl: string): string {
  let metadataJson = record.publicTextReady
    ? record.metadataJson
    : publicMetadataJson(record.collection, record.metadataJson);
  if (record.citationCounts) {
    metadataJson = spliceJsonFields(metadataJson, {
      citation_count: record.citationCounts.citationCount,
      citation_count_without_self_citations: record.citationCounts.citationCountWithoutSelfCitations,
    });
  }
  return recordEnvelopeJson({ ...record, metadataJson }, publicUrl);
}
