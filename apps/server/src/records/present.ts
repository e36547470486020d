import { COLLECTION_NAMES, type CollectionName } from '@parton/records';
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
 * JSON text straight from the stored metadata text so that a detail request parses no JSON at all.
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
  return `${headJson.slice(0, -1)},"metadata":${rewriteRefs(record.metadataJson, publicUrl)}}`;
}
