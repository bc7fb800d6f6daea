// Pay periods (SPEC §2 /account/pay-period-history and /account/{payPeriodId}/list/{practitionerId},
// §3 Pay period): the demo clinician opens their pay periods from the account pages, then a period
// with signed visits, and sees the encounters it counted, as the server counts them.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkEachWidth, expectNoSeriousA11yViolations, passPinGate, saveScreenshot, serverApiAs, signIn } from './support';

test.use({ timezoneId: 'America/New_York', bypassCSP: true, viewport: { width: 1024, height: 768 } });

test('a clinician opens a pay period and sees the encounters it counted', async ({ page, request }) => {
  await signIn(page, 'clinician@demo.test');
  await page.goto('/account');
  await passPinGate(page);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Pay periods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Period History' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pay periods' });
  await expect(table.getByRole('row').nth(1)).toContainText('Current');
  await expectNoSeriousA11yViolations(page, 'pay period history');
  await saveScreenshot(page, 'pay-periods-1024');

  // A period with signed visits (the demo clinician signed visits in the last weeks).
  const rows = table.getByRole('row');
  const count = await rows.count();
  let opened = '';
  for (let i = 1; i < count; i++) {
    const cells = rows.nth(i).getByRole('cell');
    if (Number(await cells.nth(3).textContent()) > 0) {
      const link = cells.first().getByRole('link');
      opened = (await link.textContent()) ?? '';
      await link.click();
      break;
    }
  }
  expect(opened, 'a pay period with signed visits').not.toBe('');
  await expect(page).toHaveURL(/\/account\/\d{4}-\d{2}-\d{2}\/list\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${opened.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  ).toBeVisible();
  const counted = page.getByRole('table', { name: 'Encounters counted' });
  await expect(counted.getByRole('row').nth(1)).toBeVisible();

  // What the page lists is what the server counted for that period.
  const [, payPeriodId, practitionerId] = /\/account\/([^/]+)\/list\/([^/]+)$/.exec(new URL(page.url()).pathname) ?? [];
  const api = await serverApiAs(request, 'clinician@demo.test');
  const server = await api.graphql<{
    GetPayPeriodEncounters: { encounters: unknown[]; payPeriod: { encounterStats: { signed: number } } };
  }>(
    'query ($p: ID!, $id: ID!) { GetPayPeriodEncounters(practitionerId: $p, payPeriodId: $id) { encounters { id } payPeriod { encounterStats { signed } } } }',
    { p: practitionerId, id: payPeriodId },
  );
  await expect(counted.getByRole('row')).toHaveCount(server.GetPayPeriodEncounters.encounters.length + 1);
  await expect(page.getByRole('list', { name: 'Counts' })).toContainText(
    `${server.GetPayPeriodEncounters.payPeriod.encounterStats.signed}Signed`,
  );
  await expectNoSeriousA11yViolations(page, 'pay period encounters');
  await checkEachWidth(page, 'the pay period', 'pay-period', { fullPage: true });
});

test("billing reads a pay period's counts in Payroll Info and exports them for ADP", async ({ page }) => {
  await signIn(page, 'billing@demo.test');
  await page.goto('/payroll-info');
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll Info' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Clinicians with ADP sync' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = (await table.getByRole('row').count()) - 1;
  const withFile =
    rows -
    (await table
      .getByRole('row')
      .filter({ hasText: /\bNone\b/ })
      .count());
  await expectNoSeriousA11yViolations(page, 'payroll info');
  await saveScreenshot(page, 'payroll-info-1024', { fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export for ADP' }).click()]);
  expect(download.suggestedFilename()).toBe('PRWCEEPI.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('Co Code,Batch ID,File #,Hours 3 Code,Hours 3 Amount,Hours 4 Code,Hours 4 Amount,Hours 5 Code,Hours 5 Amount');
  expect(lines).toHaveLength(withFile + 1);

  // Another period, kept in the address.
  await page.getByRole('combobox', { name: 'Pay period' }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/period=\d{4}-\d{2}-\d{2}/);
  await checkEachWidth(page, 'payroll info', 'payroll-info', { widths: ['phone', 'desktop'] });
});
