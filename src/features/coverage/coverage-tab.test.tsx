// SPEC §2 tab 4 through its real seams (the GraphQL client over a mocked fetch): the coverages
// ranked by priority (SPEC §9), an eligibility result with its errors read as SPEC §8 says and
// its identifier codes, the authorizations' summary; adding a coverage (the form refuses empty
// required fields, then sends the parsed values); the eligibility check behind its flag leaving
// the SPEC §9 note; nothing to change for a read-only user; the buttons off while offline.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import type { SessionUser } from '../../domain/access';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import type { EligibilityItem, PatientCoverages } from './coverage-api';
import { CoverageTab } from './coverage-tab';

const INSURER = '6f1d7a52-3c0e-4d8b-9a0f-2b9a1c3d4e5f';
const coverage = (over: Partial<PatientCoverages['coverages'][number]>): PatientCoverages['coverages'][number] => ({
  id: 'c1',
  versionId: 2,
  patientId: 'p1',
  status: 'active',
  order: 1,
  insurerId: INSURER,
  insurerName: 'Summit Health of Florida',
  memberId: 'ABC123456',
  groupNumber: 'GRP100',
  groupName: 'Retired Teachers',
  type: 'medicare-advantage',
  planName: 'Summit Gold HMO',
  planType: 'HMO',
  copay: 25,
  deductible: 1500,
  coinsurance: 20,
  effectiveDate: '2026-01-01',
  terminationDate: null,
  subscriberName: 'Hana Cover',
  subscriberRelationship: 'self',
  approval: 'approved',
  ...over,
});

const result = (over: Partial<EligibilityItem> = {}): EligibilityItem => ({
  id: 'e1',
  coverageId: 'c1',
  checkedAt: new Date().toISOString(),
  checkedBy: 'Morgan Coordinator',
  outcome: 'complete',
  inforce: true,
  payerName: 'Summit Health of Florida',
  insurerId: '12345',
  memberId: 'ABC123456',
  groupNumber: null,
  planName: 'Summit Gold HMO',
  planType: 'HMO',
  copay: 25,
  deductible: 1500,
  coinsurance: 20,
  patientResponsibility: 57,
  labCompany: 'LabCorp',
  effectiveDate: '2026-01-01',
  terminationDate: '2026-12-31',
  contactNumber: '8005551234',
  state: 'FL',
  address: 'PO Box 4521, Claims Department',
  identifiers: [
    { code: 'RN', label: 'Reference Number', value: 'RN20260415123456' },
    { code: 'PCPFIRSTNAME', label: 'PCP First Name', value: 'Ana' },
    { code: 'PCPLASTNAME', label: 'PCP Last Name', value: 'Ortiz' },
    { code: 'TAX', label: 'Tax ID', value: '59-1234567' },
  ],
  errors: [],
  taskId: null,
  ...over,
});

const DATA: PatientCoverages = {
  // A Secondary(2) listed first and a Primary(1) that is inactive: the lowest number in force is primary.
  coverages: [
    coverage({ id: 'c2', order: 2, insurerName: 'Harbor Health Plan', memberId: 'HHP777' }),
    coverage({ id: 'c1' }),
    coverage({ id: 'c0', status: 'draft', insurerName: 'Old Insurance', memberId: 'OLD1' }),
  ],
  authorizations: [
    {
      id: 'a1',
      versionId: 1,
      coverageId: 'c1',
      number: 'AUTH-1001',
      status: 'active',
      periodStart: '2020-01-01',
      periodEnd: null,
      visitsAllowed: 12,
      visitsUsed: 4,
      unitsAllowed: null,
    },
  ],
  eligibilityResults: [
    result({
      id: 'e2',
      outcome: 'error',
      inforce: null,
      errors: [
        { code: '72', display: 'Error: invalid/missing subscriber/insured ID' },
        { code: '73', display: 'Error: invalid/missing subscriber/insured name' },
      ],
    }),
  ],
};

type Body = { variables?: Record<string, unknown> } | null;

function setup({ user = USERS.admin, flags = { 'individual-eligibility-check': true } } = {} as { user?: SessionUser; flags?: object }) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const record = (operation: string) => (body: unknown) => sent.push({ operation, variables: (body as Body)?.variables ?? {} });
  mockApi({
    '/api/featureFlags': () => json(flags),
    'graphql:PatientCoverages': () => json({ data: { PatientCoverages: DATA } }),
    'graphql:CoverageInsurerList': () =>
      json({ data: { CoverageInsurerList: [{ id: INSURER, name: 'Summit Health of Florida', state: 'FL' }] } }),
    'graphql:CreateCoverage': ({ body }) => {
      record('CreateCoverage')(body);
      return json({ data: { createCoverage: { id: 'new', versionId: 1 } } });
    },
    'graphql:CheckEligibility': ({ body }) => {
      record('CheckEligibility')(body);
      return json({
        data: {
          checkEligibility: {
            taskId: 't1',
            note: 'New task created for PCC (with results of the last eligibility check)',
            taskOwner: 'Parker Care',
            result: result({ id: 'e3' }),
          },
        },
      });
    },
  });
  storeSession(user);
  sessionStore.current();
  const view = renderWithProviders(
    <Suspense fallback={<p>Loading</p>}>
      <CoverageTab patientId="p1" patientState="FL" />
    </Suspense>,
  );
  return { sent, view, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the coverage tab (SPEC §2 tab 4)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('ranks by priority, formats eligibility errors, shows identifiers and the authorizations; axe finds nothing', async () => {
    const { view } = setup();
    const coverages = await screen.findByRole('list', { name: 'Coverages' });
    const items = within(coverages).getAllByRole('listitem');
    // Active ones first, lowest number first; the lone active Primary(1) is primary, Secondary(2) secondary.
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Summit Health of Florida',
      'Harbor Health Plan',
      'Old Insurance',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Primary')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Secondary')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Hana Cover (Self)')).toBeInTheDocument();

    const eligibility = region('Eligibility');
    expect(
      within(eligibility).getByText('Invalid/missing subscriber/insured ID, Invalid/missing subscriber/insured name'),
    ).toBeInTheDocument();
    expect(within(eligibility).getByText('Error')).toBeInTheDocument();
    expect(within(eligibility).getByText('RN20260415123456')).toBeInTheDocument();
    expect(within(eligibility).getByText(/Checked On\/At/)).toBeInTheDocument();

    const authorizations = region('Authorizations');
    expect(within(authorizations).getByText('An active authorization covers today.')).toBeInTheDocument();
    expect(within(authorizations).getByText('4 of 12 used (8 left)')).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('adds a coverage: required fields first, then the parsed values are sent', async () => {
    const { sent, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add coverage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coverage' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /^Insurer/ }));
    await user.click(await screen.findByRole('option', { name: 'Summit Health of Florida', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Member ID/ }), 'XYZ987654');
    await user.type(within(dialog).getByRole('textbox', { name: /^Effective Date/ }), '02/01/2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Copay' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.map((s) => s.operation)).toEqual(['CreateCoverage']));
    expect(sent[0]?.variables).toMatchObject({
      patientId: 'p1',
      input: {
        insurerId: INSURER,
        memberId: 'XYZ987654',
        order: 1,
        status: 'active',
        approval: 'pending',
        copay: 30,
        deductible: null,
        effectiveDate: '2026-02-01',
        terminationDate: '',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add coverage' })).not.toBeInTheDocument());
  });

  it('checks eligibility with the flag on and shows the SPEC §9 note', async () => {
    const { sent, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Check eligibility: Summit Health of Florida' }));
    const note = await within(region('Eligibility')).findByRole('status');
    expect(note).toHaveTextContent('New task created for PCC (with results of the last eligibility check)');
    expect(note).toHaveTextContent('Assigned to Parker Care.');
    expect(sent).toEqual([{ operation: 'CheckEligibility', variables: { coverageId: 'c1' } }]);
    // Only active coverages can be checked.
    expect(screen.queryByRole('button', { name: 'Check eligibility: Old Insurance' })).not.toBeInTheDocument();
  });

  it('offers no check with the flag off, and nothing to change to a read-only user', async () => {
    setup({ flags: {} });
    await screen.findByRole('list', { name: 'Coverages' });
    expect(screen.queryByRole('button', { name: /^Check eligibility/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add coverage' })).toBeInTheDocument();
  });

  it('a reviewer reads the tab but is offered no change', async () => {
    setup({ user: { ...USERS.admin, roles: ['reviewer-readonly'] } });
    await screen.findByRole('list', { name: 'Coverages' });
    expect(screen.queryByRole('button', { name: 'Add coverage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Check eligibility/ })).not.toBeInTheDocument();
  });

  it('offline: the buttons are off and say why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup();
    await screen.findByRole('list', { name: 'Coverages' });
    expect(screen.getByText('Changes to the chart need a connection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add coverage' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit coverage: Summit Health of Florida' })).toBeDisabled();
  });
});
