import { z } from 'zod';
import type { CollectionName } from '../collections';
import { RECORD_SCHEMAS } from './index';

/** A JSON Schema document (draft 2020-12) as zod writes it. */
export type RecordJsonSchema = Record<string, unknown>;

const cache = new Map<CollectionName, RecordJsonSchema>();

/**
 * The JSON Schema of a collection's records, derived from the zod schema the server validates with — never written
 * twice (the record editor's form and its raw-JSON checks read this). Fields the zod schemas do not model are
 * allowed (`additionalProperties` is left open): the editor keeps them as they are.
 */
export function recordJsonSchema(collection: CollectionName): RecordJsonSchema {
  const cached = cache.get(collection);
  if (cached) {
    return cached;
  }
  const schema = z.toJSONSchema(RECORD_SCHEMAS[collection], { unrepresentable: 'any', io: 'input' });
  cache.set(collection, schema);
  return schema;
}
