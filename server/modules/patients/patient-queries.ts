// The patient reads (SPEC §7 patient list, SPEC §2 chart frame, Demographics and 'Appointment
// Available Time', SPEC §3 Admission), declared in the write pipeline's shape (DESIGN §5): the
// operation, the input, the patient and its access rule (NOT_FOUND / FORBIDDEN), then the read.
// The list names no patient: its read keeps to the caller's scope (shared/patient-access.ts), so
// a page never holds a patient they may not read.
import dayjs from 'dayjs';
import type { DemographicsPatient } from '../../../src/domain/patients/demographics-apply.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget, patientTarget } from '../shared/write-targets.ts';
import { toChartFrame } from './chart-frame.ts';
import { toDemographicsRecordView } from './demographics-views.ts';
import { toAvailabilityView } from './patient-availability-views.ts';
import { checkedPage, type PatientListArgs, parsePatientId, parsePatientListFilter } from './patient-input.ts';
import { patientRepository } from './patient-repository.ts';
import { toAdmissionView, toPatientView } from './patient-views.ts';

const ofPatient = patientTarget((i: { patientId: string }) => i.patientId);

/** The one patient the read names, refused on `field` (Patient and PatientChart call it id). */
const patientIdIn =
  (field: 'id' | 'patientId') =>
  (raw: unknown): { patientId: string } => ({ patientId: parsePatientId(raw as string, field) });

/** The patient's stored record (NOT_FOUND when it is gone). */
async function patientRow(db: Executor, patientId: string) {
  const row = await stores.patient.read(db, patientId);
  if (!row) throw notFound('Patient');
  return row;
}

export const patientQueries = {
  list: defineQuery({
    operation: 'Query.PatientList',
    input: (raw: unknown) => {
      const page = checkedPage(raw as PageArgs & PatientListArgs);
      return { page, filter: parsePatientListFilter(page) };
    },
    target: noTarget,
    read: async ({ db, me, input }) => {
      const today = dayjs();
      // Only the patients the caller may read: the filters narrow within them.
      const scope = await loadPatientScope(db, me);
      return pagedList(
        input.page,
        (page) => patientRepository.list(db, scope, input.filter, page),
        (row) => toPatientView(row, today),
      );
    },
  }),

  patient: defineQuery({
    operation: 'Query.Patient',
    input: patientIdIn('id'),
    target: ofPatient,
    read: async ({ db, input }) => {
      const row = await patientRepository.read(db, input.patientId);
      if (!row) throw notFound('Patient');
      return toPatientView(row, dayjs());
    },
  }),

  /** The chart's frame (SPEC §2): the patient, its demographics and every tab's count, in one request. */
  chart: defineQuery({
    operation: 'Query.PatientChart',
    input: patientIdIn('id'),
    target: ofPatient,
    read: async ({ db, input: { patientId } }) => {
      const [row, counts] = await Promise.all([patientRepository.read(db, patientId), patientRepository.chartCounts(db, patientId)]);
      if (!row) throw notFound('Patient');
      return toChartFrame(row, counts, dayjs());
    },
  }),

  /** The patient's admissions, newest first (SPEC §3 Admission). */
  admissions: defineQuery({
    operation: 'Query.AdmissionList',
    input: patientIdIn('patientId'),
    target: ofPatient,
    read: async ({ db, input }) => (await patientRepository.admissions(db, input.patientId)).map(toAdmissionView),
  }),

  /** The patient's availability, for scheduling as for the chart. */
  availability: defineQuery({
    operation: 'Query.PatientAvailability',
    input: patientIdIn('patientId'),
    target: ofPatient,
    read: async ({ db, input }) => toAvailabilityView(await patientRow(db, input.patientId)),
  }),

  /** The demographics as the edit form reads them, with the version to write against. */
  demographicsRecord: defineQuery({
    operation: 'Query.PatientDemographicsRecord',
    input: patientIdIn('patientId'),
    target: ofPatient,
    read: async ({ db, input }) => {
      const row = await patientRow(db, input.patientId);
      return toDemographicsRecordView(row as typeof row & { content: DemographicsPatient });
    },
  }),
};
