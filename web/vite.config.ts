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
    // The initial chunk is one file on purpose (see codeSplitting below); its budget is set in gzip.
    chunkSizeWarningLimit: 600,
    target: 'es2022',
    // Every browser the es2022 target admits supports modulepreload natively; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Chakra's theme entry builds its full default config (every recipe) with these helpers at
        // module level; marked pure, the unused config and recipes drop out of the bundle. The same
        // holds for the part lists (anatomies) of components the app never renders.
        manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createAnatomy'],
        // @emotion/react imports hoist-non-react-statics (and with it react-is) for its side effects
        // only, for `withTheme`, which the app does not use; neither package has side effects.
        moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically loads on every visit anyway: one chunk
            // compresses better than the dozen shared fragments rolldown would cut it into.
            // Not recursive: a barrel the initial graph imports (Chakra's theme) re-exports recipes
            // that only lazy screens use, and those must stay in the lazy chunks.
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false },
            // i18next and the texts every screen starts with: main.tsx asks for them at once, and they
            // load beside the first screen's own chunks (src/i18n/i18n-ready.tsx).
            {
              name: 'texts',
              test: /node_modules[\\/](i18next|react-i18next)[\\/]|web[\\/]src[\\/]i18n[\\/](index\.ts|locales[\\/]fields\.ts)|shared[\\/]i18n[\\/]errors\.ts/,
            },
            // Named chunks for the two heavy libraries of the forms; both load with those screens only.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'libphonenumber', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
          ],
        },
      },
    },
  },
});
