// SPEC §2 Form Config end to end, as the clinical admin: a visit type's form logic saved (the
// server's after a reload), and a form's item hidden, previewed as a clinician will see it, then
// published as the form's next version; both put back as they were, since the e2e server is shared.
import { expect, type Page, test } from '@playwright/test';
import {
  EMAILS,
  expandGroup,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  passPinGate,
  saveScreenshot,
  serverApiAs,
  signIn,
} from './support';

// axe-core is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const FORMS = 'query { QuestionnaireList { code versionId } }';

async function chooseIn(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

test("the clinical admin sets a visit type's form logic and publishes a form's item attributes after a preview", async ({
  page,
  request,
}) => {
  await signIn(page, EMAILS.clinicalAdmin);
  await (await expandGroup(page, 'Clinical Config')).filter({ hasText: /^Form Config$/ }).click();
  await expect(page).toHaveURL(/\/clinical-config\/forms-config$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form Config' })).toBeVisible();

  // Form logic: Lower Extremity on a follow-up, from Periodic to No, kept after a reload, then back.
  await chooseIn(page, 'Visit type', 'Follow-up · In person');
  const logic = page.getByRole('table', { name: 'Form logic' });
  await expect(logic.getByRole('combobox', { name: 'Lower Extremity form logic' })).toHaveValue('Periodic (could)');
  await chooseIn(page, 'Lower Extremity form logic', 'No');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: encounters of this visit type get these forms' })).toBeVisible();
  await page.reload();
  await passPinGate(page);
  await chooseIn(page, 'Visit type', 'Follow-up · In person');
  await expect(logic.getByRole('combobox', { name: 'Lower Extremity form logic' })).toHaveValue('No');
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSeriousA11yViolations(page, `form config ${width}x${height}`);
    await expectNoHorizontalOverflow(page, `form config ${width}x${height}`);
    await saveScreenshot(page, `form-config-${width}x${height}.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseIn(page, 'Lower Extremity form logic', 'Periodic (could)');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: encounters of this visit type get these forms' })).toBeVisible();

  // Form items: 'Leg assessed' hidden, previewed, published as the next version; then shown again.
  const api = await serverApiAs(request, EMAILS.clinicalAdmin);
  const version = async () =>
    (await api.graphql<{ QuestionnaireList: { code: string; versionId: number }[] }>(FORMS)).QuestionnaireList.find(
      (f) => f.code === 'lower-extremity',
    )?.versionId ?? 0;
  const before = await version();
  await chooseIn(page, 'Form', 'Lower Extremity');
  const items = page.getByRole('table', { name: 'Lower Extremity items' });
  await items.getByRole('switch', { name: 'Leg assessed: visible' }).click({ force: true });
  await expect(page.getByText(/1 item changed, not yet published/)).toBeVisible();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Lower Extremity' });
  await expect(preview.getByRole('button', { name: 'Check', exact: true })).toBeVisible();
  await expect(preview.getByText('Leg assessed')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'form preview');
  await saveScreenshot(page, 'form-config-preview-1440x900.png');
  await preview.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${before + 1} is published` })).toBeVisible();
  expect(await version()).toBe(before + 1);

  await items.getByRole('switch', { name: 'Leg assessed: visible' }).click({ force: true });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Version ${before + 2} is published` })).toBeVisible();
});
