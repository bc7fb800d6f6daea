import { type APIRequestContext, expect, type Locator, type Page, type Request, type Route, test } from '@playwright/test';
import { enterPin, expectNoSeriousA11yViolations, pinGate, type ServerApi, saveScreenshot, serverApiAs, signIn } from './support';

// axe is injected as an inline script, which the app's CSP forbids. The service worker is kept
// out so page.route sees the upload (the tab does not need it: documents are online only).
test.use({ timezoneId: 'America/New_York', bypassCSP: true, serviceWorkers: 'block' });
test.describe.configure({ timeout: 150_000 });

const COORDINATOR = 'coordinator@demo.test';
const CONFIRM = 'Are you sure you want to Delete this Document?';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const PATIENT_LIST = `query($state: String, $admission: [String!], $first: Int) {
  PatientList(state: $state, admission: $admission, first: $first) { edges { node { id name } } }
}`;
const DOCUMENT_LIST = `query($patientId: ID!) {
  DocumentList(patientId: $patientId, first: 100) { totalCount edges { node { id category attachment { title contentType } } } }
}`;

interface Listed {
  totalCount: number;
  edges: { node: { id: string; category: string; attachment: { title: string; contentType: string } } }[];
}

/** A Florida patient with an active admission: one per size, so the runs do not share a chart. */
async function patientFor(api: ServerApi, index: number): Promise<{ id: string; name: string }> {
  const list = await api.graphql<{ PatientList: { edges: { node: { id: string; name: string } }[] } }>(PATIENT_LIST, {
    state: 'FL',
    admission: ['active'],
    first: 10,
  });
  const node = list.PatientList.edges[index]?.node;
  if (!node) throw new Error('the demo seed has too few active Florida patients');
  return node;
}

const documentsOf = async (api: ServerApi, patientId: string): Promise<Listed> =>
  (await api.graphql<{ DocumentList: Listed }>(DOCUMENT_LIST, { patientId })).DocumentList;

const zone = (page: Page) => page.getByRole('group', { name: 'Upload documents' });
const row = (page: Page, name: string) => page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem', { name });
const documentsList = (page: Page) => page.getByRole('list', { name: 'Documents list' });
const documentsTabLink = (page: Page, count: number) =>
  page.getByRole('navigation', { name: 'Chart' }).getByRole('link', { name: new RegExp(`^Documents\\s*${count}$`) });

/** Opens the chart's Documents tab by its address (the PIN when asked). */
async function openDocuments(page: Page, patientId: string): Promise<void> {
  await page.goto(`/patients/${patientId}/documents`);
  const section = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(pinGate(page).or(section).first()).toBeVisible({ timeout: 20_000 });
  if (await pinGate(page).isVisible()) await enterPin(page);
  await expect(section).toBeVisible();
}

async function chooseType(page: Page, file: string, type: string): Promise<void> {
  await row(page, file)
    .getByLabel(/Document type/)
    .first()
    .click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(
    row(page, file)
      .getByLabel(/Document type/)
      .first(),
  ).toHaveValue(type);
}

/** Holds the upload whose body names `fileName` until released; every other request goes on. */
async function slowUpload(page: Page, fileName: string) {
  let seen: () => void = () => {};
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    seen = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isIt = (request: Request) => request.postDataBuffer()?.includes(fileName) === true;
  // The browser gives the request up when the page cancels it (net::ERR_ABORTED).
  const abandoned = page.waitForEvent('requestfailed', { predicate: isIt, timeout: 30_000 });
  await page.route('**/api/patients/*/documents', async (route: Route) => {
    if (!isIt(route.request())) return route.continue();
    seen();
    await gate;
    // Released only once the page has abandoned it: continuing an abandoned request fails.
    await route.continue().catch(() => {});
  });
  return { held, abandoned, release: () => release() };
}

async function screenshot(page: Page, name: string, target?: Locator): Promise<void> {
  // The viewport as a person sees it (a full-page capture would draw the fixed top bar and
  // drawer in the middle of the page).
  await saveScreenshot(target ?? page, `documents-${name}.png`);
}

const SIZES = [
  { width: 1440, height: 900, patient: 3 },
  { width: 1024, height: 768, patient: 4 },
] as const;

for (const size of SIZES) {
  const at = `${size.width}x${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`the coordinator uploads two documents, cancels a third mid-way, views one and deletes one (${at})`, async ({ page, request }) => {
      const api = await serverApiAs(request as APIRequestContext, COORDINATOR);
      const patient = await patientFor(api, size.patient);
      const before = await documentsOf(api, patient.id);
      // Names of this run only: a reused server keeps the files of earlier runs.
      const tag = `${size.width}-${Date.now().toString(36)}`;
      const referral = `referral-${tag}.pdf`;
      const photo = `wound-photo-${tag}.png`;
      const slow = `slow-scan-${tag}.pdf`;

      await signIn(page, COORDINATOR);
      await openDocuments(page, patient.id);
      await expect(documentsTabLink(page, before.totalCount)).toBeVisible();
      await expect(zone(page)).toContainText('Maximum 5 files allowed');

      // Browse, three files, a document type each (SPEC §5: required; several types, so none is preset).
      const chooser = page.waitForEvent('filechooser');
      await zone(page).getByRole('button', { name: 'Browse' }).click();
      await (await chooser).setFiles([
        { name: referral, mimeType: 'application/pdf', buffer: PDF },
        { name: photo, mimeType: 'image/png', buffer: PNG },
        { name: slow, mimeType: 'application/pdf', buffer: PDF },
      ]);
      await expect(row(page, referral)).toContainText(`${PDF.byteLength} Bytes`);
      await page.getByRole('button', { name: 'Upload 3 files' }).click();
      await expect(page.getByText('This field is required')).toHaveCount(3);
      await chooseType(page, referral, 'Referrals');
      await chooseType(page, photo, 'Medical Records / Admissions');
      await chooseType(page, slow, 'Insurances');
      await expect(page.getByText('This field is required')).toHaveCount(0);
      await screenshot(page, `queued-${at}`);

      const wire = await slowUpload(page, slow);
      await page.getByRole('button', { name: 'Upload 3 files' }).click();
      await wire.held;
      // The slow one is on its way: per-file progress, and Cancel.
      await expect(row(page, slow)).toContainText('Uploading…');
      await expect(row(page, referral).getByText('Uploaded')).toBeVisible();
      await expect(row(page, photo).getByText('Uploaded')).toBeVisible();
      await screenshot(page, `uploading-${at}`);
      await row(page, slow)
        .getByRole('button', { name: `Cancel ${slow}` })
        .click();
      await expect(row(page, slow)).toHaveCount(0);
      await wire.abandoned;
      wire.release();

      // Listed, counted on the tab, and on the server: the cancelled one is not.
      await expect(documentsList(page).getByText(referral, { exact: true })).toBeVisible();
      await expect(documentsList(page).getByText(photo, { exact: true })).toBeVisible();
      await expect(documentsTabLink(page, before.totalCount + 2)).toBeVisible();
      const after = await documentsOf(api, patient.id);
      expect(after.totalCount).toBe(before.totalCount + 2);
      const titles = after.edges.map((e) => e.node.attachment.title);
      expect(titles).toContain(referral);
      expect(titles).toContain(photo);
      expect(titles).not.toContain(slow);
      expect(after.edges.find((e) => e.node.attachment.title === photo)?.node).toMatchObject({
        category: 'medical-record',
        attachment: { contentType: 'image/png' },
      });
      await expectNoSeriousA11yViolations(page, `documents tab ${at}`);
      await documentsList(page).scrollIntoViewIfNeeded();
      await screenshot(page, at);

      // View: the file opens in a new tab.
      const opened = page.context().waitForEvent('page');
      await documentsList(page)
        .getByRole('button', { name: `View ${photo}` })
        .click();
      const tab = await opened;
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      await tab.close();

      // Delete, after SPEC §8's question.
      await documentsList(page)
        .getByRole('button', { name: `Delete ${referral}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete document' });
      await expect(dialog).toContainText(CONFIRM);
      await expectNoSeriousA11yViolations(page, `delete dialog ${at}`);
      await screenshot(page, `delete-${at}`, dialog);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(documentsList(page).getByText(referral, { exact: true })).toHaveCount(0);
      await expect(documentsTabLink(page, before.totalCount + 1)).toBeVisible();
      const final = await documentsOf(api, patient.id);
      expect(final.totalCount).toBe(before.totalCount + 1);
      expect(final.edges.map((e) => e.node.attachment.title)).not.toContain(referral);

      // Offline: nothing can be sent, and the zone says why.
      await page.context().setOffline(true);
      await expect(zone(page).getByRole('button', { name: 'Browse' })).toBeDisabled();
      await expect(zone(page)).toContainText('Documents need a connection');
      await expect(documentsList(page).getByRole('button', { name: `Delete ${photo}` })).toBeDisabled();
      await page.context().setOffline(false);
      await expect(zone(page).getByRole('button', { name: 'Browse' })).toBeEnabled();
    });
  });
}

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tab on a phone: the zone, a queued file and the list fit', async ({ page, request }) => {
    const api = await serverApiAs(request as APIRequestContext, COORDINATOR);
    const patient = await patientFor(api, 5);
    await signIn(page, COORDINATOR);
    await openDocuments(page, patient.id);
    const chooser = page.waitForEvent('filechooser');
    await zone(page).getByRole('button', { name: 'Browse' }).click();
    await (await chooser).setFiles([
      { name: 'a-rather-long-file-name-of-a-scanned-referral.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(row(page, 'a-rather-long-file-name-of-a-scanned-referral.pdf')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'documents tab 390x844');
    await screenshot(page, '390x844');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
  });
});
