import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (npm run server) answers on :3000; the dev server forwards to it so the
// browser sees one origin, as in production.
const API = 'http://localhost:3000';
const THEME_COLOR = '#0f6f7a';

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
  },
});
