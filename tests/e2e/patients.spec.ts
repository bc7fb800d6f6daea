import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  drawer,
  EMAILS,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  passPinGate,
  type ServerApi,
  saveScreenshot,
  serverApiAs,
  signIn,
} from './support';

// axe is injected as an inline script, which the app's CSP forbids; dates are calendar dates,
// but the device's zone is fixed all the same.
test.use({ timezoneId: 'America/New_York', bypassCSP: true });

// Sign-in, several searches and a reload: a ceiling for a busy 2-core machine, not a wait.
test.describe.configure({ timeout: 120_000 });

const COORDINATOR = 'coordinator@demo.test';
const PAGE_SIZE = 25;

const ACTIVE_CHIP = 'Active (includes Discharge Pending)';
/** SPEC §4 labels of the statuses the 'active' filter reads (active, discharge-ordered). */
const ACTIVE_LABELS = ['Active', 'Discharge pending'];

interface ListedPatient {
  id: string;
  name: string;
  givenName: string;
  familyName: string;
  birthDate: string;
  admissionStatus: string | null;
  state: string | null;
}

interface Connection {
  totalCount: number;
  edges: { node: ListedPatient }[];
}

const PATIENT_LIST = `query PatientList($term: String, $state: String, $admission: [String!], $first: Int) {
  PatientList(term: $term, state: $state, admission: $admission, first: $first) {
    totalCount
    edges { node { id name givenName familyName birthDate admissionStatus state } }
  }
}`;

async function patientList(
  api: ServerApi,
  variables: { term?: string; state?: string; admission?: string[]; first: number },
): Promise<Connection> {
  return (await api.graphql<{ PatientList: Connection }>(PATIENT_LIST, variables)).PatientList;
}

/** The words a name search starts (the server's name_search is the names, lower case, split at spaces; a row's comma is not a letter). */
const nameWords = (name: string): string[] => name.toLowerCase().split(/[\s,]+/);

/** How a row names the patient: 'Family, Given' (the list is sorted by family name), the name as it is without both. */
const rowName = (p: Pick<ListedPatient, 'name' | 'givenName' | 'familyName'>): string =>
  p.familyName && p.givenName ? `${p.familyName}, ${p.givenName}` : p.name;
const startsAWord = (name: string, term: string): boolean => nameWords(name).some((w) => w.startsWith(term.toLowerCase()));

/** 'YYYY-MM-DD' as SPEC §5's MM/DD/YYYY. */
const usDate = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Two neighbouring inner letters swapped, from the end inward (the first and last letters stay). */
function* typosOf(word: string): Generator<string> {
  for (let i = word.length - 3; i >= 1; i--) {
    const a = word[i] ?? '';
    const b = word[i + 1] ?? '';
    if (a.toLowerCase() !== b.toLowerCase()) yield `${word.slice(0, i)}${b}${a}${word.slice(i + 2)}`;
  }
}

interface SeedFacts {
  /** The first two letters of `family`: more than two pages of names start a word so. */
  prefix: string;
  prefixTotal: number;
  /** Of those, the patients whose admission the 'active' chip reads. */
  prefixActiveTotal: number;
  family: string;
  /** `family` with two inner letters swapped; no name has a word starting so. */
  typo: string;
  typoTotal: number;
  /** A patient named `family`, found by `typo` on its first page. */
  patient: ListedPatient;
  /** The patient's date of birth, MM/DD/YYYY, and how many share it. */
  dob: string;
  dobTotal: number;
  /** A TX patient whose name finds no FL patient (not even as a typo), and an FL patient. */
  outsideFl: ListedPatient;
  inFl: ListedPatient;
}

async function readSeedFacts(request: APIRequestContext): Promise<SeedFacts> {
  const api = await serverApiAs(request, COORDINATOR);
  const first = await patientList(api, { first: 100 });
  expect(first.totalCount, 'the demo seed has patients').toBeGreaterThan(100);
  const families = [...new Set(first.edges.map((e) => e.node.familyName))].filter((f) => /^[A-Za-z]{6,}$/.test(f));

  let chosen: Omit<SeedFacts, 'prefixActiveTotal' | 'dob' | 'dobTotal' | 'outsideFl' | 'inFl'> | null = null;
  for (const family of families) {
    const prefix = family.slice(0, 2);
    const byPrefix = await patientList(api, { term: prefix, first: 1 });
    if (byPrefix.totalCount <= 2 * PAGE_SIZE) continue;
    for (const typo of typosOf(family)) {
      const byTypo = await patientList(api, { term: typo, first: PAGE_SIZE });
      // Found only through the typo fallback: no name has a word starting so.
      if (byTypo.totalCount === 0 || byTypo.edges.some((e) => startsAWord(e.node.name, typo))) continue;
      const patient = byTypo.edges.find((e) => e.node.familyName === family)?.node;
      if (!patient) continue;
      chosen = { prefix, prefixTotal: byPrefix.totalCount, family, typo, typoTotal: byTypo.totalCount, patient };
      break;
    }
    if (chosen) break;
  }
  if (!chosen) throw new Error('the seed has no family name fit for the prefix and typo searches');

  const prefixActive = await patientList(api, { term: chosen.prefix, admission: ['active'], first: 1 });
  const dob = usDate(chosen.patient.birthDate);
  const byDob = await patientList(api, { term: dob, first: PAGE_SIZE });
  expect(
    byDob.edges.map((e) => e.node.id),
    'the date of birth finds the patient',
  ).toContain(chosen.patient.id);

  let outsideFl: ListedPatient | undefined;
  for (const { node } of (await patientList(api, { state: 'TX', first: PAGE_SIZE })).edges) {
    // The server's own scope for FL, typo fallback included: the clinician's list must come back empty.
    if ((await patientList(api, { term: node.name, state: 'FL', first: 1 })).totalCount === 0) {
      outsideFl = node;
      break;
    }
  }
  if (!outsideFl) throw new Error('no TX patient whose name matches no FL patient');
  const inFl = (await patientList(api, { state: 'FL', first: 1 })).edges[0]?.node;
  if (!inFl) throw new Error('no FL patient');

  return { ...chosen, prefixActiveTotal: prefixActive.totalCount, dob, dobTotal: byDob.totalCount, outsideFl, inFl };
}

let facts: SeedFacts | undefined;
/** Read once per worker (the seed does not change under this spec: it only reads). */
async function seedFacts(request: APIRequestContext): Promise<SeedFacts> {
  facts ??= await readSeedFacts(request);
  return facts;
}

// ---- the screen ----

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search patients' });
const resultList = (page: Page) => page.getByRole('list', { name: 'Patients' });
const rows = (page: Page) => resultList(page).getByRole('listitem');
const resultStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Displayed \d+ of \d+ results$/ });
const displayed = (shown: number, total: number) => `Displayed ${shown} of ${total} results`;
/** The phone's button the filter panel folds behind ('Filters', 'Filters (n)'). */
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
const filterPanel = (page: Page) => page.getByRole('group', { name: 'Filters', exact: true });

/** Opens /patients through the drawer's 'Patients' (on a narrow screen the drawer is opened first). */
async function openPatientsFromDrawer(page: Page): Promise<void> {
  const link = drawer(page).getByRole('link', { name: 'Patients', exact: true });
  // At md (992 px) and below the drawer is temporary: closed, it sits off-screen.
  if ((page.viewportSize()?.width ?? 0) < 992) {
    await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).first().click();
    await expect(link).toBeInViewport();
  }
  await link.click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
}

/** Types `term` and presses Enter; the address then holds it (?search=). */
async function search(page: Page, term: string): Promise<void> {
  await searchBox(page).fill(term);
  await searchBox(page).press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term);
}

/** Below Mantine's sm breakpoint (48em = 768 px) the filter panel folds behind 'Filters'. */
const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 0) < 768;

/** The top of `below` is under the bottom of `above` (on screen). */
async function expectBelow(below: Locator, above: Locator): Promise<void> {
  const a = await above.boundingBox();
  const b = await below.boundingBox();
  if (!a || !b) throw new Error('both must be shown');
  expect(b.y, 'the filter panel starts under the search box').toBeGreaterThanOrEqual(a.y + a.height);
}

/**
 * The panel's state on arrival: under the box and open on a wide screen (no 'Filters' button);
 * on a phone the box is above the fold and the panel hidden behind 'Filters' (collapsed).
 */
async function expectFilterLayout(page: Page): Promise<void> {
  await expect(searchBox(page)).toBeInViewport({ ratio: 1 });
  if (isPhone(page)) {
    await expect(filtersButton(page)).toBeVisible();
    await expect(filtersButton(page)).toBeInViewport({ ratio: 1 });
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(filtersButton(page)).toHaveAttribute('aria-controls', 'patient-filters');
    await expect(filterPanel(page)).toBeHidden();
    // (A chip's input is visually hidden on any screen: its label is what shows.)
    await expect(page.getByText(ACTIVE_CHIP, { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeHidden();
    await expectBelow(filtersButton(page), searchBox(page));
  } else {
    await expect(filtersButton(page)).toBeHidden();
    await expect(filterPanel(page)).toBeVisible();
    await expectBelow(filterPanel(page), searchBox(page));
  }
}

/** On a phone, unfolds the filter panel through 'Filters'; then the panel is usable (on any screen). */
async function showFilters(page: Page): Promise<void> {
  if (isPhone(page)) {
    await filtersButton(page).click();
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(filterPanel(page)).toBeVisible();
  await expect(page.getByText(ACTIVE_CHIP, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeVisible();
  await expectBelow(filterPanel(page), searchBox(page));
}

/** A patient's link in the results (to its chart), by id: its text is the row's name. */
const patientLink = (page: Page, p: Pick<ListedPatient, 'id'>) => resultList(page).locator(`a[href="/patients/${p.id}"]`);

/** The row of each shown patient: its name (the link's text, 'Family, Given'). */
const shownNames = (page: Page): Promise<string[]> => resultList(page).getByRole('link').allTextContents();

/** An admission badge with a label the 'active' chip reads. */
const activeBadge = (page: Page) => page.locator('.mantine-Badge-label').filter({ hasText: new RegExp(`^(${ACTIVE_LABELS.join('|')})$`) });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: size });

    test(`the coordinator finds patients by name, mistyped name, date of birth and admission (${at})`, async ({ page, request }) => {
      const seed = await seedFacts(request);
      await signIn(page, COORDINATOR);
      await openPatientsFromDrawer(page);
      await expect(page.getByText('Apply criteria to search', { exact: true })).toBeVisible();
      await expect(resultList(page)).toHaveCount(0);
      // The filter panel comes under the search box, open at this width.
      await expectFilterLayout(page);

      // Part of a family name: 25 of the total, then 'Load more' for 25 more.
      await search(page, seed.prefix);
      await expect(resultStatus(page)).toHaveText(displayed(PAGE_SIZE, seed.prefixTotal));
      await expect(rows(page)).toHaveCount(PAGE_SIZE);
      await expect(page.getByText('Apply criteria to search', { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Load more', exact: true }).click();
      await expect(resultStatus(page)).toHaveText(displayed(2 * PAGE_SIZE, seed.prefixTotal));
      await expect(rows(page)).toHaveCount(2 * PAGE_SIZE);
      const names = await shownNames(page);
      expect(
        names.filter((n) => !startsAWord(n, seed.prefix)),
        `every name has a word starting '${seed.prefix}'`,
      ).toEqual([]);

      // The same family name mistyped: the typo fallback finds it.
      await search(page, seed.typo);
      await expect(resultStatus(page)).toHaveText(displayed(Math.min(PAGE_SIZE, seed.typoTotal), seed.typoTotal));
      await expect(patientLink(page, seed.patient)).toBeVisible();
      await expect(patientLink(page, seed.patient)).toHaveText(rowName(seed.patient));

      // The patient's date of birth, as typed in the US: every row shows it.
      await search(page, seed.dob);
      await expect(resultStatus(page)).toHaveText(displayed(Math.min(PAGE_SIZE, seed.dobTotal), seed.dobTotal));
      await expect(patientLink(page, seed.patient)).toBeVisible();
      await expect(patientLink(page, seed.patient)).toHaveText(rowName(seed.patient));
      await expect(rows(page).filter({ hasNotText: seed.dob })).toHaveCount(0);

      // The name again, narrowed by the 'active' chip: each badge is one the filter reads.
      await search(page, seed.prefix);
      // A search applied again starts at its first page: the 50 loaded before are not shown again.
      await expect(resultStatus(page)).toHaveText(displayed(Math.min(PAGE_SIZE, seed.prefixTotal), seed.prefixTotal));
      await expect(rows(page)).toHaveCount(Math.min(PAGE_SIZE, seed.prefixTotal));
      await page.getByText(ACTIVE_CHIP, { exact: true }).click();
      await expect(page.getByRole('checkbox', { name: ACTIVE_CHIP })).toBeChecked();
      const activeShown = Math.min(PAGE_SIZE, seed.prefixActiveTotal);
      await expect(resultStatus(page)).toHaveText(displayed(activeShown, seed.prefixActiveTotal));
      await expect(rows(page)).toHaveCount(activeShown);
      // Each row has its badge, and it is one the filter reads (retried: the rows of this answer).
      await expect(rows(page).filter({ hasNot: activeBadge(page) })).toHaveCount(0);
      await expect(rows(page).locator('.mantine-Badge-label')).toHaveCount(activeShown);

      // The address keeps the search and the filter: a reload brings the same list back.
      expect(new URL(page.url()).searchParams.get('search')).toBe(seed.prefix);
      expect(new URL(page.url()).searchParams.get('admission')).toContain('active');
      await page.reload();
      await passPinGate(page);
      await expect(searchBox(page)).toHaveValue(seed.prefix);
      await expect(page.getByRole('checkbox', { name: ACTIVE_CHIP })).toBeChecked();
      await expect(resultStatus(page)).toHaveText(displayed(activeShown, seed.prefixActiveTotal));

      // Clear drops the filter and keeps the term.
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await expect(page.getByRole('checkbox', { name: ACTIVE_CHIP })).not.toBeChecked();
      await expect(resultStatus(page)).toHaveText(displayed(PAGE_SIZE, seed.prefixTotal));
      await expect(page).toHaveURL(new RegExp(`/patients\\?search=${seed.prefix}$`));
    });
  });
}

test('the FL clinician does not find a patient who lives outside FL', async ({ page, request }) => {
  const seed = await seedFacts(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, EMAILS.clinician);
  await openPatientsFromDrawer(page);
  await expect(page.getByText('Apply criteria to search', { exact: true })).toBeVisible();

  // The search works for them: an FL patient is found.
  await search(page, seed.inFl.name);
  await expect(patientLink(page, seed.inFl)).toBeVisible();
  await expect(patientLink(page, seed.inFl)).toHaveText(rowName(seed.inFl));

  // A TX patient is not, whatever the spelling.
  expect(seed.outsideFl.state).toBe('TX');
  await search(page, seed.outsideFl.name);
  await expect(page.getByText('No data found to display', { exact: true })).toBeVisible();
  await expect(resultList(page)).toHaveCount(0);
  await expect(resultStatus(page)).toHaveCount(0);
});

const SHOT_SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

for (const size of SHOT_SIZES) {
  const at = `${size.width}x${size.height}`;
  test.describe(`axe ${at}`, () => {
    test.use({ viewport: size });

    test(`/patients passes axe with results and a filter shown, and is photographed (${at})`, async ({ page, request }) => {
      const seed = await seedFacts(request);
      await signIn(page, COORDINATOR);
      await openPatientsFromDrawer(page);
      await expect(page.getByText('Apply criteria to search', { exact: true })).toBeVisible();
      // The search box first and above the fold; on a phone the filters wait behind 'Filters'.
      await expectFilterLayout(page);
      await expectNoSeriousA11yViolations(page, `/patients (no criteria) ${at}`);
      await saveScreenshot(page, `patients-${at}-empty.png`);

      await search(page, seed.prefix);
      await expect(resultStatus(page)).toHaveText(displayed(Math.min(PAGE_SIZE, seed.prefixTotal), seed.prefixTotal));
      // A search leaves the folded panel folded.
      if (isPhone(page)) await expect(filterPanel(page)).toBeHidden();
      await showFilters(page);
      await page.getByText(ACTIVE_CHIP, { exact: true }).click();
      await expect(page.getByRole('checkbox', { name: ACTIVE_CHIP })).toBeChecked();
      // On a phone the button counts the filter set; the panel stays open while it is used.
      if (isPhone(page)) {
        await expect(filtersButton(page)).toHaveText('Filters (1)');
        await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
        await expect(filterPanel(page)).toBeVisible();
      }
      const shown = Math.min(PAGE_SIZE, seed.prefixActiveTotal);
      await expect(resultStatus(page)).toHaveText(displayed(shown, seed.prefixActiveTotal));
      await expect(rows(page)).toHaveCount(shown);
      await expectNoSeriousA11yViolations(page, `/patients (results) ${at}`);
      await saveScreenshot(page, `patients-${at}.png`);
      await saveScreenshot(page, `patients-${at}-full.png`, { fullPage: true });

      await expectNoHorizontalOverflow(page, `/patients ${at}`);
    });
  });
}
