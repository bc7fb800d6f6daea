// SPEC §2 clinical config 'order-sets' end to end: the clinical admin makes an order set of the
// published order catalog and publishes it; a coordinator adds it on a patient's Orders tab, and
// each of its orders is on the chart (after a reload, and to the server).
import { type Browser, expect, type Page, test } from '@playwright/test';
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
test.use({ bypassCSP: true, timezoneId: 'America/New_York' });
// Two users, a publish and a chart write: a ceiling for a busy 2-core machine, not a wait.
test.describe.configure({ timeout: 120_000 });

const COORDINATOR = 'coordinator@demo.test';
const PATIENTS = `query { PatientList(state: "FL", admission: ["active"], first: 5) { edges { node { id name } } } }`;
const ORDERS = `query($patientId: ID!, $term: String) { PatientOrderList(patientId: $patientId, term: $term) {
  edges { node { code text status } } } }`;

async function pick(page: Page, dialog: ReturnType<Page['getByRole']>, label: RegExp, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function coordinatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await signIn(page, COORDINATOR);
  return page;
}

test("the clinical admin makes an order set; a coordinator adds it on a patient's Orders tab, every order at once", async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, EMAILS.clinicalAdmin);
  await (await expandGroup(page, 'Clinical Config')).filter({ hasText: /^Order Sets$/ }).click();
  await expect(page).toHaveURL(/\/clinical-config\/order-sets$/);
  const table = page.getByRole('table', { name: 'Order Sets codes' });
  await expect(
    table.getByRole('row', { name: /Arterial insufficiency work-up .*Ankle-brachial index \(ABI\), Arterial duplex/ }),
  ).toBeVisible();

  const display = `Leg labs ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'Add order set', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add order set' });
  await dialog.getByLabel(/^Display/).fill(display);
  await pick(page, dialog, /^Orders/, 'Complete blood count (CBC)');
  await pick(page, dialog, /^Orders/, 'Hemoglobin A1c');
  // The options close when the pointer leaves them (axe reads the dialog at rest).
  await dialog.getByRole('heading', { name: 'Add order set' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'order set dialog');
  await saveScreenshot(page, 'order-set-dialog-1440x900.png');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(`${display} .*Complete blood count \\(CBC\\), Hemoglobin A1c`) })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ is published/ })).toBeVisible();
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoHorizontalOverflow(page, `order sets ${width}x${height}`);
    await saveScreenshot(page, `order-sets-${width}x${height}.png`, { fullPage: true });
  }

  // The coordinator adds the set to a Florida patient: both orders, each with its own words.
  const api = await serverApiAs(request, COORDINATOR);
  const [patient] = (await api.graphql<{ PatientList: { edges: { node: { id: string } }[] } }>(PATIENTS)).PatientList.edges;
  if (!patient) throw new Error('no FL patient with an active admission');
  const coordinator = await coordinatorPage(browser);
  await coordinator.goto(`/patients/${patient.node.id}/orders`);
  await passPinGate(coordinator);
  await expect(coordinator.getByRole('group', { name: 'Orders by status' })).toBeVisible();
  await coordinator.getByRole('button', { name: 'Add order set', exact: true }).click();
  const add = coordinator.getByRole('dialog', { name: 'New order set' });
  await pick(coordinator, add, /^Order set/, display);
  await expect(add.getByRole('list', { name: 'Orders it adds (2)' })).toHaveText(/Complete blood count \(CBC\)\s*Hemoglobin A1c/);
  await expectNoSeriousA11yViolations(coordinator, 'new order set dialog');
  await saveScreenshot(coordinator, 'new-order-set-1440x900.png');
  await coordinator.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(coordinator, 'new order set 390x844');
  await saveScreenshot(coordinator, 'new-order-set-390x844.png');
  await coordinator.setViewportSize({ width: 1280, height: 900 });
  await add.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(add).toBeHidden();
  const orders = coordinator.getByRole('list', { name: 'Orders' });
  await coordinator.reload();
  await passPinGate(coordinator);
  await expect(orders.getByText('Hemoglobin A1c').first()).toBeVisible();
  await expect(orders.getByText('Complete blood count (CBC)').first()).toBeVisible();
  const filed = await api.graphql<{ PatientOrderList: { edges: { node: { code: string; text: string; status: string } }[] } }>(ORDERS, {
    patientId: patient.node.id,
    term: 'Hemoglobin',
  });
  expect(filed.PatientOrderList.edges.map((e) => e.node)).toContainEqual({ code: 'hba1c', text: 'Hemoglobin A1c', status: 'active' });
  await coordinator.context().close();
});
