import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on a 2-core machine, which leaves the second core
    // idle while a test waits on PostgreSQL, a child process or the network. The test files are isolated (each has
    // its own database), so two at a time is safe and shortens the suite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
