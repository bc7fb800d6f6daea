import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { deleteAllDeviceData, deviceDb, type NewOutboxEntry } from '../../offline/device-db';
import { mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp, renderWithProviders } from '../../test-utils/render';
import { lastSyncedText, syncSummary, unsyncedSignOutWarning } from './sync-labels';
import { SyncStatusButton } from './sync-status-button';

const USER = 'u-sync';
let n = 0;

function entry(status: NewOutboxEntry['status'], error: string | null = null, userId = USER): NewOutboxEntry {
  n += 1;
  return {
    operation: 'startEncounter',
    variables: { encounterId: `e-${n}`, provenance: { recorded: '2026-01-13T14:35:00.000Z' } },
    id: `m-${n}`,
    entityId: `e-${n}`,
    baseVersion: 3,
    userId,
    createdAt: '2026-01-13T14:35:00.000Z',
    attempts: status === 'pending' ? 0 : 1,
    status,
    error,
  };
}

const button = () => screen.getByRole('button', { name: /^(Online|Offline)\./ });

describe('sync status', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deleteAllDeviceData();
  });

  it('counts the changes waiting and those needing attention, and says when the data was last synced', async () => {
    const db = deviceDb(USER);
    await db.outbox.bulkAdd([entry('pending'), entry('sending'), entry('failed', 'Visit not found'), entry('conflict', MESSAGES.conflict)]);
    const synced = new Date();
    synced.setHours(10, 42, 0, 0);
    await db.meta.put({ key: 'lastSyncedAt', value: synced.toISOString() });
    renderWithProviders(<SyncStatusButton userId={USER} />);

    await waitFor(() => expect(button()).toHaveAccessibleName(/^Online\. Synced 10:42 AM\. 2 waiting ?\. 2 to check$/));
    expect(button()).toHaveAttribute('title', 'Online. 2 changes waiting. 2 changes need attention. Synced 10:42 AM');
  });

  it('lists the queue: a conflict offers Refresh and Discard my change with the spec message; a failure its reason and Retry', async () => {
    await deviceDb(USER).outbox.bulkAdd([
      entry('pending'),
      entry('failed', 'GraphQL error: Visit not found'),
      entry('conflict', MESSAGES.conflict),
    ]);
    renderWithProviders(<SyncStatusButton userId={USER} />);
    await waitFor(() => expect(button()).toHaveAccessibleName(/^Online\. Not synced yet\. 1 waiting ?\. 2 to check$/));
    fireEvent.click(button());

    const panel = await screen.findByRole('dialog', { name: 'Sync' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [pending, failed, conflict] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(pending).toHaveTextContent('Check in');
    expect(pending).toHaveTextContent('Waiting');
    expect(failed).toHaveTextContent('Reason: Visit not found');
    expect(within(conflict).getByText(MESSAGES.conflict)).toBeInTheDocument();
    expect(within(conflict).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(conflict).getByRole('button', { name: 'Discard my change' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(button()).toHaveAccessibleName(/^Online\. Not synced yet\. 2 waiting ?\. 1 to check$/));
    expect(within(panel).getByText('Storage on this device')).toBeInTheDocument();
  });

  it('says when nothing has been synced yet and nothing waits', async () => {
    renderWithProviders(<SyncStatusButton userId={USER} />);
    await waitFor(() => expect(button()).toHaveAccessibleName('Online. Not synced yet'));
    expect(button()).toHaveAttribute('title', 'Online. No changes waiting. Not synced yet');
  });

  it('words', () => {
    const now = new Date(2026, 0, 13, 12);
    expect(lastSyncedText(null, now)).toBe('Not synced yet');
    expect(lastSyncedText(new Date(2026, 0, 12, 16, 5).toISOString(), now)).toBe('Synced 01/12/2026 04:05 PM');
    expect(syncSummary({ online: false, pending: 1, failed: 0, conflicts: 0, lastSyncedAt: null, draining: false }, now)).toBe(
      'Offline. 1 change waiting. Not synced yet',
    );
  });
});

describe('signing out with unsynced changes', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deleteAllDeviceData();
  });

  it('warns in the logout confirmation, and keeps the changes on the device', async () => {
    const never = () => new Promise<Response>(() => {});
    mockApi({ 'graphql:MySchedule': never, 'graphql:StartEncounter': never });
    storeSession(USERS.clinician);
    await deviceDb(USERS.clinician.id).outbox.bulkAdd([
      entry('pending', null, USERS.clinician.id),
      entry('conflict', MESSAGES.conflict, USERS.clinician.id),
    ]);
    const { router } = renderApp('/account/pin');

    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    fireEvent.click(nav.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
    expect(await within(dialog).findByText(unsyncedSignOutWarning(2))).toBeInTheDocument();
    expect(unsyncedSignOutWarning(2)).toBe(
      'You have 2 changes that have not reached the server yet. Signing out now keeps them on this device until you sign in again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await deviceDb(USERS.clinician.id).outbox.count()).toBe(2);
  });
});
