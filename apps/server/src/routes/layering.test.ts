/**
 * Routes call services, never repositories or the database: one owner per piece of SQL (the service decides
 * what is read, once, and with which rights). This scans the route modules' imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = import.meta.dirname;

/** Every route module (tests excluded), recursively. */
function routeModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return routeModules(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module specifiers a source file imports or re-exports (static and dynamic). */
export function importedModules(source: string): string[] {
  const specifiers = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g);
  return [...specifiers].map((match) => match[1] ?? '');
}

/** A repository module (`repository`, `matcher-repository`, `accountRepository`), the database layer, or Kysely. */
export function isForbiddenInRoutes(specifier: string): boolean {
  const name = specifier.split('/').at(-1) ?? '';
  if (name === 'repository' || name.endsWith('-repository') || name.endsWith('Repository')) {
    return true;
  }
  return specifier === 'kysely' || /(^|\/)db(\/|$)/.test(specifier);
}

describe('route modules', () => {
  it('recognise repository and database imports', () => {
    expect(isForbiddenInRoutes('../../records/repository')).toBe(true);
    expect(isForbiddenInRoutes('../../citations/matcher-repository')).toBe(true);
    expect(isForbiddenInRoutes('./accountRepository')).toBe(true);
    expect(isForbiddenInRoutes('../../db/bounded')).toBe(true);
    expect(isForbiddenInRoutes('kysely')).toBe(true);
    expect(isForbiddenInRoutes('../../records/response')).toBe(false);
    expect(isForbiddenInRoutes('@parton/records')).toBe(false);
    expect(importedModules("import { a } from './x';\nexport * from \"../y\";\nawait import('z');")).toEqual([
      './x',
      '../y',
      'z',
    ]);
  });

  it('import services, never repositories or the database', () => {
    const modules = routeModules(ROUTES);
    expect(modules.length).toBeGreaterThan(5);
    const offending = modules.flatMap((path) =>
      importedModules(readFileSync(path, 'utf8'))
        .filter(isForbiddenInRoutes)
        .map((specifier) => `${relative(ROUTES, path)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
