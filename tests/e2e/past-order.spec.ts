// SPEC §2 notification clicks: a new order's notification opens
// /patients/{id}/past-orders/{orderId}/{serviceRequestId}, the order in the chart's frame with who
// changed it; Back to Orders returns to the patient's Orders tab.
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, saveScreenshot, serverApiAs, signIn } from './support';

// axe-core is injected as an inline script, which the app's CSP forbids.
test.use({ bypassCSP: true, timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 90_000 });

const PATIENTS = `query { PatientList(state: "FL", admission: ["active"], first: 3) { edges { node { id name } } } }`;
const ADD_ORDER = 'mutation($input: PatientOrderInput!) { addPatientOrder(input: $input) { id } }';
const CHANGE_ORDER = 'mutation($input: ChartRecordStatusInput!) { changePatientOrderStatus(input: $input) { id } }';

test("a new order's notification opens the order with who changed it, in the patient's chart", async ({ page, request }) => {
  const coordinator = await serverApiAs(request, 'coordinator@demo.test');
  const { PatientList } = await coordinator.graphql<{ PatientList: { edges: { node: { id: string; name: string } }[] } }>(PATIENTS);
  const patient = PatientList.edges[2]?.node;
  if (!patient) throw new Error('no FL patient with an active admission');
  const text = `Offloading boot fitting ${Date.now()}`;
  const { addPatientOrder } = await coordinator.graphql<{ addPatientOrder: { id: string } }>(ADD_ORDER, {
    input: { patientId: patient.id, text, status: 'draft' },
  });
  await coordinator.graphql(CHANGE_ORDER, { input: { id: addPatientOrder.id, versionId: 1, status: 'active' } });

  await signIn(page, 'pcc@demo.test');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const card = panel.getByRole('listitem').filter({ hasText: text });
  await expect(card).toBeVisible();
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}/past-orders/${addPatientOrder.id}/${addPatientOrder.id}$`));

  const order = page
    .getByRole('region', { name: 'Order' })
    .or(page.locator('section').filter({ hasText: text }))
    .first();
  await expect(order).toContainText(text);
  await expect(order).toContainText('Active');
  const changes = page.getByRole('table', { name: 'Changes of order' });
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(changes.getByRole('row').nth(1)).toContainText('Active');
  await expect(changes.getByRole('row').nth(2)).toContainText('Morgan Coordinator');
  await expect(changes.getByRole('row').nth(2)).toContainText('Draft');
  for (const [width, height, name] of [
    [1440, 900, 'desktop'],
    [1024, 768, 'tablet'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoHorizontalOverflow(page, `past order at ${width}`);
    await expectNoSeriousA11yViolations(page, `past order at ${width}`);
    await saveScreenshot(page, `past-order-${name}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}/orders$`));
  await expect(page.getByText(text).first()).toBeVisible();
});
