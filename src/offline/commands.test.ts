import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES, WorkflowError } from '../domain/encounter-workflow';
import { cancelVisit, checkIn, checkOut, esign, undoCheckIn } from './commands';
import { onOutboxChanged } from './sync-signals';
import { seedStorage } from './testing/fixtures';
import { appointmentOf, encounterOf, outboxOf, signedInDevice } from './testing/harness';

describe('outbox commands', () => {
  it('check-in of a visit without an encounter creates one locally and queues create → start on it', async () => {
    const { userId } = await signedInDevice();
    let signals = 0;
    const off = onOutboxChanged(userId, () => signals++);

    const tapped = new Date(Date.now() - 4_000).toISOString(); // the position took 4 s to come
    const encounterId = await checkIn(userId, {
      appointmentId: 'a-1',
      position: { latitude: 25.7, longitude: -80.2 },
      device: 'tablet',
      at: tapped,
    });
    off();

    expect(encounterId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await encounterOf(userId, encounterId)).toMatchObject({
      status: 'in-progress',
      stateText: 'Checked-in',
      versionId: 0,
      appointmentId: 'a-1',
      pendingSync: true,
      state: { allowCheckout: true, allowCheckIn: false },
    });
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ status: 'checked-in', encounterId, pendingSync: true });
    const outbox = await outboxOf(userId);
    expect(outbox.map((e) => [e.operation, e.entityId, e.baseVersion, e.status, e.attempts, e.error, e.userId])).toEqual([
      ['createEncounter', encounterId, null, 'pending', 0, null, userId],
      ['startEncounter', encounterId, 'previous', 'pending', 0, null, userId],
    ]);
    expect(outbox[0]?.seq).toBeLessThan(outbox[1]?.seq ?? 0);
    expect(new Set(outbox.map((e) => e.id)).size).toBe(2);
    expect(outbox[1]?.variables).toMatchObject({
      encounterId,
      provenance: { recorded: tapped, device: 'tablet', latitude: 25.7, longitude: -80.2 },
    });
    // The check-in time is the tap's, not when the position came.
    expect(await encounterOf(userId, encounterId)).toMatchObject({ checkedInAt: tapped });
    expect(signals).toBe(1);
  });

  it('check-in of a visit with a server encounter queues one start on its version; later actions chain on it', async () => {
    const { userId } = await signedInDevice(seedStorage(2, [1]));
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    expect(encounterId).toBe('e-1');
    await checkOut(userId, { encounterId, at: new Date(Date.now() + 60_000).toISOString() });
    await esign(userId, { encounterId });

    expect(await encounterOf(userId, 'e-1')).toMatchObject({ status: 'finished', stateText: 'eSigned', versionId: 1, pendingSync: true });
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ status: 'signed' });
    expect((await outboxOf(userId)).map((e) => [e.operation, e.baseVersion])).toEqual([
      ['startEncounter', 1],
      ['updateEncounter', 'previous'],
      ['esignEncounter', 'previous'],
    ]);
  });

  it('refuses a second check-in while an encounter is in progress, and changes nothing', async () => {
    const { userId } = await signedInDevice();
    await checkIn(userId, { appointmentId: 'a-1' });
    const before = await outboxOf(userId);

    await expect(checkIn(userId, { appointmentId: 'a-2' })).rejects.toThrow(new WorkflowError(WORKFLOW_MESSAGES.alreadyInProgress));
    expect(await outboxOf(userId)).toEqual(before);
    expect(await appointmentOf(userId, 'a-2')).toMatchObject({ status: 'booked', encounterId: null, pendingSync: false });
  });

  it('refuses a check-in before the day of the visit, or in the future, and queues nothing', async () => {
    const { userId } = await signedInDevice();
    const dayBefore = '2026-03-09T12:00:00.000Z'; // DAY is 2026-03-10 (Miami)
    await expect(checkIn(userId, { appointmentId: 'a-1', at: dayBefore })).rejects.toThrow(
      new WorkflowError('Check in time cannot be before the day of the visit'),
    );
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await expect(checkIn(userId, { appointmentId: 'a-1', at: inAnHour })).rejects.toThrow(
      new WorkflowError('Check in time cannot be in the future'),
    );
    expect(await outboxOf(userId)).toEqual([]);
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ status: 'booked', encounterId: null, pendingSync: false });
  });

  it('refuses a check-out before the check-in time with the spec message', async () => {
    const { userId } = await signedInDevice();
    const encounterId = await checkIn(userId, { appointmentId: 'a-1' });
    await expect(checkOut(userId, { encounterId, at: '2000-01-01T00:00:00.000Z' })).rejects.toThrow(
      WORKFLOW_MESSAGES.checkoutBeforeCheckin,
    );
    expect(await outboxOf(userId)).toHaveLength(2);
    expect(await encounterOf(userId, encounterId)).toMatchObject({ status: 'in-progress' });
  });

  it('refuses actions the state does not allow, and unknown encounters', async () => {
    const { userId } = await signedInDevice(seedStorage(1, [1]));
    await expect(esign(userId, { encounterId: 'e-1' })).rejects.toThrow(WORKFLOW_MESSAGES.notAllowed);
    await expect(undoCheckIn(userId, { encounterId: 'e-1' })).rejects.toBeInstanceOf(WorkflowError);
    await expect(checkOut(userId, { encounterId: 'nope' })).rejects.toThrow(WORKFLOW_MESSAGES.notAllowed);
    await expect(checkIn(userId, { appointmentId: 'nope' })).rejects.toThrow(WORKFLOW_MESSAGES.notAllowed);
    expect(await outboxOf(userId)).toEqual([]);
  });

  it('cancel keeps the reason and cancels the appointment; undo check-in returns to planned and booked', async () => {
    const { userId } = await signedInDevice(seedStorage(2, [1, 2]));
    await cancelVisit(userId, { encounterId: 'e-1', reason: 'Patient not home' });
    expect(await encounterOf(userId, 'e-1')).toMatchObject({ status: 'cancelled', cancelReason: 'Patient not home' });
    expect(await appointmentOf(userId, 'a-1')).toMatchObject({ status: 'cancelled', pendingSync: true });

    await checkIn(userId, { appointmentId: 'a-2' });
    await undoCheckIn(userId, { encounterId: 'e-2' });
    expect(await encounterOf(userId, 'e-2')).toMatchObject({ status: 'planned', checkedInAt: null });
    expect(await appointmentOf(userId, 'a-2')).toMatchObject({ status: 'booked' });
    // undo frees the clinician to check in elsewhere
    await checkIn(userId, { appointmentId: 'a-2' });

    const outbox = await outboxOf(userId);
    expect(outbox.map((e) => [e.entityId, e.operation, e.baseVersion])).toEqual([
      ['e-1', 'cancelEncounter', 1],
      ['e-2', 'startEncounter', 1],
      ['e-2', 'undoCheckIn', 'previous'],
      ['e-2', 'startEncounter', 'previous'],
    ]);
    expect(outbox[0]?.variables).toEqual({ encounterId: 'e-1', cancelReason: 'Patient not home' });
  });
});
