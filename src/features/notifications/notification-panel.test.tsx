// The notifications panel (SPEC §2) over a stand-in GetNotificationList: pages of 25 with the
// list kit's texts, the Filters sub-panel (date range, event types with counts, viewed), a click
// that navigates by the event and marks it viewed, and the viewed commands.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/access';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { NotificationPanel } from './notification-panel';
import { makeNotification, notificationServer } from './testing/notification-fixtures';

function setup(rows = Array.from({ length: 30 }, (_, i) => makeNotification(i)), user: SessionUser = USERS.clinician) {
  const server = notificationServer(rows);
  mockApi(server.handlers);
  storeSession(user);
  const onNavigate = vi.fn();
  const view = renderWithProviders(<NotificationPanel user={user} opened onClose={() => {}} onNavigate={onNavigate} />);
  return { ...server, onNavigate, view };
}

const list = async () => within(await screen.findByRole('list', { name: 'Notifications' }));

// Mantine's calendar is a large tree for jsdom: one change per entry, as a paste would make.
async function enterDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(text));
}

describe('NotificationPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows 25 at a time with Load more, then the end of results', async () => {
    const { calls } = setup();
    expect((await list()).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('Displayed 25 of 30 results')).toBeInTheDocument();
    expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ first: 25, after: null }));

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Displayed 30 of 30 results')).toBeInTheDocument();
    expect((await list()).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.getByText('The end of results')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ after: '25' }));
  });

  it('says so when there is nothing to show', async () => {
    setup([]);
    expect(await screen.findByText('No data found to display')).toBeInTheDocument();
  });

  it('applies the Filters sub-panel: event types with their counts, viewed, session date range; Clear empties it', async () => {
    const { calls } = setup();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const form = within(await screen.findByRole('form', { name: 'Notification filters' }));
    await form.findByRole('checkbox', { name: 'New order (10)' });
    await expectNoAxeViolations(screen.getByRole('dialog', { name: 'Notifications' }));
    // 30 notifications, three events in turn: ten each.
    await userEvent.click(await form.findByRole('checkbox', { name: 'New order (10)' }));
    await userEvent.click(form.getByRole('radio', { name: 'Unread' }));
    await enterDate('From', '03/01/2026');
    await enterDate('To', '03/31/2026');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(calls.list).toHaveBeenLastCalledWith(
        expect.objectContaining({
          filters: { search: null, viewed: false, startDate: '2026-03-01', endDate: '2026-03-31', events: ['order-created'], notify: null },
          first: 25,
        }),
      ),
    );
    // Orders are every third notification, unread every other one: 5 of them.
    expect(await screen.findByText('Displayed 5 of 5 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (3)' }));
    await userEvent.click(within(await screen.findByRole('form', { name: 'Notification filters' })).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Displayed 25 of 30 results')).toBeInTheDocument();
    expect(calls.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: expect.objectContaining({ events: null, viewed: null }) }),
    );
  });

  it('refuses an end date before the start date', async () => {
    const { calls } = setup();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await enterDate('From', '03/31/2026');
    await enterDate('To', '03/01/2026');
    const before = calls.list.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid date range')).toBeInTheDocument();
    expect(calls.list).toHaveBeenCalledTimes(before);
  });

  it('searches on Enter', async () => {
    const { calls } = setup();
    await list();
    const box = screen.getByRole('searchbox', { name: 'Search notifications' });
    await userEvent.type(box, 'Patient 3{Enter}');
    await waitFor(() =>
      expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ filters: expect.objectContaining({ search: 'Patient 3' }) })),
    );
  });

  it('a click on the notification opens what it is about and marks it viewed', async () => {
    const { calls, onNavigate } = setup();
    const rows = await list();
    await userEvent.click(rows.getByRole('button', { name: /Admission status changed for patient 1$/ }));
    expect(onNavigate).toHaveBeenCalledWith('/patients/pt-1/admissions');
    await waitFor(() => expect(calls.marked).toHaveBeenCalledWith('n-1'));

    // An encounter event takes a clinician to My Schedule; a viewed one is not marked again.
    await userEvent.click(rows.getByRole('button', { name: /Encounter signed for patient 3$/ }));
    expect(onNavigate).toHaveBeenLastCalledWith('/my-schedule');
    // The patient's name opens the patient.
    await userEvent.click(rows.getByRole('button', { name: 'Patient 2' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/patients/pt-2');
    expect(calls.marked).toHaveBeenCalledTimes(2);
    expect(calls.marked).toHaveBeenLastCalledWith('n-3');
  });

  it('Mark as viewed marks one; Mark all as viewed sends the user id', async () => {
    const { calls } = setup();
    const rows = await list();
    await userEvent.click(rows.getByRole('button', { name: 'Mark as viewed: Admission status changed, Patient 1' }));
    await waitFor(() => expect(calls.marked).toHaveBeenCalledWith('n-1'));
    await waitFor(() => expect(rows.getAllByRole('button', { name: /^Mark as viewed/ })).toHaveLength(12));

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as viewed' }));
    await waitFor(() => expect(calls.markedAll).toHaveBeenCalledWith(USERS.clinician.id));
    await waitFor(() => expect(rows.queryAllByRole('button', { name: /^Mark as viewed/ })).toHaveLength(0));
  });
});
