import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Modules known to be pure although their packages do not say so. @parton/records also ships zod schemas
 * for the server (in schemas/ and beside the API types), whose top-level calls look like side effects: the
 * whole package is declarations, so all of it is marked. antd's @rc-component/* packages are pure too but
 * declare no `sideEffects`; without this hint every page carries about 8 kB gzip more of them (measured with
 * antd 6: literature search 255 → 263 kB), among them parts of forms it never uses.
 */
const SIDE_EFFECT_FREE = [/packages\/records\/src\//, /node_modules\/@rc-component\/[a-z-]+\/es\/.*\.js$/];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8080', '/ai': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id) => !SIDE_EFFECT_FREE.some((pattern) => pattern.test(id)),
      },
      output: {
        manualChunks: (id) => {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) {
            return 'react';
          }
          return undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom renders of Ant Design pages are slow on a busy 2-core machine; a timeout here is not a failure of the app.
    testTimeout: 60_000,
  },
});
