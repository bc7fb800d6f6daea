// The waiting room's list kept current by its events (SPEC §2 'sees requests live'; SPEC §7 the
// waiting-room subscription): a request enters the list when its status is one the room shows,
// is replaced when it changes, and leaves when it no longer matches. Replayed events may repeat
// what the list already holds; applying one twice changes nothing.

export interface RoomRequest {
  id: string;
  versionId: number;
  telemedicineStatus: string;
  requestedAt: string;
  patientState?: string | null;
}

export interface RoomEvent<T extends RoomRequest> {
  cursor: string;
  kind: string;
  request: T;
}

export interface RoomFilter {
  /** Empty: every status (the list was read without a status filter). */
  statuses: readonly string[];
  /** Empty: every state. */
  states: readonly string[];
}

export const matchesRoom = (request: RoomRequest, filter: RoomFilter): boolean =>
  (filter.statuses.length === 0 || filter.statuses.includes(request.telemedicineStatus)) &&
  (filter.states.length === 0 || (request.patientState != null && filter.states.includes(request.patientState)));

/** Newest request first, as the server lists them. */
const byRequestedDesc = (a: RoomRequest, b: RoomRequest): number => b.requestedAt.localeCompare(a.requestedAt) || b.id.localeCompare(a.id);

/** The list after one event; the same array when nothing changed. An older version never replaces a newer one. */
export function applyRoomEvent<T extends RoomRequest>(list: readonly T[], event: RoomEvent<T>, filter: RoomFilter): readonly T[] {
  const next = event.request;
  const at = list.findIndex((r) => r.id === next.id);
  const current = at >= 0 ? list[at] : undefined;
  if (current && current.versionId > next.versionId) return list;
  if (!matchesRoom(next, filter)) return at >= 0 ? list.filter((r) => r.id !== next.id) : list;
  if (current && current.versionId === next.versionId && current.telemedicineStatus === next.telemedicineStatus) return list;
  const rest = at >= 0 ? list.filter((r) => r.id !== next.id) : [...list];
  return [...rest, next].sort(byRequestedDesc);
}
