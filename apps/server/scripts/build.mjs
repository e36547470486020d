#!/usr/bin/env node
// `npm run build -w @parton/server` (and the root `npm run build`): bundles the server and its command-line tools
// into plain JavaScript, so that production runs `node apps/server/dist/main.js` without tsx.
//
//   node apps/server/scripts/build.mjs [--outdir DIR]      (default apps/server/dist)
//
// - One self-contained ES module per entry point, all in the same folder: code that reads files relative to
//   itself (src/db/migrate.ts reads `./migrations` next to it; src/config.ts looks for the web app at
//   `../../web/dist`) finds them at the same relative place in src/db… and in dist/, as long as every entry sits
//   directly in dist/ — hence no code splitting into chunk folders.
// - The workspace packages (@parton/records, query, cite, corpus) are TypeScript sources: they are bundled in.
// - Every other package stays an import of node_modules: PGlite loads its wasm and data files relative to its own
//   modules, @node-rs/argon2 a native binding, pg optional native parts; bundling them would break that.
// - The SQL migrations are copied to dist/migrations; dist/package.json marks the .js files as ES modules wherever
//   the folder is (a build into another folder has no package.json of ours above it).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const SERVER_ROOT = join(import.meta.dirname, '..');

/** Output name (dist/<name>.js) → source. */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  import: 'src/cli/import.ts',
  user: 'src/cli/user.ts',
  recount: 'src/cli/recount.ts',
  'rebuild-json': 'src/cli/rebuildJson.ts',
  migrate: 'src/cli/migrate.ts',
  seed: 'src/cli/seed.ts',
  harvest: 'src/harvest/cli.ts',
};

const WORKSPACE_SCOPE = '@parton/';

/** Bare imports other than the workspace packages stay imports, resolved from node_modules at run time. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith(WORKSPACE_SCOPE)) {
        return undefined;
      }
      return { path: args.path, external: true };
    });
  },
};

function parseOutdir(argv) {
  if (argv.length === 0) {
    return join(SERVER_ROOT, 'dist');
  }
  if (argv.length === 2 && argv[0] === '--outdir' && argv[1]) {
    return resolve(argv[1]);
  }
  throw new Error('Usage: node apps/server/scripts/build.mjs [--outdir DIR]');
}

export async function buildServer(outdir) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const entryPoints = Object.entries(ENTRY_POINTS).map(([out, source]) => ({
    out,
    in: join(SERVER_ROOT, source),
  }));
  const result = await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces point at the TypeScript sources with `node --enable-source-maps` (the production start uses it).
    sourcemap: 'linked',
    plugins: [thirdPartyExternal],
    logLevel: 'warning',
    metafile: true,
  });
  cpSync(join(SERVER_ROOT, 'src', 'db', 'migrations'), join(outdir, 'migrations'), { recursive: true });
  writeFileSync(
    join(outdir, 'package.json'),
    `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`,
  );
  return result;
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  let outdir;
  try {
    outdir = parseOutdir(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const started = performance.now();
  try {
    await buildServer(outdir);
  } catch {
    // esbuild has already printed the errors with their source locations.
    console.error('✗ server build failed');
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`server built into ${outdir} in ${seconds} s (${Object.keys(ENTRY_POINTS).join(', ')})`);
}
