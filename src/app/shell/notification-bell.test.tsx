// The bell in the real shell (SPEC §2): the unread badge, the panel it opens, a click on a
// notification that navigates and lowers the badge, and the live feed (SPEC §7
// onNotificationAdded) that starts from the newest notification's cursor and raises the badge.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNotification, notificationServer } from '../../features/notifications/testing/notification-fixtures';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { DEMO_SETTINGS, makeConfig, storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const feed = vi.hoisted(() => ({
  subscribeSince: vi.fn((..._args: unknown[]) => () => {}),
}));
vi.mock('../../api/subscriptions', () => ({
  subscribe: () => () => {},
  subscribeSince: feed.subscribeSince,
  closeSubscriptions: async () => {},
  configureSubscriptions: () => {},
}));
vi.mock('./notification-sound', () => ({ playNotificationSound: vi.fn() }));

const withNotifications = makeConfig({ settings: { ...DEMO_SETTINGS, EnableInAppNotificationConfig: 'true' } });

function setup() {
  const rows = [makeNotification(0), makeNotification(1), makeNotification(2), makeNotification(4)];
  const server = notificationServer(rows);
  mockApi({
    ...server.handlers,
    'graphql:GetNewestNotification': () => json({ data: { GetNotificationList: { edges: [{ node: { _id: 'n-1', cursor: '100' } }] } } }),
  });
  storeSession(USERS.admin);
  return { ...server, rows, ...renderApp('/account/pin', withNotifications) };
}

describe('NotificationBell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    feed.subscribeSince.mockClear();
  });

  it('opens the panel; a click on a notification navigates, marks it viewed and closes the panel', async () => {
    const { router, calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(await panel.findByRole('button', { name: /Admission status changed for patient 1$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients/pt-1/admissions'));
    await waitFor(() => expect(calls.marked).toHaveBeenCalledWith('n-1'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('Mark as viewed lowers the badge by one', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Mark as viewed: Encounter signed, Patient 3' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('listens from the newest cursor; a new unread notification raises the badge', async () => {
    const { rows } = setup();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await waitFor(() => expect(feed.subscribeSince).toHaveBeenCalled());
    const [, variables, cursorOf, onData] = feed.subscribeSince.mock.calls[0] as [
      unknown,
      { id: string; since: string | null },
      (data: unknown) => string,
      (data: unknown) => void,
    ];
    expect(variables).toEqual({ id: USERS.admin.id, since: '100' });
    const added = { onNotificationAdded: makeNotification(0, { _id: 'n-new', cursor: '101', viewed: false }) };
    expect(cursorOf(added)).toBe('101');
    rows.unshift(added.onNotificationAdded);
    onData(added);
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });
});
