import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, passPinGate, type ServerApi, saveScreenshot, serverApiAs, signIn } from './support';

test.use({ timezoneId: 'America/New_York', bypassCSP: true });
// Sign-in, the chart and a long form on a busy 2-core machine: a ceiling, not a wait.
test.describe.configure({ timeout: 150_000 });

const COORDINATOR = 'coordinator@demo.test';

/** Per state, two zip codes of known counties: the test moves the address to the one it is not in. */
const ZIPS: Record<string, readonly [{ zip: string; county: string }, { zip: string; county: string }]> = {
  OH: [
    { zip: '43215', county: 'Franklin' },
    { zip: '44302', county: 'Summit' },
  ],
  NJ: [
    { zip: '08540', county: 'Mercer' },
    { zip: '07960', county: 'Morris' },
  ],
};

interface Facts {
  id: string;
  name: string;
  versionId: number;
  postalCode: string;
}

const FIRST_OF_STATE = `query($state: String) { PatientList(state: $state, first: 1) { edges { node { id name } } } }`;
const RECORD = `query($patientId: ID!) { PatientDemographicsRecord(patientId: $patientId) {
  versionId okToText phones { use value extension display } addresses { postalCode county marketName serviceAddress } } }`;

interface RecordAnswer {
  PatientDemographicsRecord: {
    versionId: number;
    okToText: string | null;
    phones: { use: string; value: string; extension: string | null; display: string }[];
    addresses: { postalCode: string; county: string | null; marketName: string | null; serviceAddress: boolean }[];
  };
}

async function readFacts(api: ServerApi, state: string): Promise<Facts> {
  const list = await api.graphql<{ PatientList: { edges: { node: { id: string; name: string } }[] } }>(FIRST_OF_STATE, { state });
  const patient = list.PatientList.edges[0]?.node;
  if (!patient) throw new Error(`the demo seed has no patient in ${state}`);
  const record = await api.graphql<RecordAnswer>(RECORD, { patientId: patient.id });
  return {
    ...patient,
    versionId: record.PatientDemographicsRecord.versionId,
    postalCode: record.PatientDemographicsRecord.addresses[0]?.postalCode ?? '',
  };
}

/** Chooses `name` in a select's open list (a select opens on click; a new row's opens as it gets focus). */
async function choose(page: Page, select: Locator, name: string | RegExp): Promise<void> {
  if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
  await page.getByRole('option', { name }).first().click();
}

/** A screenshot: the whole page, or (a dialog open over it) what is in view. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await saveScreenshot(page, name, { fullPage });
}

async function openChart(page: Page, facts: Facts): Promise<Locator> {
  await signIn(page, COORDINATOR);
  await page.goto(`/patients/${facts.id}/demographics`);
  await passPinGate(page);
  const section = page.getByRole('region', { name: 'Demographics' });
  await expect(page.getByRole('heading', { level: 1, name: facts.name, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(section).toBeVisible();
  return section;
}

const SIZES = [
  { width: 1440, height: 900, state: 'OH', label: 'desktop' },
  { width: 1024, height: 768, state: 'NJ', label: 'tablet' },
] as const;

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`the coordinator edits a phone and an address; a new zip clears county and market (${at})`, async ({ page, request }) => {
      const api = await serverApiAs(request as APIRequestContext, COORDINATOR);
      const facts = await readFacts(api, size.state);
      const [first, second] = ZIPS[size.state] ?? [];
      if (!first || !second) throw new Error(`no zips for ${size.state}`);
      const target = facts.postalCode.startsWith(first.zip) ? second : first;

      const section = await openChart(page, facts);
      await expectNoSeriousA11yViolations(page, `demographics ${at}`);
      await shoot(page, `demographics-chart-${size.label}.png`);

      await section.getByRole('button', { name: 'Edit Demographics' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Demographics' });
      await expect(dialog.getByRole('group', { name: 'Phone 1' })).toBeVisible({ timeout: 20_000 });

      // A Work phone: the mask as it is typed, the extension open only for Work.
      await dialog.getByRole('button', { name: 'Add phone' }).click();
      const phone = dialog.getByRole('group', { name: 'Phone 2' });
      await expect(phone.getByLabel('Ext.')).toBeDisabled();
      await choose(page, phone.getByRole('combobox', { name: 'Type' }), 'Work');
      await phone.getByLabel('Number').pressSequentially('8135550142');
      await expect(phone.getByLabel('Number')).toHaveValue('(813) 555-0142');
      await expect(phone.getByLabel('Ext.')).toBeEnabled();
      await phone.getByLabel('Ext.').fill('7');
      await dialog.getByRole('radio', { name: 'Yes' }).check();
      await phone.scrollIntoViewIfNeeded();
      await shoot(page, `demographics-dialog-phones-${size.label}.png`, false);

      // The service address: a market of its state, then a new zip clears county and market.
      const address = dialog.getByRole('group', { name: 'Address 1' });
      const county = address.getByRole('combobox', { name: 'County' });
      const market = address.getByRole('combobox', { name: 'Market' });
      await choose(page, market, /.+/);
      await expect(market).not.toHaveValue('');
      await expect(county).not.toHaveValue('');
      const zip = address.getByLabel('Zip Code');
      await zip.fill('');
      await zip.pressSequentially(target.zip);
      await expect(county).toHaveValue('');
      await expect(market).toHaveValue('');

      // Looked up again for the new zip: its county (first 5 digits) and a market of the state.
      await choose(page, county, target.county);
      await expect(county).toHaveValue(target.county);
      await choose(page, market, /.+/);
      const marketName = await market.inputValue();
      expect(marketName).not.toBe('');
      await expectNoSeriousA11yViolations(page, `demographics dialog ${at}`);
      await shoot(page, `demographics-dialog-address-${size.label}.png`, false);

      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden({ timeout: 20_000 });

      // The chart shows the change; the server holds it as a new version.
      const phoneLine = section.getByRole('link', { name: '(Work) (813) 555-0142 ext.7' });
      await expect(phoneLine).toBeVisible();
      await expect(section.getByText(`${size.state} ${target.zip}`)).toBeVisible();
      await expect(section.getByText(`County: ${target.county} · Market: ${marketName}`)).toBeVisible();
      await shoot(page, `demographics-saved-${size.label}.png`);

      const saved = (await api.graphql<RecordAnswer>(RECORD, { patientId: facts.id })).PatientDemographicsRecord;
      expect(saved.versionId).toBe(facts.versionId + 1);
      expect(saved.okToText).toBe('yes');
      expect(saved.phones).toContainEqual({ use: 'work', value: '8135550142', extension: '7', display: '(Work) (813) 555-0142 ext.7' });
      expect(saved.addresses[0]).toMatchObject({ postalCode: target.zip, county: target.county, marketName, serviceAddress: false });
    });
  });
}
