// SPEC §2 'Appointment Available Time' on the Demographics tab: what is shown, the editor (SPEC
// §5 time rules before anything is sent, what is sent, the server's refusal on its field), the
// unset week's defaults (SPEC §4), who is offered the edit, and the offline state; and the
// 'Face Sheet' download.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import type { SessionUser } from '../../domain/access';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import type { Availability } from './availability-api';
import { AvailabilitySection } from './availability-section';
import { FaceSheetButton } from './face-sheet-button';

const PATIENT = '0b6f3a52-6a0e-4c8f-9a51-3f2d7e1c9a01';

const availability = (over: Partial<Availability> = {}): Availability => ({
  patientId: PATIENT,
  versionId: 4,
  type: 'GENERAL_AVAILABLE',
  timeZone: 'America/New_York',
  lastUpdated: '2026-05-01T14:00:00.000Z',
  weekdays: [
    { day: 1, ranges: [{ start: '09:00', end: '12:00' }] },
    { day: 3, ranges: [{ start: '13:00', end: '17:30' }] },
  ],
  dates: [],
  ...over,
});

type Body = { variables?: { input?: Record<string, unknown> } } | null;

function setup(a: Availability, answer?: () => Response, user: SessionUser = USERS.admin) {
  const sent: Record<string, unknown>[] = [];
  const api = mockApi({
    'graphql:UpdatePatientAvailability': ({ body }) => {
      const input = (body as Body)?.variables?.input ?? {};
      sent.push(input);
      return answer ? answer() : json({ data: { updatePatientAvailability: { ...a, ...input, versionId: a.versionId + 1 } } });
    },
  });
  storeSession(user);
  sessionStore.current();
  renderWithProviders(<AvailabilitySection availability={a} />);
  return { api, sent, user: userEvent.setup() };
}

const openEditor = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Edit Availability' }));
  return screen.findByRole('dialog', { name: 'Appointment Available Time' });
};

describe("SPEC §2 'Appointment Available Time'", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows one line a day, in hh:mm a (SPEC §5)', () => {
    setup(availability());
    const region = screen.getByRole('region', { name: 'Appointment Available Time' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Monday: 09:00 AM – 12:00 PM', 'Wednesday: 01:00 PM – 05:30 PM']);
  });

  it("refuses an end before the start with 'Invalid time range.' and sends nothing; then sends the days with the version seen", async () => {
    const { sent, user } = setup(availability());
    const dialog = await openEditor(user);
    expect(within(dialog).getByRole('radio', { name: 'Weekdays' })).toBeChecked();
    const monday = within(dialog).getByRole('group', { name: 'Monday' });
    const to = within(monday).getByLabelText(/^To/);
    fireEvent.change(to, { target: { value: '08:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(monday).findByText('Invalid time range.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(to, { target: { value: '11:30' } });
    // Wednesday goes, Friday comes with the default range.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wednesday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    expect(within(dialog).getByRole('group', { name: 'Friday' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      patientId: PATIENT,
      versionId: 4,
      type: 'GENERAL_AVAILABLE',
      weekdays: [
        { day: 1, ranges: [{ start: '09:00', end: '11:30' }] },
        { day: 5, ranges: [{ start: '09:00', end: '17:00' }] },
      ],
      dates: [],
    });
  });

  it('an unset week opens on the default weekdays (SPEC §4); always available sends no days', async () => {
    const { sent, user } = setup(availability({ type: null, weekdays: [] }));
    expect(within(screen.getByRole('region', { name: 'Appointment Available Time' })).getByText('Not Available')).toBeInTheDocument();
    const dialog = await openEditor(user);
    const days = within(dialog).getAllByRole('checkbox');
    expect(days.filter((d) => (d as HTMLInputElement).checked).map((d) => d.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(dialog).getByRole('radio', { name: 'Always available' }));
    expect(within(dialog).getByText('The patient can be seen any day, at any time.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ versionId: 4, type: 'PATIENT_ALWAYS_AVAILABLE', weekdays: [], dates: [] });
  });

  it("puts the server's refusal on the field it names", async () => {
    const refusal = () =>
      json({
        data: null,
        errors: [
          { message: 'Slots in a day cannot be overlapped.', extensions: { code: 'BAD_USER_INPUT', field: 'weekdays.1.ranges.0.start' } },
        ],
      });
    const { user } = setup(availability(), refusal);
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const wednesday = within(dialog).getByRole('group', { name: 'Wednesday' });
    expect(await within(wednesday).findByText('Slots in a day cannot be overlapped.')).toBeInTheDocument();
  });

  it('is offered only to users the server would let change the chart, and is off offline, saying why', () => {
    setup(availability(), undefined, { ...USERS.admin, roles: ['reviewer-readonly'] as SessionUser['roles'] });
    expect(screen.queryByRole('button', { name: 'Edit Availability' })).not.toBeInTheDocument();
  });

  it('is off while offline, and says why', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup(availability());
    expect(screen.getByRole('button', { name: 'Edit Availability' })).toBeDisabled();
    expect(screen.getByText('Changes to the chart need a connection.')).toBeInTheDocument();
  });
});

describe("SPEC §2 'Face Sheet'", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('downloads the PDF with the user’s token, under the server’s file name', async () => {
    const api = mockApi({
      [`/api/patients/${PATIENT}/face-sheet`]: () =>
        new Response('%PDF-1.3', {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="face-sheet-MRN1.pdf"' },
        }),
    });
    const created = vi.fn(() => 'blob:face-sheet');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    storeSession(USERS.admin);
    sessionStore.current();
    renderWithProviders(<FaceSheetButton patientId={PATIENT} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Face Sheet' }));
    await waitFor(() => expect(clicks).toEqual(['face-sheet-MRN1.pdf']));
    const [, init] = api.mock.calls.find(([input]) => String(input).includes('/face-sheet')) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('is off while offline, and says why', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi();
    renderWithProviders(<FaceSheetButton patientId={PATIENT} />);
    expect(screen.getByRole('button', { name: 'Face Sheet' })).toBeDisabled();
    expect(screen.getByText('The Face Sheet needs a connection.')).toBeInTheDocument();
  });
});
