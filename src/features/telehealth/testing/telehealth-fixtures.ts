// Test data of the telehealth lists: a telehealth clinician's session user, rows of
// TelehealthEncounterList, and a stand-in API that answers the list from a set of rows.
import { vi } from 'vitest';
import type { SessionUser } from '../../../domain/access';
import { json, mockApi } from '../../../test-utils/fetch-mock';
import { USERS } from '../../../test-utils/fixtures';
import type { TelehealthListItem } from '../telehealth-api';

/**
 * A telehealth clinician (SPEC §2: Telehealth is shown only to users passing the telehealth
 * check). Not linked to a field practitioner (no schedule pack on the device).
 */
export const TELEHEALTH_USER: SessionUser = {
  ...USERS.clinician,
  id: 'u-th',
  email: 'telehealth@demo.test',
  givenName: 'Tara',
  familyName: 'Telehealth',
  jobFunctions: ['telemedicine-clinician'],
  practitionerId: null,
};

const MINUTE = 60_000;

export function telehealthRow(over: Partial<TelehealthListItem> & { id: string }): TelehealthListItem {
  return {
    versionId: 1,
    telemedicineStatus: 'requested',
    requestedAt: '2026-03-02T14:05:00.000Z',
    requestedByName: 'Olive Onsite',
    patientId: `pt-${over.id}`,
    patientName: 'Ana Ortiz',
    patientState: 'FL',
    clinicianId: null,
    clinicianName: null,
    appointmentId: null,
    checkedInAt: null,
    checkedOutAt: null,
    teleMedicineType: null,
    meetingUrl: null,
    homeHealthName: null,
    onsiteProviderPhone: null,
    encounter: { id: `enc-${over.id}`, versionId: 4, status: 'planned', stateText: null, state: { allowCheckout: false } },
    ...over,
  };
}

/**
 * Three rows, newest first: a request waiting 1 h 15 min (no home health, a meeting link), a
 * session under way (checked in 12 min after the request), and a finished one.
 */
export function telehealthRows(now = Date.now()): TelehealthListItem[] {
  return [
    telehealthRow({
      id: 'th-1',
      requestedAt: new Date(now - 75 * MINUTE - 10_000).toISOString(),
      meetingUrl: 'https://meet.example.test/room-1',
      onsiteProviderPhone: '3055550142',
    }),
    telehealthRow({
      id: 'th-2',
      versionId: 3,
      telemedicineStatus: 'in-progress',
      requestedAt: '2026-03-02T14:05:00.000Z',
      patientName: 'Ben Brooks',
      patientState: 'TX',
      clinicianId: 'p-th',
      clinicianName: 'Tara Telehealth',
      checkedInAt: '2026-03-02T14:17:00.000Z',
      teleMedicineType: 'video',
      homeHealthName: 'Sunrise Home Health',
      encounter: { id: 'enc-th-2', versionId: 7, status: 'in-progress', stateText: 'inProgress', state: { allowCheckout: true } },
    }),
    telehealthRow({
      id: 'th-3',
      telemedicineStatus: 'finished',
      requestedAt: '2026-03-01T15:00:00.000Z',
      patientName: 'Cleo Diaz',
      clinicianId: 'p-th',
      clinicianName: 'Tara Telehealth',
      checkedInAt: '2026-03-01T17:20:00.000Z',
      checkedOutAt: '2026-03-01T17:45:00.000Z',
      homeHealthName: 'Bayside Care',
      encounter: { id: 'enc-th-3', versionId: 9, status: 'finished', stateText: 'checkedOut', state: { allowCheckout: false } },
    }),
  ];
}

export interface ListVariables {
  patientStates: string[] | null;
  telemedicineStatuses: string[] | null;
  mine: boolean | null;
  term: string | null;
  first: number;
  after: string | null;
}

type Body = { variables?: Record<string, unknown> } | null;

/** TelehealthEncounterList over `rows()` (read at each call, so a test can change them); offset cursors. */
export function mockTelehealthApi(rows: () => readonly TelehealthListItem[], extra: Parameters<typeof mockApi>[0] = {}) {
  const list = vi.fn((variables: ListVariables) => {
    const all = rows();
    const offset = variables.after ? Number(variables.after) : 0;
    const page = all.slice(offset, offset + variables.first);
    const end = offset + page.length;
    return {
      totalCount: all.length,
      eventCursor: 'c-0',
      pageInfo: { hasNextPage: end < all.length, endCursor: String(end) },
      edges: page.map((node) => ({ node })),
    };
  });
  const api = mockApi({
    'graphql:TelehealthEncounterList': ({ body }) =>
      json({ data: { TelehealthEncounterList: list(((body as Body)?.variables ?? {}) as unknown as ListVariables) } }),
    ...extra,
  });
  return { api, list };
}
