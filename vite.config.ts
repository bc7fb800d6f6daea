import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * Fails the build when the sign-in page's route chunk would fetch, statically, a chunk of the
 * signed-in screens: a module both use went into that group instead of 'index' or 'inputs'
 * (add it to 'inputs'). Keeps the page a new user meets light (SPEC §2 /sign-in).
 */
function signInStaysLight(): Plugin {
  const SIGNED_IN = new Set(['shell', 'field-sync', 'my-schedule']);
  const SIGN_IN_ROUTE = new RegExp(srcFile('routes/sign-in.tsx?tsr-split'));
  return {
    name: 'emr:sign-in-stays-light',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const signIn = [...chunks.values()].find((chunk) => SIGN_IN_ROUTE.test(chunk.facadeModuleId ?? ''));
      if (!signIn) return;
      const seen = new Set<string>();
      const stack = [signIn.fileName];
      for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
        if (seen.has(file)) continue;
        seen.add(file);
        stack.push(...(chunks.get(file)?.imports ?? []));
      }
      const fetched = [...seen].flatMap((file) => {
        const name = chunks.get(file)?.name;
        return name && SIGNED_IN.has(name) ? [name] : [];
      });
      if (fetched.length > 0) this.error(`the sign-in page would fetch the signed-in chunk(s) ${fetched.join(', ')}`);
    },
  };
}

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
        // plays offline too.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,wav}'],
        rollupFormat: 'iife', // classic worker script (NOTES G8)
      },
      devOptions: { enabled: false, type: 'module' },
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
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_SCREEN_CHUNKS } } },
  },
});
