// SPEC §2 'Update Your App Version' and DESIGN §4 (a reload must never cut a sync short), end to
// end on the production build: a new service worker is deployed while a clinician's device holds
// an unsent change; it installs and waits, and the prompt cannot apply it (Refresh disabled, the
// hold said in words) until the outbox has drained to the server; then Refresh brings the new
// worker in control and the prompt is gone.
//
// "Deploying" rewrites sw.js in the build the e2e server serves (its own copy of dist/, per port:
// scripts/e2e-server.mjs), so the original is restored after the tests whatever happens, and the
// other project's server never serves it; a copy left changed by a killed run is recognised by
// its marker.
// The new version also answers a message the old one ignores, which proves which one controls.
//
// The clinician is clinician2@demo.test, whose own visits no other spec touches; the check-in
// made here is undone on the server afterwards (one visit in progress per clinician).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import {
  passPinGate,
  type ServerApi,
  serverApiAs,
  serverPort,
  signIn,
  syncStatusButton,
  WITH_SERVICE_WORKER,
  waitForServiceWorkerControl,
} from './support';

// Offline work or the service worker itself is what this file tests.
test.use(WITH_SERVICE_WORKER);

const DEVICE = { viewport: { width: 1280, height: 800 }, timezoneId: 'America/New_York' } satisfies BrowserContextOptions;
test.use(DEVICE);

const CLINICIAN = 'clinician2@demo.test';

// ---------------------------------------------------------------------------------------------
// The deployed worker: the sw.js of this project's server's copy of the build (scripts/e2e-server.mjs)

const swFile = () => path.join(path.resolve(import.meta.dirname, '..', '..', 'tmp', `e2e-static-${serverPort()}`), 'sw.js');
const NEW_VERSION = 'e2e-update-prompt';
const NEW_VERSION_CODE = `\n// ${NEW_VERSION}: the next version, deployed by tests/e2e/update-prompt.spec.ts
self.addEventListener('message', (e) => { if (e.data && e.data.type === 'E2E_VERSION') e.ports[0].postMessage('${NEW_VERSION}'); });\n`;

let originalWorker: string | null = null;

test.beforeAll(() => {
  const served = readFileSync(swFile(), 'utf8');
  const at = served.indexOf(NEW_VERSION_CODE);
  originalWorker = at === -1 ? served : served.slice(0, at);
  if (originalWorker !== served) writeFileSync(swFile(), originalWorker);
});

test.afterAll(() => {
  if (originalWorker !== null) writeFileSync(swFile(), originalWorker);
});

const deployNewWorker = () => {
  if (originalWorker === null) throw new Error('sw.js was not read');
  writeFileSync(swFile(), originalWorker + NEW_VERSION_CODE);
};

// ---------------------------------------------------------------------------------------------
// The page's view of its service worker

interface Registration {
  active: string | null;
  waiting: string | null;
  /** The page's controller is the registration's active worker (not the waiting one). */
  controlledByActive: boolean;
}

const registration = (page: Page): Promise<Registration> =>
  page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    const controller = navigator.serviceWorker.controller;
    return {
      active: r?.active?.state ?? null,
      waiting: r?.waiting?.state ?? null,
      controlledByActive: !!controller && controller === r?.active,
    };
  });

/**
 * The version a worker (the page's controller or the waiting one) names on 'E2E_VERSION': only the
 * deployed one answers. The in-page limit only keeps a wrong worker from hanging the test.
 */
const workerVersion = (page: Page, which: 'controller' | 'waiting'): Promise<string | null> =>
  page.evaluate(async (which) => {
    const worker =
      which === 'controller' ? navigator.serviceWorker.controller : ((await navigator.serviceWorker.getRegistration())?.waiting ?? null);
    if (!worker) return null;
    return new Promise<string | null>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data);
      worker.postMessage({ type: 'E2E_VERSION' }, [channel.port2]);
      setTimeout(() => resolve(null), 15_000);
    });
  }, which);

// ---------------------------------------------------------------------------------------------
// The screens (src/features/schedule, src/app/pwa/update-prompt.tsx)

const visitCards = (page: Page): Locator => page.getByRole('list', { name: /^Visits on / }).getByRole('link');
const visitSection = (page: Page): Locator => page.locator('section[aria-labelledby="visit-title"]');
const encounterState = (page: Page): Locator =>
  page
    .getByRole('region', { name: 'Encounter' })
    .locator('dt', { hasText: /^State$/ })
    .locator('xpath=following-sibling::dd[1]');

const updatePrompt = (page: Page): Locator => page.getByRole('dialog', { name: 'Update Your App Version' });
const versionCell = (prompt: Locator, row: 'Current version' | 'New version'): Locator =>
  prompt.getByRole('row').filter({ hasText: row }).getByRole('cell');

// ---------------------------------------------------------------------------------------------
// The server's word (server/modules/encounters/encounter.graphql)

interface ServerEncounter {
  id: string;
  versionId: number;
  status: string;
  checkedInAt: string | null;
  appointmentId: string | null;
}

const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: DEVICE.timezoneId }).format(new Date());

async function serverEncounters(api: ServerApi): Promise<ServerEncounter[]> {
  const data = await api.graphql<{ MySchedule: { encounters: ServerEncounter[] } }>(
    `query UpdatePromptDay($from: String!, $to: String!) {
      MySchedule(from: $from, to: $to) { encounters { id versionId status checkedInAt appointmentId } }
    }`,
    { from: today(), to: today() },
  );
  return data.MySchedule.encounters;
}

/** Leaves nothing of this spec in progress on the server (the next check-in of this clinician must be allowed). */
async function undoCheckIns(api: ServerApi): Promise<void> {
  for (const e of (await serverEncounters(api)).filter((x) => x.status === 'in-progress')) {
    await api.graphql(
      `mutation UpdatePromptRelease($id: ID!, $cmid: ID!, $base: Int!, $at: DateTime!) {
        undoCheckIn(clientMutationId: $cmid, encounterId: $id, baseVersion: $base, provenance: { recorded: $at }) { id }
      }`,
      { id: e.id, cmid: crypto.randomUUID(), base: e.versionId, at: new Date().toISOString() },
    );
  }
}

// ---------------------------------------------------------------------------------------------

test('a new version waits for the outbox to drain, then Refresh brings it in', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const api = await serverApiAs(request, CLINICIAN);
  const serverVersion = ((await (await request.get('/api/status')).json()) as { info: { web: { version: string } } }).info.web.version;

  await signIn(page, CLINICIAN);
  await expect(page).toHaveURL(/\/my-schedule$/);
  await waitForServiceWorkerControl(page);
  await expect(visitCards(page).first()).toBeVisible({ timeout: 30_000 });

  try {
    await context.setOffline(true);
    // One visit change offline: the check-in waits in the outbox.
    const href = await visitCards(page).first().getAttribute('href');
    const appointmentId = href?.match(/\/my-schedule\/view\/([^/?#]+)$/)?.[1];
    expect(appointmentId, 'the first visit links to its page').toBeTruthy();
    await visitCards(page).first().click();
    await expect(encounterState(page)).toHaveText('Not started');
    await visitSection(page).getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(encounterState(page)).toHaveText('Checked in');
    await expect(syncStatusButton(page)).toHaveAttribute('title', /^Offline\. \d+ changes? waiting\./);

    // The next version is deployed, and the device finds it (the hourly or foreground check). The
    // registration's update check is the browser's own request, which Chromium lets through the
    // page's offline emulation: so the new worker installs while the change is still unsent.
    deployNewWorker();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => registration(page), { timeout: 60_000 }).toMatchObject({ waiting: 'installed', active: 'activated' });

    // Installed and waiting, but not applied: the outbox is not idle.
    const prompt = updatePrompt(page);
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(versionCell(prompt, 'Current version')).not.toHaveText('');
    await expect(prompt.getByText(/^Sending \d+ changes?… The update waits until this has finished\.$/)).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(await registration(page), 'the old version still controls the page').toMatchObject({
      waiting: 'installed',
      controlledByActive: true,
    });
    expect(await workerVersion(page, 'waiting'), 'the waiting worker is the deployed one').toBe(NEW_VERSION);

    // Back online: the outbox drains to the server, and only then can Refresh apply the update.
    await context.setOffline(false);
    await expect(syncStatusButton(page)).toHaveAttribute('title', /^Online\. No changes waiting\./, { timeout: 60_000 });
    await expect
      .poll(async () => (await serverEncounters(api)).find((e) => e.appointmentId === appointmentId), { timeout: 30_000 })
      .toMatchObject({ status: 'in-progress', checkedInAt: expect.any(String) });
    await expect(prompt.getByText(/The update waits/)).toHaveCount(0);
    await expect(versionCell(prompt, 'New version')).toHaveText(serverVersion, { timeout: 30_000 });
    const refresh = prompt.getByRole('button', { name: 'Refresh' });
    await expect(refresh).toBeEnabled();
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await refresh.click();

    // The new worker takes control and the page reloads under it (the PIN again, if asked).
    await reloaded;
    await passPinGate(page);
    expect(await workerVersion(page, 'controller'), 'the deployed version controls the page').toBe(NEW_VERSION);
    await expect
      .poll(() => registration(page), { timeout: 30_000 })
      .toMatchObject({ active: 'activated', waiting: null, controlledByActive: true });
    await expect(updatePrompt(page)).toHaveCount(0);
    await expect(encounterState(page)).toHaveText('Checked in');
  } finally {
    await context.setOffline(false);
    await undoCheckIns(api);
  }
});
