import { expect, type Locator, type Page } from '@playwright/test';

/** /api/docs: the OpenAPI browser of @fastify/swagger-ui. */
export class ApiDocsPage {
  readonly title: Locator;
  readonly operations: Locator;

  constructor(readonly page: Page) {
    this.title = page.locator('.swagger-ui .info .title');
    this.operations = page.locator('.swagger-ui .opblock');
  }

  async goto(): Promise<void> {
    await this.page.goto('/api/docs');
    await expect(this.title).toContainText('API');
    await expect(this.operations.first()).toBeVisible();
  }

  /** Expands the first operation: its parameters, schemas and 'Try it out' render. */
  async expandFirstOperation(): Promise<void> {
    const operation = this.operations.first();
    await operation.locator('.opblock-summary').click();
    await expect(operation.locator('.opblock-body')).toBeVisible();
  }
}
