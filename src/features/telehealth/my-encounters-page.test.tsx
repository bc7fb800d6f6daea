// My Encounters (SPEC §2 /my-encounters) through the real route: the user's own telehealth
// encounters (mine: true) and 'Close session' (SPEC §4 telemedicine auto-checkout, §7
// PerformTMAutoCheckout) with its server error in SPEC §8's words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unlockTestKeys } from '../../offline/testing/keys';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json } from '../../test-utils/fetch-mock';
import { storeSession } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import type { TelehealthListItem } from './telehealth-api';
import { mockTelehealthApi, TELEHEALTH_USER, telehealthRow, telehealthRows } from './testing/telehealth-fixtures';

interface CheckoutVariables {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
}

type Body = { variables?: Record<string, unknown> } | null;
type CheckoutAnswer = (variables: CheckoutVariables) => Response;

/** The three rows, plus a session in progress the server does not let check out yet. */
const myRows = (): TelehealthListItem[] => [
  ...telehealthRows(),
  telehealthRow({
    id: 'th-4',
    telemedicineStatus: 'in-progress',
    patientName: 'Dee Evans',
    clinicianName: 'Tara Telehealth',
    checkedInAt: '2026-03-02T14:30:00.000Z',
    encounter: { id: 'enc-th-4', versionId: 2, status: 'in-progress', stateText: 'Checked-in', state: { allowCheckout: false } },
  }),
];

function setup(answer: CheckoutAnswer) {
  let rows = myRows();
  const checkout = vi.fn((variables: CheckoutVariables) => {
    const response = answer(variables);
    // A successful checkout finishes the session on the server: the list read again shows it.
    if (response.ok) rows = rows.map((r) => (r.encounter.id === variables.encounterId ? { ...r, telemedicineStatus: 'finished' } : r));
    return response;
  });
  const { api, list } = mockTelehealthApi(() => rows, {
    'graphql:PerformTMAutoCheckout': ({ body }) => checkout(((body as Body)?.variables ?? {}) as unknown as CheckoutVariables),
  });
  storeSession(TELEHEALTH_USER);
  const view = renderApp('/my-encounters');
  return { ...view, api, list, checkout, user: userEvent.setup() };
}

const checkedOut = ({ encounterId }: CheckoutVariables) =>
  json({ data: { PerformTMAutoCheckout: { id: encounterId, versionId: 8, status: 'finished', stateText: 'checkedOut' } } });

const rowOf = (name: string) =>
  within(screen.getByRole('list', { name: 'My encounters' }))
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('link', { name }) !== null) as HTMLElement;

describe('/my-encounters (SPEC §2 My Encounters)', () => {
  beforeEach(() => unlockTestKeys(TELEHEALTH_USER.id));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the user's own telehealth encounters (mine: true) with the list's texts", async () => {
    const { list } = setup(checkedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Encounters' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 4 of 4 results'));
    expect(list.mock.lastCall?.[0]).toMatchObject({ mine: true, patientStates: null, telemedicineStatuses: null, term: null, first: 25 });
    expect(screen.getByText('The end of results')).toBeInTheDocument();
    expect(rowOf('Ben Brooks')).toHaveTextContent('Waited12 min');
    expect(rowOf('Ana Ortiz')).toHaveTextContent('No home health assigned for this patient');
  });

  it("offers 'Close session' only on a session in progress the server lets check out", async () => {
    setup(checkedOut);
    await screen.findByText('Displayed 4 of 4 results');
    expect(screen.getAllByRole('button', { name: /^Close session/ })).toHaveLength(1);
    expect(within(rowOf('Ben Brooks')).getByRole('button', { name: 'Close session with Ben Brooks' })).toBeEnabled();
    for (const name of ['Ana Ortiz', 'Cleo Diaz', 'Dee Evans']) {
      expect(within(rowOf(name)).queryByRole('button', { name: /Close session/ })).not.toBeInTheDocument();
    }
  });

  it('the screen (filters, rows, actions) passes axe: every control is named', async () => {
    setup(checkedOut);
    await screen.findByText('Displayed 4 of 4 results');
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it("'Close session' sends PerformTMAutoCheckout with a fresh client id and the encounter's version, then reads the list again", async () => {
    const { checkout, list, user } = setup(checkedOut);
    await screen.findByText('Displayed 4 of 4 results');
    expect(list).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close session with Ben Brooks' }));

    await waitFor(() => expect(checkout).toHaveBeenCalledOnce());
    const variables = checkout.mock.lastCall?.[0];
    expect(variables).toMatchObject({ encounterId: 'enc-th-2', baseVersion: 7 });
    expect(variables?.clientMutationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The list is read again and the session shows finished, with nothing left to close.
    await waitFor(() => expect(within(rowOf('Ben Brooks')).getByText('Finished')).toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
    expect(list.mock.lastCall?.[0]).toMatchObject({ mine: true });
    expect(screen.queryByRole('button', { name: /Close session/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a server refusal is shown in its words ('No Session data found for requested') and nothing is read again", async () => {
    const { checkout, list, user } = setup(() =>
      json({ data: null, errors: [{ message: 'No Session data found for requested', extensions: { code: 'NOT_FOUND' } }] }),
    );
    await screen.findByText('Displayed 4 of 4 results');
    const ben = rowOf('Ben Brooks');
    await user.click(within(ben).getByRole('button', { name: 'Close session with Ben Brooks' }));

    expect(await within(ben).findByRole('alert')).toHaveTextContent('No Session data found for requested');
    expect(checkout).toHaveBeenCalledOnce();
    expect(list).toHaveBeenCalledTimes(1);
    expect(within(ben).getByText('In progress')).toBeInTheDocument();

    // Trying again is a new attempt: a new client mutation id.
    await user.click(within(ben).getByRole('button', { name: 'Close session with Ben Brooks' }));
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(2));
    const [first, second] = checkout.mock.calls.map(([v]) => v.clientMutationId);
    expect(second).not.toBe(first);
  });
});
