import { createContext, useContext } from 'react';
import type { FieldPath } from './paths';
import type { JsonSchemaNode } from './schema';

/** What every field of the form shares: the schema root, the way to change the record, and the current errors. */
export interface EditorFormContextValue {
  root: JsonSchemaNode;
  /** Puts `next` at `path` (undefined removes the key). */
  change: (path: FieldPath, next: unknown) => void;
  /** Replaces the value at `path` with what `update` makes of the current one. */
  update: (path: FieldPath, update: (current: unknown) => unknown) => void;
  /** Messages by dotted path (`authors.3.full_name`). */
  errors: ReadonlyMap<string, readonly string[]>;
  /** Every dotted path that has an error at or below it (a collapsed row shows that something inside is wrong). */
  errorPrefixes: ReadonlySet<string>;
}

export const EditorFormContext = createContext<EditorFormContextValue | null>(null);

export function useEditorForm(): EditorFormContextValue {
  const context = useContext(EditorFormContext);
  if (!context) {
    throw new Error('Form fields need an EditorFormContext');
  }
  return context;
}

/** `errors` plus the prefix set, from a flat list of failing paths. */
export function indexErrors(list: ReadonlyArray<{ path: string; message: string }>): {
  errors: Map<string, string[]>;
  errorPrefixes: Set<string>;
} {
  const errors = new Map<string, string[]>();
  const errorPrefixes = new Set<string>();
  for (const { path, message } of list) {
    errors.set(path, [...(errors.get(path) ?? []), message]);
    const parts = path.split('.');
    for (let length = 1; length <= parts.length; length += 1) {
      errorPrefixes.add(parts.slice(0, length).join('.'));
    }
  }
  return { errors, errorPrefixes };
}
