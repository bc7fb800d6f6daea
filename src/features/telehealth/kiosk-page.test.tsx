// The facility's kiosk (SPEC §2 waiting room, /waiting-room signed in as an onsite provider)
// through the real route: the patients of a stand-in PatientList with 'Request telehealth visit'
// (and the optional meeting link), and the requests made, each withdrawable while it waits.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/access';
import type { PatientListQuery } from '../../gql/graphql';
import { unlockTestKeys } from '../../offline/testing/keys';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import type { TelehealthListItem } from './telehealth-api';
import { mockTelehealthApi, telehealthRow } from './testing/telehealth-fixtures';
import { roomEvent, roomSubscriptions } from './testing/waiting-room-feed';

const feed = vi.hoisted(() => ({
  subscribeSince: vi.fn((..._args: unknown[]) => () => {}),
}));
vi.mock('../../api/subscriptions', () => ({
  subscribe: () => () => {},
  subscribeSince: feed.subscribeSince,
  closeSubscriptions: async () => {},
  configureSubscriptions: () => {},
}));

/** The facility's tablet: an onsite provider, not a telehealth clinician (SPEC §2 waiting room). */
const ONSITE_USER: SessionUser = {
  ...USERS.clinician,
  id: 'u-onsite',
  email: 'onsite@demo.test',
  givenName: 'Olive',
  familyName: 'Onsite',
  jobFunctions: ['onsite-provider'],
  practitionerId: null,
};

type PatientNode = PatientListQuery['PatientList']['edges'][number]['node'];
type Body = { variables?: Record<string, unknown> } | null;

const patient = (id: string, givenName: string, familyName: string): PatientNode => ({
  id,
  name: `${givenName} ${familyName}`,
  givenName,
  familyName,
  birthDate: '1950-04-02',
  age: 75,
  gender: 'female',
  phone: null,
  externalNumber: null,
  admissionStatus: 'admitted',
  state: 'FL',
  marketName: 'Miami',
  address: null,
});

const PATIENTS = [patient('pt-th-1', 'Ana', 'Ortiz'), patient('pt-cleo', 'Cleo', 'Diaz'), patient('pt-dee', 'Dee', 'Evans')];

/** Ana waits (version 3); Ben's session is under way. */
const initialRequests = (): TelehealthListItem[] => [
  telehealthRow({ id: 'th-1', versionId: 3, patientName: 'Ana Ortiz' }),
  telehealthRow({
    id: 'th-2',
    patientId: 'pt-ben',
    patientName: 'Ben Brooks',
    telemedicineStatus: 'in-progress',
    clinicianName: 'Tara Telehealth',
    checkedInAt: '2026-03-02T14:17:00.000Z',
  }),
];

/** The server: the room's requests (the kiosk asks for the waiting and the taken), the patients, a request and a withdrawal. */
function setup() {
  let requests = initialRequests();
  const patients = vi.fn((_variables: Record<string, unknown>) =>
    json({
      data: {
        PatientList: {
          totalCount: PATIENTS.length,
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: PATIENTS.map((node) => ({ node })),
        },
      },
    }),
  );
  const ask = vi.fn((variables: { clientMutationId: string; patientId: string; meetingUrl: string | null }) => {
    const made = telehealthRow({
      id: `th-${variables.patientId}`,
      patientId: variables.patientId,
      patientName: PATIENTS.find((p) => p.id === variables.patientId)?.name ?? '',
      requestedAt: new Date().toISOString(),
      meetingUrl: variables.meetingUrl,
    });
    requests = [made, ...requests];
    return json({ data: { requestTelehealthVisit: made } });
  });
  const withdraw = vi.fn((variables: { clientMutationId: string; encounterId: string; baseVersion: number }) => {
    const withdrawn = requests.find((r) => r.id === variables.encounterId);
    requests = requests.filter((r) => r.id !== variables.encounterId);
    return json({
      data: { cancelTelehealthRequest: { ...withdrawn, versionId: variables.baseVersion + 1, telemedicineStatus: 'cancelled' } },
    });
  });
  const vars = (body: unknown) => ((body as Body)?.variables ?? {}) as never;
  const { list } = mockTelehealthApi(() => requests, {
    'graphql:PatientList': ({ body }) => patients(vars(body)),
    'graphql:RequestTelehealthVisit': ({ body }) => ask(vars(body)),
    'graphql:CancelTelehealthRequest': ({ body }) => withdraw(vars(body)),
  });
  storeSession(ONSITE_USER);
  const view = renderApp('/waiting-room');
  return { ...view, list, patients, ask, withdraw, user: userEvent.setup() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const requestsRegion = () => screen.getByRole('region', { name: 'Telehealth requests' });
const patientsList = () => screen.getByRole('list', { name: 'Patients' });

/** The kiosk is ready: the patients and the requests are shown. */
async function ready() {
  await screen.findByRole('button', { name: 'Request telehealth visit for Cleo Diaz' });
  await within(requestsRegion()).findByRole('link', { name: 'Ana Ortiz' });
}

describe('/waiting-room on the kiosk (SPEC §2 waiting room)', () => {
  beforeEach(() => unlockTestKeys(ONSITE_USER.id));
  afterEach(() => {
    vi.unstubAllGlobals();
    feed.subscribeSince.mockClear();
  });

  it("lists the facility's patients, each with 'Request telehealth visit' unless one is waiting", async () => {
    const { list, patients } = setup();
    await ready();
    expect(patients.mock.lastCall?.[0]).toMatchObject({ term: null, first: 12 });
    expect(list.mock.lastCall?.[0]).toMatchObject({ telemedicineStatuses: ['requested', 'in-progress'], patientStates: null });

    const rows = within(patientsList()).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Cleo Diaz');
    expect(rows[1]).toHaveTextContent('Date of Birth 04/02/1950');
    expect(screen.getByRole('button', { name: 'Request telehealth visit for Dee Evans' })).toBeEnabled();
    // Ana's request is still waiting: no second one.
    expect(screen.getByRole('button', { name: 'Ana Ortiz: visit requested' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Request telehealth visit for Ana Ortiz' })).not.toBeInTheDocument();
  });

  it("'Request telehealth visit' sends requestTelehealthVisit for that patient, with no meeting link, and the request is listed", async () => {
    const { ask, user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Request telehealth visit for Cleo Diaz' }));

    await waitFor(() => expect(ask).toHaveBeenCalledOnce());
    expect(ask.mock.lastCall?.[0]).toEqual({ clientMutationId: expect.stringMatching(UUID), patientId: 'pt-cleo', meetingUrl: null });
    expect(await within(requestsRegion()).findByRole('link', { name: 'Cleo Diaz' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cleo Diaz: visit requested' })).toBeDisabled();
  });

  it("the link typed in 'Meeting link (optional)' goes with the request, trimmed, and the field is emptied", async () => {
    const { ask, user } = setup();
    await ready();
    const link = screen.getByRole('textbox', { name: 'Meeting link (optional)' });
    await user.type(link, '  https://meet.example.test/room-9  ');
    await user.click(screen.getByRole('button', { name: 'Request telehealth visit for Dee Evans' }));

    await waitFor(() => expect(ask).toHaveBeenCalledOnce());
    expect(ask.mock.lastCall?.[0]).toMatchObject({ patientId: 'pt-dee', meetingUrl: 'https://meet.example.test/room-9' });
    await waitFor(() => expect(link).toHaveValue(''));
    expect(await within(requestsRegion()).findByRole('link', { name: 'Join meeting with Dee Evans (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://meet.example.test/room-9',
    );
  });

  it("'Withdraw' on a waiting request sends cancelTelehealthRequest with its version; a taken one has none", async () => {
    const { withdraw, user } = setup();
    await ready();
    const requests = within(requestsRegion());
    const button = requests.getByRole('button', { name: 'Withdraw the request for Ana Ortiz' });
    expect(button).toHaveTextContent('Withdraw');
    expect(requests.queryByRole('button', { name: 'Withdraw the request for Ben Brooks' })).not.toBeInTheDocument();
    expect(requests.getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);

    await user.click(button);
    await waitFor(() => expect(withdraw).toHaveBeenCalledOnce());
    expect(withdraw.mock.lastCall?.[0]).toEqual({ clientMutationId: expect.stringMatching(UUID), encounterId: 'th-1', baseVersion: 3 });
    // Read again: Ana's request is gone and she can be asked for again.
    await waitFor(() => expect(requests.queryByRole('link', { name: 'Ana Ortiz' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Request telehealth visit for Ana Ortiz' })).toBeEnabled();
  });

  it('a request made elsewhere arrives by the subscription, from the list cursor, without reading the list again', async () => {
    const { list } = setup();
    await ready();
    const calls = list.mock.calls.length;
    await waitFor(() => expect(roomSubscriptions(feed.subscribeSince)).toHaveLength(1));
    const [room] = roomSubscriptions(feed.subscribeSince);
    expect(room?.variables).toEqual({ patientStates: null, telemedicineStatuses: ['requested', 'in-progress'], since: 'c-0' });

    room?.push(
      roomEvent(
        'created',
        telehealthRow({ id: 'th-9', patientId: 'pt-dee', patientName: 'Dee Evans', requestedAt: new Date().toISOString() }),
        'c-1',
      ),
    );
    expect(await within(requestsRegion()).findByRole('button', { name: 'Withdraw the request for Dee Evans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dee Evans: visit requested' })).toBeDisabled();
    expect(list.mock.calls.length).toBe(calls);
  });

  it('the kiosk passes axe', async () => {
    setup();
    await ready();
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
