// The patient's availability (SPEC §2 'Appointment Available Time', SPEC §3 availability types),
// kept on the Patient resource: read by the chart and by whoever schedules the patient, changed
// as a new version of the patient record (who and when in its history). A change checks the
// permission, refuses the roles that never change a chart (reviewer-readonly, external), parses
// the input with the rules the form uses (src/domain/patients/availability.ts, BAD_USER_INPUT on
// the field), applies the patient access rule, then the version the user saw (CONFLICT with the
// current one) and SPEC §5's 'Start time must be greater than the current time.' in the
// patient's zone.
import type { SessionUser } from '../../../src/domain/access.ts';
import { mayChangeChart } from '../../../src/domain/chart/chart-record-access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { AvailabilityInput, type PatientAvailability, pastStartIssue } from '../../../src/domain/patients/availability.ts';
import type { Patient } from '../../../src/domain/resources.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import { parseInput, parseVersionId } from '../shared/input.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { parsePatientId } from './patient-input.ts';

export const AVAILABILITY_CONFLICT = "This patient's record was changed by someone else. Refresh to see the change, then try again.";

export interface AvailabilityView {
  patientId: string;
  versionId: number;
  type: PatientAvailability['type'] | null;
  weekdays: PatientAvailability['weekdays'];
  dates: PatientAvailability['dates'];
  timeZone: string;
  lastUpdated: string;
}

/** A patient row → its availability (type null: never set). */
export function toAvailabilityView(row: { id: string; versionId: number; lastUpdated: Date; content: Patient }): AvailabilityView {
  const a = row.content.availability;
  return {
    patientId: row.id,
    versionId: row.versionId,
    type: a?.type ?? null,
    weekdays: a?.weekdays ?? [],
    dates: a?.dates ?? [],
    timeZone: timeZoneForState(row.content.address[0]?.state),
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

export interface AvailabilityChange {
  patientId: string;
  versionId: number;
  type: string;
  weekdays?: readonly { day: number; ranges: readonly { start: string; end: string }[] }[] | null | undefined;
  dates?: readonly { date: string; ranges: readonly { start: string; end: string }[] }[] | null | undefined;
}

const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, AVAILABILITY_CONFLICT, { currentVersion });

export function createPatientAvailability(db: Database) {
  return {
    async get(user: SessionUser | null, patientId: string): Promise<AvailabilityView> {
      const me = authorize(user, 'Query.PatientAvailability');
      const id = parsePatientId(patientId, 'patientId');
      await assertCanReadPatient(db, me, id);
      const row = await stores.patient.read(db, id);
      if (!row) throw notFound('Patient');
      return toAvailabilityView(row);
    },

    async update(user: SessionUser | null, input: AvailabilityChange): Promise<AvailabilityView> {
      const me = authorize(user, 'Mutation.updatePatientAvailability');
      // External users may be shown a chart but never change it (SPEC §6).
      if (!mayChangeChart(me, 'Mutation.updatePatientAvailability')) throw forbidden();
      const patientId = parsePatientId(input.patientId, 'patientId');
      const versionId = parseVersionId(input.versionId);
      const given = { type: input.type, weekdays: input.weekdays ?? [], dates: input.dates ?? [] };
      const availability = parseInput(AvailabilityInput, given);
      return db.transaction(async (tx) => {
        await assertCanReadPatient(tx, me, patientId);
        const row = await stores.patient.read(tx, patientId, { forUpdate: true });
        if (!row) throw notFound('Patient');
        if (row.versionId !== versionId) throw conflict(row.versionId);
        // On the rows as given (not as normalised), so the field path names the row the user sent.
        const past = pastStartIssue(given as PatientAvailability, {
          now: new Date(),
          timeZone: timeZoneForState(row.content.address[0]?.state),
          saved: row.content.availability,
        });
        if (past) throw badInput(past.message, past.path.join('.'));
        try {
          const saved = await stores.patient.update(tx, patientId, { ...row.content, availability }, row.versionId, { authorId: me.id });
          return toAvailabilityView(saved);
        } catch (error) {
          if (error instanceof ConflictError) throw conflict(error.currentVersion);
          throw error;
        }
      });
    },
  };
}

export type PatientAvailabilityService = ReturnType<typeof createPatientAvailability>;
