import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'records', root: 'packages/records', include: ['src/**/*.test.ts'] } },
      { test: { name: 'query', root: 'packages/query', include: ['src/**/*.test.ts'] } },
      { test: { name: 'cite', root: 'packages/cite', include: ['src/**/*.test.ts'] } },
      { test: { name: 'corpus', root: 'packages/corpus', include: ['src/**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
