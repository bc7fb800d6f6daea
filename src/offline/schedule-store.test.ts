import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { checkIn } from './commands';
import type { Observable } from './observable';
import { type DayView, observeDay, observeVisit, readDay } from './schedule-store';
import { appointmentFixture, DAY, patientFixture, seedStorage } from './testing/fixtures';
import { signedInDevice } from './testing/harness';

/** Collects an observable's values until `count` have arrived. */
function take<T>(observable: Observable<T>, count: number): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const values: T[] = [];
    const subscription = observable.subscribe((value) => {
      values.push(value);
      if (values.length === count) {
        subscription.unsubscribe();
        resolve(values);
      }
    }, reject);
  });
}

function nextValue<T>(observable: Observable<T>, matches: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const subscription = observable.subscribe((value) => {
      if (!matches(value)) return;
      subscription.unsubscribe();
      resolve(value);
    }, reject);
  });
}

describe('schedule store', () => {
  it('reads a day in route order with each visit’s patient, encounter, flags and queued count', async () => {
    const storage = seedStorage(3, [2]);
    storage.patients.set('p-x', patientFixture('p-x'));
    // no route order yet: after the ordered ones, by start time
    storage.appointments.set('a-x', appointmentFixture('a-x', 'p-x', 8, null));
    const a3 = storage.appointments.get('a-3');
    if (a3) storage.appointments.set('a-3', { ...a3, routeOrder: 0 });
    const { userId } = await signedInDevice(storage);
    await checkIn(userId, { appointmentId: 'a-2' });

    const day = await readDay(userId, DAY);

    expect(day.date).toBe(DAY);
    expect(day.visits.map((v) => v.appointment.id)).toEqual(['a-3', 'a-1', 'a-2', 'a-x']);
    const [, first, second] = day.visits;
    expect(first).toMatchObject({ encounter: null, pendingCount: 0, patient: { id: 'p-1' }, state: { allowCheckIn: true } });
    expect(second).toMatchObject({ encounter: { id: 'e-2', status: 'in-progress' }, pendingCount: 1, state: { allowCheckout: true } });
    expect((await readDay(userId, '2026-03-11')).visits).toEqual([]);
  });

  it('observeDay emits again when a command changes a visit', async () => {
    const { userId } = await signedInDevice();
    const day$ = observeDay(userId, DAY);
    const [initial] = await take(day$, 1);
    expect(initial?.visits).toHaveLength(3);

    const changed = nextValue<DayView>(day$, (d) => d.visits[0]?.state.allowCheckout === true);
    await checkIn(userId, { appointmentId: 'a-1' });
    const day = await changed;
    expect(day.visits[0]).toMatchObject({ pendingCount: 2, appointment: { status: 'checked-in' } });
  });

  it('observeVisit answers one visit, or null when the device does not hold it', async () => {
    const { userId } = await signedInDevice();
    const [visit] = await take(observeVisit(userId, 'a-2'), 1);
    expect(visit).toMatchObject({ appointment: { id: 'a-2' }, patient: { id: 'p-2' }, encounter: null });
    const [missing] = await take(observeVisit(userId, 'nope'), 1);
    expect(missing).toBeNull();
  });
});
