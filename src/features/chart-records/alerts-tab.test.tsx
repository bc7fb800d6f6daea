// SPEC §2 Alerts: each alert's text, category, period and status; Deactivate asks first and sends
// the version the user saw; an inactive alert offers nothing; a new alert needs a category and its
// text, and an end before the start is SPEC §5's 'Invalid date range'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { MESSAGES } from '../../domain/messages';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { AlertsTab } from './alerts-tab';
import { mockChartRecords, PATIENT } from './testing/chart-records-mock';

const ALERTS = [
  {
    id: 'a1',
    versionId: 2,
    status: 'active',
    category: 'fall-risk',
    text: 'Uses a walker',
    start: '2026-04-01',
    end: null,
    author: 'Avery Admin',
  },
  {
    id: 'a2',
    versionId: 4,
    status: 'inactive',
    category: 'allergy',
    text: 'Latex allergy',
    start: '2026-01-05',
    end: '2026-03-01',
    author: null,
  },
];

function setup() {
  const mock = mockChartRecords({ alerts: ALERTS });
  storeSession(USERS.admin);
  sessionStore.current();
  renderWithProviders(<AlertsTab patientId={PATIENT} />);
  return { ...mock, user: userEvent.setup() };
}

describe('Alerts (SPEC §2 chart tab 2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists each alert with its category, period and status, and deactivates an active one after asking', async () => {
    const { mutations, user } = setup();
    const items = within(await screen.findByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
    const [active, inactive] = items as [HTMLElement, HTMLElement];
    expect(active).toHaveTextContent('Uses a walker');
    expect(active).toHaveTextContent('Fall Risk');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('04/01/2026 – ongoing · By Avery Admin');
    expect(inactive).toHaveTextContent('Inactive');
    expect(inactive).toHaveTextContent('01/05/2026 – 03/01/2026');
    expect(within(inactive).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(active).getByRole('button', { name: 'Deactivate: Uses a walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(mutations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(mutations()).toEqual([['DeactivatePatientAlert', { id: 'a1', versionId: 2 }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds an alert: category and text required, the end not before the start', { timeout: 60_000 }, async () => {
    const { mutations, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(MESSAGES.required)).toHaveLength(2);
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Infection', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /Alert/ }), 'MRSA history');
    const start = within(dialog).getByRole('textbox', { name: /Start date/ });
    await user.clear(start);
    await user.type(start, '05/10/2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'End date' }), '05/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid date range')).toBeInTheDocument();
    expect(mutations()).toEqual([]);
    const end = within(dialog).getByRole('textbox', { name: 'End date' });
    await user.clear(end);
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        ['AddPatientAlert', { patientId: PATIENT, category: 'infection', text: 'MRSA history', start: '2026-05-10', end: null }],
      ]),
    );
  });
});
