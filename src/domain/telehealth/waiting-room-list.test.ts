import { describe, expect, it } from 'vitest';
import { applyRoomEvent, matchesRoom, type RoomRequest } from './waiting-room-list';

const req = (
  id: string,
  status = 'requested',
  versionId = 1,
  requestedAt = `2026-11-27T10:0${id}:00Z`,
  patientState = 'FL',
): RoomRequest => ({
  id,
  versionId,
  telemedicineStatus: status,
  requestedAt,
  patientState,
});
const event = (request: RoomRequest, kind = 'updated') => ({ cursor: '1', kind, request });
const ROOM = { statuses: ['requested'], states: [] };

describe('applyRoomEvent', () => {
  it('adds a new request in order, newest first', () => {
    const list = [req('3'), req('1')];
    expect(applyRoomEvent(list, event(req('2'), 'created'), ROOM).map((r) => r.id)).toEqual(['3', '2', '1']);
  });

  it('removes a request that was taken or withdrawn', () => {
    const list = [req('2'), req('1')];
    expect(applyRoomEvent(list, event(req('1', 'in-progress', 2)), ROOM).map((r) => r.id)).toEqual(['2']);
    expect(applyRoomEvent(list, event(req('2', 'cancelled', 2)), ROOM).map((r) => r.id)).toEqual(['1']);
  });

  it('ignores a replayed event it already holds, and an older version', () => {
    const list = [req('1', 'requested', 3)];
    expect(applyRoomEvent(list, event(req('1', 'requested', 3)), ROOM)).toBe(list);
    expect(applyRoomEvent(list, event(req('1', 'in-progress', 2)), ROOM)).toBe(list);
  });

  it('ignores a change of a request the room does not show', () => {
    const list = [req('1')];
    expect(applyRoomEvent(list, event(req('9', 'finished', 4)), ROOM)).toBe(list);
  });

  it('keeps every status when the room shows all, and filters by state', () => {
    const all = { statuses: [], states: ['FL'] };
    expect(applyRoomEvent([], event(req('1', 'finished', 4)), all)).toHaveLength(1);
    expect(applyRoomEvent([], event(req('1', 'requested', 1, '2026-11-27T10:00:00Z', 'TX')), all)).toHaveLength(0);
    expect(matchesRoom(req('1', 'requested', 1, 'x', 'TX'), { statuses: [], states: [] })).toBe(true);
  });
});
