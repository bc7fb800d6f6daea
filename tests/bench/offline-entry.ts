// The page side of the offline benchmarks, bundled with esbuild (offline-support.ts) and added
// to the signed-in app's page: the real offline core (device-db, commands, schedule-store, pack)
// running on Chromium's IndexedDB, exposed as window.offlineBench. The app's own modules are
// bundled and unreachable from outside, so this is a second copy of the same source; it opens
// the same databases (emr-<userId>) the app does.

import { DEMO_PIN } from '../../server/seed/personas.ts';
import { MyScheduleDocument } from '../../src/api/encounter-documents.ts';
import type { Answers } from '../../src/domain/forms/questionnaire.ts';
import { checkIn, checkOut, esign } from '../../src/offline/commands.ts';
import { provideDeviceKey, unlockWithPin } from '../../src/offline/crypto/device-keys.ts';
import { setKeyFallback } from '../../src/offline/crypto/key-ring.ts';
import { DB_PREFIX, deviceDb } from '../../src/offline/device-db.ts';
import { saveDraft } from '../../src/offline/form-commands.ts';
import type { GraphqlRequest } from '../../src/offline/graphql-request.ts';
import { type PackRange, pullSchedulePack, schedulePackRange } from '../../src/offline/pack.ts';
import { readDay } from '../../src/offline/schedule-store.ts';
import { httpRequest, postGraphql } from './offline-request.ts';

/** The stored pack shape pullSchedulePack expects back from MySchedule. */
type Pack = { MySchedule: Record<string, unknown> & { appointments: Record<string, unknown>[] } };

// Issue 5: device databases are sealed. A benchmark user gets a device key on first use; the
// clinician's own database (read-day; the form benches' drafts and encounter) opens with the demo
// PIN, as their lock screen would.
setKeyFallback(async (userId) => (await provideDeviceKey(userId)) || unlockWithPin(userId, DEMO_PIN));

const api = {
  checkIn,
  checkOut,
  esign,
  readDay,
  pullSchedulePack,
  schedulePackRange,
  DB_PREFIX,
  httpRequest,
  /** Counts of a user's device tables. */
  async counts(userId: string) {
    const db = deviceDb(userId);
    return {
      appointments: await db.appointments.count(),
      patients: await db.patients.count(),
      encounters: await db.encounters.count(),
      outbox: await db.outbox.count(),
    };
  },
  /** The visit's encounter on the device (id, waiting for sync), or null: read through the sealed database. */
  async encounterOf(userId: string, appointmentId: string): Promise<{ id: string; pendingSync: boolean } | null> {
    const encounter = await deviceDb(userId).encounters.where('appointmentId').equals(appointmentId).first();
    return encounter ? { id: encounter.id, pendingSync: encounter.pendingSync } : null;
  },
  /** Outbox entries waiting to be sent (pending or sending). */
  async queued(userId: string): Promise<number> {
    return deviceDb(userId).outbox.where('status').anyOf('pending', 'sending').count();
  },
  /** A form's draft answers (the row saveDraft puts, opened with the user's key), or null. */
  async readDraft(userId: string, encounterId: string, questionnaireCode: string): Promise<Answers | null> {
    return (await deviceDb(userId).drafts.get([encounterId, questionnaireCode]))?.answers ?? null;
  },
  /** Writes a form's draft with the app's saveDraft (sealed with the user's key). */
  async writeDraft(userId: string, encounterId: string, questionnaireCode: string, answers: Answers): Promise<void> {
    await saveDraft(deviceDb(userId), { encounterId, questionnaireCode }, answers);
  },
  /** Appointment ids of a user's device on `date`. */
  async appointmentIdsOn(userId: string, date: string): Promise<string[]> {
    return (await deviceDb(userId).appointments.where('date').equals(date).primaryKeys()) as string[];
  },
  /** A request that answers MySchedule with `pack` (written through the real pullSchedulePack). */
  cannedRequest(pack: Pack): GraphqlRequest {
    return (async () => structuredClone(pack)) as unknown as GraphqlRequest;
  },
  /** Fetches MySchedule for `range` over HTTP (the shape the server sends). */
  async fetchPack(url: string, token: string, range: PackRange): Promise<Pack> {
    return (await postGraphql(url, token, String(MyScheduleDocument), { ...range })) as Pack;
  },
};

export type OfflineBench = typeof api;

declare global {
  interface Window {
    offlineBench: OfflineBench;
  }
}

window.offlineBench = api;
