// GET /fhir/R4/Patient/{id}/$everything (beyond SPEC; FHIR R4 Patient-everything): the patient's
// record as a searchset Bundle: the patient, encounters, problems (Condition), the wound
// measurements as Observations, documents and coverages, then the practitioners and organizations
// they refer to. Guarded like the chart: the operation's permission, then the patient access rule
// (NOT_FOUND / FORBIDDEN); it is of the encounter area, so external and reviewer users never reach it.
import type {
  Condition as FhirCondition,
  Coverage as FhirCoverage,
  DocumentReference as FhirDocumentReference,
  Encounter as FhirEncounter,
  Organization as FhirOrganization,
  Patient as FhirPatient,
  Practitioner as FhirPractitioner,
  Observation,
  Resource,
} from '@medplum/fhirtypes';
import type { SessionUser } from '../../../src/domain/access.ts';
import type { OperationName } from '../../../src/domain/operation-permissions.ts';
import { woundProgress } from '../../../src/domain/rounds/rounds.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { woundAssessmentsOf } from '../shared/wound-assessment-repository.ts';
import { faceSheetRepository } from './face-sheet-repository.ts';
import { fhirExportRepository } from './fhir-export-repository.ts';
import {
  everythingBundle,
  referencedIds,
  toFhirCondition,
  toFhirCoverage,
  toFhirDocumentReference,
  toFhirEncounter,
  toFhirOrganization,
  toFhirPatient,
  toFhirPractitioner,
  toFhirWoundObservation,
} from './fhir-mapping.ts';

export const EVERYTHING_OPERATION = 'GET /fhir/R4/Patient/:id/$everything' satisfies OperationName;

/** A patient's record as FHIR R4 resources, by kind: what $everything and the CCD are made of. */
export interface PatientRecord {
  patient: FhirPatient;
  encounters: FhirEncounter[];
  problems: FhirCondition[];
  observations: Observation[];
  documents: FhirDocumentReference[];
  coverages: FhirCoverage[];
  /** The practitioners and organizations the records refer to. */
  practitioners: FhirPractitioner[];
  organizations: FhirOrganization[];
}

/** The record of a patient the caller has been checked for (null: no such patient). */
export async function readPatientRecord(db: Executor, patientId: string): Promise<PatientRecord | null> {
  const patient = await stores.patient.read(db, patientId);
  if (!patient) return null;
  // One after the other: PGlite runs one query at a time anyway, and the order is the Bundle's.
  const encounters = (await fhirExportRepository.encounters(db, patientId)).map(toFhirEncounter);
  const problems = (await fhirExportRepository.conditions(db, patientId)).map(toFhirCondition);
  const observations = (await woundAssessmentsOf(db, [patientId]))
    .reverse()
    .flatMap((a) =>
      woundProgress([{ at: a.at.toISOString(), encounterId: a.encounterId, answers: a.answers }]).map((point) =>
        toFhirWoundObservation(`${a.id}-w${point.wound}`, patientId, point),
      ),
    );
  const documents = (await fhirExportRepository.documents(db, patientId)).map(toFhirDocumentReference);
  const coverages = (await faceSheetRepository.coverages(db, patientId)).map(toFhirCoverage);
  const records: Resource[] = [...encounters, ...problems, ...observations, ...documents, ...coverages, toFhirPatient(patient)];
  const practitioners = (await stores.practitioner.readMany(db, referencedIds(records, 'Practitioner'))).map(toFhirPractitioner);
  const organizations = (await stores.organization.readMany(db, referencedIds(records, 'Organization'))).map(toFhirOrganization);
  return { patient: toFhirPatient(patient), encounters, problems, observations, documents, coverages, practitioners, organizations };
}

export function createFhirExport(db: Database) {
  return {
    async everything(user: SessionUser | null, idArg: string, origin: string, now = new Date()) {
      const me = authorize(user, EVERYTHING_OPERATION);
      const patientId = parseId(idArg, 'id');
      await assertCanReadPatient(db, me, patientId);
      const record = await readPatientRecord(db, patientId);
      if (!record) throw notFound('Patient');
      const { patient, encounters, problems, observations, documents, coverages, practitioners, organizations } = record;
      return everythingBundle(
        origin,
        [patient, ...encounters, ...problems, ...observations, ...documents, ...coverages, ...practitioners, ...organizations],
        now,
      );
    },
  };
}

export type FhirExportService = ReturnType<typeof createFhirExport>;
