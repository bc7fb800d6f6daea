// SPEC §5 'Time hh:mm a' in the clinician availability drawer (SPEC §4 'Availability'): a person
// who tabs into a slot's start hour and then clicks it (to be sure it is the field they mean)
// types the whole time; no digit is lost. Nothing is saved: the drawer is left with Cancel.
import { expect, type Page, test } from '@playwright/test';
import { passPinGate, serverApiAs, signIn } from './support';

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });

const COORDINATOR = 'coordinator@demo.test';

async function openAvailability(page: Page, clinicianId: string, clinicianName: string) {
  await page.goto(`/schedule/${clinicianId}`);
  await passPinGate(page);
  await page.getByRole('button', { name: 'Availability', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Availability' }).getByRole('form', { name: `Availability of ${clinicianName}` });
  await expect(form).toBeVisible();
  return form;
}

test('Tab into a start hour, click it, type 0930 PM: the slot starts at 09:30 PM', async ({ page, request }) => {
  const api = await serverApiAs(request, COORDINATOR);
  const { SchedulableClinicians: clinicians } = await api.graphql<{ SchedulableClinicians: { id: string; name: string }[] }>(
    'query { SchedulableClinicians { id name } }',
  );
  const clinician = clinicians[0];
  if (!clinician) throw new Error('the demo seed has no schedulable clinician');
  await signIn(page, COORDINATOR);
  const form = await openAvailability(page, clinician.id, clinician.name);

  const slot = form.getByRole('group', { name: / slot 1$/ }).first();
  const hour = slot.getByRole('spinbutton', { name: 'Start hour' });
  const minute = slot.getByRole('spinbutton', { name: 'Start minute' });
  const period = slot.getByRole('combobox', { name: 'Start AM or PM' });
  await expect(hour).not.toHaveValue('');

  // Into the hour with Tab, from whatever comes before it…
  await hour.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(hour).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(hour).toBeFocused();
  // …then a click on it, and the time typed.
  await hour.click();
  await page.keyboard.type('0930');
  await expect(period).toBeFocused();
  await page.keyboard.press('p');

  await expect(hour).toHaveValue('09');
  await expect(minute).toHaveValue('30');
  await expect(period).toHaveValue('PM');

  await form.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(form).toBeHidden();
});
