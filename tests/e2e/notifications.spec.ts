import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, passPinGate, saveScreenshot, signIn, submitAndExpectOutcome } from './support';

test.use({ timezoneId: 'America/New_York', bypassCSP: true, viewport: { width: 1440, height: 900 } });

/** The elements reaching past the right edge (none: no sideways scroll), named for the failure message. */
const widerThanScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} ${Math.round(el.getBoundingClientRect().right)}`),
  );

const unreadOf = async (page: Page): Promise<number> => {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

test('the bell: filters by event type with counts, a click opens what the notification is about and lowers the count', async ({ page }) => {
  await signIn(page, 'pcc@demo.test');
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(0);
  const before = await unreadOf(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/^Displayed \d+ of \d+ results$/)).toBeVisible();
  await saveScreenshot(page, 'notifications-panel-1440.png');
  await expectNoSeriousA11yViolations(page, 'notifications panel');

  // The Filters sub-panel: event types with their counts; one applied narrows the list.
  await panel.getByRole('button', { name: /^Filters/ }).click();
  const filters = panel.getByRole('form', { name: 'Notification filters' });
  const eventTypes = filters.getByRole('group', { name: 'Event types' }).or(filters.getByRole('radiogroup', { name: 'Event types' }));
  const admission = filters.getByRole('checkbox', { name: /Admission status changed/ });
  await expect(admission).toBeVisible();
  await expect(
    eventTypes
      .or(filters)
      .getByText(/Admission status changed \(\d+\)/)
      .first(),
  ).toBeVisible();
  await saveScreenshot(page, 'notifications-filters-1440.png');
  await admission.check();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const cards = panel.getByRole('listitem');
  await expect(cards.first()).toContainText('Admission status changed');

  // A click goes where SPEC §2 says: an admission change → the patient's admissions; it is viewed.
  const unreadCard = panel.getByRole('button', { name: /^Mark as viewed: Admission status changed/ }).first();
  const viewedBefore = await unreadCard.count();
  await cards.first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}\/admissions$/);
  if (viewedBefore > 0) await expect.poll(() => unreadOf(page)).toBeLessThan(before);
});

test('the panel and its filters fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'casemanager@demo.test');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/^Displayed \d+ of \d+ results$/)).toBeVisible();
  await panel.getByRole('button', { name: /^Filters/ }).click();
  await expect(panel.getByRole('form', { name: 'Notification filters' })).toBeVisible();
  await expect.poll(() => widerThanScreen(page), { message: 'at 390px' }).toEqual([]);
  await saveScreenshot(page, 'notifications-panel-390.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'notifications panel 390');
});

test('/notifications: the events a job function receives, saved, at three sizes', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/notifications');
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Subscribed Events for / })).toBeVisible();
  await page.getByRole('combobox', { name: 'Job function', exact: true }).click();
  await page.getByRole('option', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribed Events for Billing' })).toBeVisible();
  const order = page.getByRole('checkbox', { name: /New order/ });
  const wasChecked = await order.isChecked();
  await order.setChecked(!wasChecked);
  await submitAndExpectOutcome(page, page.getByRole('button', { name: 'Save' }));
  await page.reload();
  await passPinGate(page);
  await page.getByRole('combobox', { name: 'Job function', exact: true }).click();
  await page.getByRole('option', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /New order/ })).toBeChecked({ checked: !wasChecked });
  // Put it back: the demo's billing users are not notified of orders.
  await page.getByRole('checkbox', { name: /New order/ }).setChecked(wasChecked);
  // The form footer's 'Saved' overlay (SPEC §2, about 0.5 s) comes and goes before axe looks.
  await submitAndExpectOutcome(page, page.getByRole('button', { name: 'Save' }));
  await expectNoSeriousA11yViolations(page, '/notifications');
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => widerThanScreen(page), { message: `at ${width}px` }).toEqual([]);
    await saveScreenshot(page, `notification-config-${width}.png`, { fullPage: true });
  }
});

test('/telemedicine and /my-encounters: the telehealth lists at three sizes', async ({ page }) => {
  await signIn(page, 'telehealth@demo.test');
  for (const [route, title] of [
    ['/telemedicine', 'Telehealth'],
    ['/my-encounters', 'My Encounters'],
  ] as const) {
    await page.goto(route);
    await passPinGate(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^(Displayed \d+ of \d+ results|No data found to display)$/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, route);
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Polled: the shell settles its layout a moment after the window changes size.
      await expect.poll(() => widerThanScreen(page), { message: `at ${width}px` }).toEqual([]);
      await saveScreenshot(page, `${route.slice(1)}-${width}.png`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
