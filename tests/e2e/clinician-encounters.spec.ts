// The Encounters screen (SPEC §2 /clinician-encounters and /clinician-encounters/{appointmentId}):
// a coordinator narrows the encounters by workflow state and clinician (kept in the address, so a
// reload keeps them), opens one, reads its signed version with the additional actions status, and
// downloads that version's narrative PDF.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../integration/pdf-text';
import { checkEachWidth, expectNoSeriousA11yViolations, passPinGate, saveScreenshot, signIn } from './support';

test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

test('a coordinator filters the encounters, opens a signed one and downloads its version PDF', async ({ page }) => {
  await signIn(page, 'coordinator@demo.test');
  await page.goto('/clinician-encounters');
  await passPinGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Encounters' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Encounters' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // Signed visits of Casey Clinician.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Signed', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Clinicians' }).fill('Casey');
  await page.getByRole('option', { name: /Casey Clinician/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/stateStatus/);
  await expect(page).toHaveURL(/practitionerIds/);
  await expect(list.getByRole('listitem').first()).toContainText('Casey Clinician');
  await expect(list.getByRole('listitem').first()).toContainText('Signed');
  await page.reload();
  await passPinGate(page);
  // The chosen state is still chosen (a MultiSelect shows it as a pill beside its input).
  await expect(page.locator('.mantine-MultiSelect-pill', { hasText: 'Signed' })).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('Signed');
  await expectNoSeriousA11yViolations(page, 'the encounter list');
  await saveScreenshot(page, 'clinician-encounters-desktop', { fullPage: true });

  // One of them: the visit, the additional actions and its version with the PDF.
  await list.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/clinician-encounters\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Encounter: / })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Additional actions' });
  await expect(actions).toContainText('Orders');
  await expect(actions).toContainText(/Admission|Never admitted/);
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions).toContainText('Version 1 · eSigned');
  await expect(versions).toContainText('Casey Clinician');
  const downloading = page.waitForEvent('download');
  await versions.getByRole('button', { name: 'Version 1 PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^encounter-[0-9a-f-]{36}-v1\.pdf$/);
  const text = await pdfText(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(text).toContain('Encounter Narrative');
  await expectNoSeriousA11yViolations(page, 'an encounter');
  await saveScreenshot(page, 'clinician-encounter-desktop', { fullPage: true });
  await checkEachWidth(page, 'an encounter', 'clinician-encounter', { widths: ['tablet', 'phone'], fullPage: true });
});
