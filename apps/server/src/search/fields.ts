type Json = Record<string, unknown>;

/** A tree of the metadata paths a client asked for: `titles,authors.full_name` → {titles: {}, authors: {full_name: {}}}. */
interface PathTree {
  [key: string]: PathTree;
}

/** `fields=titles,authors.full_name` → the list of dotted paths, empty items dropped. */
export function parseFields(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) {
    return undefined;
  }
  const paths = (Array.isArray(value) ? value : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return paths.length === 0 ? undefined : paths;
}

function pathTree(paths: readonly string[]): PathTree {
  const root: PathTree = {};
  for (const path of paths) {
    let node = root;
    for (const segment of path.split('.').filter((part) => part !== '')) {
      node[segment] ??= {};
      node = node[segment];
    }
  }
  return root;
}

function project(value: unknown, tree: PathTree): unknown {
  if (Object.keys(tree).length === 0) {
    return value;
  }
  // Arrays are kept whole (every element), the remaining path applies to each element, as `_source` filtering does.
  if (Array.isArray(value)) {
    return value.map((item) => project(item, tree));
  }
  if (!value || typeof value !== 'object') {
    return undefined;
  }
  const source = value as Json;
  const kept: Json = {};
  for (const [key, subtree] of Object.entries(tree)) {
    if (!(key in source)) {
      continue;
    }
    const projected = project(source[key], subtree);
    if (projected !== undefined) {
      kept[key] = projected;
    }
  }
  return kept;
}

/** Keeps only the listed metadata paths (`titles`, `authors.full_name`, `authors.affiliations.record`). */
export function keepFields(metadata: Json, paths: readonly string[]): Json {
  return project(metadata, pathTree(paths)) as Json;
}
