import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { deleteAllDeviceData } from '../../offline/device-db';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { SCHEDULE_DATE_KEY } from './schedule-date';
import { DAY, myScheduleHandler, pack, seedDevice, threeVisits } from './testing/schedule-fixtures';

const never = () => new Promise<Response>(() => {});
const scheduleCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => typeof init?.body === 'string' && init.body.includes('MySchedule'));

describe('/my-schedule', () => {
  beforeEach(() => {
    sessionStorage.setItem(SCHEDULE_DATE_KEY, DAY);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deleteAllDeviceData();
  });

  it("lists the day's visits in route order, at the patient's local time, with type and status", async () => {
    const { patients, appointments } = threeVisits();
    mockApi({ 'graphql:MySchedule': myScheduleHandler(pack(appointments, patients)) });
    storeSession(USERS.clinician);
    renderApp('/my-schedule');

    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday 01/13/2026' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Visits on Tuesday 01/13/2026' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Ortiz|Carter|Nguyen/).textContent)).toEqual([
      'Ana Ortiz',
      'Ben Carter',
      'Cy Nguyen',
    ]);
    // 14:30Z in Miami, 16:00Z in Houston, 20:15Z in Los Angeles (SPEC §9 zone by state)
    expect(items[0]).toHaveTextContent('09:30 AM');
    expect(items[0]).toHaveTextContent('EST');
    expect(items[1]).toHaveTextContent('10:00 AM');
    expect(items[1]).toHaveTextContent('CST');
    expect(items[2]).toHaveTextContent('12:15 PM');
    expect(items[2]).toHaveTextContent('PST');
    expect(within(items[0] as HTMLElement).getByText('Confirmed')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('FU')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('SOC')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Miami, FL 33101');
    expect(items[0]).toHaveTextContent('Encounter: Not started');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/my-schedule/view/ap-ana');
    expect(screen.getByText('Today', { selector: 'button span' }).closest('button')).not.toBeDisabled();
  });

  it('shows the copy on the device at once, without a loader, while the download is still under way', async () => {
    const { patients, appointments } = threeVisits();
    storeSession(USERS.clinician);
    await seedDevice(USERS.clinician.id, pack(appointments, patients));
    const api = mockApi({ 'graphql:MySchedule': never });
    renderApp('/my-schedule');

    const list = await screen.findByRole('list', { name: 'Visits on Tuesday 01/13/2026' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Loading your schedule…')).not.toBeInTheDocument();
    await waitFor(() => expect(scheduleCalls(api).length).toBeGreaterThan(0));
  });

  it('shows a loader only while the device has nothing for the day, then the empty message', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({ 'graphql:MySchedule': () => new Promise<Response>((resolve) => (answer = resolve)) });
    storeSession(USERS.clinician);
    renderApp('/my-schedule');
    expect(await screen.findByText('Loading your schedule…')).toBeInTheDocument();
    answer(myScheduleHandler(pack([], []))());
    expect(await screen.findByText(MESSAGES.noData)).toBeInTheDocument();
    expect(screen.queryByText('Loading your schedule…')).not.toBeInTheDocument();
  });

  it("marks a visit with changes not yet on the server 'Not synced'", async () => {
    const { patients, appointments } = threeVisits();
    mockApi({ 'graphql:MySchedule': myScheduleHandler(pack(appointments, patients)), 'graphql:CreateEncounter': never });
    storeSession(USERS.clinician);
    await seedDevice(USERS.clinician.id, pack(appointments, patients));
    const { checkIn } = await import('../../offline/commands');
    await checkIn(USERS.clinician.id, { appointmentId: 'ap-ben' });
    renderApp('/my-schedule');

    const list = await screen.findByRole('list', { name: 'Visits on Tuesday 01/13/2026' });
    const [ana, ben] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(ben as HTMLElement).getByText('Not synced')).toBeInTheDocument();
    expect(ben).toHaveTextContent('Encounter: Checked in');
    expect(within(ben as HTMLElement).getByText('Checked In')).toBeInTheDocument();
    expect(within(ana as HTMLElement).queryByText('Not synced')).not.toBeInTheDocument();
  });

  it('moves between days and keeps the day in session storage (SPEC §4)', async () => {
    mockApi({ 'graphql:MySchedule': myScheduleHandler(pack([], [])) });
    storeSession(USERS.clinician);
    renderApp('/my-schedule');
    (await screen.findByRole('button', { name: 'Next day' })).click();
    expect(await screen.findByRole('heading', { level: 2, name: 'Wednesday 01/14/2026' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SCHEDULE_DATE_KEY)).toBe('2026-01-14');
    screen.getByRole('button', { name: 'Previous day' }).click();
    screen.getByRole('button', { name: 'Previous day' }).click();
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday 01/12/2026' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SCHEDULE_DATE_KEY)).toBe('2026-01-12');
  });

  it('tells a user without a linked clinician exactly that, and downloads nothing', async () => {
    const api = mockApi();
    storeSession({ ...USERS.clinician, practitionerId: null });
    renderApp('/my-schedule');
    expect(
      await screen.findByText(
        'Your user account is not linked to the clinician account. Please contact the support team for any changes required.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(scheduleCalls(api)).toHaveLength(0);
  });

  it("shows a colleague's board to look at, and sends the clinician's own id to /my-schedule", async () => {
    const colleague = { id: 'p-other', name: 'Cole League', state: 'FL', timeZone: 'America/New_York', home: null };
    mockApi({
      'graphql:MySchedule': myScheduleHandler(pack([], [])),
      'graphql:SchedulableClinicians': () => json({ data: { SchedulableClinicians: [colleague] } }),
      'graphql:ClinicianSchedule': () =>
        json({ data: { ClinicianSchedule: { clinician: colleague, from: '', to: '', availableSOCCount: 3, freeSlots: [], visits: [] } } }),
    });
    storeSession(USERS.clinician);
    const other = renderApp('/my-schedule/p-other');
    expect(await screen.findByText('Available SOC: 3')).toBeInTheDocument();
    // To look at only: no slot to book, no availability to edit.
    expect(screen.queryByRole('button', { name: 'Availability' })).not.toBeInTheDocument();
    other.unmount();
    const own = renderApp(`/my-schedule/${USERS.clinician.practitionerId}`);
    await waitFor(() => expect(own.router.state.location.pathname).toBe('/my-schedule'));
  });
});
