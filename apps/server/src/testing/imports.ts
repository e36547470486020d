/**
 * Which packages a JavaScript or TypeScript file imports (cli/workspaceDeps.test.ts checks them against each
 * workspace's package.json, cli/build.test.ts against the server's dependencies). TypeScript's own pre-parser
 * reads the file, so that text in strings and comments is not taken for an import: static imports and
 * re-exports (type-only ones too: they need the package or its @types), side-effect imports, dynamic imports,
 * `require` calls and `/// <reference types>` directives. `require.resolve` with a string literal is found by a
 * pattern, as the pre-parser does not look for it.
 */
import { builtinModules } from 'node:module';
import ts from 'typescript';

const REQUIRE_RESOLVE = /\brequire\.resolve\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`; undefined for paths and Node's own modules. */
export function packageOf(specifier: string): string | undefined {
  if (/^(?:\.|\/|node:|virtual:|#|https?:)/.test(specifier) || specifier.includes('\\')) {
    return undefined;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  if (builtinModules.includes(name)) {
    return undefined;
  }
  return name;
}

export function importedPackages(code: string): Set<string> {
  const parsed = ts.preProcessFile(code, true, true);
  const specifiers = [
    ...parsed.importedFiles.map((file) => file.fileName),
    ...parsed.typeReferenceDirectives.map((reference) => reference.fileName),
    ...[...code.matchAll(REQUIRE_RESOLVE)].map((match) => match[1]!),
  ];
  const packages = new Set<string>();
  for (const specifier of specifiers) {
    const name = packageOf(specifier);
    if (name) {
      packages.add(name);
    }
  }
  return packages;
}
