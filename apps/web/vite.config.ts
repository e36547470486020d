import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Modules known to be pure although their packages do not say so. @parton/records also ships zod schemas
 * for the server (in schemas/ and beside the API types), whose top-level calls look like side effects: the
 * whole package is declarations, so all of it is marked. The rc-* packages under antd are pure too. Without
 * this every page would carry zod and whole rc-* packages (form validation among them) it never uses.
 */
const SIDE_EFFECT_FREE = [
  /packages\/records\/src\//,
  /node_modules\/(rc-[a-z-]+|@rc-component\/[a-z-]+)\/es\/.*\.js$/,
];

/**
 * antd's form context (imported by every input, so by the app shell) takes only `FormProvider` from
 * rc-field-form, but through the package index; once any page uses a form, Rollup would then place the whole
 * form library in the entry chunk. Pointing that one import at the module that defines it keeps forms lazy.
 */
function formProviderOnly(): Plugin {
  return {
    name: 'parton:form-provider-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source !== 'rc-field-form' ||
        !importer?.replaceAll('\\', '/').endsWith('antd/es/form/context.js')
      ) {
        return null;
      }
      return this.resolve('rc-field-form/es/FormContext', importer, { skipSelf: true });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), formProviderOnly()],
  resolve: {
    alias: {
      'resize-observer-polyfill': fileURLToPath(
        new URL('./src/common/nativeResizeObserver.ts', import.meta.url),
      ),
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
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
