// The clinician availability drawer (SPEC §3 Slot, §4 'Availability', §5 messages) through its
// real seams (the GraphQL client over a mocked fetch): the default week of a clinician never
// saved, the SPEC §5 messages on the day or field they concern before anything is sent, what a
// save sends (a removed saved slot deleted: true, a removed new one not at all; always available),
// and the server's refusals (BAD_USER_INPUT on its field with the input kept; CONFLICT with a reload).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import type { ClinicianAvailabilityInput } from '../../gql/graphql';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import type { ClinicianAvailability } from './availability-api';
import { ClinicianAvailabilityDrawer } from './availability-editor';
import { CLINICIAN_ID, savedAvailability, unsavedAvailability } from './testing/availability-fixtures';

type Body = { variables?: { input?: ClinicianAvailabilityInput } } | null;

interface Setup {
  read?: () => ClinicianAvailability;
  answer?: (input: ClinicianAvailabilityInput) => Response | Promise<Response>;
}

function setup({ read = unsavedAvailability, answer }: Setup = {}) {
  const sent: ClinicianAvailabilityInput[] = [];
  let reads = 0;
  mockApi({
    'graphql:ClinicianAvailability': () => {
      reads += 1;
      return json({ data: { ClinicianAvailability: read() } });
    },
    'graphql:SaveClinicianAvailability': ({ body }) => {
      const input = (body as Body)?.variables?.input as ClinicianAvailabilityInput;
      sent.push(input);
      if (answer) return answer(input);
      return json({ data: { saveClinicianAvailability: { ...read(), versionId: read().versionId + 1, saved: true } } });
    },
  });
  storeSession(USERS.admin);
  sessionStore.current();
  const onClose = vi.fn();
  renderWithProviders(<ClinicianAvailabilityDrawer clinicianId={CLINICIAN_ID} clinicianName="Casey Clinician" opened onClose={onClose} />);
  return { sent, onClose, reads: () => reads, user: userEvent.setup() };
}

const openDrawer = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Availability' });
  await within(dialog).findByRole('form', { name: 'Availability of Casey Clinician' });
  return dialog;
};

const group = (scope: HTMLElement, name: string) => within(scope).getByRole('group', { name });
/** Sets a TimePicker part the way typing does (hours 1–12, minutes, then AM/PM). */
const setHour = (scope: HTMLElement, label: string, hour: string) =>
  fireEvent.change(within(scope).getByRole('spinbutton', { name: `${label} hour` }), { target: { value: hour } });
const setMinute = (scope: HTMLElement, label: string, minute: string) =>
  fireEvent.change(within(scope).getByRole('spinbutton', { name: `${label} minute` }), { target: { value: minute } });
const amPm = (scope: HTMLElement, label: string) => within(scope).getByRole('combobox', { name: `${label} AM or PM` });

const shownTime = (scope: HTMLElement, label: string) =>
  `${(within(scope).getByRole('spinbutton', { name: `${label} hour` }) as HTMLInputElement).value}:${
    (within(scope).getByRole('spinbutton', { name: `${label} minute` }) as HTMLInputElement).value
  } ${(amPm(scope, label) as HTMLSelectElement).value}`;

describe('ClinicianAvailabilityDrawer (SPEC §4 Availability)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the default week of a clinician never saved: weekdays 1–5 at 08:00 AM – 05:00 PM, the weekend off', async () => {
    setup();
    const dialog = await openDrawer();
    expect(within(dialog).getByText(/times are in America\/New_York/)).toBeInTheDocument();
    expect(within(group(dialog, 'Days available')).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(dialog).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      const slot = group(dialog, `${day} slot 1`);
      expect(shownTime(slot, 'Start')).toBe('08:00 AM');
      expect(shownTime(slot, 'End')).toBe('05:00 PM');
      expect(within(slot).getByText('540 min')).toBeInTheDocument();
      expect(within(slot).getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    }
    expect(within(group(dialog, 'Sunday')).getByText('Not available')).toBeInTheDocument();
    expect(within(group(dialog, 'Saturday')).getByText('Not available')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Always available' })).not.toBeChecked();
    await expectNoAxeViolations(dialog);
  });

  it("refuses two overlapping slots of a day with 'Slots in a day cannot be overlapped.' and sends nothing", async () => {
    const { sent, user } = setup();
    const dialog = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Add slot to Monday' }));
    const added = group(dialog, 'Monday slot 2');
    expect(shownTime(added, 'Start')).toBe('05:00 PM');
    expect(shownTime(added, 'End')).toBe('06:00 PM');
    setHour(added, 'Start', '4');
    expect(within(added).getByText('120 min')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(added).findByText('Slots in a day cannot be overlapped.')).toBeInTheDocument();
    expect(within(group(dialog, 'Monday slot 1')).queryByText('Slots in a day cannot be overlapped.')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("refuses an end before the start with 'Invalid time range.' on the end, and sends nothing", async () => {
    const { sent, user } = setup();
    const dialog = await openDrawer();
    const tuesday = group(dialog, 'Tuesday slot 1');
    setHour(tuesday, 'End', '7');
    await user.selectOptions(amPm(tuesday, 'End'), 'AM');
    expect(shownTime(tuesday, 'End')).toBe('07:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(tuesday).findByText('Invalid time range.')).toBeInTheDocument();
    expect(within(tuesday).getByRole('spinbutton', { name: 'End hour' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends a removed saved slot with deleted: true and nothing for a removed new one', async () => {
    const { sent, user } = setup({ read: () => savedAvailability() });
    const dialog = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Add slot to Wednesday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Wednesday slot 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Wednesday slot 2' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Monday slot 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Monday slot 2' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const input = sent[0] as ClinicianAvailabilityInput;
    expect(input).toMatchObject({ clinicianId: CLINICIAN_ID, versionId: 7, alwaysAvailable: false, exceptions: [] });
    expect(input.slots.map((s) => [s.id, s.deleted ?? false])).toEqual([
      ['s-mon-1', false],
      ['s-mon-2', true],
      ['s-wed-1', false],
    ]);
  });

  it("keeps Monday's default start and end when its last slot is removed (SPEC §4 'Day 1'), switched off", async () => {
    const { sent, user } = setup({ read: () => savedAvailability() });
    const dialog = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Monday slot 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Monday slot 1' }));
    const monday = group(dialog, 'Monday slot 1');
    expect(shownTime(monday, 'Start')).toBe('08:00 AM');
    expect(shownTime(monday, 'End')).toBe('05:00 PM');
    expect(within(monday).getByRole('checkbox', { name: 'Enabled' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.slots.filter((s) => s.dayIndex === 1)).toEqual([
      expect.objectContaining({ id: 's-mon-2', deleted: true }),
      expect.objectContaining({ id: 's-mon-1', enabled: false, startTime: '08:00', endTime: '17:00' }),
    ]);
  });

  it('sends a new exception as a whole free day (no times)', async () => {
    const { sent, user } = setup({ read: () => savedAvailability() });
    const dialog = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Add exception' }));
    const exception = group(dialog, 'Exception 1');
    await user.click(within(exception).getByRole('radio', { name: 'Free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.exceptions).toEqual([
      {
        id: expect.stringMatching(/^new:/),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        startTime: null,
        endTime: null,
        status: 'free',
        isAlwaysAvailable: false,
      },
    ]);
  });

  it('always available sends alwaysAvailable true (free slots deleted, the busy marker); Save is off while saving, then the drawer closes and the availability is read again', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { sent, onClose, reads, user } = setup({
      read: () => savedAvailability(),
      answer: async () => {
        await gate;
        return json({ data: { saveClinicianAvailability: { ...savedAvailability(), versionId: 8, alwaysAvailable: true, slots: [] } } });
      },
    });
    const dialog = await openDrawer();
    await user.click(within(dialog).getByRole('switch', { name: 'Always available' }));
    expect(within(dialog).queryByRole('group', { name: 'Monday' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    const input = sent[0] as ClinicianAvailabilityInput;
    expect(input.alwaysAvailable).toBe(true);
    expect(input.slots.every((s) => s.deleted === true)).toBe(true);
    expect(input.exceptions).toEqual([
      expect.objectContaining({ status: 'busy', isAlwaysAvailable: true, startTime: null, endTime: null }),
    ]);
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reads()).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's BAD_USER_INPUT on the field it names and keeps what was typed", async () => {
    const { sent, onClose, user } = setup({
      answer: () =>
        json({
          data: null,
          errors: [
            {
              message: 'Start time must be greater than the current time.',
              extensions: { code: 'BAD_USER_INPUT', field: 'input.slots.0.startTime' },
            },
          ],
        }),
    });
    const dialog = await openDrawer();
    const monday = group(dialog, 'Monday slot 1');
    setHour(monday, 'End', '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add slot to Sunday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.slots[0]).toMatchObject({ dayIndex: 1, startTime: '08:00', endTime: '18:00', durationMinutes: 600 });
    expect(await within(monday).findByText('Start time must be greater than the current time.')).toBeInTheDocument();
    expect(shownTime(monday, 'End')).toBe('06:00 PM');
    expect(within(dialog).getByRole('group', { name: 'Sunday slot 1' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("on CONFLICT shows the server's words and reloads the availability on request", async () => {
    let version = 7;
    const conflict = "This clinician's availability was changed by someone else. Refresh to see the change, then try again.";
    const { user } = setup({
      read: () => (version === 7 ? savedAvailability() : savedAvailability({ versionId: 8, slots: savedAvailability().slots.slice(2) })),
      answer: () => {
        version = 8;
        return json({ data: null, errors: [{ message: conflict, extensions: { code: 'CONFLICT', currentVersion: 8 } }] });
      },
    });
    const dialog = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Add slot to Friday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(conflict);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(group(dialog, 'Monday')).getByText('Not available')).toBeInTheDocument());
    expect(within(dialog).queryByRole('group', { name: 'Friday slot 1' })).not.toBeInTheDocument();
  });

  it("checks exceptions: 'Invalid date range' on an end date before the start, a start in the past, and sends nothing", async () => {
    const { sent, user } = setup();
    const dialog = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Add exception' }));
    const exception = group(dialog, 'Exception 1');
    const end = within(exception).getByRole('textbox', { name: 'End date' });
    await user.clear(end);
    await user.type(end, '01/01/2020');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(exception).findByText('Invalid date range')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Today from 12:00 AM has begun already.
    const start = within(exception).getByRole('textbox', { name: 'Start date' });
    await user.clear(end);
    await user.type(end, (start as HTMLInputElement).value);
    await user.tab();
    setHour(exception, 'Start time', '12');
    setMinute(exception, 'Start time', '0');
    await user.selectOptions(amPm(exception, 'Start time'), 'AM');
    setHour(exception, 'End time', '11');
    setMinute(exception, 'End time', '0');
    await user.selectOptions(amPm(exception, 'End time'), 'PM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(exception).findByText('Start time must be greater than the current time.')).toBeInTheDocument();
    expect(within(exception).queryByText('Invalid date range')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
