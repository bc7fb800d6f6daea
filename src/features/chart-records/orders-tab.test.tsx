// SPEC §2 Orders and Referrals: the orders with status, when and by whom and their admission, the
// SPEC §3 'orderDetails' counts, the changes each status allows (Revoke asks first), a new order
// (active by default); the referrals with date, source, reason and status, and a new referral.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configQuery } from '../../api/queries';
import { sessionStore } from '../../api/session-store';
import { makeConfig, storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { OrdersTab } from './orders-tab';
import { ReferralsTab } from './referrals-tab';
import { mockChartRecords, PATIENT } from './testing/chart-records-mock';

const ORDERS = [
  {
    id: 'o1',
    versionId: 1,
    status: 'draft',
    text: 'Offloading boot',
    authoredOn: '2026-05-02T14:00:00.000Z',
    requester: 'Casey Clinician',
    admissionId: 'e1',
    admissionStart: '2026-02-01T14:00:00.000Z',
  },
  {
    id: 'o2',
    versionId: 5,
    status: 'completed',
    text: 'Wound culture',
    authoredOn: '2026-03-02T14:00:00.000Z',
    requester: null,
    admissionId: null,
    admissionStart: null,
  },
];
const REFERRALS = [
  {
    id: 'r1',
    versionId: 2,
    status: 'active',
    referralDate: '2026-01-20',
    source: 'Dr. Maya Patel (PCP)',
    reason: 'Venous ulcer',
    author: 'Avery Admin',
  },
];

function setup(tab: 'orders' | 'referrals') {
  const mock = mockChartRecords({ orders: ORDERS, referrals: REFERRALS, details: { draft: 1, active: 0, count: 2 } });
  storeSession(USERS.admin);
  sessionStore.current();
  renderWithProviders(tab === 'orders' ? <OrdersTab patientId={PATIENT} /> : <ReferralsTab patientId={PATIENT} />);
  return { ...mock, user: userEvent.setup() };
}

describe('Orders (SPEC §2 chart tab 10)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the counts by status and each order; a draft is activated or revoked (after asking), a completed one is final', async () => {
    const { mutations, user } = setup('orders');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Orders by status' })).toHaveTextContent('Draft1Active0All orders2'));
    const [draft, done] = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent(/Ordered 05\/02\/2026 \d\d:\d\d (AM|PM) · by Casey Clinician · Admission from 02\/01\/2026/);
    expect(
      within(draft)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Activate', 'Revoke']);
    expect(done).toHaveTextContent('Completed');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(draft).getByRole('button', { name: 'Revoke: Offloading boot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(mutations()).toEqual([['ChangePatientOrderStatus', { id: 'o1', versionId: 1, status: 'revoked' }]]));
  });

  it('adds an order picked from the catalog, active unless chosen otherwise', async () => {
    const { mutations, user } = setup('orders');
    await user.click(await screen.findByRole('button', { name: 'Add order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New order' });
    // Nothing picked: the order is required.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    // Picked from the catalog: its code and words are sent.
    await user.click(within(dialog).getByLabelText(/^Order/, { selector: 'input' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Silver alginate dressing', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        [
          'AddPatientOrder',
          { patientId: PATIENT, code: 'silver-alginate', text: 'Silver alginate dressing', status: 'active', admissionId: null },
        ],
      ]),
    );
  });
});

describe('Order sets (SPEC §2 clinical config order-sets)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("adds a set's orders at once: the set picked shows the orders it adds", async () => {
    const { mutations, user } = setup('orders');
    await user.click(await screen.findByRole('button', { name: 'Add order set' }));
    const dialog = await screen.findByRole('dialog', { name: 'New order set' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/^Order set/, { selector: 'input' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Arterial insufficiency work-up', hidden: true }));
    const orders = await within(dialog).findByRole('list', { name: 'Orders it adds (2)' });
    expect(
      within(orders)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ankle-brachial index (ABI)', 'Wound culture and sensitivity']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        ['AddPatientOrderSet', { patientId: PATIENT, orderSet: 'arterial-workup', status: 'active', admissionId: null }],
      ]),
    );
  });

  it('offers neither Add order nor Add order set while the clinic hides orders (HideOrders)', async () => {
    mockChartRecords({ orders: ORDERS, referrals: REFERRALS, details: { draft: 1, active: 0, count: 2 } });
    storeSession(USERS.admin);
    sessionStore.current();
    const { queryClient } = renderWithProviders(<OrdersTab patientId={PATIENT} />);
    expect(await screen.findByRole('button', { name: 'Add order' })).toBeInTheDocument();
    const config = makeConfig();
    queryClient.setQueryData(configQuery().queryKey, { ...config, settings: { ...config.settings, HideOrders: 'true' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add order' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Add order set' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
  });
});

describe('Referrals (SPEC §2 chart tab 5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists each referral with its date, source, reason and status, and adds one', { timeout: 60_000 }, async () => {
    const { mutations, user } = setup('referrals');
    const [item] = within(await screen.findByRole('list', { name: 'Referrals' })).getAllByRole('listitem') as [HTMLElement];
    expect(item).toHaveTextContent('01/20/2026 · Dr. Maya Patel (PCP)');
    expect(item).toHaveTextContent('Reason: Venous ulcer');
    expect(item).toHaveTextContent('Active');

    await user.click(screen.getByRole('button', { name: 'Add referral' }));
    const dialog = await screen.findByRole('dialog', { name: 'New referral' });
    const date = within(dialog).getByRole('textbox', { name: /Referral date/ });
    await user.clear(date);
    await user.type(date, '04/02/2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Referral source/ }), 'Home health agency');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Pressure injury');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        [
          'AddPatientReferral',
          { patientId: PATIENT, referralDate: '2026-04-02', source: 'Home health agency', reason: 'Pressure injury', status: 'active' },
        ],
      ]),
    );
  });
});
