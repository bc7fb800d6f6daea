// One resource store per type; each declares how its search columns derive from its content.

import type { PlanDefinition } from '../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../src/domain/forms/response.ts';
import { externalPatientNumber, phoneDigitsOf } from '../../src/domain/patients/patient-search.ts';
import type { Appointment, Encounter, EpisodeOfCare, Organization, Patient, Practitioner, Provenance } from '../../src/domain/resources.ts';
import { searchableName } from '../../src/domain/resources.ts';
import { resourceStore } from './resource-store.ts';
import * as schema from './schema.ts';

const refId = (ref: { reference: string } | undefined): string | null => ref?.reference.split('/')[1] ?? null;

export const stores = {
  patient: resourceStore('Patient', schema.patients, (p: Patient) => ({
    nameSearch: searchableName(p.name),
    state: p.address[0]?.state ?? null,
    birthDate: p.birthDate,
    externalNumber: externalPatientNumber(p.identifier)?.toLowerCase() ?? null,
    phoneDigits: phoneDigitsOf(p),
    marketId: p.managingOrganization?.reference.startsWith('Organization/') ? refId(p.managingOrganization) : null,
  })),
  practitioner: resourceStore('Practitioner', schema.practitioners, (p: Practitioner) => ({
    nameSearch: searchableName(p.name),
    state: p.address[0]?.state ?? null,
  })),
  organization: resourceStore('Organization', schema.organizations, (o: Organization) => ({
    type: o.type,
    nameSearch: o.name.toLowerCase(),
    state: o.address?.[0]?.state ?? null,
    partOf: refId(o.partOf),
  })),
  episodeOfCare: resourceStore('EpisodeOfCare', schema.episodesOfCare, (e: EpisodeOfCare) => ({
    patientId: refId(e.patient),
    status: e.status,
    periodStart: new Date(e.period.start),
  })),
  appointment: resourceStore('Appointment', schema.appointments, (a: Appointment) => ({
    patientId: refId(a.patient),
    practitionerId: refId(a.practitioner),
    status: a.status,
    start: new Date(a.start),
    end: new Date(a.end),
  })),
  encounter: resourceStore('Encounter', schema.encounters, (e: Encounter) => ({
    patientId: refId(e.subject),
    practitionerId: refId(e.practitioner),
    appointmentId: refId(e.appointment),
    episodeOfCareId: refId(e.episodeOfCare),
    status: e.status,
    periodStart: e.period.start ? new Date(e.period.start) : null,
  })),
  questionnaire: resourceStore('Questionnaire', schema.questionnaires, (q: Questionnaire) => ({ code: q.code, status: q.status })),
  planDefinition: resourceStore('PlanDefinition', schema.planDefinitions, (p: PlanDefinition) => ({
    encounterType: p.encounterType,
    deliveryType: p.deliveryType,
  })),
  questionnaireResponse: resourceStore('QuestionnaireResponse', schema.questionnaireResponses, (r: QuestionnaireResponse) => ({
    encounterId: refId(r.encounter),
    questionnaireCode: r.questionnaire,
    status: r.status,
  })),
  provenance: resourceStore('Provenance', schema.provenances, (p: Provenance) => ({
    targetId: refId(p.target[0]),
    recorded: new Date(p.recorded),
  })),
};

export type Stores = typeof stores;
