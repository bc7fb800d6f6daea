// A clinician's availability (SPEC §3 Slot, §4 'Availability'), kept on the Practitioner record
// like the patient's on the Patient: each save is a new version of the practitioner (who and
// when in its history; CONFLICT on a stale version). Read by the clinician, a covering colleague
// and a scheduler of the clinician's markets (encounter-access.ts assertCanReadPractitionerRecords);
// changed by those of them who plan (never reviewer-readonly or external). The save keeps what
// SPEC §4 says a save means: removed slots go, new (temporary) ids become real ones, always
// available keeps no free slot and exactly one busy marker exception.
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { type Availability, durationOf, isLive, isTemporaryId, type StoredAvailability } from '../../../src/domain/availability/slot.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { mayPlanSchedule } from '../../../src/domain/scheduling/schedule-access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { assertCanReadPractitionerRecords } from '../shared/encounter-access.ts';
import { parseVersionId } from '../shared/input.ts';
import { type ClinicianAvailabilityChange, parseAvailability, parseClinicianId } from './availability-input.ts';
import { type ClinicianAvailabilityView, clinicianTimeZone, toClinicianAvailabilityView } from './availability-views.ts';

export const AVAILABILITY_CONFLICT =
  "This clinician's availability was changed by someone else. Refresh to see the change, then try again.";

const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, AVAILABILITY_CONFLICT, { currentVersion });

const realId = (id: string): string => (isTemporaryId(id) ? randomUUID() : id);

/** What is stored of a parsed availability (SPEC §4). */
export function toStored(availability: Availability, today: string): StoredAvailability {
  const slots = availability.slots
    .filter(isLive)
    .filter((slot) => !availability.alwaysAvailable || slot.status !== 'free')
    .map(({ deleted: _deleted, ...slot }) => ({ ...slot, id: realId(slot.id), durationMinutes: durationOf(slot.startTime, slot.endTime) }));
  const others = availability.exceptions.filter((e) => !e.isAlwaysAvailable).map((e) => ({ ...e, id: realId(e.id) }));
  if (!availability.alwaysAvailable) return { alwaysAvailable: false, slots, exceptions: others };
  const marker = availability.exceptions.find((e) => e.isAlwaysAvailable) ?? {
    id: randomUUID(),
    startDate: today,
    endDate: today,
    status: 'busy' as const,
    isAlwaysAvailable: true,
  };
  return { alwaysAvailable: true, slots, exceptions: [...others, { ...marker, id: realId(marker.id), status: 'busy' }] };
}

export function createAvailabilityService(db: Database) {
  return {
    async get(user: SessionUser | null, clinicianId: string): Promise<ClinicianAvailabilityView> {
      const me = authorize(user, 'Query.ClinicianAvailability');
      const id = parseClinicianId(clinicianId);
      await assertCanReadPractitionerRecords(db, me, id);
      const row = await stores.practitioner.read(db, id);
      if (!row) throw notFound('Practitioner');
      return toClinicianAvailabilityView(row);
    },

    async save(user: SessionUser | null, change: ClinicianAvailabilityChange): Promise<ClinicianAvailabilityView> {
      const me = authorize(user, 'Mutation.saveClinicianAvailability');
      if (!mayPlanSchedule(me, 'Mutation.saveClinicianAvailability')) throw forbidden();
      const id = parseClinicianId(change.clinicianId);
      const versionId = parseVersionId(change.versionId);
      return db.transaction(async (tx) => {
        await assertCanReadPractitionerRecords(tx, me, id);
        const row = await stores.practitioner.read(tx, id, { forUpdate: true });
        if (!row) throw notFound('Practitioner');
        if (row.versionId !== versionId) throw conflict(row.versionId);
        const timeZone = clinicianTimeZone(row.content);
        const now = new Date();
        const saved = row.content.availability ?? { alwaysAvailable: false, slots: [], exceptions: [] };
        const availability = parseAvailability(change, timeZone, now, { clinicianId: id, timeZone, ...saved });
        const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
        try {
          const updated = await stores.practitioner.update(
            tx,
            id,
            { ...row.content, availability: toStored(availability, today) },
            row.versionId,
            { authorId: me.id },
          );
          return toClinicianAvailabilityView(updated);
        } catch (error) {
          if (error instanceof ConflictError) throw conflict(error.currentVersion);
          throw error;
        }
      });
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
