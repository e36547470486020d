import { expect, type Page, type Response } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (report: string) => void;
  }
}

/**
 * Collects every Content-Security-Policy violation of a page: the `securitypolicyviolation` events of every
 * document it loads (reported through a binding, so navigations lose none) and Chromium's console errors about
 * the policy ("Refused to load … because it violates the following Content Security Policy directive").
 */
export class CspViolations {
  readonly found: string[] = [];

  private constructor(readonly page: Page) {}

  static async watch(page: Page): Promise<CspViolations> {
    const watcher = new CspViolations(page);
    await page.exposeBinding('__reportCspViolation', (_source, report: string) => {
      watcher.found.push(report);
    });
    // Runs before the page's own scripts in every document (Playwright injects it outside the policy).
    await page.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          window.__reportCspViolation?.(
            `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}` +
              ` in ${event.sourceFile || '(document)'}:${event.lineNumber} — ${event.sample}`,
          );
        },
        true,
      );
    });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
        // A blocked data: URI is quoted whole in the message: keep its start.
        watcher.found.push(`console (${message.location().url}): ${message.text().slice(0, 300)}`);
      }
    });
    return watcher;
  }

  /** Lets reports already sent by the page arrive (binding calls are ordered before this evaluation's answer). */
  async settle(): Promise<string[]> {
    await this.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50))).catch(() => undefined);
    return this.found;
  }

  async expectNone(): Promise<void> {
    expect(await this.settle(), 'Content-Security-Policy violations').toEqual([]);
  }
}

/** The document answer of a navigation carries the policy: without it a clean run would prove nothing. */
export function expectPolicyHeader(response: Response | null, path: string): void {
  expect(response, `${path}: no response`).not.toBeNull();
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `${path}: Content-Security-Policy header`).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
  expect(policy, `${path}: frame-ancestors`).toContain("frame-ancestors 'none'");
}
