// Reload offline → the day's list (goal ≤ 1 s): the built app under its service worker, the
// clinician signed in through the form with the pack pulled, then offline; each repetition
// times page.reload() until the first visit of the list (src/features/my-schedule/visit-list.tsx)
// is visible. Also read in the page: navigation start → first visit item in the DOM.
// 5 repetitions (BENCH_RELOADS); smoke: 1.
import { passPinGate, waitForServiceWorkerControl } from '../e2e/support.ts';
import { median, openClinicianDay, readOpening, shimFunctionNames, visitItems, watchOpening } from './offline-support.ts';
import type { BenchOptions } from './options.ts';

const FULL_REPETITIONS = Number(process.env.BENCH_RELOADS ?? 5);

export async function reloadOffline(options: BenchOptions) {
  const repetitions = options.smoke ? 1 : FULL_REPETITIONS;
  const s = await openClinicianDay({ serviceWorkers: 'allow' });
  try {
    await waitForServiceWorkerControl(s.page);
    // One online load under the worker's control (as the e2e offline test does): the shell and
    // /api/config are in its caches, the pack on the device.
    await s.page.reload();
    await passPinGate(s.page);
    await visitItems(s.page).first().waitFor();
    await shimFunctionNames(s.page);
    await s.page.addInitScript(watchOpening);

    await s.context.setOffline(true);
    const runs: { ms: number; inPageMs: number | null; fromServiceWorker: boolean | null; visits: number }[] = [];
    for (let i = 0; i < repetitions; i++) {
      const started = performance.now();
      const response = await s.page.reload({ waitUntil: 'commit' });
      // The PIN opens the device's data (issue 5): typed as a clinician would, inside the timing.
      await passPinGate(s.page);
      await visitItems(s.page).first().waitFor({ state: 'visible', timeout: 30_000 });
      const ms = performance.now() - started;
      const inPage = await readOpening(s.page, '__firstVisitMs');
      runs.push({
        ms: Math.round(ms),
        inPageMs: inPage === null ? null : Math.round(inPage),
        fromServiceWorker: response ? response.fromServiceWorker() : null,
        visits: await visitItems(s.page).count(),
      });
    }
    const times = runs.map((r) => r.ms);
    const inPage = runs.flatMap((r) => (r.inPageMs === null ? [] : [r.inPageMs]));
    const out = {
      method: 'Chromium, built app, service worker controlling, context offline; page.reload() → first visit item visible',
      repetitions: runs.length,
      medianMs: median(times),
      maxMs: Math.max(...times),
      inPageMedianMs: inPage.length ? median(inPage) : null,
      inPageMaxMs: inPage.length ? Math.max(...inPage) : null,
      runs,
      goalMs: 1000,
    };
    console.log('reload-offline:', JSON.stringify(out));
    return out;
  } finally {
    await s.context.setOffline(false).catch(() => {});
    await s.close();
  }
}
