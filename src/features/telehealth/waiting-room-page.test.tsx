// The telehealth clinician's waiting room (SPEC §2 waiting room, /waiting-room) through the real
// route: the requests of a stand-in TelehealthEncounterList, 'Check in' on a waiting one, and the
// list kept current by the waiting-room subscription (SPEC §7) without reading it again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unlockTestKeys } from '../../offline/testing/keys';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { storeSession } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import type { TelehealthListItem } from './telehealth-api';
import { mockTelehealthApi, TELEHEALTH_USER, telehealthRow, telehealthRows } from './testing/telehealth-fixtures';
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

const ALL = telehealthRows();

/** Answers as the server does: only the statuses asked for (every one when none is asked). */
function setup() {
  let asked: readonly string[] | null = null;
  const { api, list } = mockTelehealthApi(() => ALL.filter((r) => asked === null || asked.includes(r.telemedicineStatus)));
  const answer = list.getMockImplementation();
  if (!answer) throw new Error('mockTelehealthApi answers through list');
  list.mockImplementation((variables) => {
    asked = variables.telemedicineStatuses;
    return answer(variables);
  });
  storeSession(TELEHEALTH_USER);
  const view = renderApp('/waiting-room');
  return { ...view, api, list, user: userEvent.setup() };
}

const checkInLinks = () => screen.queryAllByRole('link', { name: /^Check in / }).map((link) => link.getAttribute('aria-label'));

/** The room's own subscription (the shell's waiting-room notification subscribes too, from no cursor). */
async function roomFeed() {
  await waitFor(() => expect(roomSubscriptions(feed.subscribeSince).filter((s) => s.variables.since === 'c-0')).toHaveLength(1));
  return roomSubscriptions(feed.subscribeSince).find((s) => s.variables.since === 'c-0') as ReturnType<typeof roomSubscriptions>[number];
}

describe('/waiting-room for a telehealth clinician (SPEC §2 waiting room)', () => {
  beforeEach(() => unlockTestKeys(TELEHEALTH_USER.id));
  afterEach(() => {
    vi.unstubAllGlobals();
    feed.subscribeSince.mockClear();
  });

  it("shows the requests still waiting (the status filter starts at 'requested'), each with 'Check in'", async () => {
    const { list } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting room' })).toBeInTheDocument();
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    expect(list).toHaveBeenCalledOnce();
    expect(list.mock.lastCall?.[0]).toMatchObject({ telemedicineStatuses: ['requested'], patientStates: null, first: 50 });

    expect(screen.getByRole('link', { name: 'Ana Ortiz' })).toHaveAttribute('href', '/patients/pt-th-1');
    expect(screen.getByRole('link', { name: 'Check in Ana Ortiz' })).toHaveAttribute('href', '/waiting-room/pt-th-1/th-1/check-in');
    expect(screen.getByText('No home health assigned for this patient')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ben Brooks' })).not.toBeInTheDocument();
  });

  it("only a request still waiting has 'Check in' when every status is shown", async () => {
    const { list, user } = setup();
    await screen.findByText('1 request');
    // Deselecting 'Requested' leaves no status filter: every status is asked for.
    await user.click(screen.getByRole('combobox', { name: 'Telemedicine statuses' }));
    await user.click(await screen.findByRole('option', { name: 'Requested', hidden: true }));
    await waitFor(() => expect(list.mock.lastCall?.[0]).toMatchObject({ telemedicineStatuses: null }));

    expect(await screen.findByText('3 requests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ben Brooks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cleo Diaz' })).toBeInTheDocument();
    expect(checkInLinks()).toEqual(['Check in Ana Ortiz']);
  });

  it("listens from the list's cursor; a new request appears, newest first, without reading the list again", async () => {
    const { list } = setup();
    await screen.findByText('1 request');
    const room = await roomFeed();
    expect(room.variables).toEqual({ patientStates: null, telemedicineStatuses: ['requested'], since: 'c-0' });

    const dee = telehealthRow({ id: 'th-9', patientName: 'Dee Evans', requestedAt: new Date().toISOString() });
    room.push(roomEvent('created', dee, 'c-1'));

    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check in Dee Evans' })).toHaveAttribute('href', '/waiting-room/pt-th-9/th-9/check-in');
    expect(checkInLinks()).toEqual(['Check in Dee Evans', 'Check in Ana Ortiz']);
    expect(list).toHaveBeenCalledOnce();
  });

  it("a request taken by a clinician ('in-progress') leaves the room, without reading the list again", async () => {
    const { list } = setup();
    await screen.findByText('1 request');
    const room = await roomFeed();
    const ana = ALL[0] as TelehealthListItem;

    room.push(
      roomEvent(
        'updated',
        { ...ana, versionId: ana.versionId + 1, telemedicineStatus: 'in-progress', clinicianName: 'Tara Telehealth' },
        'c-2',
      ),
    );

    expect(await screen.findByText('0 requests')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ana Ortiz' })).not.toBeInTheDocument();
    expect(screen.getByText('No data found to display')).toBeInTheDocument();
    expect(list).toHaveBeenCalledOnce();
  });

  it('the room (filters, requests, actions) passes axe', async () => {
    setup();
    await screen.findByText('1 request');
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
