/**
 * Initial JavaScript of a page, gzip: the entry chunk, the page's own lazy chunk, and every chunk they import
 * statically (transitively). Run after `npm run build -w @parton/web`:
 *   npx tsx bench/src/web/bundle-size.ts [PageChunkPrefix ...]
 * or, for a build elsewhere: WEB_DIST_DIR=/tmp/web-x npx tsx bench/src/web/bundle-size.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// WEB_DIST_DIR measures another build (`npx vite build apps/web --outDir /tmp/web-x`), as e2e/serve.ts does.
const dist = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '../../../apps/web/dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) {
  throw new Error(`no entry script in ${dist}/index.html: build the web app first`);
}
const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    const source = readFileSync(join(assets, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      queue.push(match[1]!);
    }
  }
  return seen;
}

function gzipKb(set: Set<string>): number {
  let total = 0;
  for (const file of set) {
    total += gzipSync(readFileSync(join(assets, file))).length;
  }
  return total / 1024;
}

const pages =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['LiteratureSearchPage', 'LiteratureDetailPage', 'HomePage'];
console.log(`entry ${entry}: ${gzipKb(closure([entry])).toFixed(1)} kB gzip with its static imports`);
for (const page of pages) {
  const chunk = files.find((file) => file.startsWith(`${page}-`));
  if (!chunk) {
    console.log(`${page}: no chunk`);
    continue;
  }
  console.log(
    `${page}: ${gzipKb(closure([entry, chunk])).toFixed(1)} kB gzip initial JS (entry + ${chunk} + static imports)`,
  );
}
