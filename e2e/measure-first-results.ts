/**
 * Time from navigation start to the first literature result painted, for /literature?q=a%20ellis.
 *
 *   npx tsx e2e/measure-first-results.ts http://127.0.0.1:8771 [runs]
 *
 * Each run uses a new browser context (cold HTTP cache, no storage). The page records, from an init
 * script, the moment the first `.results-list article.result-item` is in the DOM and the next frame has
 * been rendered (rAF + a task after it), as `performance.now()` — milliseconds since navigation start.
 */
import { chromium } from '@playwright/test';

const base = (process.argv[2] ?? 'http://127.0.0.1:8765').replace(/\/$/, '');
const runs = Number(process.argv[3] ?? 10);
const path = '/literature?q=a%20ellis';
const SELECTOR = '.results-list article.result-item';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Browser-side probe (a string: this package compiles without the DOM library). */
function firstResultProbe(selector: string): string {
  return `(() => {
    const check = () => {
      if (window.__firstResultPaint !== undefined || !document.querySelector(${JSON.stringify(selector)})) {
        return false;
      }
      requestAnimationFrame(() => {
        setTimeout(() => {
          window.__firstResultPaint ??= performance.now();
        }, 0);
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (check()) {
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

const times: number[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript({ content: firstResultProbe(SELECTOR) });
    await page.goto(`${base}${path}`);
    const handle = await page.waitForFunction('window.__firstResultPaint', undefined, { timeout: 60_000 });
    const ms = Number(await handle.jsonValue());
    times.push(ms);
    console.log(`run ${run}: ${ms.toFixed(0)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
}

const sorted = [...times].sort((a, b) => a - b);
console.log(
  `first literature result painted (${path}, ${runs} cold runs): median ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`,
);
