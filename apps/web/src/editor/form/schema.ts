import type { RecordJsonSchema } from '@parton/records';

/**
 * Reading the JSON Schema that `recordJsonSchema(collection)` derives from the zod record schemas: each schema node
 * becomes the kind of field the form draws. `$ref`s into `$defs` are resolved, `anyOf` with `null` is the type it
 * makes optional, and whatever the schema cannot say (zod's unrepresentable parts) is `any`, left to the JSON view.
 */

export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  $ref?: string;
  $defs?: Record<string, JsonSchemaNode>;
  definitions?: Record<string, JsonSchemaNode>;
  pattern?: string;
  format?: string;
  minItems?: number;
  description?: string;
}

export type FieldNode =
  | { kind: 'string'; pattern?: string; format?: string }
  | { kind: 'enum'; options: string[] }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  /** `{ "$ref": "…/api/<collection>/<id>" }`: a link to another record. */
  | { kind: 'ref' }
  | { kind: 'object'; properties: Array<[string, JsonSchemaNode]>; required: ReadonlySet<string> }
  | { kind: 'array'; items: JsonSchemaNode; minItems: number }
  | { kind: 'any' };

/** Resolves `#/$defs/Name` (and `#/definitions/Name`) against the document's root; other refs are left as `any`. */
function resolveRef(root: JsonSchemaNode, node: JsonSchemaNode, seen: Set<string>): JsonSchemaNode {
  let current = node;
  while (current.$ref?.startsWith('#/')) {
    if (seen.has(current.$ref)) {
      return {};
    }
    seen.add(current.$ref);
    const [, group, name] = current.$ref.split('/');
    const table = group === '$defs' ? root.$defs : group === 'definitions' ? root.definitions : undefined;
    const target = name ? table?.[decodeURIComponent(name)] : undefined;
    if (!target) {
      return {};
    }
    current = target;
  }
  return current;
}

/** `anyOf: [X, {type: 'null'}]` (and `type: ['string', 'null']`): the field is X, and may be left empty. */
function withoutNull(root: JsonSchemaNode, node: JsonSchemaNode): JsonSchemaNode {
  const resolved = resolveRef(root, node, new Set());
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) {
    const nonNull = alternatives.filter(
      (alternative) => resolveRef(root, alternative, new Set()).type !== 'null',
    );
    if (nonNull.length === 1 && nonNull[0]) {
      return withoutNull(root, nonNull[0]);
    }
    return {};
  }
  if (Array.isArray(resolved.type)) {
    const types = resolved.type.filter((type) => type !== 'null');
    return types.length === 1 ? { ...resolved, type: types[0] } : {};
  }
  return resolved;
}

function isRefObject(node: JsonSchemaNode): boolean {
  const names = Object.keys(node.properties ?? {});
  return names.length === 1 && names[0] === '$ref';
}

const cache = new WeakMap<JsonSchemaNode, FieldNode>();

/** The kind of field a schema node is (memoised per node: the form asks for every row it draws). */
export function fieldOf(root: JsonSchemaNode, node: JsonSchemaNode): FieldNode {
  const cached = cache.get(node);
  if (cached) {
    return cached;
  }
  const field = describe(root, withoutNull(root, node));
  cache.set(node, field);
  return field;
}

function describe(root: JsonSchemaNode, node: JsonSchemaNode): FieldNode {
  if (node.enum?.every((option) => typeof option === 'string')) {
    return { kind: 'enum', options: node.enum as string[] };
  }
  if (typeof node.const === 'string') {
    return { kind: 'enum', options: [node.const] };
  }
  switch (node.type) {
    case 'string':
      return { kind: 'string', pattern: node.pattern, format: node.format };
    case 'integer':
      return { kind: 'number', integer: true };
    case 'number':
      return { kind: 'number', integer: false };
    case 'boolean':
      return { kind: 'boolean' };
    case 'array':
      return node.items
        ? { kind: 'array', items: node.items, minItems: node.minItems ?? 0 }
        : { kind: 'any' };
    case 'object':
      if (isRefObject(node)) {
        return { kind: 'ref' };
      }
      return {
        kind: 'object',
        properties: Object.entries(node.properties ?? {}),
        required: new Set(node.required ?? []),
      };
    default:
      return node.properties ? describe(root, { ...node, type: 'object' }) : { kind: 'any' };
  }
}

/** The root of a collection's record schema as an object field (its top-level properties in schema order). */
export function rootFieldOf(
  schema: RecordJsonSchema | JsonSchemaNode,
): Extract<FieldNode, { kind: 'object' }> {
  const root = schema as JsonSchemaNode;
  const field = fieldOf(root, root);
  if (field.kind !== 'object') {
    throw new Error('A record schema must describe an object');
  }
  return field;
}

/** A hint for the formats records use: partial dates (`YYYY, YYYY-MM or YYYY-MM-DD`) and date-times. */
export function formatHint(field: Extract<FieldNode, { kind: 'string' }>, name: string): string | undefined {
  if (field.format === 'date-time' || /datetime/.test(name)) {
    return 'YYYY-MM-DDTHH:MM:SS';
  }
  if (field.pattern?.startsWith('^\\d{4}') || field.format === 'date' || /(^|_)date($|_)/.test(name)) {
    return 'YYYY, YYYY-MM or YYYY-MM-DD';
  }
  return undefined;
}
