// The patient chart (SPEC §2 /patients/{id}) through the real routes: the header, the twelve tabs
// in SPEC's order with PatientChart's counts, Demographics with every SPEC label (the SSN masked,
// 'Not Available' and the empty messages), Admissions with SPEC §4 labels, Not Found for an
// unknown tab, and one request to open the chart — over a stand-in PatientChart / AdmissionList.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

/** SPEC §2 tabs in order: [key, label, path below /patients/{id}/, the count PatientChart gives]. */
const TABS = [
  ['communication-log', 'Communication & Notes', 'communication-log', 12],
  ['alerts', 'Alerts', 'alerts', 1],
  ['demographics', 'Demographics', 'demographics', 0],
  ['coverages', 'Insurance, Eligibility & Authorizations', 'coverages', 2],
  ['referrals', 'Referrals', 'referrals', 3],
  ['admissions', 'Admissions', 'admissions', 4],
  ['encounter', 'Encounters', 'encounter', 5],
  ['problems', 'Problems List', 'problemslist/problems', 6],
  ['documents', 'Documents', 'documents', 7],
  ['orders', 'Orders', 'orders', 8],
  ['appointments', 'Appointments', 'appointments', 9],
  ['tasks', 'Tasks', 'tasks', 10],
] as const;

/** SPEC §2 Demographics labels, in their order. */
const DEMOGRAPHICS_LABELS = [
  'Full Name',
  'Preferred Name',
  'Gender',
  'Date of Birth',
  'Marital Status',
  'External Patient Number',
  'SSN - Last 4 Digits',
  'Phone Number',
  'Email',
  'Fax',
  'Race',
  'Ethnicity',
  'Time Zone',
  'Primary Care Physician',
  'Home Health',
  'Emergency Contact',
  'Relationship',
  'Caregivers',
  'Addresses',
];

const ANA = '0b6f3a52-6a0e-4c8f-9a51-3f2d7e1c9a01';
const BEN = '5d2c8e17-2f4b-4d7a-8e63-9c1a0b7f4e02';

const patient = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id,
  name,
  birthDate: '1950-03-07',
  age: 76,
  gender: 'female',
  phone: '3055550142',
  externalNumber: 'MRN100001',
  admissionStatus: 'onhold-active',
  state: 'FL',
  marketName: 'Miami',
  ...over,
});

/** A chart with every demographic filled in. The tabs come in another order than SPEC's: the nav must go by key. */
const ANA_CHART = {
  patient: patient(ANA, 'Ana Ortiz'),
  demographics: {
    fullName: 'Ana Maria Ortiz',
    preferredName: 'Annie',
    gender: 'female',
    birthDate: '1950-03-07',
    age: 76,
    maritalStatus: 'Widowed',
    externalNumber: 'MRN100001',
    ssnLast4: '6789',
    phones: [
      { use: 'mobile', value: '3055550142', display: '(305) 555-0142' },
      { use: 'work', value: '3055550199', display: '(Work) (305) 555-0199 ext.12' },
    ],
    emergencyContact: { name: 'Luis Ortiz', relationship: 'Son', phone: '3055550177' },
    caregivers: [{ name: 'Marta Diaz', relationship: 'Daughter', phone: null }],
    addresses: [{ line: ['1 Main St', 'Apt 4'], city: 'Miami', state: 'FL', postalCode: '33101' }],
    email: 'ana.ortiz@example.com',
    fax: '3055550100',
    race: 'White',
    ethnicity: 'Hispanic or Latino',
    timeZone: 'America/New_York',
    homeHealthName: 'Sunrise Home Health',
    pcpName: 'Dr Ann Lee — Oak Family Medicine',
    availability: {
      patientId: ANA,
      versionId: 3,
      type: 'GENERAL_AVAILABLE',
      timeZone: 'America/New_York',
      lastUpdated: '2026-05-01T14:00:00.000Z',
      weekdays: [{ day: 1, ranges: [{ start: '09:00', end: '12:00' }] }],
      dates: [],
    },
  },
  tabs: [...TABS].reverse().map(([key, , , count]) => ({ key, count })),
};

/** A chart with nothing but the required demographics. */
const BEN_CHART = {
  patient: patient(BEN, 'Ben Reyes', { phone: null, externalNumber: null, admissionStatus: null, marketName: null }),
  demographics: {
    fullName: 'Ben Reyes',
    preferredName: null,
    gender: 'male',
    birthDate: '1941-11-02',
    age: 84,
    maritalStatus: null,
    externalNumber: null,
    ssnLast4: null,
    phones: [],
    emergencyContact: null,
    caregivers: [],
    addresses: [],
    email: null,
    fax: null,
    race: null,
    ethnicity: null,
    timeZone: 'America/New_York',
    homeHealthName: null,
    pcpName: null,
    availability: {
      patientId: BEN,
      versionId: 1,
      type: null,
      timeZone: 'America/New_York',
      lastUpdated: '2026-05-01T14:00:00.000Z',
      weekdays: [],
      dates: [],
    },
  },
  tabs: TABS.map(([key]) => ({ key, count: 0 })),
};

/** Ana's admissions, newest first (the server's order). */
const ANA_ADMISSIONS = [
  {
    id: 'adm-3',
    status: 'onhold-active',
    periodStart: '2026-05-01T14:00:00.000Z',
    periodEnd: null,
    holdReason: 'patient-unavailable',
    statusHistory: [
      { status: 'active', start: '2026-05-01T14:00:00.000Z', end: '2026-06-10T15:00:00.000Z' },
      { status: 'onhold-active', start: '2026-06-10T15:00:00.000Z', end: null },
    ],
  },
  {
    id: 'adm-2',
    status: 'discharge-ordered',
    periodStart: '2025-09-15T13:00:00.000Z',
    periodEnd: '2025-12-20T16:00:00.000Z',
    holdReason: null,
    statusHistory: [
      { status: 'active', start: '2025-09-15T13:00:00.000Z', end: '2025-12-18T16:00:00.000Z' },
      { status: 'discharge-ordered', start: '2025-12-18T16:00:00.000Z', end: null },
    ],
  },
  {
    id: 'adm-1',
    status: 'discharged',
    periodStart: '2025-01-10T13:00:00.000Z',
    periodEnd: '2025-03-02T16:00:00.000Z',
    holdReason: null,
    statusHistory: [
      { status: 'planned', start: '2025-01-05T13:00:00.000Z', end: '2025-01-10T13:00:00.000Z' },
      { status: 'active', start: '2025-01-10T13:00:00.000Z', end: '2025-03-02T16:00:00.000Z' },
      { status: 'discharged', start: '2025-03-02T16:00:00.000Z', end: null },
    ],
  },
];

type Body = { variables?: Record<string, unknown> } | null;

function setup(path: string) {
  const charts: Record<string, unknown> = { [ANA]: ANA_CHART, [BEN]: BEN_CHART };
  const api = mockApi({
    'graphql:PatientChart': ({ body }) => {
      const chart = charts[String((body as Body)?.variables?.id)];
      return chart
        ? json({ data: { PatientChart: chart } })
        : json({ data: null, errors: [{ message: 'Patient was not found.', extensions: { code: 'NOT_FOUND' } }] });
    },
    'graphql:AdmissionList': ({ body }) =>
      json({ data: { AdmissionList: (body as Body)?.variables?.patientId === ANA ? ANA_ADMISSIONS : [] } }),
    'graphql:ProblemList': () =>
      json({
        data: {
          ProblemList: {
            patientId: ANA,
            diagnoses: [
              {
                id: 'c1',
                versionId: 1,
                codeIndex: 1,
                icd10CmCode: 'L97.412',
                title: 'Non-pressure chronic ulcer of right heel and midfoot with fat layer exposed',
                clinicalStatus: 'active',
                onsetDate: '2026-04-01',
                resolvedDate: null,
                note: null,
                recordedDate: '2026-04-02',
              },
            ],
            carePlans: [],
          },
        },
      }),
    'graphql:PatientOrderList': () =>
      json({ data: { PatientOrderList: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
    'graphql:PatientOrderDetails': () => json({ data: { PatientOrderDetails: { draft: 0, active: 0, count: 0 } } }),
  });
  storeSession(USERS.admin);
  const view = renderApp(path);
  return { ...view, api, user: userEvent.setup() };
}

/** How many requests of a GraphQL operation the screen made. */
const callsOf = (api: ReturnType<typeof mockApi>, operation: string) =>
  api.mock.calls.filter(([, init]) => {
    const body = String(init?.body ?? '');
    return body.includes(`"operationName":"${operation}"`) || new RegExp(`query ${operation}\\b`).test(body);
  }).length;

const chartNav = () => screen.getByRole('navigation', { name: 'Chart' });
const navLinks = () => within(chartNav()).getAllByRole('link');
/** The value shown under a Demographics label (its <dd>). */
const fieldValue = (label: string): HTMLElement => {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error(`no value under '${label}'`);
  return value;
};

describe('/patients/{id} (SPEC §2 patient chart)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens on Demographics: the header, and every SPEC label with its value (the SSN as XXX-XX-####)', async () => {
    const { router } = setup(`/patients/${ANA}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ortiz' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/patients/${ANA}`);
    // The header: date of birth with the age, the patient number, the phone, the market and state, the admission.
    const header = screen.getByRole('heading', { level: 1, name: 'Ana Ortiz' }).parentElement as HTMLElement;
    expect(header).toHaveTextContent('03/07/1950 (76 yrs) · MRN100001 · (305) 555-0142 · Miami, FL');

    const section = screen.getByRole('heading', { name: 'Demographics' });
    expect(section).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(DEMOGRAPHICS_LABELS);

    expect(fieldValue('Full Name')).toHaveTextContent(/^Ana Maria Ortiz$/);
    expect(fieldValue('Preferred Name')).toHaveTextContent(/^Annie$/);
    expect(fieldValue('Gender')).toHaveTextContent(/^Female$/);
    expect(fieldValue('Date of Birth')).toHaveTextContent(/^03\/07\/1950 \(76 yrs\)$/);
    expect(fieldValue('Marital Status')).toHaveTextContent(/^Widowed$/);
    expect(fieldValue('External Patient Number')).toHaveTextContent(/^MRN100001$/);
    expect(fieldValue('SSN - Last 4 Digits')).toHaveTextContent(/^XXX-XX-6789$/);
    const phones = within(fieldValue('Phone Number')).getAllByRole('link');
    expect(phones.map((a) => a.textContent)).toEqual(['(305) 555-0142', '(Work) (305) 555-0199 ext.12']);
    expect(phones[0]).toHaveAttribute('href', expect.stringMatching(/^tel:.*3055550142/));
    expect(fieldValue('Email')).toHaveTextContent(/^ana\.ortiz@example\.com$/);
    expect(fieldValue('Fax')).toHaveTextContent(/^\(305\) 555-0100 \(Fax\)$/);
    expect(fieldValue('Race')).toHaveTextContent(/^White$/);
    expect(fieldValue('Ethnicity')).toHaveTextContent(/^Hispanic or Latino$/);
    expect(fieldValue('Time Zone')).toHaveTextContent(/^America\/New_York$/);
    expect(fieldValue('Home Health')).toHaveTextContent(/^Sunrise Home Health$/);
    expect(fieldValue('Primary Care Physician')).toHaveTextContent(/^Dr Ann Lee — Oak Family Medicine$/);
    expect(fieldValue('Emergency Contact')).toHaveTextContent(/^Luis Ortiz · \(305\) 555-0177$/);
    expect(within(fieldValue('Emergency Contact')).getByRole('link', { name: '(305) 555-0177' })).toBeInTheDocument();
    expect(fieldValue('Relationship')).toHaveTextContent(/^Son$/);
    expect(fieldValue('Caregivers')).toHaveTextContent(/^Marta Diaz \(Daughter\)$/);
    expect(fieldValue('Addresses')).toHaveTextContent(/^1 Main St, Apt 4, Miami, FL 33101$/);
    // Only the last 4 digits exist on the client; nothing reads 'Not Available' here.
    expect(screen.queryByText('Not Available')).not.toBeInTheDocument();
    expect(screen.queryByText('This area is not available in this version yet.')).not.toBeInTheDocument();
  });

  it("says 'Not Available' for what the chart does not hold, and SPEC's empty texts for contacts", async () => {
    setup(`/patients/${BEN}/demographics`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Reyes' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(DEMOGRAPHICS_LABELS);
    for (const label of [
      'Preferred Name',
      'Marital Status',
      'External Patient Number',
      'SSN - Last 4 Digits',
      'Phone Number',
      'Email',
      'Fax',
      'Race',
      'Ethnicity',
      'Primary Care Physician',
      'Relationship',
      'Addresses',
    ]) {
      expect(fieldValue(label), label).toHaveTextContent(/^Not Available$/);
    }
    expect(fieldValue('Emergency Contact')).toHaveTextContent(/^No emergency contact specified for the patient$/);
    expect(fieldValue('Caregivers')).toHaveTextContent(/^No Caregiver info available$/);
    expect(fieldValue('Home Health')).toHaveTextContent(/^No home health assigned for this patient$/);
    expect(fieldValue('Gender')).toHaveTextContent(/^Male$/);
    expect(screen.queryByText(/XXX-XX/)).not.toBeInTheDocument();
    // No admission: no badge in the header.
    expect(screen.queryByText(/^(Active|Planned|Discharged|Discharge pending)/)).not.toBeInTheDocument();
  });

  it("the tab nav has SPEC's 12 tabs in order, each with PatientChart's count, Demographics current", async () => {
    setup(`/patients/${ANA}`);
    await screen.findByRole('heading', { level: 1, name: 'Ana Ortiz' });
    const links = navLinks();
    expect(links).toHaveLength(TABS.length);
    TABS.forEach(([key, label, path, count], i) => {
      const link = links[i] as HTMLElement;
      expect(link, key).toHaveTextContent(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*${count}$`));
      expect(within(link).getByText(String(count))).toBeInTheDocument();
      expect(link, key).toHaveAttribute('href', `/patients/${ANA}/${path}`);
      if (key === 'demographics') expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link, key).not.toHaveAttribute('aria-current');
    });
    // Below sm the row is a menu button naming the open tab with its count (CSS hides one of them).
    expect(screen.getByRole('button', { name: 'Demographics (0)' })).toBeInTheDocument();
  });

  it('a tab of the nav opens its path, with aria-current, and shows its own content inside the chart', async () => {
    const { router, user } = setup(`/patients/${ANA}`);
    await screen.findByRole('heading', { level: 1, name: 'Ana Ortiz' });
    await user.click(within(chartNav()).getByRole('link', { name: /^Problems List/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ANA}/problemslist/problems`));
    expect(await screen.findByText(/L97\.412/)).toBeInTheDocument();
    expect(screen.queryByText('This area is not available in this version yet.')).not.toBeInTheDocument();
    expect(within(chartNav()).getByRole('link', { name: /^Problems List/ })).toHaveAttribute('aria-current', 'page');
    expect(within(chartNav()).getByRole('link', { name: /^Demographics/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Ortiz' })).toBeInTheDocument();
    expect(screen.queryByText('Full Name', { selector: 'dt' })).not.toBeInTheDocument();

    await user.click(within(chartNav()).getByRole('link', { name: /^Orders/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ANA}/orders`));
    expect(within(chartNav()).getByRole('link', { name: /^Orders/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Orders (8)' })).toBeInTheDocument();
  });

  it("/patients/{id}/admissions lists the admissions newest first with SPEC §4 labels, 'On hold: Unavailable' and the history", async () => {
    setup(`/patients/${ANA}/admissions`);
    const list = await screen.findByRole('list', { name: 'Admissions' });
    expect(within(chartNav()).getByRole('link', { name: /^Admissions/ })).toHaveAttribute('aria-current', 'page');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [onHold, pending, discharged] = items as [HTMLElement, HTMLElement, HTMLElement];

    expect(onHold).toHaveTextContent('05/01/2026 – ongoing');
    expect(within(onHold).getByText('Active - on hold')).toBeInTheDocument();
    expect(within(onHold).getByText('On hold: Unavailable')).toBeInTheDocument();
    expect(onHold).toHaveTextContent('Active 05/01/2026 → Active - on hold 06/10/2026');
    expect(onHold).not.toHaveTextContent('patient-unavailable');

    expect(pending).toHaveTextContent('09/15/2025 – 12/20/2025');
    expect(within(pending).getByText('Discharge pending')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Active 09/15/2025 → Discharge pending 12/18/2025');
    expect(pending).not.toHaveTextContent('On hold');

    expect(discharged).toHaveTextContent('01/10/2025 – 03/02/2025');
    expect(within(discharged).getByText('Discharged')).toBeInTheDocument();
    expect(discharged).toHaveTextContent('Planned 01/05/2025 → Active 01/10/2025 → Discharged 03/02/2025');
    expect(discharged).not.toHaveTextContent('On hold');
    // The raw status codes never show.
    expect(list).not.toHaveTextContent(/onhold-active|discharge-ordered|discharged\b/);
  });

  it("a patient without admissions: 'No data found to display'", async () => {
    setup(`/patients/${BEN}/admissions`);
    expect(await screen.findByText('No data found to display')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Admissions' })).not.toBeInTheDocument();
  });

  it('an unknown tab name is the Not Found page (so is a tab key that is not its path)', async () => {
    setup(`/patients/${ANA}/nope`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Chart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ana Ortiz' })).not.toBeInTheDocument();
  });

  it("'problems' alone is not a tab path (Problems List lives at problemslist/problems): Not Found", async () => {
    setup(`/patients/${ANA}/problems`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Chart' })).not.toBeInTheDocument();
  });

  it('opening the chart on Demographics takes exactly one PatientChart request (and Admissions one AdmissionList more)', async () => {
    const { api, router, user } = setup(`/patients/${ANA}`);
    await screen.findByText('XXX-XX-6789');
    expect(navLinks()).toHaveLength(12);
    expect(callsOf(api, 'PatientChart')).toBe(1);
    expect(callsOf(api, 'AdmissionList')).toBe(0);
    expect(callsOf(api, 'PatientList')).toBe(0);

    await user.click(within(chartNav()).getByRole('link', { name: /^Admissions/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ANA}/admissions`));
    await screen.findByText('On hold: Unavailable');
    expect(callsOf(api, 'AdmissionList')).toBe(1);
    // The frame is the same answer: moving between tabs asks for it no more.
    expect(callsOf(api, 'PatientChart')).toBe(1);
  });

  it('below sm the menu button lists the 12 tabs with counts; choosing one opens it', async () => {
    const { router, user } = setup(`/patients/${ANA}`);
    await screen.findByRole('heading', { level: 1, name: 'Ana Ortiz' });
    const button = screen.getByRole('button', { name: 'Demographics (0)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // jsdom does not run the dropdown's fade-in (it stays display: none here; the e2e suite sees it shown).
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(TABS.map(([, label, , count]) => `${label}${count}`));
    expect(items.map((item) => item.getAttribute('href'))).toEqual(TABS.map(([, , path]) => `/patients/${ANA}/${path}`));
    expect(items.filter((item) => item.getAttribute('aria-current') === 'page').map((item) => item.textContent)).toEqual(['Demographics0']);
    await user.click(within(menu).getByRole('menuitem', { name: /^Admissions/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ANA}/admissions`));
    expect(await screen.findByRole('button', { name: 'Admissions (4)' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Admissions' })).toBeInTheDocument();
  });

  it('/patients/{id}/patient-menu lists the 12 tabs as links with their counts', async () => {
    setup(`/patients/${ANA}/patient-menu`);
    await screen.findByRole('heading', { level: 1, name: 'Ana Ortiz' });
    const links = within(screen.getByRole('navigation', { name: 'Chart' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(TABS.map(([, , path]) => `/patients/${ANA}/${path}`));
    expect(links.map((a) => a.textContent)).toEqual(TABS.map(([, label, , count]) => `${label}${count}`));
  });
});
