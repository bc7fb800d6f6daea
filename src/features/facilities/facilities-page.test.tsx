// The master list of care facilities through the real route (SPEC §2 /master-list/care-facility):
// the list with each facility's primary contact or 'No contact person associated.'; 'New Care
// Facility' with two contacts added in 'New Contact Person', the second made primary (unsetting
// the first), sent as createHealthCareFacility(organization, practitioners); a same-named facility
// in the state shown before the create, which happens only on 'Create anyway'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACILITY_MESSAGES } from '../../domain/master-lists/facility';
import { MESSAGES } from '../../domain/messages';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

type Body = { variables?: Record<string, unknown> } | null;
const variablesOf = (request: { body: unknown }) => (request.body as Body)?.variables ?? {};

const facility = (over: Record<string, unknown> = {}) => ({
  id: '5d0c1c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f',
  versionId: 1,
  lastUpdated: '2026-11-20T15:00:00.000Z',
  name: 'Oak Ridge Skilled Nursing & Rehabilitation',
  type: 'skilled-nursing-facility',
  active: true,
  address: { line: ['1 Oak St'], city: 'Tampa', state: 'FL', postalCode: '33602', county: null, instruction: null, market: null },
  telecom: [],
  contacts: [],
  ...over,
});

function setup({ duplicates = [] as unknown[], path = '/master-list/care-facility' } = {}) {
  const calls = { create: vi.fn() };
  mockApi({
    'graphql:FacilityList': () =>
      json({
        data: {
          getHealthCareFacilityList: {
            totalCount: 2,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [
              { node: facility() },
              {
                node: facility({
                  id: '6d0c1c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f',
                  name: 'Palm Grove Assisted Living',
                  type: 'assisted-living-facility',
                  contacts: [
                    {
                      id: '7d0c1c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f',
                      prefix: 'NP',
                      firstName: 'Dana',
                      middleName: null,
                      lastName: 'Reyes',
                      display: 'NP Dana Reyes',
                      role: 'Director of Nursing',
                      active: true,
                      primary: true,
                      telecom: [],
                    },
                  ],
                }),
              },
            ],
          },
        },
      }),
    'graphql:CountyList': () => json({ data: { CountyList: { totalCount: 1, edges: [{ node: { name: 'Hillsborough', state: 'FL' } }] } } }),
    'graphql:MarketList': () =>
      json({ data: { MarketList: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
    'graphql:DuplicatedFacilities': () => json({ data: { GetDuplicatedOrganizations: duplicates } }),
    'graphql:CreateFacility': (request) => {
      calls.create(variablesOf(request));
      return json({ data: { createHealthCareFacility: facility({ id: '8d0c1c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f', name: 'Bayview Manor' }) } });
    },
  });
  storeSession(USERS.admin);
  renderApp(path);
  return { calls, user: userEvent.setup() };
}

async function addContact(user: UserEvent, first: string, last: string, role: string) {
  await user.click(screen.getByRole('button', { name: 'Add contact' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Contact Person' }));
  await user.type(dialog.getByLabelText(/^First Name/), first);
  await user.type(dialog.getByLabelText(/^Last Name/), last);
  await user.type(dialog.getByLabelText(/^Role/), role);
  await user.click(dialog.getByRole('button', { name: 'Add contact' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Contact Person' })).not.toBeInTheDocument());
}

async function fillFacility(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'New Care Facility' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Care Facility' }));
  await user.type(dialog.getByLabelText(/^Name/), 'Bayview Manor');
  await user.click(dialog.getByLabelText(/^Type/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'Assisted Living Facility', hidden: true }));
  await user.type(dialog.getByLabelText(/^Address Line 1/), '9 Bay Rd');
  await user.type(dialog.getByLabelText(/^City/), 'Tampa');
  await user.click(dialog.getByLabelText(/^State/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'FL', hidden: true }));
  await user.type(dialog.getByLabelText(/^Zip Code/), '33602');
  return dialog;
}

describe('the PCPs master list (SPEC §2 /master-list/pcp-config)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks a PCP practice for its fax and a physician for an NPI with a valid check digit', async () => {
    const { user } = setup({ path: '/master-list/pcp-config' });
    await user.click(await screen.findByRole('button', { name: 'New PCP' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New PCP' }));
    expect(dialog.getByLabelText(/^Fax/)).toBeRequired();
    await user.click(dialog.getByRole('button', { name: 'Add contact' }));
    const person = within(await screen.findByRole('dialog', { name: 'New Contact Person' }));
    await user.type(person.getByLabelText(/^First Name/), 'Ana');
    await user.type(person.getByLabelText(/^Last Name/), 'Cruz');
    await user.type(person.getByLabelText(/^NPI/), '1234567890');
    await user.click(person.getByRole('button', { name: 'Add contact' }));
    expect(await person.findByText(MESSAGES.incorrectValue)).toBeInTheDocument();
    await user.clear(person.getByLabelText(/^NPI/));
    await user.type(person.getByLabelText(/^NPI/), '1234567893');
    await user.click(person.getByRole('button', { name: 'Add contact' }));
    expect(await dialog.findByText('NPI 1234567893')).toBeInTheDocument();
  });
});

describe('the care facilities master list (SPEC §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists facilities with their primary contact, or SPEC §5’s words when there is none', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Care Facilities' })).toBeInTheDocument();
    expect(await screen.findByText('Primary contact: NP Dana Reyes (Director of Nursing)')).toBeInTheDocument();
    expect(screen.getByText(FACILITY_MESSAGES.noContactPerson)).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('creates a facility with two contacts, the second made primary; a duplicate is shown first', async () => {
    const { calls, user } = setup({
      duplicates: [{ id: 'x', name: 'Bayview Manor', type: 'assisted-living-facility', active: true, address: { city: 'Tampa' } }],
    });
    const dialog = await fillFacility(user);
    expect(dialog.getByText(FACILITY_MESSAGES.noContactPerson)).toBeInTheDocument();
    await addContact(user, 'Dana', 'Reyes', 'Director of Nursing');
    await addContact(user, 'Lee', 'Park', 'Front desk');
    const dana = dialog.getByRole('article', { name: 'Dana Reyes' });
    expect(within(dana).getByText('Primary')).toBeInTheDocument();
    expect(within(dana).getByText(FACILITY_MESSAGES.noFax)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Make primary: Lee Park' }));
    expect(within(dialog.getByRole('article', { name: 'Lee Park' })).getByText('Primary')).toBeInTheDocument();
    expect(within(dialog.getByRole('article', { name: 'Dana Reyes' })).queryByText('Primary')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const warning = within(await screen.findByRole('dialog', { name: 'Possible duplicate care facility' }));
    expect(warning.getByRole('list', { name: 'Facilities with this name' })).toHaveTextContent('Bayview Manor');
    expect(calls.create).not.toHaveBeenCalled();
    await user.click(warning.getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalledOnce());
    const sent = calls.create.mock.lastCall?.[0] as { organization: Record<string, unknown>; practitioners: Record<string, unknown>[] };
    expect(sent.organization).toMatchObject({
      name: 'Bayview Manor',
      type: 'assisted-living-facility',
      address: { state: 'FL', postalCode: '33602' },
    });
    expect(sent.practitioners.map((c) => [c.firstName, c.primary, c.active])).toEqual([
      ['Dana', false, true],
      ['Lee', true, true],
    ]);
  });
});
