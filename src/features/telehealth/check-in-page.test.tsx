// Taking a waiting-room request (SPEC §2 /waiting-room/:patientId/:encounterId/check-in; SPEC §7
// startEncounter with provenance and teleMedicineType) through the real route: the request, the
// onsite provider to call, 'Check in' by video or audio, and the SPEC §8 messages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unlockTestKeys } from '../../offline/testing/keys';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import type { TelehealthListItem } from './telehealth-api';
import { TELEHEALTH_USER, telehealthRow } from './testing/telehealth-fixtures';

interface CheckInVariables {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
  provenance: { recorded: string; device?: string };
  teleMedicineType: string;
}

type Body = { variables?: Record<string, unknown> } | null;

const IN_PROGRESS = 'The encounter is already in progress. Please select another encounter to check-in.';

const waiting = (over: Partial<TelehealthListItem> = {}) =>
  telehealthRow({
    id: 'th-1',
    versionId: 5,
    patientName: 'Ana Ortiz',
    requestedByName: 'Olive Onsite',
    onsiteProviderPhone: '3055550142',
    meetingUrl: 'https://meet.example.test/room-1',
    ...over,
  });

const checkedIn = ({ encounterId }: CheckInVariables) =>
  json({
    data: {
      startEncounter: {
        id: encounterId,
        versionId: 6,
        status: 'in-progress',
        stateText: 'Checked-in',
        appointmentId: 'appt-7',
        practitionerId: 'p-th',
      },
    },
  });

const takenByAnother = () => json({ data: null, errors: [{ message: IN_PROGRESS, extensions: { code: 'BAD_USER_INPUT' } }] });

/**
 * The request as the server holds it: read with TelehealthEncounter, taken by TelehealthCheckIn.
 * After the check-in is answered it reads as `after` (by default taken: 'in-progress', by this
 * clinician or, refused, by another).
 */
function setup(
  request: TelehealthListItem,
  answer: (variables: CheckInVariables) => Response = checkedIn,
  after: TelehealthListItem = { ...request, versionId: request.versionId + 1, telemedicineStatus: 'in-progress' },
) {
  let current = request;
  const read = vi.fn((_id: string) => json({ data: { TelehealthEncounter: current } }));
  const checkIn = vi.fn((variables: CheckInVariables) => {
    current = after;
    return answer(variables);
  });
  mockApi({
    'graphql:TelehealthEncounter': ({ body }) => read(String((body as Body)?.variables?.id)),
    'graphql:TelehealthCheckIn': ({ body }) => checkIn(((body as Body)?.variables ?? {}) as unknown as CheckInVariables),
  });
  storeSession(TELEHEALTH_USER);
  const view = renderApp(`/waiting-room/${request.patientId}/${request.id}/check-in`);
  return { ...view, read, checkIn, user: userEvent.setup() };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Check in: Ana Ortiz' });
const onsite = () => screen.getByRole('region', { name: 'Onsite provider' });

describe('/waiting-room/:patientId/:encounterId/check-in (SPEC §2 waiting room)', () => {
  beforeEach(() => unlockTestKeys(TELEHEALTH_USER.id));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the request: the patient, who asked, the phone to call and Video chosen', async () => {
    const { read } = setup(waiting());
    expect(await heading()).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('th-1');
    expect(screen.getByRole('link', { name: 'Ana Ortiz' })).toHaveAttribute('href', '/patients/pt-th-1');
    expect(within(screen.getByRole('region', { name: 'Request' })).getByText('Requested')).toBeInTheDocument();
    expect(within(onsite()).getByText('Olive Onsite')).toBeInTheDocument();
    expect(onsite()).toHaveTextContent('Please call the onsite provider: (305) 555-0142');
    expect(within(onsite()).getByRole('link', { name: '(305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142');
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it("without an onsite phone it says 'Contact the onsite provider'", async () => {
    setup(waiting({ onsiteProviderPhone: null }));
    await heading();
    expect(onsite()).toHaveTextContent('Contact the onsite provider');
    expect(onsite()).not.toHaveTextContent('Please call the onsite provider');
  });

  it("SPEC §8 'No home health assigned for this patient' when the patient has none", async () => {
    setup(waiting({ homeHealthName: null }));
    await heading();
    expect(screen.getByText('No home health assigned for this patient')).toBeInTheDocument();
  });

  it('shows the home health agency instead of the message when there is one', async () => {
    setup(waiting({ homeHealthName: 'Sunrise Home Health' }));
    await heading();
    expect(screen.getByText('Sunrise Home Health')).toBeInTheDocument();
    expect(screen.queryByText('No home health assigned for this patient')).not.toBeInTheDocument();
  });

  it("'Check in' sends startEncounter by video, with provenance and the request's version; then 'Open documentation'", async () => {
    const { checkIn, user } = setup(waiting());
    await heading();
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    const done = await screen.findByRole('alert');
    expect(done).toHaveTextContent('Checked in');
    expect(within(done).getByRole('link', { name: 'Open documentation' })).toHaveAttribute('href', '/my-schedule/view/appt-7');
    const meeting = within(done).getByRole('link', { name: 'Join meeting' });
    expect(meeting).toHaveAttribute('href', 'https://meet.example.test/room-1');
    expect(meeting).toHaveAttribute('target', '_blank');

    expect(checkIn).toHaveBeenCalledOnce();
    const variables = checkIn.mock.lastCall?.[0];
    expect(variables).toMatchObject({ encounterId: 'th-1', baseVersion: 5, teleMedicineType: 'video' });
    expect(variables?.clientMutationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const recorded = Date.parse(variables?.provenance.recorded ?? '');
    expect(recorded).toBeGreaterThanOrEqual(before - 1000);
    expect(recorded).toBeLessThanOrEqual(Date.now());
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it("'Audio' chosen sends teleMedicineType 'audio'", async () => {
    const { checkIn, user } = setup(waiting());
    await heading();
    await user.click(screen.getByRole('radio', { name: 'Audio' }));
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(checkIn).toHaveBeenCalledOnce());
    expect(checkIn.mock.lastCall?.[0]).toMatchObject({ encounterId: 'th-1', baseVersion: 5, teleMedicineType: 'audio' });
    expect(await screen.findByText('Checked in')).toBeInTheDocument();
  });

  it("the server's refusal is shown in its words (SPEC §8), and 'Check in' stays for another try", async () => {
    const request = waiting();
    const { checkIn, user } = setup(request, takenByAnother, request);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(IN_PROGRESS);
    expect(checkIn).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
    expect(screen.queryByText('Checked in')).not.toBeInTheDocument();
  });

  it('a request another clinician took first: the message, then, read again as taken, no check-in', async () => {
    const { checkIn, read, user } = setup(waiting(), takenByAnother);
    await heading();
    const reads = read.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    expect(await screen.findByText(IN_PROGRESS)).toBeInTheDocument();
    expect(checkIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(read.mock.calls.length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument());
    expect(screen.getByText(IN_PROGRESS)).toBeInTheDocument();
    expect(screen.queryByText('Checked in')).not.toBeInTheDocument();
  });

  it('a request opened after it was taken shows the message and offers no check-in', async () => {
    const { checkIn } = setup(waiting({ versionId: 6, telemedicineStatus: 'in-progress', clinicianName: 'Cam Clinician' }));
    await heading();
    expect(screen.getByText(IN_PROGRESS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Video' })).not.toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();
  });

  it('a request of another patient than the address names is not shown', async () => {
    mockApi({ 'graphql:TelehealthEncounter': () => json({ data: { TelehealthEncounter: waiting() } }) });
    storeSession(TELEHEALTH_USER);
    renderApp('/waiting-room/pt-other/th-1/check-in');
    expect(await screen.findByText('No data found to display')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the waiting room' })).toHaveAttribute('href', '/waiting-room');
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('the page passes axe', async () => {
    setup(waiting());
    await heading();
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
