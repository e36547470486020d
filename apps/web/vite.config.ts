import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      treeshake: {
        // @parton/records also ships zod schemas for the server; their top-level calls look like side
        // effects, so without this every page would carry zod even though the web app only needs types.
        moduleSideEffects: (id) => !/packages\/records\/src\/schemas\//.test(id),
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
  },
});
