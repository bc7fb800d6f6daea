// The CCD end to end on the production build (SPEC §3 'CCD request', §2 '…/ccd/documents/CCD/
// {documentId}'): a PCC asks for a seeded patient's CCD on the Admissions tab; it is generated in
// the background; the 'CCD document ready' notification's click opens the document with its
// readable view; the downloaded C-CDA is valid against the CDA schema with no C-CDA schematron
// SHALL error (a seeded patient with signed visits, problems and wound measurements).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { cdaSchemaErrors, schematronErrors } from '../support/cda-validation';
import {
  checkEachWidth,
  expectNoSeriousA11yViolations,
  passPinGate,
  saveScreenshot,
  serverApiAs,
  signIn,
  submitAndExpectOutcome,
} from './support';

test.use({ timezoneId: 'America/New_York', bypassCSP: true, viewport: { width: 1440, height: 900 } });

interface Row {
  patientId: string;
  patientName: string | null;
  episodeOfCareId: string | null;
}

test('a PCC asks for a CCD; its notification opens the document, which downloads as valid C-CDA', async ({ page, request }) => {
  // A seeded patient of the PCC's with signed visits on an admission whose CCD may be asked for.
  const api = await serverApiAs(request, 'pcc@demo.test');
  const signed = await api.graphql<{ EncounterList: { edges: { node: Row }[] } }>(
    '{ EncounterList(stateStatus: ["eSigned"], first: 50) { edges { node { patientId patientName episodeOfCareId } } } }',
  );
  let chosen: Row | null = null;
  for (const { node } of signed.EncounterList.edges) {
    if (!node.episodeOfCareId) continue;
    const can = await api.graphql<{ canGenenerateCCD: { canGenerate: boolean } }>(
      'query ($id: ID!) { canGenenerateCCD(episodeOfCareId: $id) { canGenerate } }',
      { id: node.episodeOfCareId },
    );
    if (!can.canGenenerateCCD.canGenerate) continue;
    // A full record: problems on the list too, when a seeded patient has them.
    const problems = await api.graphql<{ ProblemList: { diagnoses: unknown[] } }>(
      'query ($id: ID!) { ProblemList(patientId: $id) { diagnoses { id } } }',
      { id: node.patientId },
    );
    chosen ??= node;
    if (problems.ProblemList.diagnoses.length > 0) {
      chosen = node;
      break;
    }
  }
  if (!chosen?.episodeOfCareId || !chosen.patientName) throw new Error('no seeded admission whose CCD may be asked for');
  const name = chosen.patientName;

  await signIn(page, 'pcc@demo.test');
  await page.goto(`/patients/${chosen.patientId}/admissions`);
  await passPinGate(page);
  const admissions = page.getByRole('list', { name: 'Admissions' });
  await admissions.getByRole('button', { name: 'Generate CCD' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Generate CCD' });
  await expect(dialog.getByRole('textbox', { name: 'From' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'generate CCD dialog');
  await saveScreenshot(page, 'ccd-request-1440');
  await submitAndExpectOutcome(page, dialog.getByRole('button', { name: 'Generate' }));
  await expect(dialog).toHaveCount(0);
  // The request shows on the admission; it is generated in the background and turns Ready.
  await expect(admissions.getByText(/^CCD · All dates$/).first()).toBeVisible();
  await expect(admissions.getByRole('link', { name: 'CCD · All dates' }).first()).toBeVisible({ timeout: 30_000 });

  // 'CCD document ready' reaches the one who asked; its click opens the document.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const card = panel.getByRole('listitem').filter({ hasText: 'CCD document ready' }).filter({ hasText: name }).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/patients/${chosen.patientId}/admissions/[0-9a-f-]{36}/ccd/documents/CCD/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Continuity of Care Document: ${name}` })).toBeVisible();
  const view = page.frameLocator(`iframe[title="Continuity of Care Document: ${name}, readable view"]`);
  await expect(view.getByRole('heading', { level: 2, name: 'Encounters' })).toBeVisible();
  await expect(view.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'CCD document');
  await saveScreenshot(page, 'ccd-document-1440', { fullPage: true });

  // The C-CDA file: downloaded, well-formed CDA with SDTC, no schematron SHALL error.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download C-CDA (XML)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^CCD \d{4}-\d{2}-\d{2}\.xml$/);
  const xml = await readFile(await download.path(), 'utf8');
  expect(xml).toContain('<ClinicalDocument');
  expect(await cdaSchemaErrors(xml)).toEqual([]);
  expect((await schematronErrors(xml)).errors).toEqual([]);

  await checkEachWidth(page, 'the CCD document', 'ccd-document', { widths: ['tablet', 'phone'] });
});
