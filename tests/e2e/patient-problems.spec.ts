import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { enterPin, expectNoSeriousA11yViolations, pinGate, type ServerApi, saveScreenshot, serverApiAs, signIn } from './support';

// axe is injected as an inline script, which the app's CSP forbids.
test.use({ timezoneId: 'America/New_York', bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const COORDINATOR = 'coordinator@demo.test';
const WORDS = 'pressure heel stage 3';
const CODE = 'L89.623';
const TITLE = 'Pressure ulcer of left heel, stage 3';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
] as const;

interface Patient {
  id: string;
  name: string;
}
interface Listed {
  diagnoses: { icd10CmCode: string; codeIndex: number | null; clinicalStatus: string }[];
}

const PATIENT_LIST = `query PatientList($admission: [String!], $first: Int) {
  PatientList(admission: $admission, first: $first) { edges { node { id name } } }
}`;
const PROBLEM_LIST = `query ProblemList($patientId: ID!) {
  ProblemList(patientId: $patientId) { diagnoses { icd10CmCode codeIndex clinicalStatus } }
}`;

const problemList = async (api: ServerApi, patientId: string) =>
  (await api.graphql<{ ProblemList: Listed }>(PROBLEM_LIST, { patientId })).ProblemList;
const activeCount = (l: Listed) => l.diagnoses.filter((d) => d.clinicalStatus === 'active').length;

/** The `nth` admitted patient with one to three diagnoses and without CODE (the seed gives many). */
async function patientWithRoom(request: APIRequestContext, nth: number): Promise<{ patient: Patient; before: number }> {
  const api = await serverApiAs(request, COORDINATOR);
  const list = await api.graphql<{ PatientList: { edges: { node: Patient }[] } }>(PATIENT_LIST, { admission: ['active'], first: 60 });
  let found = 0;
  for (const { node } of list.PatientList.edges) {
    const problems = await problemList(api, node.id);
    const count = activeCount(problems);
    if (count === 0 || count >= 4 || problems.diagnoses.some((d) => d.icd10CmCode === CODE)) continue;
    if (found++ === nth) return { patient: node, before: count };
  }
  throw new Error('the demo seed has no admitted patient with room on the Problems List');
}

async function openProblems(page: Page, patient: Patient): Promise<void> {
  await page.goto(`/patients/${patient.id}/problemslist/problems`);
  const region = page.getByRole('region', { name: 'Diagnoses' });
  await expect(pinGate(page).or(region).first()).toBeVisible({ timeout: 20_000 });
  if (await pinGate(page).isVisible()) await enterPin(page);
  await expect(region).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: patient.name, exact: true })).toBeVisible();
}

for (const [i, size] of SIZES.entries()) {
  test(`the coordinator finds a code by words and adds it (${size.name} ${size.width}×${size.height})`, async ({ page, request }) => {
    const { patient, before } = await patientWithRoom(request, i);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, COORDINATOR);
    await openProblems(page, patient);

    // The tab: the open tab is Problems List; the list in code-index order; the care plans.
    await expect(page.getByRole('navigation', { name: 'Chart' }).getByRole('link', { name: /^Problems List/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const diagnoses = page.getByRole('list', { name: 'Diagnoses' }).getByRole('listitem');
    await expect(diagnoses).toHaveCount(before);
    await expect(diagnoses.first().getByLabel('Code index 1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Care Plans' }).getByLabel('Treatment Pathway', { exact: true })).toBeVisible();
    await expect(page.getByText(`${before} of 4 on the diagnosis list · ICD-10-CM`)).toBeVisible();
    await saveScreenshot(page, `problems-${size.name}-list.png`, { fullPage: true });
    await expectNoSeriousA11yViolations(page, `problems list ${size.name}`);

    // Add: search by words, pick, save.
    await page.getByRole('button', { name: 'Add diagnosis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add diagnosis' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /ICD-10-CM code/ }).fill(WORDS);
    const option = dialog.getByRole('option', { name: new RegExp(`${CODE.replace('.', '\\.')}\\s*${TITLE}`) });
    await expect(option).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('option')).toHaveCount(3);
    await saveScreenshot(page, `problems-${size.name}-picker.png`);
    await expectNoSeriousA11yViolations(page, `problems code picker ${size.name}`);
    await option.click();
    await expect(dialog.getByRole('textbox', { name: /ICD-10-CM code/ })).toHaveValue(`${CODE} ${TITLE}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });

    // Listed with the next code index, and held by the server.
    await expect(diagnoses).toHaveCount(before + 1);
    const added = diagnoses.filter({ hasText: CODE });
    await expect(added).toContainText(TITLE);
    await expect(added.getByLabel(`Code index ${before + 1}`)).toBeVisible();
    await expect(page.getByText(`${before + 1} of 4 on the diagnosis list · ICD-10-CM`)).toBeVisible();
    await saveScreenshot(page, `problems-${size.name}-added.png`, { fullPage: true });
    const api = await serverApiAs(request, COORDINATOR);
    const stored = (await problemList(api, patient.id)).diagnoses.find((d) => d.icd10CmCode === CODE);
    expect(stored).toEqual({ icd10CmCode: CODE, codeIndex: before + 1, clinicalStatus: 'active' });
  });
}
