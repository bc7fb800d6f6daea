import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderFirstScreens, SIGN_IN_INDEX } from './scripts/vite-prerender.ts';
import { offlineDayBuild } from './src/app/pwa/offline-day.ts';

// The API server (npm run server) answers on :3000; the dev server forwards to it so the
// browser sees one origin, as in production.
const API = 'http://localhost:3000';
const THEME_COLOR = '#0f6f7a';

// Module ids matched by the chunk groups below: `file` under src/ (a route's split component is
// `<route>.tsx?tsr-split=component`), or a package's folder under node_modules.
const SEP = String.raw`[\\/]`;
const literal = (text: string) => text.replace(/[.?]/g, (c) => `\\${c}`);
const srcFile = (file: string) => `${SEP}src${SEP}${file.split('/').map(literal).join(SEP)}`;
const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|'));

// The first screens' JavaScript in a few files, not ~90 (DESIGN §1: a phone on a weak signal).
// Each group takes the modules its test matches and, recursively, their imports that no group of
// a higher priority took; everything else keeps Rolldown's automatic chunks (one per lazy route
// or dialog). `npm run bench -- bundle` prints the chunks each first screen fetches: the
// sign-in page must never fetch 'shell', 'field-sync' or 'my-schedule'.
const FIRST_SCREEN_CHUNKS = [
  // Everything index.html's entry imports statically (React, the router, TanStack Query, Mantine's
  // core) in the entry chunk itself, not in ~40 shared pieces.
  { name: 'index', tags: ['$initial' as const], priority: 50 },
  // The fields both the sign-in page and the PIN gate show (password or PIN, SPEC §4).
  {
    name: 'inputs',
    priority: 40,
    test: anyOf(
      `@mantine${SEP}core${SEP}esm${SEP}components${SEP}(PasswordInput|TextInput)${SEP}`,
      srcFile('ui/secret-input.tsx'),
      srcFile('domain/security/pin.ts'),
    ),
  },
  // The signed-in frame with its PIN gate and the device's encrypted database (SPEC §2 app shell).
  { name: 'shell', priority: 30, test: anyOf(srcFile('routes/_app.tsx?tsr-split'), srcFile('app/shell/lock-screen.tsx')) },
  // A clinician's offline core: schedule pack, outbox, sync engine and its status (DESIGN §4).
  {
    name: 'field-sync',
    priority: 20,
    test: anyOf(srcFile('features/sync/field-sync.tsx'), srcFile('features/sync/sync-status-button.tsx')),
  },
  // The clinician's first page, My Schedule's list (the map and the visit load when opened).
  {
    name: 'my-schedule',
    priority: 10,
    test: anyOf(srcFile('routes/_app/my-schedule.tsx?tsr-split'), srcFile('routes/_app/my-schedule.index.tsx?tsr-split')),
  },
];

const SIGN_IN_ROUTE = new RegExp(srcFile('routes/sign-in.tsx?tsr-split'));

/** The sign-in page's route chunk and every chunk it imports statically (none when not built). */
function signInChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const signIn = [...chunks.values()].find((chunk) => SIGN_IN_ROUTE.test(chunk.facadeModuleId ?? ''));
  const seen = new Map<string, Rollup.OutputChunk>();
  const stack = signIn ? [signIn.fileName] : [];
  for (let file = stack.shift(); file !== undefined; file = stack.shift()) {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.set(file, chunk);
    stack.push(...chunk.imports);
  }
  return [...seen.values()];
}

/**
 * Fails the build when the sign-in page's route chunk would fetch, statically, a chunk of the
 * signed-in screens: a module both use went into that group instead of 'index' or 'inputs'
 * (add it to 'inputs'). Keeps the page a new user meets light (SPEC §2 /sign-in).
 */
function signInStaysLight(): Plugin {
  const SIGNED_IN = new Set(['shell', 'field-sync', 'my-schedule']);
  return {
    name: 'emr:sign-in-stays-light',
    apply: 'build',
    generateBundle(_options, bundle) {
      const fetched = signInChunks(bundle).flatMap((chunk) => (SIGNED_IN.has(chunk.name) ? [chunk.name] : []));
      if (fetched.length > 0) this.error(`the sign-in page would fetch the signed-in chunk(s) ${fetched.join(', ')}`);
    },
  };
}

/**
 * Codegen's graphql() looks each document up in one map of all of them (src/gql/gql.ts), so the
 * first chunk that calls it, the entry included, carries every operation of the app. Each call is
 * replaced at build time with the document it returns, imported by name from src/gql/graphql.ts,
 * as the client preset's Babel plugin does, and each document's construction there is marked
 * pure: a chunk carries only its own operations. A call whose text the map does not know (codegen
 * not run) stays as it is.
 */
function graphqlDocumentsByName(): Plugin {
  const GQL = path.resolve('src/gql');
  const CALL = /\bgraphql\(`([^`]*)`\)/g;
  let documents = new Map<string, string>();
  return {
    name: 'emr:graphql-documents-by-name',
    apply: 'build',
    buildStart() {
      // `"<document text>": types.<Name>,` per entry of the map
      const entries = readFileSync(path.join(GQL, 'gql.ts'), 'utf8').matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm);
      documents = new Map([...entries].map(([, text = '""', name = '']) => [JSON.parse(text), name]));
    },
    transform(code, id) {
      if (id === path.join(GQL, 'graphql.ts')) {
        return { code: code.replaceAll('= new TypedDocumentString(', '= /* @__PURE__ */ new TypedDocumentString('), map: null };
      }
      if (id.startsWith(GQL) || !/[\\/]src[\\/]/.test(id) || !code.includes('graphql(`')) return null;
      const used = new Set<string>();
      const named = code.replace(CALL, (call, text: string) => {
        const name = documents.get(text);
        if (!name) return call;
        used.add(name);
        return `gql$${name}`; // the module's own constant often has the document's name
      });
      if (used.size === 0) return null;
      const from = path.relative(path.dirname(id), path.join(GQL, 'graphql')).split(path.sep).join('/');
      const source = from.startsWith('.') ? from : `./${from}`;
      const names = [...used].map((name) => `${name} as gql$${name}`).join(', ');
      return { code: `import { ${names} } from '${source}';\n${named}`, map: null };
    },
  };
}

/**
 * Mantine computes the CSS variables of its default theme when its provider's module is imported,
 * to leave them out of the page's <style>: work in the entry's evaluation, the longest task of the
 * first screen. They are computed on the first render instead, the only place they are used.
 * Warns (and changes nothing) if a Mantine release rewrites that module.
 */
function mantineDefaultVariablesOnDemand(): Plugin {
  const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
  const AT_IMPORT = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
  const USE = 'function removeDefaultVariables(input) {';
  return {
    name: 'emr:mantine-default-variables-on-demand',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!code.includes(AT_IMPORT) || !code.includes(USE)) {
        this.warn('Mantine changed remove-default-variables.mjs: its default variables are computed at import again');
        return null;
      }
      const lazy = code
        .replace(AT_IMPORT, 'let defaultCssVariables;')
        .replace(USE, `${USE}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`);
      return { code: lazy, map: null };
    },
  };
}

/**
 * Mantine's CSS by component, in the chunk of the code that uses it: each of @mantine/core's
 * class-name modules (`Button.module.mjs`) imports its component's stylesheet
 * (`styles/Button.css`), so a page's CSS is the CSS of the components it renders and splits with
 * its JavaScript (the sign-in page never receives the map's or the forms' styles; DESIGN §1).
 * A component's module imports the components it is built on first, so their styles come first,
 * as in Mantine's own styles.css. src/main.tsx imports the base layers (baseline, variables,
 * global). The dev server pre-bundles Mantine into one file: it gets the whole styles.css instead.
 */
function mantineCssByComponent(): Plugin {
  const CLASSES_MODULE = /^(.*[\\/]@mantine[\\/]core)[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;
  const ENTRY = /[\\/]src[\\/]main\.tsx$/;
  let serve = false;
  return {
    name: 'emr:mantine-css-by-component',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) return ENTRY.test(id) ? { code: `import '@mantine/core/styles.css';\n${code}`, map: null } : null;
      const [, mantine, component] = CLASSES_MODULE.exec(id) ?? [];
      if (!mantine || !component) return null;
      return { code: `import ${JSON.stringify(`${mantine}/styles/${component}.css`)};\n${code}`, map: null };
    },
  };
}

// The service worker precaches what an offline day opens, not every chunk of every area
// (src/app/pwa/offline-day.ts); the budget is bytes as transferred (DESIGN §1, DESIGN §4).
const offlineDay = offlineDayBuild({
  groups: FIRST_SCREEN_CHUNKS.map((group) => group.name),
  transferSize: (contents) => brotliCompressSync(contents, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length,
  budget: 700_000,
});

export default defineConfig({
  define: {
    // The client's build number, compared with /api/status (SPEC §2 version warning).
    __APP_BUILD__: JSON.stringify(process.env.BUILD_NUMBER ?? '1'),
  },
  plugins: [
    // must come before react()
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    signInStaysLight(),
    mantineCssByComponent(),
    mantineDefaultVariablesOnDemand(),
    graphqlDocumentsByName(),
    // The sign-in page and the PIN gate painted by index.html before any script (scripts/vite-prerender.ts).
    prerenderFirstScreens({ signIn: SIGN_IN_ROUTE, pinGate: new RegExp(srcFile('app/shell/lock-screen.tsx')) }),
    // After vite:build-html has added index.html (it now carries the first screens and their CSS),
    // so the precache's budget counts it as transferred, not raw.
    { ...offlineDay.plugin, generateBundle: { order: 'post', handler: offlineDay.plugin.generateBundle } },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false, // registered with workbox-window in src/app/pwa/sw-update.ts
      registerType: 'prompt',
      manifest: {
        name: 'Wound Care EMR',
        short_name: 'Wound Care',
        description: 'Wound-care electronic medical record for home-health clinicians.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: '#f4f8f9',
        icons: [
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      includeManifestIcons: false, // icons are already matched by globPatterns (NOTES G8)
      injectManifest: {
        // manifest.webmanifest is added by the plugin itself; the chime is precached so it
        // plays offline too. The install icons are not: the browser fetches them when it installs
        // the app, and no page shows them.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,wav}'],
        // sign-in/index.html is the server's copy for /sign-in: offline, the worker answers every
        // navigation with index.html, which paints the sign-in page too (scripts/vite-prerender.ts).
        globIgnores: ['**/node_modules/**', 'pwa-512.png', 'pwa-maskable-512.png', SIGN_IN_INDEX],
        // Of the bundle's chunks, only the offline day's (src/app/pwa/offline-day.ts).
        manifestTransforms: [offlineDay.manifestTransform],
        rollupFormat: 'iife', // classic worker script (NOTES G8)
      },
      // The pages beyond the precache, for the worker to warm the signed-in user's menu.
      integration: { configureCustomSWViteBuild: offlineDay.defineRouteFiles },
      devOptions: { enabled: false, type: 'module' },
    }),
    // Every text asset also as .br and .gz beside it, made once at build time at the highest
    // levels; the server picks one by Accept-Encoding (server/http/static-routes.ts). A phone on a
    // weak signal receives these bytes, never the raw files (DESIGN §1).
    compression({
      include: /\.(html|css|js|mjs|json|webmanifest|svg|txt)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: {
      '/api': API,
      '/graphql': API,
      '/refreshToken': API,
      '/notification.wav': API,
      '/subscriptions': { target: API, ws: true },
    },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    // Budget: initial JS of sign-in and of the shell ≤ 170 KB gzip (checked on every build).
    chunkSizeWarningLimit: 400,
    // Every browser the app supports knows modulepreload; the polyfill would only cost the entry time.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_SCREEN_CHUNKS } } },
  },
});
