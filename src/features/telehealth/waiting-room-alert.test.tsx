// SPEC §2 'Persistent notification "New waiting room request" for eligible users except on the
// waiting-room page; a sound plays on notification': the alert fed by a stand-in waiting-room
// subscription (SPEC §7), rendered alone inside a router (its 'Open waiting room' is a link).
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { renderWithProviders } from '../../test-utils/render';
import { telehealthRow } from './testing/telehealth-fixtures';
import { roomEvent, roomSubscriptions } from './testing/waiting-room-feed';
import { WaitingRoomAlert } from './waiting-room-alert';

const feed = vi.hoisted(() => ({
  subscribeSince: vi.fn((..._args: unknown[]) => vi.fn()),
}));
vi.mock('../../api/subscriptions', () => ({
  subscribe: () => () => {},
  subscribeSince: feed.subscribeSince,
  closeSubscriptions: async () => {},
  configureSubscriptions: () => {},
}));

function setup(onWaitingRoom: boolean) {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/telemedicine'] }) });
  const onChime = vi.fn();
  const alert = (on: boolean) => (
    <RouterContextProvider router={router}>
      <WaitingRoomAlert onWaitingRoom={on} onChime={onChime} />
    </RouterContextProvider>
  );
  const view = renderWithProviders(alert(onWaitingRoom));
  const [room] = roomSubscriptions(feed.subscribeSince);
  if (!room) throw new Error('WaitingRoomAlert did not subscribe');
  return { ...view, room, onChime, moveTo: (on: boolean) => view.rerender(alert(on)), user: userEvent.setup() };
}

const created = (id: string, patientName: string, cursor: string) => roomEvent('created', telehealthRow({ id, patientName }), cursor);

describe('WaitingRoomAlert (SPEC §2 waiting room notification)', () => {
  afterEach(() => {
    feed.subscribeSince.mockClear();
  });

  it('hears new requests only (telemedicine status requested), from now on', () => {
    const { room } = setup(false);
    expect(room.variables).toEqual({ telemedicineStatuses: ['requested'], since: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("away from the waiting room, a new request shows 'New waiting room request' with the patient and chimes", async () => {
    const { room, onChime } = setup(false);
    room.push(created('th-1', 'Ana Ortiz', 'c-1'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('New waiting room request')).toBeInTheDocument();
    expect(within(alert).getByText('Ana Ortiz')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Open waiting room' })).toHaveAttribute('href', '/waiting-room');
    expect(onChime).toHaveBeenCalledOnce();
    await expectNoAxeViolations(alert);
  });

  it('each further request adds its patient once and chimes again', async () => {
    const { room, onChime } = setup(false);
    room.push(created('th-1', 'Ana Ortiz', 'c-1'));
    room.push(created('th-2', 'Ben Brooks', 'c-2'));
    room.push(created('th-3', 'Ana Ortiz', 'c-3'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ben Brooks, Ana Ortiz');
    expect(onChime).toHaveBeenCalledTimes(3);
  });

  it('on the waiting room itself nothing is shown and nothing chimes', () => {
    const { room, onChime } = setup(true);
    room.push(created('th-1', 'Ana Ortiz', 'c-1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('New waiting room request')).not.toBeInTheDocument();
    expect(onChime).not.toHaveBeenCalled();
  });

  it("a change to a request ('updated') shows nothing and does not chime", () => {
    const { room, onChime } = setup(false);
    room.push(roomEvent('updated', telehealthRow({ id: 'th-1', versionId: 2, telemedicineStatus: 'in-progress' }), 'c-1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChime).not.toHaveBeenCalled();
  });

  it('the close button dismisses it; the next request shows it again', async () => {
    const { room, onChime, user } = setup(false);
    room.push(created('th-1', 'Ana Ortiz', 'c-1'));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss the waiting room notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    room.push(created('th-2', 'Ben Brooks', 'c-2'));
    const again = await screen.findByRole('alert');
    expect(again).toHaveTextContent('Ben Brooks');
    expect(again).not.toHaveTextContent('Ana Ortiz');
    expect(onChime).toHaveBeenCalledTimes(2);
  });

  it('going to the waiting room clears it, and requests heard there are not kept for later', async () => {
    const { room, onChime, moveTo } = setup(false);
    room.push(created('th-1', 'Ana Ortiz', 'c-1'));
    await screen.findByRole('alert');

    moveTo(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    room.push(created('th-2', 'Ben Brooks', 'c-2'));
    moveTo(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChime).toHaveBeenCalledOnce();
    // The one subscription lasts across the moves.
    expect(roomSubscriptions(feed.subscribeSince)).toHaveLength(1);
  });

  it('unsubscribes when it is taken away (sign-out)', () => {
    const { room, unmount } = setup(false);
    unmount();
    expect(room.unsubscribe).toHaveBeenCalledOnce();
  });
});
