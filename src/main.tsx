// Mantine's base styles; each component's own come with the chunk that renders it
// (vite.config.ts, mantineCssByComponent).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStylesheetsApplied } from './app/app-stylesheet';
import { isChunkLoadError, reloadOnce } from './app/chunk-reload';
import { afterFirstPaint } from './app/first-paint';
import { registerServiceWorker } from './app/pwa/sw-update';
import { createQueryClient } from './app/query-client';
import { startBoot } from './app/start-boot';

// A lazy chunk whose preload fails (an old build's file is gone after a deploy): reload once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce();
});

// The start-up calls leave before React renders anything: the first screen waits on them.
const queryClient = createQueryClient();
startBoot(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A transition: React renders the app in slices the browser can interrupt, never in one long task
// on a slow phone (DESIGN §1); index.html's loading screen stays until the app has rendered.
const app = createRoot(root);
// The page's stylesheet applies before the app's first screen (app-stylesheet.ts), which waits
// for the HTML's own first screen to be painted (first-paint.ts).
void Promise.all([appStylesheetsApplied(), afterFirstPaint()]).then(() =>
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  }),
);

registerServiceWorker();
