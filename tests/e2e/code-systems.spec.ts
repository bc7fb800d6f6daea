import { expect, type Page, test } from '@playwright/test';
import {
  drawer,
  EMAILS,
  expandGroup,
  expectNoSeriousA11yViolations,
  passPinGate,
  saveScreenshot,
  serverApiAs,
  signIn,
  submitAndExpectOutcome,
} from './support';

const EXPAND = `query($url: String!, $filter: String) { expandValueSet(url: $url, filter: $filter) { version total contains { code display } } }`;
const BASE = 'https://woundcare.example/fhir/ValueSet/';

interface Expansion {
  expandValueSet: { version: number; total: number; contains: { code: string; display: string }[] };
}

// axe-core is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true });

const codes = (page: Page, title: string) => page.getByRole('table', { name: `${title} codes` });

async function addAndPublish(page: Page, noun: string, title: string, display: string): Promise<void> {
  await page.getByRole('button', { name: `Add ${noun}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${noun}` });
  await dialog.getByLabel(/^Display/).fill(display);
  await expect(dialog.getByLabel(/^Code/)).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(codes(page, title).getByRole('row', { name: new RegExp(display) })).toBeVisible();
  await expect(page.getByText('The draft has changes not yet published')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ is published/ })).toBeVisible();
}

test('the clinical admin adds a wound type and publishes it, then imports one from a CSV file; the value set offers them, version 1 stays as it was', async ({
  page,
  request,
}) => {
  await signIn(page, EMAILS.clinicalAdmin);
  await (await expandGroup(page, 'Clinical Config')).filter({ hasText: /^Wound Type$/ }).click();
  await expect(page).toHaveURL(/\/clinical-config\/wound-type$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wound Type' })).toBeVisible();
  await expect(codes(page, 'Wound Type').getByRole('row', { name: /Pressure injury/ })).toBeVisible();

  const display = `Skin tear ${Date.now() % 100000}`;
  await addAndPublish(page, 'wound type', 'Wound Type', display);
  const published = Number((await page.getByText(/^Published version \d+/).textContent())?.match(/\d+/)?.[0]);
  expect(published).toBeGreaterThanOrEqual(2);

  // After a reload the draft and the versions are the server's.
  await page.reload();
  await passPinGate(page);
  await expect(codes(page, 'Wound Type').getByRole('row', { name: new RegExp(display) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Published versions' }).getByRole('row')).toHaveCount(published + 1);

  // A clinician's forms read the newest version; version 1 is kept as it was published.
  const clinician = await serverApiAs(request, EMAILS.clinician);
  const newest = await clinician.graphql<Expansion>(EXPAND, { url: `${BASE}wound-type`, filter: display });
  expect(newest.expandValueSet).toMatchObject({ version: published, total: 1, contains: [{ display }] });
  const first = await clinician.graphql<Expansion>(EXPAND, { url: `${BASE}wound-type|1`, filter: display });
  expect(first.expandValueSet.total).toBe(0);

  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSeriousA11yViolations(page, `wound type ${width}x${height}`);
    await saveScreenshot(page, `code-system-wound-type-${width}x${height}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // A clinic's list comes in as a CSV file: into the draft, then published like any change.
  const imported = `Imported wound ${Date.now() % 100000}`;
  const csv = `code,display,status\n${imported.toLowerCase().replaceAll(' ', '-')},${imported},active\n`;
  await page.locator('input[type="file"]').setInputFiles({ name: 'wound-types.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('status').filter({ hasText: /^Imported into the draft: 1 code added, 0 codes changed/ })).toBeVisible();
  await expect(codes(page, 'Wound Type').getByRole('row', { name: new RegExp(imported) })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${published + 1} is published` })).toBeVisible();
  const afterImport = await clinician.graphql<Expansion>(EXPAND, { url: `${BASE}wound-type`, filter: imported });
  expect(afterImport.expandValueSet).toMatchObject({ version: published + 1, total: 1, contains: [{ display: imported }] });

  await page.getByRole('button', { name: `Edit ${display}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${display}` });
  await expect(dialog.getByLabel(/^Code/)).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'edit code dialog');
  await saveScreenshot(page, 'code-system-edit-dialog-1440x900.png');
});

test('an administrator adds a discharge reason under Master Lists and publishes it', async ({ page, request }) => {
  await signIn(page, EMAILS.admin);
  await (await expandGroup(page, 'Master Lists')).filter({ hasText: /^Discharge Reasons$/ }).click();
  await expect(page).toHaveURL(/\/administrative-config\/code-system\/discharge-reason$/);
  const display = `Moved to assisted living ${Date.now() % 100000}`;
  await addAndPublish(page, 'reason', 'Discharge Reasons', display);
  const admin = await serverApiAs(request, EMAILS.admin);
  const newest = await admin.graphql<Expansion>(EXPAND, { url: `${BASE}discharge-reason`, filter: display });
  expect(newest.expandValueSet.contains.map((c) => c.display)).toEqual([display]);
  // Clinical config is not the administrator's: its drawer has no such group.
  await expect(drawer(page).getByRole('button', { name: 'Clinical Config', exact: true })).toHaveCount(0);
});

test("the clinical admin sets a visit type's Encounter Duration; it is the server's after a reload", async ({ page, request }) => {
  await signIn(page, EMAILS.clinicalAdmin);
  await (await expandGroup(page, 'Clinical Config')).filter({ hasText: /^Encounter Duration$/ }).click();
  await expect(page).toHaveURL(/\/clinical-config\/encounter-duration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Encounter Duration' })).toBeVisible();
  const evaluation = page.getByRole('textbox', { name: 'Evaluation minutes' });
  await expect(evaluation).toHaveValue('60 min');
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `Encounter Duration ${size.width}`);
    await saveScreenshot(page, `encounter-duration-${size.width}.png`, { fullPage: true });
  }
  await evaluation.fill('75');
  await submitAndExpectOutcome(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.reload();
  await passPinGate(page);
  await expect(page.getByRole('textbox', { name: 'Evaluation minutes' })).toHaveValue('75 min');
  // Every user who books reads it (the coordinator's booking default), then it goes back as it was.
  const api = await serverApiAs(request, 'coordinator@demo.test');
  const read = await api.graphql<{ EncounterDurations: { visitType: string; minutes: number | null }[] }>(
    '{ EncounterDurations { visitType minutes } }',
  );
  expect(read.EncounterDurations.find((d) => d.visitType === 'soc-evaluation')?.minutes).toBe(75);
  await page.getByRole('textbox', { name: 'Evaluation minutes' }).fill('60');
  await submitAndExpectOutcome(page, page.getByRole('button', { name: 'Save', exact: true }));
});
