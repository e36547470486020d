import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedPackages } from '../testing/imports';

/**
 * Every workspace declares the packages its files import (issue 19): a package that is there only because npm
 * hoisted another workspace's dependency breaks as soon as that workspace drops it. Declared packages that
 * nothing imports go. The scan reads every source, test, config and script file of each workspace (and the
 * root's own files) for the packages they import (testing/imports.ts).
 *
 * The root's devDependencies are the shared toolchain (vitest, esbuild, typescript, tsx, biome, @types/node):
 * npm always installs them at the root, where every workspace resolves them, so a workspace's tests and
 * scripts may import them without declaring them again. What the production server imports at run time must be
 * in apps/server's own `dependencies`: cli/build.test.ts checks the built bundle for that.
 */
const ROOT = join(import.meta.dirname, '../../../..');
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'artifacts',
  'out',
  'coverage',
]);

/**
 * Declared but not imported, on purpose: packages used from the command line, by name in a configuration, or as
 * a peer of another package. (`@types/x` counts as used when `x` is imported, and `@types/node` always:
 * tsconfig.base.json names it.) An entry whose package gets imported must go.
 */
const USED_WITHOUT_IMPORT: Record<string, Record<string, string>> = {
  '.': {
    '@biomejs/biome': '`npm run lint`: the biome command',
    typescript: '`npm run typecheck`: the tsc command of every workspace',
  },
  'apps/web': {
    vite: 'the `vite build` and `vite` commands of its package.json scripts',
    jsdom: 'the test environment named in vite.config.ts',
    '@testing-library/dom': 'peer dependency of @testing-library/react, which does not install it',
  },
};

interface Workspace {
  folder: string;
  name: string;
  declared: Set<string>;
  devDependencies: Set<string>;
}

function readWorkspaces(): Workspace[] {
  const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return ['.', ...rootManifest.workspaces].map((folder) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const devDependencies = new Set(Object.keys(manifest.devDependencies ?? {}));
    return {
      folder,
      name: manifest.name,
      declared: new Set([...Object.keys(manifest.dependencies ?? {}), ...devDependencies]),
      devDependencies,
    };
  });
}

function sourceFiles(folder: string, otherWorkspaces: Set<string>): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      const skipped =
        entry.name.startsWith('.') ||
        SKIPPED_FOLDERS.has(entry.name) ||
        otherWorkspaces.has(relative(ROOT, path).split(sep).join('/'));
      if (!skipped) {
        files.push(...sourceFiles(path, otherWorkspaces));
      }
    } else if (SOURCE_FILE.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** Per workspace folder: package name → the files importing it. */
function scanWorkspaces(workspaces: Workspace[]): Map<string, Map<string, string[]>> {
  const folders = workspaces.map((workspace) => workspace.folder).filter((folder) => folder !== '.');
  const result = new Map<string, Map<string, string[]>>();
  for (const workspace of workspaces) {
    const others = new Set(folders.filter((folder) => folder !== workspace.folder));
    const imports = new Map<string, string[]>();
    for (const file of sourceFiles(join(ROOT, workspace.folder), others)) {
      for (const name of importedPackages(readFileSync(file, 'utf8'))) {
        imports.set(name, [...(imports.get(name) ?? []), relative(ROOT, file)]);
      }
    }
    result.set(workspace.folder, imports);
  }
  return result;
}

describe('the import scan (testing/imports.ts)', () => {
  // Built from pieces: the samples are not imports of this file, whichever way it is scanned.
  const quote = "'";
  const from = (name: string) => `from ${quote}${name}${quote}`;

  it('finds bare specifiers of every import form and ignores relative paths and Node built-ins', () => {
    const code = [
      `import { a } ${from('alpha')};`,
      `import type { B } ${from('@scope/beta/sub')};`,
      `import {\n  c,\n  d,\n} ${from('gamma/deep/path')};`,
      `export { e } ${from('delta')};`,
      `export * ${from('./local')};`,
      `import ${quote}epsilon/register${quote};`,
      `const z = await import(${quote}zeta${quote});`,
      `const h = require(${quote}eta${quote});`,
      `const t = require.resolve(${quote}theta/package.json${quote});`,
      `import { readFile } ${from('node:fs')};`,
      `import { join } ${from('path')};`,
      `import x ${from('../up')};`,
      `const text = ${quote}nothing from here${quote};`,
      `const sample = "await import(${quote}in-a-string${quote})";`,
      `// import y ${from('in-a-comment')}`,
    ].join('\n');
    expect([...importedPackages(code)].sort()).toEqual(
      ['@scope/beta', 'alpha', 'delta', 'epsilon', 'eta', 'gamma', 'theta', 'zeta'].sort(),
    );
  });
});

describe('workspace dependencies', () => {
  const workspaces = readWorkspaces();
  const imports = scanWorkspaces(workspaces);
  const root = workspaces.find((workspace) => workspace.folder === '.')!;

  it('every workspace declares each package it imports (or it is in the root toolchain)', () => {
    const undeclared: string[] = [];
    for (const workspace of workspaces) {
      for (const [name, files] of imports.get(workspace.folder) ?? []) {
        const declared =
          name === workspace.name ||
          workspace.declared.has(name) ||
          workspace.declared.has(`@types/${name}`) ||
          root.devDependencies.has(name);
        if (!declared) {
          undeclared.push(`${workspace.folder}: ${name} (imported by ${files.slice(0, 3).join(', ')})`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('every declared dependency is imported or on the commented list of those used otherwise', () => {
    const importedAnywhere = new Set([...imports.values()].flatMap((byPackage) => [...byPackage.keys()]));
    const unused: string[] = [];
    for (const workspace of workspaces) {
      const imported = imports.get(workspace.folder) ?? new Map<string, string[]>();
      const allowed = USED_WITHOUT_IMPORT[workspace.folder] ?? {};
      // The root's toolchain is used when any workspace imports it.
      const isImported = (name: string) =>
        imported.has(name) || (workspace === root && importedAnywhere.has(name));
      for (const name of workspace.declared) {
        const typesOf = name.startsWith('@types/') ? name.slice('@types/'.length) : undefined;
        const used =
          isImported(name) ||
          name in allowed ||
          (typesOf !== undefined && (typesOf === 'node' || isImported(typesOf)));
        if (!used) {
          unused.push(`${workspace.folder}: ${name}`);
        }
      }
    }
    expect(unused).toEqual([]);
  });

  it('the list of packages used without an import holds no package that is imported', () => {
    const stale: string[] = [];
    for (const [folder, allowed] of Object.entries(USED_WITHOUT_IMPORT)) {
      for (const name of Object.keys(allowed)) {
        const typesOf = name.startsWith('@types/') ? name.slice('@types/'.length) : name;
        if (imports.get(folder)?.has(name) || imports.get(folder)?.has(typesOf)) {
          stale.push(`${folder}: ${name}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });
});
