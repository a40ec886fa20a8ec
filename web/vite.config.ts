import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Chakra UI and the libraries its components are made of. */
const chakraParts = /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized)[\\/]/;
/**
 * The chunk of a feature's shared modules (web/src/features/<name>/ and its texts, web/src/i18n/locales/<name>.ts).
 * Features that import each other share one: chunks importing each other in a cycle run one before the
 * other is ready (test/support/web-build.ts fails the run on such a cycle).
 */
const featureAreas: Record<string, string> = { labels: 'items' };
const featureChunkOf = (id: string): string | null => {
  const match = /web[\\/]src[\\/](?:features[\\/]([\w-]+)[\\/]|i18n[\\/]locales[\\/]([\w-]+)\.ts$)/.exec(id);
  const feature = match?.[1] ?? match?.[2];
  return feature ? `feature-${featureAreas[feature] ?? feature}` : null;
};

/**
 * The chunks every first screen waits for although the entry imports them lazily (the texts, the
 * router's hooks, the shared Chakra parts and helpers) and the login form's own: preloaded from the
 * page itself, they download beside the entry instead of after it has run, a round trip and more
 * sooner (docs/decisions.md, "The production build by default"). A signed-in visitor loads the
 * login form's chunk for nothing: about 15 KB compressed.
 */
const firstScreenChunks = ['texts', 'router', 'ui', 'common', 'sign-in'];
/** The country list's call as lib/countries.ts makes it (api-client's base path). */
const countriesPath = '/api/v1/auth/countries';

function preloadFirstScreen(): Plugin {
  return {
    name: 'assetbook:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk' && firstScreenChunks.includes(output.name));
        if (chunks.length !== firstScreenChunks.length) throw new Error(`First-screen chunks missing from the build: ${firstScreenChunks.join(', ')}`);
        return [
          ...chunks.map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const })),
          // The country list every auth screen waits for (routes/public.ts), asked for by main.tsx on every
          // visit: fetched beside the chunks instead of once they have run (lib/countries.ts).
          { tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: countriesPath }, injectTo: 'head' as const },
        ];
      },
    },
  };
}

/**
 * The admin panel. The local dev server creates Vite in middleware mode from this file and serves
 * `/api/v1` on the same origin, so the app only ever calls relative `/api/v1/...` paths.
 */
export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    preloadFirstScreen(),
    // The installable app: its manifest and a Workbox service worker precaching the build, so that once
    // opened it starts with no network (docs/decisions.md, "Offline web app"; docs/stocktaking.md, "Counting from the web").
    VitePWA({
      // A new version waits until the user agrees to reload (web/src/features/pwa), never mid-count.
      registerType: 'prompt',
      // Registered by web/src/features/pwa/service-worker.ts once the app has started, not by an injected script.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The icons are precached by the glob below, the manifest by the plugin itself.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'AssetBook',
        short_name: 'AssetBook',
        description: 'Assets, labels and stocktaking of your company',
        lang: 'uk',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#097950',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The app's code and styles, its page and icons: every screen's code, so the count screen and
        // whatever it lazily loads (the jsQR decoder, the texts) start offline. Not the import
        // templates (downloads) nor the push worker (a worker of its own scope).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['templates/**', 'firebase-messaging-sw.js'],
        // The largest chunk (the analytics charts) is about 0.4 MB; the default ceiling is 2 MB.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // App routes are answered with the precached page; the API never is, and no API answer is cached
        // (no runtimeCaching): what counting keeps offline, the app keeps in IndexedDB itself.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (it runs the same version), so the page is
        // offline-ready without a reload; an update still waits for the user's reload (registerType).
        clientsClaim: true,
        // One file: the Workbox runtime inside sw.js instead of an imported script beside it.
        inlineWorkboxRuntime: true,
      },
    }),
  ],
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
            // Left to itself rolldown cuts the lazy code into one chunk per set of screens sharing it: 40
            // files for the login form, 100 for the items list, which over HTTP/1.1 (the local server) queue
            // six at a time. The groups below take it to 5 and 22 (docs/decisions.md, "The production build
            // by default"). Order matters: a module goes to the first group that takes it.
            // The router's lazily used hooks.
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core)[\\/]/, includeDependenciesRecursively: false },
            // The Chakra parts and the app's own helpers nearly every screen uses (8 or more lazy entries).
            { name: 'ui', test: chakraParts, minShareCount: 8, includeDependenciesRecursively: false },
            { name: 'common', test: /web[\\/]src[\\/](components|lib[\\/](?!query-client)|i18n[\\/]locales[\\/](roles|ui|lists)\.)|shared[\\/](limits|roles)\./, minShareCount: 8, includeDependenciesRecursively: false },
            // The first screen: the login form with whatever it needs that the groups above did not take.
            { name: 'sign-in', test: /web[\\/]src[\\/](features[\\/]auth[\\/](components[\\/](auth-layout|login-form)|i18n)|routes[\\/]pages[\\/]login-page)\.tsx?$/ },
            // The signed-in area's start: the query cache with the queries the route loaders start
            // (routes/page-queries.ts) and the company pages' index, loaded by the area's beforeLoad.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|web[\\/]src[\\/](lib[\\/]query-client|routes[\\/]page-queries|routes[\\/]pages[\\/]company-pages)\./ },
            // What two or more screens share: the rest of Chakra, the app's helpers, the schemas (with zod), each feature's.
            { name: 'ui-more', test: chakraParts, minShareCount: 2, includeDependenciesRecursively: false },
            { name: 'common-more', test: /web[\\/]src[\\/](components[\\/]|lib[\\/]|routes[\\/]pages[\\/]use-viewer\.)|shared[\\/](?!schemas[\\/])/, minShareCount: 2, includeDependenciesRecursively: false },
            { name: 'schemas', test: /shared[\\/]schemas[\\/]/, minShareCount: 2, includeDependenciesRecursively: false },
            { name: featureChunkOf, debugName: 'features', minShareCount: 2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
