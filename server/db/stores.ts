// One resource store per type; each declares how its search columns derive from its content.

import type { CareTeam } from '../../src/domain/administration/care-team.ts';
import type { Communication, Flag, ServiceRequest, Task } from '../../src/domain/chart/chart-records.ts';
import type { Coverage, EligibilityResponse, PriorAuthorization } from '../../src/domain/coverage/coverage.ts';
import type { DocumentReference } from '../../src/domain/documents/document-reference.ts';
import { reviewQueueState } from '../../src/domain/encounters/reviews.ts';
import type { PlanDefinition } from '../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../src/domain/forms/response.ts';
import type { DischargeRequest } from '../../src/domain/patients/discharge-request.ts';
import { externalPatientNumber, phoneDigitsOf } from '../../src/domain/patients/patient-search.ts';
import type { CarePlan, Condition } from '../../src/domain/problems/condition.ts';
import type { Appointment, Encounter, EpisodeOfCare, Organization, Patient, Practitioner, Provenance } from '../../src/domain/resources.ts';
import { searchableName } from '../../src/domain/resources.ts';
import type { RoutePlan } from '../../src/domain/routes/route-plan.ts';
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
    markets: [...new Set([...p.markets, ...(p.additionalMarkets ?? [])])],
  })),
  careTeam: resourceStore('CareTeam', schema.careTeams, (t: CareTeam) => ({
    nameSearch: t.name.toLowerCase(),
    state: t.state ?? null,
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
  route: resourceStore('RoutePlan', schema.routes, (r: RoutePlan) => ({ practitionerId: refId(r.practitioner) ?? '', date: r.date })),
  encounter: resourceStore('Encounter', schema.encounters, (e: Encounter) => ({
    patientId: refId(e.subject),
    practitionerId: refId(e.practitioner),
    appointmentId: refId(e.appointment),
    episodeOfCareId: refId(e.episodeOfCare),
    status: e.status,
    periodStart: e.period.start ? new Date(e.period.start) : null,
    deliveryType: e.deliveryType,
    // Only a signed encounter is in the review queue (SPEC §2 /encounters-review).
    signedAt: e.stateText === 'eSigned' && e.signedAt ? new Date(e.signedAt) : null,
    reviewState: e.stateText === 'eSigned' ? reviewQueueState(e) : null,
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
  // The chart's records (schema/chart.ts): each keyed by its patient.
  coverage: resourceStore('Coverage', schema.coverages, (c: Coverage) => ({
    patientId: refId(c.beneficiary) ?? '',
    status: c.status,
    recorded: null,
    priority: c.order,
  })),
  priorAuthorization: resourceStore('PriorAuthorization', schema.priorAuthorizations, (a: PriorAuthorization) => ({
    patientId: refId(a.patient) ?? '',
    status: a.status,
    recorded: new Date(a.recorded),
    coverageId: refId(a.coverage),
    periodStart: a.period?.start ?? null,
    periodEnd: a.period?.end ?? null,
  })),
  eligibilityResponse: resourceStore('CoverageEligibilityResponse', schema.eligibilityResponses, (r: EligibilityResponse) => ({
    patientId: refId(r.patient) ?? '',
    status: r.status,
    recorded: new Date(r.created),
    coverageId: refId(r.coverage),
  })),
  documentReference: resourceStore('DocumentReference', schema.documentReferences, (d: DocumentReference) => ({
    patientId: refId(d.subject) ?? '',
    status: d.status,
    recorded: new Date(d.date),
    category: d.category,
  })),
  condition: resourceStore('Condition', schema.conditions, (c: Condition) => ({
    patientId: refId(c.subject) ?? '',
    status: c.clinicalStatus,
    recorded: new Date(c.recordedDate),
    code: c.code.code,
  })),
  carePlan: resourceStore('CarePlan', schema.carePlans, (c: CarePlan) => ({
    patientId: refId(c.subject) ?? '',
    status: c.status,
    recorded: new Date(c.created),
    type: c.type,
  })),
  communication: resourceStore('Communication', schema.communications, (c: Communication) => ({
    patientId: refId(c.subject) ?? '',
    status: c.status,
    recorded: new Date(c.sent),
    topic: c.topic ?? null,
  })),
  flag: resourceStore('Flag', schema.flags, (f: Flag) => ({
    patientId: refId(f.subject) ?? '',
    status: f.status,
    recorded: new Date(f.period.start),
  })),
  serviceRequest: resourceStore('ServiceRequest', schema.serviceRequests, (r: ServiceRequest) => ({
    patientId: refId(r.subject) ?? '',
    status: r.status,
    recorded: new Date(r.authoredOn),
    episodeOfCareId: refId(r.episodeOfCare),
  })),
  task: resourceStore('Task', schema.tasks, (t: Task) => ({
    patientId: refId(t.for) ?? '',
    status: t.status,
    recorded: new Date(t.authoredOn),
    ownerId: refId(t.owner),
    ownerJobFunction: t.owner ? null : (t.ownerJobFunction ?? null),
    due: t.dueDate ? new Date(t.dueDate) : null,
  })),
  dischargeRequest: resourceStore('DischargeRequest', schema.dischargeRequests, (r: DischargeRequest) => ({
    patientId: refId(r.patient) ?? '',
    status: r.status,
    recorded: new Date(r.requestedOn),
    episodeOfCareId: refId(r.episodeOfCare) ?? '',
  })),
};

export type Stores = typeof stores;
