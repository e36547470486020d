import { expect, test } from '@playwright/test';

test('the API serves a seeded literature record @phone', async ({ request }) => {
  const search = await request.get('/api/literature?size=1&sort=mostrecent');
  expect(search.ok()).toBe(true);
  const hit = (await search.json()).hits.hits[0];
  const record = await request.get(`/api/literature/${hit.id}`);
  expect(record.ok()).toBe(true);
  expect((await record.json()).metadata.control_number).toBe(Number(hit.id));
});
