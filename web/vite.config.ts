import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The admin panel. The local dev server creates Vite in middleware mode from this file and serves
 * `/api/v1` on the same origin, so the app only ever calls relative `/api/v1/...` paths.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  server: {
    // The app imports the contracts in `shared/`, which sits outside the web root.
    fs: { allow: [repoRoot] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Chakra's theme entry builds its full default config (every recipe) with these helpers at
        // module level; marked pure, the unused config and recipes drop out of the bundle.
        manualPureFunctions: ['defineConfig', 'mergeConfigs'],
      },
      output: {
        codeSplitting: {
          // Named chunks for the two heavy libraries of the forms; both load with those screens only.
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'libphonenumber', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
          ],
        },
      },
    },
  },
});
