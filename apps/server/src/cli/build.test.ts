import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedPackages } from '../testing/imports';
import {
  freePort,
  type RunningProcess,
  runCommand,
  startProcess,
  userEnvironment,
} from '../testing/processes';

/**
 * The production build (apps/server/scripts/build.mjs) runs on plain Node: the server answers from the bundle,
 * the command-line tools work, the migrations and the web app are found relative to the built files.
 * The build goes into a temporary copy of the repository's layout (apps/server/dist, apps/web/dist) whose
 * node_modules is a link to this tree's: the third-party packages are what the bundle imports at run time.
 * About 15 s; BUILD_TEST=0 skips it.
 */
const SERVER_DIR = join(import.meta.dirname, '../..');
const ROOT = join(SERVER_DIR, '../..');
const enabled = process.env.BUILD_TEST !== '0';
const TIMEOUT_MS = 60_000;
const WEB_MARKER = 'parton-build-test-web-app';
/** What production runs: the server and the command-line tools (apps/server/scripts/build.mjs, ENTRY_POINTS). */
const ENTRY_POINTS = ['main', 'import', 'user', 'recount', 'migrate', 'seed', 'harvest', 'rebuild-json'];

let workspace: string;
let dist: string;
let dataDir: string;
let server: RunningProcess | undefined;

function run(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return runCommand(process.execPath, [join(dist, script), ...args], {
    cwd: workspace,
    env: userEnvironment({ DATA_DIR: dataDir, ...env }),
    timeout: TIMEOUT_MS,
  });
}

beforeAll(async () => {
  if (!enabled) {
    return;
  }
  workspace = mkdtempSync(join(tmpdir(), 'parton-build-'));
  dist = join(workspace, 'apps', 'server', 'dist');
  dataDir = join(workspace, 'data');
  symlinkSync(join(ROOT, 'node_modules'), join(workspace, 'node_modules'), 'dir');
  // Where src/config.ts looks for the web app by default (../../web/dist from the running file).
  mkdirSync(join(workspace, 'apps', 'web', 'dist'), { recursive: true });
  writeFileSync(
    join(workspace, 'apps', 'web', 'dist', 'index.html'),
    `<!doctype html><html><head><title>${WEB_MARKER}</title></head><body></body></html>`,
  );
  const built = await runCommand(
    process.execPath,
    [join(SERVER_DIR, 'scripts', 'build.mjs'), '--outdir', dist],
    {
      cwd: ROOT,
      env: userEnvironment(),
      timeout: TIMEOUT_MS,
    },
  );
  expect(built.stderr).toBe('');
  expect(built.code).toBe(0);
}, TIMEOUT_MS);

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (workspace) {
    rmSync(workspace, { recursive: true, force: true });
  }
});

describe.skipIf(!enabled)('the server build (npm run build -w @parton/server)', () => {
  it('bundles every entry point with the workspace packages inside and copies the migrations', () => {
    const manifest = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ENTRY_POINTS) {
      const imported = [...importedPackages(readFileSync(join(dist, `${name}.js`), 'utf8'))];
      expect(imported.length, name).toBeGreaterThan(0);
      // The workspace packages are TypeScript sources: an import of one would fail on plain Node.
      expect(
        imported.filter((specifier) => specifier.startsWith('@parton/')),
        name,
      ).toEqual([]);
      // The production install (`npm ci --omit=dev`) holds the server's dependencies, not its devDependencies.
      expect(
        imported.filter((specifier) => !(specifier in manifest.dependencies)),
        name,
      ).toEqual([]);
    }
    const migrations = readdirSync(join(SERVER_DIR, 'src', 'db', 'migrations')).sort();
    expect(readdirSync(join(dist, 'migrations')).sort()).toEqual(migrations);
  });

  it('refuses an unknown option with a usage line', async () => {
    const result = await runCommand(process.execPath, [join(SERVER_DIR, 'scripts', 'build.mjs'), '--out'], {
      cwd: ROOT,
      env: userEnvironment(),
      timeout: TIMEOUT_MS,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: node apps/server/scripts/build.mjs [--outdir DIR]');
  });

  it('runs the built command-line tools', async () => {
    const help = await run('user.js', ['--help']);
    expect(help.code).toBe(0);
    expect(`${help.stdout}${help.stderr}`).toContain('Usage: npm run user');

    const migrated = await run('migrate.js');
    expect(migrated.stderr).toBe('');
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toMatch(/^Applied: 0001_records, /);
    expect(existsSync(dataDir)).toBe(true);
  });

  it(
    'serves the API, its OpenAPI document and the web app from the built server, and stops cleanly',
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = startProcess(process.execPath, ['--enable-source-maps', join(dist, 'main.js')], {
        cwd: workspace,
        env: userEnvironment({
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: base,
          SEED_DEMO: 'false',
          RATE_LIMIT: 'off',
          LOG_LEVEL: 'warn',
        }),
      });
      await server.waitForOutput(/Parton is running/, TIMEOUT_MS);

      const literature = await fetch(`${base}/api/literature?q=a%20ellis`);
      expect(literature.status).toBe(200);
      expect(await literature.json()).toMatchObject({ hits: { total: 0 } });

      const openapi = await fetch(`${base}/api/openapi.json`);
      expect(openapi.status).toBe(200);
      const document = (await openapi.json()) as { openapi?: string; paths?: Record<string, unknown> };
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths ?? {})).toContain('/api/{collection}');

      // Swagger UI's page and assets come from its package in node_modules.
      const docs = await fetch(`${base}/api/docs/`);
      expect(docs.status).toBe(200);

      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(WEB_MARKER);

      expect(await server.stop('SIGTERM')).toBe(0);
      expect(server.output()).not.toMatch(/Error|error/);
    },
    TIMEOUT_MS,
  );
});
