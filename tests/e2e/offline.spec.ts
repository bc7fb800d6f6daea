// DESIGN §7 / SPEC §8: offline for real. The service worker serves the app shell, so a reload
// and a deep link work offline; 'No internet connection' shows while offline and goes when
// the connection returns.
import { expect, test } from '@playwright/test';
import {
  drawer,
  EMAILS,
  EXPECTED_MENUS,
  NAMES,
  offlineBanner,
  passPinGate,
  signIn,
  topLevelLabels,
  WITH_SERVICE_WORKER,
  waitForServiceWorkerControl,
} from './support';

// Offline work or the service worker itself is what this file tests.
test.use(WITH_SERVICE_WORKER);

test('offline, the service worker serves the signed-in shell; back online the banner goes', async ({ page, context }) => {
  await signIn(page, EMAILS.clinician);
  await waitForServiceWorkerControl(page);
  // One online load under the worker's control, so /api/config and /api/status are cached.
  await page.reload();
  await passPinGate(page);
  await expect(topLevelLabels(page)).toHaveText([...EXPECTED_MENUS.clinician.top]);

  await context.setOffline(true);
  try {
    const response = await page.reload();
    await passPinGate(page);
    expect(response, 'the reload has a response').not.toBeNull();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveURL(/\/my-schedule$/);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(topLevelLabels(page)).toHaveText([...EXPECTED_MENUS.clinician.top]);
    await expect(drawer(page).getByText(NAMES.clinician, { exact: true })).toBeVisible();

    const deepLink = await page.goto('/account');
    expect(deepLink?.fromServiceWorker()).toBe(true);
    await passPinGate(page);
    await expect(page).toHaveURL(/\/account$/);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(topLevelLabels(page)).toHaveText([...EXPECTED_MENUS.clinician.top]);
    await expect(drawer(page).getByText(NAMES.clinician, { exact: true })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(offlineBanner(page)).toBeHidden();
  await expect(drawer(page).getByText(NAMES.clinician, { exact: true })).toBeVisible();
});
