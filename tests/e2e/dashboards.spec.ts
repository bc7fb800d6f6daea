// The dashboards (SPEC §2 Dashboard /admin-dashboard, Reports /report-dashboard): the administrator
// opens the dashboard from the menu; its numbers are the server's counts (asked here over GraphQL
// with the same filter); a bar of the chart opens the visits behind it, as many as the bar says;
// the report exports as CSV. Axe-clean, and readable at tablet, phone and desktop widths.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { percentText } from '../../src/domain/dashboards/rates';
import {
  drawer,
  expandGroup,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  passPinGate,
  saveScreenshot,
  serverApiAs,
  signIn,
} from './support';

dayjs.extend(utc);
dayjs.extend(timezone);

test.use({ timezoneId: 'America/New_York', bypassCSP: true, viewport: { width: 1024, height: 768 } });

const ADMIN = `query ($f: DashboardFilter!) { AdminDashboard(filter: $f) {
  totals { visits { scheduled made missed cancelled missedRate cancelledRate } signing { documented signedWithin24h rate } }
  days { day visits { made missed cancelled open } } staleDevices devices { deviceId } } }`;

interface Admin {
  totals: {
    visits: { scheduled: number; made: number; missed: number; cancelled: number; missedRate: number | null; cancelledRate: number | null };
    signing: { documented: number; signedWithin24h: number; rate: number | null };
  };
  days: { day: string; visits: { made: number; missed: number; cancelled: number; open: number } }[];
  staleDevices: number;
  devices: unknown[];
}

/** The range the dashboard opens with: the last 30 days of the device's calendar (New York here). */
const today = () => dayjs().tz('America/New_York').format('YYYY-MM-DD');
const defaultFilter = () => ({ from: dayjs.utc(today()).subtract(29, 'day').format('YYYY-MM-DD'), to: today() });

const figure = (page: Page, label: string) => page.getByTestId(`figure-${label}`);

test("the admin dashboard's numbers equal the server's counts, and a bar opens the visits behind it", async ({ page, request }) => {
  await signIn(page, 'admin@demo.test');
  await expandGroup(page, 'Dashboard');
  await drawer(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const api = await serverApiAs(request, 'admin@demo.test');
  const server = (await api.graphql<{ AdminDashboard: Admin }>(ADMIN, { f: defaultFilter() })).AdminDashboard;
  expect(server.totals.visits.made, 'the demo has visits in the last 30 days').toBeGreaterThan(0);
  await expect(figure(page, 'Visits made')).toHaveText(String(server.totals.visits.made));
  await expect(figure(page, 'Missed rate')).toHaveText(percentText(server.totals.visits.missedRate));
  await expect(figure(page, 'Canceled rate')).toHaveText(percentText(server.totals.visits.cancelledRate));
  await expect(figure(page, 'Signed within 24 h')).toHaveText(percentText(server.totals.signing.rate));
  await expect(figure(page, 'Devices not synced for a day')).toHaveText(String(server.staleDevices));
  expect(server.staleDevices).toBeGreaterThan(0);
  // The per-day table says what the chart draws: each day's made visits, as the server counted them.
  const table = page.getByRole('table', { name: 'Visits per day' });
  const busiest = [...server.days].sort((a, b) => b.visits.made - a.visits.made)[0];
  if (!busiest) throw new Error('no days');
  const [y, m, d] = busiest.day.split('-');
  await expect(
    table
      .getByRole('row', { name: new RegExp(`^${m}/${d}/${y}`) })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(busiest.visits.made));

  await expectNoSeriousA11yViolations(page, 'admin dashboard');

  // A click on a bar of the chart opens the visits behind it: as many as that day's bar counts.
  const bars = page.getByTestId('visits-per-day-chart').locator('.recharts-bar-rectangle path');
  await expect(bars.first()).toBeVisible();
  await bars.last().click();
  const visits = page.getByRole('dialog');
  await expect(visits).toBeVisible();
  const title = (await visits.getByRole('heading').first().textContent()) ?? '';
  const [, outcome, mm, dd, yyyy] = /^(Made|Missed|Canceled|Open) visits of (\d{2})\/(\d{2})\/(\d{4})$/.exec(title) ?? [];
  expect(outcome, title).toBeTruthy();
  const key = ({ Made: 'made', Missed: 'missed', Canceled: 'cancelled', Open: 'open' } as const)[outcome as 'Made'];
  const count = server.days.find((x) => x.day === `${yyyy}-${mm}-${dd}`)?.visits[key] ?? -1;
  await expect(visits.getByTestId('visits-drawer-count')).toHaveText(`Displayed ${Math.min(count, 100)} of ${count} results`);
  await expect(visits.getByRole('table', { name: 'Visits' }).getByRole('row')).toHaveCount(Math.min(count, 100) + 1);
  await saveScreenshot(page, 'admin-dashboard-visits-1024');
  await visits.getByRole('button', { name: 'Close' }).click();
  await expect(visits).toBeHidden();

  // A market narrows every number (kept in the address).
  await page.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name: 'FL', exact: true }).click();
  await expect(page).toHaveURL(/market=FL/);
  const florida = (await api.graphql<{ AdminDashboard: Admin }>(ADMIN, { f: { ...defaultFilter(), market: 'FL' } })).AdminDashboard;
  await expect(figure(page, 'Visits made')).toHaveText(String(florida.totals.visits.made));

  for (const [name, size] of [
    ['1024', { width: 1024, height: 768 }],
    ['390', { width: 390, height: 844 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoHorizontalOverflow(page, `the admin dashboard at ${name}`);
    await saveScreenshot(page, `admin-dashboard-${name}`, { fullPage: true });
  }
});

test('the report exports as CSV, and CBR opens with its benchmark', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/report-dashboard');
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const encounters = page.getByRole('table', { name: 'Encounters by market' });
  await expect(encounters.getByRole('row', { name: /^All markets/ })).toBeVisible();
  const { from, to } = defaultFilter();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`encounter-report-${from}-to-${to}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('Market,Encounters,Planned,In progress,Finished,Canceled,SOC,EVL/EO,RE/RA,FU');
  expect(lines.at(-1)).toMatch(/^All markets,\d+/);
  // The export's rows are the table's.
  await expect(encounters.getByRole('row')).toHaveCount(lines.length);
  await expectNoSeriousA11yViolations(page, 'report dashboard');
  await saveScreenshot(page, 'report-dashboard-1024', { fullPage: true });

  await expandGroup(page, 'Reports');
  await drawer(page).getByRole('link', { name: 'CBR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CBR' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clinical benchmark by clinician' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cbr dashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, 'cbr at 390');
  await saveScreenshot(page, 'cbr-dashboard-390', { fullPage: true });
});
