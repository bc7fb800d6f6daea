import { describe, expect, it } from 'vitest';
import { encounterStateLabel } from '../../domain/encounter-labels';
import { encounterState } from '../../domain/encounter-workflow';
import type { Visit } from '../../offline/schedule-store';
import { DEFAULT_TILES } from '../../ui/map-tiles';
import { stopsOf } from './day-map';
import { guessDevice } from './device';
import { scheduleContext } from './schedule-context';
import { appointment, DAY, patient } from './testing/schedule-fixtures';
import { allowedActions } from './visit-actions';
import { addressText, directionsUrl } from './visit-address';

const labels = (flags: Parameters<typeof allowedActions>[0]) => allowedActions(flags).map((a) => a.label);

describe('visit actions follow the encounter flags', () => {
  it('offers each action only when its flag allows it', () => {
    expect(labels(encounterState(null))).toEqual(['Check in']);
    expect(labels(encounterState({ status: 'planned' }))).toEqual(['Check in', 'Cancel visit']);
    expect(labels(encounterState({ status: 'in-progress', stateText: 'Checked-in' }))).toEqual([
      'Check out',
      'Undo check-in',
      'Cancel visit',
    ]);
    expect(labels(encounterState({ status: 'finished', stateText: 'checkedOut' }))).toEqual(['E-sign']);
    expect(labels(encounterState({ status: 'finished', stateText: 'eSigned' }))).toEqual(['Amend']);
    expect(labels(encounterState({ status: 'finished', stateText: 'amendmentInprogress' }))).toEqual(['E-sign']);
    expect(labels(encounterState({ status: 'cancelled' }))).toEqual([]);
  });
});

describe('encounter state words', () => {
  it('names each state', () => {
    expect(encounterStateLabel(null)).toBe('Not started');
    expect(encounterStateLabel({ status: 'in-progress', stateText: 'Checked-in' })).toBe('Checked in');
    expect(encounterStateLabel({ status: 'finished', stateText: 'checkedOut' })).toBe('Checked out');
    expect(encounterStateLabel({ status: 'finished', stateText: 'eSigned' })).toBe('Signed');
    expect(encounterStateLabel({ status: 'cancelled', stateText: null })).toBe('Canceled');
  });
});

describe('the map stops', () => {
  const ana = patient('pt-ana', 'Ana Ortiz', 'FL');
  const ben = patient('pt-ben', 'Ben Carter', 'TX', { address: null });
  const visit = (a: ReturnType<typeof appointment>, p: typeof ana): Visit =>
    ({
      appointment: { ...a, date: DAY, pendingSync: false },
      patient: { ...p, pendingSync: false },
      encounter: null,
      state: encounterState(null),
      pendingCount: 0,
    }) as Visit;
  const visits = [
    visit(appointment('ap-1', ana, `${DAY}T14:30:00.000Z`, 1), ana),
    visit(appointment('ap-2', ben, `${DAY}T16:00:00.000Z`, 2, { address: null }), ben),
  ];

  it('numbers the stops by route order, skips visits without coordinates, and hides names unless the flag allows', () => {
    const hidden = stopsOf(visits, { showNames: false });
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({ id: 'ap-1', number: 1, lat: 25.77, lng: -80.19, label: 'Stop 1, 09:30 AM', name: undefined });
    const shown = stopsOf(visits, { showNames: true, selectedId: 'ap-1' });
    expect(shown[0]).toMatchObject({ name: 'Ana Ortiz', label: 'Stop 1, 09:30 AM, Ana Ortiz', selected: true });
  });
});

describe('where the visit is', () => {
  it('writes the address on one line and links directions to its coordinates (or its text)', () => {
    const address = { line: ['12 Palm Ave', 'Apt 3'], city: 'Miami', state: 'FL', postalCode: '33101', latitude: 25.7, longitude: -80.2 };
    expect(addressText(address)).toBe('12 Palm Ave, Apt 3, Miami, FL 33101');
    expect(directionsUrl(address)).toBe('https://www.google.com/maps/dir/?api=1&destination=25.7,-80.2');
    expect(directionsUrl({ ...address, latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Palm%20Ave%2C%20Apt%203%2C%20Miami%2C%20FL%2033101',
    );
    expect(directionsUrl(null)).toBeNull();
  });
});

describe('device guess (SPEC §9)', () => {
  it('calls Windows a pc, a touch Mac or Android a tablet, and one with under 2 touch points a pc', () => {
    expect(guessDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 10)).toBe('pc');
    expect(guessDevice('Mozilla/5.0 (Linux; Android 14; SM-X710)', 5)).toBe('tablet');
    expect(guessDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('tablet');
    expect(guessDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('pc');
  });
});

describe('the schedule context', () => {
  const user = { id: 'u-1', practitionerId: 'p-1' };
  it("shows names on the map only with the flag 'show-patient-name-on-map', the route with 'clinician routing', and uses configured tiles", () => {
    expect(scheduleContext(user, {}, undefined)).toEqual({
      userId: 'u-1',
      practitionerId: 'p-1',
      showNames: false,
      enforceRoute: false,
      showRoute: false,
      tiles: DEFAULT_TILES,
    });
    expect(scheduleContext(user, { 'show-patient-name-on-map': true }, undefined).showNames).toBe(true);
    expect(scheduleContext(user, { 'clinician-routing': true, 'enforced-create-route': true }, undefined)).toMatchObject({
      showRoute: true,
      enforceRoute: true,
    });
    const tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Example' };
    expect(scheduleContext(user, {}, tiles).tiles).toBe(tiles);
    expect(DEFAULT_TILES.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});
