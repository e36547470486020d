import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Node.js versions the project claims (root package.json `engines`, repeated in the README) are ones every
 * installed package declares it supports: each version the root range allows is allowed by every installed
 * package's `engines.node` (a package the lock lists for another platform and that is not installed does not
 * count). A dependency update that needs a newer Node fails here until the claim and the README follow it.
 */
const ROOT = join(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);
// semver has no type declarations installed: only the one function used here is typed.
const semver = require('semver') as { subset(subRange: string, superRange: string): boolean };

interface LockEntry {
  engines?: { node?: string } | string[];
}

describe('the Node.js requirement', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const claimed = manifest.engines.node;

  it('allows only versions that every installed package supports', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const narrower: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const engines = entry.engines;
      // Old packages wrote engines as a list of strings: no Node range to compare.
      const required = engines && !Array.isArray(engines) ? engines.node : undefined;
      if (!path.includes('node_modules/') || !required || !existsSync(join(ROOT, path))) {
        continue;
      }
      if (!semver.subset(claimed, required)) {
        narrower.push(`${path.replace(/^.*node_modules\//, '')} requires ${required}`);
      }
    }
    expect(narrower, `package.json engines.node is ${claimed}`).toEqual([]);
  });

  it('is what the README states', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`\`engines\`: \`${claimed}\``);
  });
});
