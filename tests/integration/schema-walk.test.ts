// THE permission test (DESIGN §5): every Query, Mutation and Subscription field of the schema
// has a rule in OPERATION_RULES (and no rule names a field that is gone); every field that is not
// 'public' refuses an anonymous caller with UNAUTHENTICATED; every permission-guarded field
// refuses a caller that holds every other permission, role and job function but none of its own
// with FORBIDDEN; 'self' fields serve any signed-in user; and 'public' fields (proven some other
// way, e.g. an e-mailed code) serve an anonymous caller without an internal error. Operations are built from the schema, so a new field
// is covered the moment it is added.
// At object level (DESIGN §8 'Access'): every Query and Mutation that takes a patient, encounter,
// appointment or user id refuses, with FORBIDDEN, a user of another market (a clinician and a
// coordinator of Texas, for a Florida patient's records) and an external user (granted no market,
// as external@demo.test; patient-access.test.ts shows one granted Florida still reads no
// encounter); reviewer-readonly, holding every permission, is refused every Mutation that is not
// their own account's. FORBIDDEN, not NOT_FOUND: an unknown id is NOT_FOUND, an existing record
// that is not the caller's is FORBIDDEN, as for encounters since they were added (ids are random
// UUIDs, so this tells nothing the caller did not already hold); a new id-taking field must be
// added to OBJECT_CASES (or to NOT_OBJECT_IDS with the reason) or the walk fails.
// The write pipeline (DESIGN §5): every Mutation is a declared write (server/modules/shared/
// write-pipeline.ts defineWrite) or on the shrinking HAND_PLACED_WRITES list, every Query a
// declared read (defineQuery), and every declared write or read on a patient or an encounter has
// an object case, so the refusals above cover it.
import { randomUUID } from 'node:crypto';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { typeDefs } from '../../server/graphql/schema.ts';
import { declaredQueries, declaredWrites } from '../../server/modules/shared/write-pipeline.ts';
import { JOB_FUNCTIONS, type JobFunction, PERMISSIONS, type Permission, ROLES, type Role } from '../../src/domain/access.ts';
import { isRestOperation, OPERATION_RULES, type OperationRule } from '../../src/domain/operation-permissions.ts';
import { addChartRecords, type ChartRecordIds } from './chart-records-fixtures.ts';
import { addCoverageRecords, authorizationInput, type CoverageRecordIds, coverageInput } from './coverage-fixtures.ts';
import { addDocument } from './documents-fixtures.ts';
import { addAppointment, addPractitioner, todayAt } from './encounters-fixtures.ts';
import { type GqlError, kinds, makePatient, sleep, startServer, subscribe, type TestServer } from './harness.ts';

const schema = buildSchema(typeDefs);

type RootKind = 'Query' | 'Mutation' | 'Subscription';
const ROOTS: Record<RootKind, GraphQLObjectType | null | undefined> = {
  Query: schema.getQueryType(),
  Mutation: schema.getMutationType(),
  Subscription: schema.getSubscriptionType(),
};
const KEYWORD: Record<RootKind, string> = { Query: 'query', Mutation: 'mutation', Subscription: 'subscription' };

interface Operation {
  name: string;
  root: RootKind;
  document: string;
  rule: OperationRule | undefined;
}

/** A literal of the input type, for required arguments (ids are fresh uuids: they name nothing). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return JSON.stringify(randomUUID());
      case 'String':
        return '"x"';
      case 'Int':
        return '1';
      case 'Float':
        return '1.5';
      case 'Boolean':
        return 'true';
      case 'DateTime':
        return JSON.stringify(new Date().toISOString());
      default:
        return '"x"';
    }
  }
  throw new Error(`no literal for ${String(type)}`);
}

const requiredArgs = (args: readonly GraphQLArgument[]): string => {
  const required = args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  return required.length ? `(${required.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
};

/** The smallest selection: the first scalar field (descending into objects), else __typename. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 3) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const scalar = fields.find((f) => isLeafType(getNamedType(f.type)));
  if (scalar) return `{ ${scalar.name} }`;
  const object = fields[0];
  return object ? `{ ${object.name} ${selection(object.type, depth + 1)} }` : '{ __typename }';
}

const operationFor = (root: RootKind, field: GraphQLField<unknown, unknown>): Operation => {
  const name = `${root}.${field.name}`;
  return {
    name,
    root,
    document: `${KEYWORD[root]} Walk { ${field.name}${requiredArgs(field.args)} ${selection(field.type)} }`,
    rule: (OPERATION_RULES as Record<string, OperationRule>)[name],
  };
};

const OPERATIONS: Operation[] = (Object.keys(ROOTS) as RootKind[]).flatMap((root) =>
  Object.values(ROOTS[root]?.getFields() ?? {}).map((field) => operationFor(root, field)),
);
const PUBLIC_OPERATIONS = OPERATIONS.filter((o) => o.rule?.kind === 'public');
const GUARDED_OPERATIONS = OPERATIONS.filter((o) => o.rule?.kind !== 'public');
const HTTP_OPERATIONS = GUARDED_OPERATIONS.filter((o) => o.root !== 'Subscription');
const WS_OPERATIONS = GUARDED_OPERATIONS.filter((o) => o.root === 'Subscription');
const PERMISSION_OPERATIONS = OPERATIONS.filter((o) => o.rule?.kind === 'permission');
const SELF_OPERATIONS = OPERATIONS.filter((o) => o.rule?.kind === 'self');

describe('the schema and OPERATION_RULES agree', () => {
  it('the walk found the schema (guards against walking nothing)', () => {
    expect(HTTP_OPERATIONS.length).toBeGreaterThanOrEqual(10);
    expect(WS_OPERATIONS.length).toBeGreaterThanOrEqual(1);
  });

  it.each(OPERATIONS.map((o) => [o.name]))('%s has a rule', (name) => {
    expect(OPERATION_RULES).toHaveProperty([name]);
  });

  it('no rule names a field that is not in the schema', () => {
    const names = new Set(OPERATIONS.map((o) => o.name));
    // REST routes ('POST /api/…') have rules too; documents.test.ts walks them.
    expect(Object.keys(OPERATION_RULES).filter((name) => !names.has(name) && !isRestOperation(name))).toEqual([]);
  });

  it('every permission rule names at least one known permission code', () => {
    for (const o of PERMISSION_OPERATIONS) {
      const rule = o.rule as Extract<OperationRule, { kind: 'permission' }>;
      expect(rule.anyOf.length, o.name).toBeGreaterThan(0);
      for (const code of rule.anyOf) expect(PERMISSIONS, o.name).toContain(code);
    }
  });

  it.each(OPERATIONS.map((o) => [o.name, o.document]))('%s builds a valid operation', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });
});

/**
 * Mutations that are not one declared write (DESIGN §5), each with its reason. The list only
 * shrinks: a new mutation must be a declared write (defineWrite), and one that moves onto the
 * pipeline must leave this list (the walk fails on both).
 */
const HAND_PLACED_WRITES: ReadonlyMap<string, string> = new Map([
  ['Mutation.acceptInvitation', 'public: proven by the e-mailed token, not by a signed-in caller the pipeline authorizes'],
  ['Mutation.confirmPasswordChange', 'public: proven by the e-mailed code (the password-expired user cannot sign in)'],
  ['Mutation.syncEncounterCommands', 'a batch: each command runs as its own declared write, in its own transaction'],
]);

/** Queries that are not one declared read (DESIGN §5), each with its reason; the list only shrinks. */
const HAND_PLACED_READS: ReadonlyMap<string, string> = new Map([
  ['Query.InvitationStatus', 'public: proven by the e-mailed invitation token, not by a signed-in caller the reader authorizes'],
]);

const codesOf = (errors: readonly GqlError[] | undefined): (string | undefined)[] => (errors ?? []).map((e) => e.extensions?.code);

/** The objects the object-level walk names: a Florida clinician's patient, visit, encounter and form, and a user. */
interface Objects {
  patientId: string;
  appointmentId: string;
  freshAppointmentId: string;
  encounterId: string;
  practitionerId: string;
  responseId: string;
  userId: string;
  userEmail: string;
  admissionId: string;
  /** The admission's discharge request (patients-discharge.test.ts). */
  dischargeRequestId: string;
  /** The patient's document (documents.test.ts). */
  documentId: string;
  /** The patient's diagnosis (problems.test.ts). */
  conditionId: string;
  /** The patient's alert, order, referral and task (chart-records.test.ts). */
  chart: ChartRecordIds;
  /** The patient's coverage and authorization (coverage.test.ts). */
  coverage: CoverageRecordIds;
}

const uuid = () => randomUUID();
const recorded = () => ({ recorded: new Date(Date.now() - 60_000).toISOString() });
/** An ISO time `days` from now at `hour`:00 UTC. */
const inDays = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** Per operation that takes an object id: the variables naming the objects (all its required arguments). */
const OBJECT_CASES: Record<string, (o: Objects) => Record<string, unknown>> = {
  'Query.Patient': (o) => ({ id: o.patientId }),
  'Query.PatientChart': (o) => ({ id: o.patientId }),
  'Query.AdmissionList': (o) => ({ patientId: o.patientId }),
  'Query.PatientAvailability': (o) => ({ patientId: o.patientId }),
  'Query.getHealthCareFacilityByPatientId': (o) => ({ patientId: o.patientId }),
  'Query.PatientDemographicsRecord': (o) => ({ patientId: o.patientId }),
  'Query.User': (o) => ({ id: o.userId }),
  'Query.AuthEvents': (o) => ({ userId: o.userId }),
  'Query.EncounterList': (o) => ({ patientId: o.patientId }),
  'Query.Encounter': (o) => ({ id: o.encounterId }),
  'Query.EncounterState': (o) => ({ encounterId: o.encounterId }),
  'Query.LatestEncounterForPractitioner': (o) => ({ practitionerId: o.practitionerId }),
  'Query.GetPayPeriodEncounterHistory': (o) => ({ practitionerId: o.practitionerId }),
  'Query.GetPayPeriodEncounters': (o) => ({ practitionerId: o.practitionerId, payPeriodId: '2026-11-23' }),
  'Query.ClinicianAvailability': (o) => ({ clinicianId: o.practitionerId }),
  'Query.ClinicianSchedule': (o) => ({ clinicianId: o.practitionerId, from: '2026-11-23', to: '2026-11-29' }),
  'Query.ScheduleVisit': (o) => ({ appointmentId: o.appointmentId }),
  'Query.GetActiveEncounterByAppointmentId': (o) => ({ appointmentId: o.appointmentId }),
  'Query.GetProvenance': (o) => ({ targetId: o.encounterId }),
  'Query.QuestionnaireListByEncounter': (o) => ({ encounterId: o.encounterId }),
  'Query.QuestionnaireResponseListForClinical': (o) => ({ encounterId: o.encounterId }),
  'Query.GetEncounterFormStatus': (o) => ({ encounterId: o.encounterId }),
  'Query.MissingAnswers': (o) => ({ encounterId: o.encounterId }),
  'Query.LatestAssessmentResponses': (o) => ({ patientId: o.patientId }),
  'Query.GetPreviousAndCurrentEncounter': (o) => ({ encounterId: o.encounterId }),
  'Query.getLatestUpdatedFormsDate': (o) => ({ encounterId: o.encounterId }),
  'Query.checkMedicalHistoryFilled': (o) => ({ patientId: o.patientId }),
  'Query.GetLatestEncounterWithQuestionnaireResponse': (o) => ({ patientId: o.patientId, questionnaireCode: 'history' }),
  'Query.QuestionnaireResponsesByLatestCompositionStatus': (o) => ({ encounterId: o.encounterId }),
  'Query.GetEncounterVersion': (o) => ({ encounterId: o.encounterId }),
  'Query.EncounterNarrativePDF': (o) => ({ encounterId: o.encounterId }),
  'Query.GetAdditionalActionsStatus': (o) => ({ patientId: o.patientId }),
  'Query.EncounterVersionDiff': (o) => ({ encounterId: o.encounterId, from: 1, to: 2 }),
  'Query.EncounterReviewList': (o) => ({ patientId: o.patientId }),
  'Mutation.reviewEncounter': (o) => ({ encounterId: o.encounterId, baseVersion: 1, review: { status: 'approved', type: 'clinical' } }),
  'Mutation.deactivateUser': (o) => ({ id: o.userId }),
  'Mutation.changeAdmissionStatus': (o) => ({ input: { admissionId: o.admissionId, versionId: 1, action: 'hold', reason: 'other' } }),
  'Query.PatientEncounterList': (o) => ({ patientId: o.patientId }),
  'Query.PatientAppointmentList': (o) => ({ patientId: o.patientId }),
  'Query.DischargeRequestList': (o) => ({ patientId: o.patientId }),
  'Query.DischargeRequest': (o) => ({ id: o.dischargeRequestId }),
  'Query.DischargeRequestHistory': (o) => ({ id: o.dischargeRequestId }),
  'Mutation.createDischargeRequest': (o) => ({
    input: { patientId: o.patientId, admissionId: o.admissionId, requestedDate: '2026-06-30', disposition: 'pcp', reason: 'Walk' },
  }),
  'Mutation.updateDischargeRequest': (o) => ({
    input: { id: o.dischargeRequestId, versionId: 1, status: 'cancelled', requestedDate: '2026-06-30', disposition: 'pcp', reason: 'Walk' },
  }),
  'Mutation.updatePatientAvailability': (o) => ({ input: { patientId: o.patientId, versionId: 1, type: 'PATIENT_ALWAYS_AVAILABLE' } }),
  'Mutation.bookAppointment': (o) => ({
    input: {
      patientId: o.patientId,
      clinicianId: o.practitionerId,
      start: inDays(3, 14),
      end: inDays(3, 15),
      appointmentType: 'follow-up',
    },
  }),
  'Mutation.rescheduleAppointment': (o) => ({
    input: { appointmentId: o.freshAppointmentId, versionId: 1, start: inDays(4, 14), end: inDays(4, 15), reason: 'Walk' },
  }),
  'Mutation.cancelAppointment': (o) => ({ input: { appointmentId: o.freshAppointmentId, versionId: 1 } }),
  'Mutation.markAppointmentMissed': (o) => ({ input: { appointmentId: o.freshAppointmentId, versionId: 1 } }),
  'Query.ClinicianRoute': (o) => ({ clinicianId: o.practitionerId, date: '2026-11-24' }),
  'Mutation.saveClinicianRoute': (o) => ({
    input: {
      clinicianId: o.practitionerId,
      date: '2026-11-24',
      versionId: 0,
      startPoint: { kind: 'home', label: 'Home', latitude: 27.95, longitude: -82.46 },
      departure: '08:00',
      appointmentIds: [o.freshAppointmentId],
    },
  }),
  'Mutation.removeClinicianRoute': (o) => ({ clinicianId: o.practitionerId, date: '2026-11-24', versionId: 1 }),
  // Declared writes on a patient and an encounter: the walk's callers fail the SPEC §2 telehealth
  // check first; another market's patient and request are FORBIDDEN in telehealth.test.ts.
  'Mutation.requestTelehealthVisit': (o) => ({ clientMutationId: uuid(), patientId: o.patientId }),
  'Mutation.cancelTelehealthRequest': (o) => ({ clientMutationId: uuid(), encounterId: o.encounterId, baseVersion: 1 }),
  'Mutation.saveClinicianAvailability': (o) => ({
    input: { clinicianId: o.practitionerId, versionId: 1, alwaysAvailable: true, slots: [], exceptions: [] },
  }),
  'Mutation.updatePatientDemographics': (o) => ({
    input: {
      patientId: o.patientId,
      versionId: 1,
      firstName: 'Walk',
      lastName: 'Florida',
      gender: 'female',
      birthDate: '1950-06-15',
      addresses: [{ line1: '1 Main St', city: 'Tampa', state: 'FL', postalCode: '33601' }],
    },
  }),
  'Mutation.reactivateUser': (o) => ({ id: o.userId }),
  'Query.PatientCoverages': (o) => ({ patientId: o.patientId }),
  'Mutation.createCoverage': (o) => ({ patientId: o.patientId, input: coverageInput(o.coverage.insurerId) }),
  'Mutation.updateCoverage': (o) => ({ id: o.coverage.coverageId, versionId: 1, input: coverageInput(o.coverage.insurerId) }),
  'Mutation.inactivateCoverage': (o) => ({ id: o.coverage.coverageId, versionId: 1 }),
  'Mutation.createPriorAuthorization': (o) => ({ input: authorizationInput(o.coverage.coverageId) }),
  'Mutation.updatePriorAuthorization': (o) => ({
    id: o.coverage.authorizationId,
    versionId: 1,
    input: authorizationInput(o.coverage.coverageId),
  }),
  'Mutation.checkEligibility': (o) => ({ coverageId: o.coverage.coverageId }),
  'Query.ProblemList': (o) => ({ patientId: o.patientId }),
  'Query.DocumentList': (o) => ({ patientId: o.patientId }),
  'Query.canGenenerateCCD': (o) => ({ episodeOfCareId: o.admissionId }),
  'Query.GetCCDRequestList': (o) => ({ filters: { episodeOfCareId: o.admissionId } }),
  'Query.CCDDocument': (o) => ({ documentId: o.documentId }),
  'Mutation.requestCCD': (o) => ({ episodeOfCareId: o.admissionId }),
  'Mutation.deleteDocument': (o) => ({ id: o.documentId, versionId: 1 }),
  'Mutation.addDiagnosis': (o) => ({ input: { patientId: o.patientId, code: 'L89.152' } }),
  'Mutation.updateDiagnosis': (o) => ({ input: { id: o.conditionId, versionId: 1, clinicalStatus: 'resolved' } }),
  'Mutation.removeDiagnosis': (o) => ({ input: { id: o.conditionId, versionId: 1 } }),
  'Mutation.moveDiagnosis': (o) => ({ input: { id: o.conditionId, versionId: 1, direction: 'down' } }),
  'Mutation.setCarePlan': (o) => ({ input: { patientId: o.patientId, type: 'patient-acuity-level', code: 'low' } }),
  'Query.PatientNoteList': (o) => ({ patientId: o.patientId }),
  'Query.PatientAlertList': (o) => ({ patientId: o.patientId }),
  'Query.PatientOrderList': (o) => ({ patientId: o.patientId }),
  'Query.PatientOrderDetails': (o) => ({ patientId: o.patientId }),
  'Query.PatientReferralList': (o) => ({ patientId: o.patientId }),
  'Query.PatientTaskList': (o) => ({ patientId: o.patientId }),
  'Query.PatientOrder': (o) => ({ patientId: o.patientId, id: o.chart.orderId }),
  'Query.PatientTaskSummary': (o) => ({ patientId: o.patientId }),
  'Query.PatientTaskOwnerList': (o) => ({ patientId: o.patientId }),
  'Mutation.addPatientNote': (o) => ({ input: { patientId: o.patientId, topic: 'other', text: 'Walk' } }),
  'Mutation.addPatientAlert': (o) => ({ input: { patientId: o.patientId, category: 'safety', text: 'Walk', start: '2026-01-05' } }),
  'Mutation.deactivatePatientAlert': (o) => ({ input: { id: o.chart.alertId, versionId: 1 } }),
  'Mutation.addPatientOrder': (o) => ({ input: { patientId: o.patientId, text: 'Walk', status: 'draft' } }),
  'Mutation.addPatientOrderSet': (o) => ({ input: { patientId: o.patientId, orderSet: 'arterial-workup', status: 'draft' } }),
  'Mutation.changePatientOrderStatus': (o) => ({ input: { id: o.chart.orderId, versionId: 1, status: 'active' } }),
  'Mutation.addPatientReferral': (o) => ({
    input: { patientId: o.patientId, referralDate: '2026-01-05', source: 'Walk', reason: 'Walk', status: 'active' },
  }),
  'Mutation.changePatientReferralStatus': (o) => ({ input: { id: o.chart.referralId, versionId: 1, status: 'completed' } }),
  'Mutation.addPatientTask': (o) => ({ input: { patientId: o.patientId, title: 'Walk', priority: 'routine' } }),
  'Mutation.changePatientTaskStatus': (o) => ({ input: { id: o.chart.taskId, versionId: 1, status: 'completed' } }),
  'Query.TaskHistory': (o) => ({ id: o.chart.taskId }),
  'Mutation.assignTask': (o) => ({ input: { id: o.chart.taskId, versionId: 1, ownerId: o.userId } }),
  'Mutation.resetUserPin': (o) => ({ email: o.userEmail }),
  'Mutation.createEncounter': (o) => ({ clientMutationId: uuid(), encounter: { id: uuid(), appointmentId: o.freshAppointmentId } }),
  'Mutation.updateEncounter': (o) => ({
    clientMutationId: uuid(),
    id: o.encounterId,
    baseVersion: 1,
    encounter: { checkedOutAt: recorded().recorded },
  }),
  'Mutation.startEncounter': (o) => ({ clientMutationId: uuid(), encounterId: o.encounterId, baseVersion: 1, provenance: recorded() }),
  'Mutation.undoCheckIn': (o) => ({ clientMutationId: uuid(), encounterId: o.encounterId, baseVersion: 1, provenance: recorded() }),
  'Mutation.cancelEncounter': (o) => ({ clientMutationId: uuid(), encounterId: o.encounterId, baseVersion: 1 }),
  'Mutation.esignEncounter': (o) => ({ clientMutationId: uuid(), encounterId: o.encounterId, baseVersion: 1 }),
  'Mutation.amendEncounter': (o) => ({ clientMutationId: uuid(), encounterId: o.encounterId, baseVersion: 1 }),
  'Mutation.PerformTMAutoCheckout': (o) => ({ clientMutationId: uuid(), encounterId: o.encounterId, baseVersion: 1 }),
  'Mutation.syncEncounterCommands': (o) => ({
    commands: [{ startEncounter: { clientMutationId: uuid(), encounterId: o.encounterId, baseVersion: 1, provenance: recorded() } }],
  }),
  'Mutation.createProvenance': (o) => ({ provenance: recorded(), targetId: o.encounterId, activity: 'check-in' }),
  'Mutation.saveQuestionnaireResponse': (o) => ({
    clientMutationId: uuid(),
    encounterId: o.encounterId,
    questionnaireCode: 'history',
    baseVersion: 0,
    answers: {},
  }),
  'Mutation.generateEncounterNarrativePDF': (o) => ({ encounterId: o.encounterId }),
  'Mutation.discardQuestionnaireResponse': (o) => ({ id: o.responseId }),
  'Mutation.createEncounterForms': (o) => ({ encounterId: o.encounterId }),
  'Mutation.updateEncounterQuestionnaireList': (o) => ({ encounterId: o.encounterId, questionnaireCodes: [] }),
};

/** Id-taking fields whose ids name no patient, encounter, appointment or user, and why. */
const NOT_OBJECT_IDS: Record<string, string> = {
  // The dashboards (SPEC §2): counts over the caller's readable patients; a clinician or market of the filter only narrows them.
  'Query.AdminDashboard':
    "settings: counts of the caller's readable patients only; another market's clinician in the filter gives zeros (dashboards.test.ts)",
  'Query.ReportDashboard': "create: counts of the caller's readable patients only (dashboards.test.ts)",
  'Query.CbrDashboard': "create and SPEC §2's CBR rule: counts of the caller's readable patients only (dashboards.test.ts)",
  'Query.DashboardVisits': "the visits behind a dashboard's number: only the caller's readable patients' (dashboards.test.ts)",
  'Query.DashboardEncounters': "the encounters behind 'signed within 24 h': only the caller's readable patients' (dashboards.test.ts)",
  'Mutation.reportDeviceSync':
    "'self': the device id names a row of the caller's own; another user's report is their own row (dashboards.test.ts)",
  // Bulk eligibility (SPEC §2 /bulk-eligibility): a run is its requester's (an administrator's: any).
  'Query.BulkEligibilityPreview':
    "settings: a count of the caller's readable patients' coverages; an insurer or market only narrows it (bulk-eligibility.test.ts)",
  'Mutation.requestBulkEligibility':
    "settings: picks only the caller's readable patients' coverages; an insurer or market only narrows them (bulk-eligibility.test.ts)",
  'Query.BulkEligibilityRun': "a run is its requester's: another user's is FORBIDDEN (bulk-eligibility.test.ts)",
  'Query.BulkEligibilityItems':
    "a run is its requester's: another user's is FORBIDDEN, and its items list only the caller's readable patients (bulk-eligibility.test.ts)",
  'Subscription.onBulkEligibilityProgress': "a run is its requester's: another user's is FORBIDDEN (bulk-eligibility.test.ts)",
  'Mutation.sendPcpLetters':
    "pons and poff: sourceIds only narrow the caller's readable patients' letters; another market's id sends nothing (letters.test.ts)",
  'Subscription.onPcpLetterChanged':
    "pons and poff: each change is heard only by a receiver who may read the letter's patient; another market's is not (letters.test.ts)",
  'Query.PayrollInfo':
    'a pay period is a span of the pay calendar, not a record; it lists only the clinicians the caller may read (payroll.test.ts)',
  'Mutation.saveRoundsSession':
    "the caller's own session: its entries may name only the patients it covers (inside their access), another is refused (clinical-rounds.test.ts)",
  'Query.GetPlanDefinitionById': 'a form plan: clinical configuration, the same for every market',
  'Query.QuestionnaireListByPlanDefinition': 'a form plan: clinical configuration, the same for every market',
  'Mutation.updatePlanDefinitionForms':
    'clinical-admin: a form plan is clinical configuration, the same for every market (form-config.test.ts)',
  'Query.PatientList':
    "its market is a filter over the caller's readable patients: another market's id finds none of them (patients-search.test.ts)",
  'Mutation.markNotificationViewed': "'self': only the caller's own notification (another's is NOT_FOUND, subscriptions.test.ts)",
  'Query.GetNotificationsCount': "'self': the caller's own unread count; practitionerId only narrows it (notifications.test.ts)",
  'Query.GetNotificationList': "'self': the caller's own notifications; filters.practitionerId only narrows them (notifications.test.ts)",
  'Mutation.setNotificationUpdates': "'self': id must be the caller's own user id, another's is FORBIDDEN (notifications.test.ts)",
  'Query.GetJobFunction': 'a job function code: configuration, the same for every market',
  'Mutation.updateJobFunction': 'a job function code: configuration, the same for every market',
  'Mutation.confirmPasswordChange': "public: the caller's own account, proven by the code e-mailed to it",
  // The walk's owner is a clinician, who fails the SPEC §2 telehealth check before any record is read.
  'Query.TelehealthEncounter':
    "telehealth users only; another market's request is FORBIDDEN, external and reviewer users are refused (telehealth.test.ts)",
  // Administration (SPEC §2 User Config): permission settings, security or financial, no patient record.
  'Query.UserList': 'security: user administration covers every user, of every market (users-admin.test.ts)',
  'Mutation.createUser': 'security: user administration covers every user, of every market (users-admin.test.ts)',
  'Mutation.updateUser': 'security: user administration covers every user, of every market (users-admin.test.ts)',
  'Mutation.reinviteUser': 'security: user administration covers every user, of every market (users-admin.test.ts)',
  'Mutation.resetUserPassword': 'security: user administration covers every user, of every market (users-admin.test.ts)',
  'Query.AdminAuditList': "each kind of record read with its own area's permission (users-admin.test.ts, payers.test.ts)",
  'Query.OrganizationList': 'settings: payers belong to no market, settings reads them all (payers.test.ts)',
  'Query.Organization': 'settings: payers belong to no market, settings reads them all (payers.test.ts)',
  'Mutation.createOrganization': 'settings: payers belong to no market, settings reads them all (payers.test.ts)',
  'Mutation.updateOrganization': 'settings: payers belong to no market, settings reads them all (payers.test.ts)',
  'Mutation.createHealthCareFacility': "a master list facility; its ids are the address's market and its own contacts (facilities.test.ts)",
  'Query.getHealthCareFacilityById': 'a master list facility: reference data of no market (facilities.test.ts)',
  'Mutation.updateHealthCareFacility': 'a master list facility: reference data of no market (facilities.test.ts)',
  'Mutation.upsertPractitioners': 'a master list facility: reference data of no market (facilities.test.ts)',
  'Query.ClinicianList': "settings or financial, within the caller's markets: another market's clinician is NOT_FOUND (clinicians.test.ts)",
  'Query.Clinician': "settings or financial, within the caller's markets: another market's clinician is NOT_FOUND (clinicians.test.ts)",
  'Mutation.updateClinician':
    "settings or financial, within the caller's markets: another market's clinician is NOT_FOUND (clinicians.test.ts)",
  'Query.CareTeamList': "settings, within the caller's states: another state's team is NOT_FOUND (teams.test.ts)",
  'Query.CareTeam': "settings, within the caller's states: another state's team is NOT_FOUND (teams.test.ts)",
  'Mutation.createCareTeam': "settings, within the caller's states: another state's team is NOT_FOUND (teams.test.ts)",
  'Mutation.updateCareTeam': "settings, within the caller's states: another state's team is NOT_FOUND (teams.test.ts)",
  'Mutation.updateMarket': "settings, within the caller's states: another state's market is NOT_FOUND (market-teams.test.ts)",
  'Query.CoverageConfigList': 'settings: who covers what is configuration of every market (staff-coverage.test.ts)',
  'Query.CoverageConfig': 'settings: who covers what is configuration of every market (staff-coverage.test.ts)',
  'Mutation.updateCoverageConfig': 'settings: who covers what is configuration of every market (staff-coverage.test.ts)',
  'Mutation.setFeatureFlagOverride':
    'settings: a flag override names a user, market, role or job function, configuration (feature-flags-admin.test.ts)',
  'Mutation.removeFeatureFlagOverride':
    'settings: a flag override names a user, market, role or job function, configuration (feature-flags-admin.test.ts)',
};

/** 'self' operations that name the caller: called with the caller's own id (another's is FORBIDDEN). */
const SELF_VARIABLES: Record<string, (ownId: string) => Record<string, unknown>> = {
  'Mutation.setNotificationUpdates': (ownId) => ({ id: ownId }),
};

const isIdType = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'ID';
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => isIdType(f.type, seen));
};
/** Operations with an argument that is, or holds, an id (or names a user by e-mail). */
const ID_OPERATIONS = OPERATIONS.filter(
  (o) =>
    o.root !== 'Subscription' &&
    (ROOTS[o.root]?.getFields()[o.name.split('.')[1] ?? '']?.args ?? []).some((a) => isIdType(a.type) || a.name === 'email'),
);

/** The operation with exactly these arguments, as variables. */
function objectDocument(name: string, variables: Record<string, unknown>): string {
  const [root, fieldName] = name.split('.') as [RootKind, string];
  const field = ROOTS[root]?.getFields()[fieldName];
  if (!field) throw new Error(`no field ${name}`);
  const args = field.args.filter((a) => a.name in variables);
  const declared = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const passed = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  // A batch answers each command's refusal in its outcome.
  const selected = name === 'Mutation.syncEncounterCommands' ? '{ clientMutationId error { code } }' : selection(field.type);
  return `${KEYWORD[root]} Walk${declared} { ${field.name}${passed} ${selected} }`;
}

/** The refusal codes of an answer; syncEncounterCommands refuses per command, in its outcomes. */
function refusals(body: { data?: Record<string, unknown> | null; errors?: readonly GqlError[] }): (string | undefined)[] {
  const outcomes = body.data?.syncEncounterCommands;
  if (Array.isArray(outcomes)) return outcomes.map((o: { error?: { code?: string } | null }) => o.error?.code);
  return codesOf(body.errors);
}

describe.each(kinds)('schema walk on %s', (kind) => {
  let s: TestServer;
  /** Holds every permission except `lacking`, every role and every job function. */
  const withoutPermissions = async (lacking: readonly Permission[]): Promise<string> => {
    const key = `without-${[...lacking].sort().join('-')}`;
    if (!s.users.has(key)) {
      await s.addUser({
        key,
        roles: [...ROLES],
        jobFunctions: [...JOB_FUNCTIONS],
        permissions: PERMISSIONS.filter((p) => !lacking.includes(p)),
      });
    }
    return s.token(key);
  };
  /** Holds exactly one permission code. */
  const withOnly = async (
    permission: Permission,
    jobFunctions: readonly JobFunction[] = ['other'],
    roles: readonly Role[] = ['staff'],
  ): Promise<string> => {
    const key = `only-${permission}-${jobFunctions.join('-')}-${roles.join('-')}`;
    if (!s.users.has(key)) await s.addUser({ key, roles: [...roles], jobFunctions: [...jobFunctions], permissions: [permission] });
    return s.token(key);
  };

  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('over HTTP', () => {
    it.each(HTTP_OPERATIONS.map((o) => [o.name, o]))('%s refuses an anonymous caller', async (_name, op) => {
      const res = await s.gql(op.document);
      expect(res.body.errors?.length, JSON.stringify(res.body)).toBeGreaterThan(0);
      expect(codesOf(res.body.errors)).toEqual(['UNAUTHENTICATED']);
      expect(res.status).toBe(401);
    });

    it.each(HTTP_OPERATIONS.map((o) => [o.name, o]))('%s refuses a forged token', async (_name, op) => {
      const real = await s.token('admin');
      const [header, payload] = real.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not-the-signature-at-all-0123456789').toString('base64url')}`;
      const res = await s.gql(op.document, undefined, forged);
      expect(codesOf(res.body.errors)).toEqual(['UNAUTHENTICATED']);
    });

    it.each(PERMISSION_OPERATIONS.filter((o) => o.root !== 'Subscription').map((o) => [o.name, o]))(
      '%s refuses a caller without any of its permissions',
      async (_name, op) => {
        const rule = op.rule as Extract<OperationRule, { kind: 'permission' }>;
        const res = await s.gql(op.document, undefined, await withoutPermissions(rule.anyOf));
        expect(codesOf(res.body.errors), JSON.stringify(res.body)).toEqual(['FORBIDDEN']);
        expect(res.status).toBe(403);
        // The user with no permission code at all is refused too.
        const nobody = await s.gql(op.document, undefined, await s.token('nobody'));
        expect(codesOf(nobody.body.errors)).toEqual(['FORBIDDEN']);
      },
    );

    it.each(
      PERMISSION_OPERATIONS.filter((o) => o.root !== 'Subscription').flatMap((o) =>
        (o.rule as Extract<OperationRule, { kind: 'permission' }>).anyOf.map((p) => [o.name, p, o] as const),
      ),
    )('%s lets in a caller holding only %s', async (_name, permission, op) => {
      // A rule that also asks for a job function (the telehealth check) is met with the first of
      // them; a reviewers' rule (SPEC §2's reviewer check) with the reviewer-readonly role.
      const rule = op.rule as Extract<OperationRule, { kind: 'permission' }>;
      const roles: Role[] = rule.reviewers ? ['reviewer-readonly'] : ['staff'];
      const res = await s.gql(op.document, undefined, await withOnly(permission, rule.jobFunctions?.slice(0, 1), roles));
      const codes = codesOf(res.body.errors);
      expect(codes, JSON.stringify(res.body)).not.toContain('UNAUTHENTICATED');
      expect(codes, JSON.stringify(res.body)).not.toContain('FORBIDDEN');
      expect(codes, JSON.stringify(res.body)).not.toContain('INTERNAL_SERVER_ERROR');
    });

    it.each(PUBLIC_OPERATIONS.map((o) => [o.name, o]))('%s (public) serves an anonymous caller', async (_name, op) => {
      const res = await s.gql(op.document);
      const codes = codesOf(res.body.errors);
      expect(codes, JSON.stringify(res.body)).not.toContain('UNAUTHENTICATED');
      expect(codes, JSON.stringify(res.body)).not.toContain('FORBIDDEN');
      expect(codes, JSON.stringify(res.body)).not.toContain('INTERNAL_SERVER_ERROR');
    });

    it('public operations are few and named on purpose', () => {
      // The invitation link's two (SPEC §4 Users): proven by the mailed token instead of a session.
      expect(PUBLIC_OPERATIONS.map((o) => o.name).sort()).toEqual(
        ['Mutation.acceptInvitation', 'Mutation.confirmPasswordChange', 'Query.InvitationStatus'].sort(),
      );
    });

    it.each(SELF_OPERATIONS.filter((o) => o.root !== 'Subscription').map((o) => [o.name, o]))(
      '%s serves any signed-in user (even one with no permission)',
      async (_name, op) => {
        const own = SELF_VARIABLES[op.name]?.(s.user('nobody').id);
        const res = own
          ? await s.gql(objectDocument(op.name, own), own, await s.token('nobody'))
          : await s.gql(op.document, undefined, await s.token('nobody'));
        const codes = codesOf(res.body.errors);
        expect(codes, JSON.stringify(res.body)).not.toContain('UNAUTHENTICATED');
        expect(codes, JSON.stringify(res.body)).not.toContain('FORBIDDEN');
        expect(codes, JSON.stringify(res.body)).not.toContain('INTERNAL_SERVER_ERROR');
      },
    );
  });

  describe('over WebSocket', () => {
    // Mercurius sends a subscribe resolver's throw as an `error` message: an array of errors.
    const firstError = (errors: unknown[]): GqlError | undefined => (errors[0] as GqlError[] | undefined)?.[0];

    // An anonymous or forged connection_init is refused before any operation runs: the server
    // answers connection_error and closes the socket (tests/integration/sessions.test.ts reads the
    // raw protocol), so the subscription ends in an error with no event delivered.
    const refusedAtInit = async (token: string | undefined, document: string) => {
      const client = s.ws(token);
      try {
        const sub = subscribe(client, document);
        await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
        expect(sub.events).toEqual([]);
        expect(String(sub.errors[0])).toContain('connection_error');
        expect(sub.completed()).toBe(true);
      } finally {
        await client.dispose();
      }
    };

    it.each(WS_OPERATIONS.map((o) => [o.name, o]))('%s refuses an anonymous subscriber at connection init', async (_name, op) => {
      await refusedAtInit(undefined, op.document);
    });

    it.each(WS_OPERATIONS.map((o) => [o.name, o]))('%s refuses a subscriber with a forged token at connection init', async (_name, op) => {
      await refusedAtInit('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged-signature-value', op.document);
    });

    it.each(PERMISSION_OPERATIONS.filter((o) => o.root === 'Subscription').map((o) => [o.name, o]))(
      '%s refuses a subscriber without any of its permissions',
      async (_name, op) => {
        const rule = op.rule as Extract<OperationRule, { kind: 'permission' }>;
        const client = s.ws(await withoutPermissions(rule.anyOf));
        try {
          const sub = subscribe(client, op.document);
          await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
          expect(firstError(sub.errors)?.message).toBe('You do not have permission to do this.');
        } finally {
          await client.dispose();
        }
      },
    );

    it.each(SELF_OPERATIONS.filter((o) => o.root === 'Subscription').map((o) => [o.name, o]))(
      '%s keeps a signed-in subscriber subscribed',
      async (_name, op) => {
        const client = s.ws(await s.token('nobody'));
        try {
          const sub = subscribe(client, op.document);
          // Nothing is published, so a live subscription stays silent and open.
          await sleep(300);
          expect(sub.errors).toEqual([]);
          expect(sub.completed()).toBe(false);
        } finally {
          await client.dispose();
        }
      },
    );

    it.each(PERMISSION_OPERATIONS.filter((o) => o.root !== 'Subscription').map((o) => [o.name, o]))(
      '%s over the socket refuses a caller without any of its permissions',
      async (_name, op) => {
        const rule = op.rule as Extract<OperationRule, { kind: 'permission' }>;
        const client = s.ws(await withoutPermissions(rule.anyOf));
        try {
          const sub = subscribe(client, op.document);
          await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
          expect(codesOf(sub.events[0]?.errors)).toEqual(['FORBIDDEN']);
        } finally {
          await client.dispose();
        }
      },
    );

    it.each(HTTP_OPERATIONS.map((o) => [o.name, o]))(
      '%s over the socket refuses an anonymous caller at connection init',
      async (_name, op) => {
        await refusedAtInit(undefined, op.document);
      },
    );
  });
  describe('at object level', () => {
    let o: Objects;
    let encounterVersions: number;

    beforeAll(async () => {
      await s.addUser({ key: 'walk-owner', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'], markets: ['FL'] });
      await s.addUser({ key: 'walk-tx-clinician', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'], markets: ['TX'] });
      await s.addUser({
        key: 'walk-tx-coordinator',
        roles: ['staff'],
        jobFunctions: ['other'],
        permissions: ['patient', 'tasking'],
        markets: ['TX'],
      });
      await s.addUser({
        key: 'walk-external',
        userType: 'external',
        roles: ['external'],
        jobFunctions: ['other'],
        permissions: ['patient'],
      });
      await s.addUser({
        key: 'walk-reviewer',
        roles: ['reviewer-readonly'],
        jobFunctions: ['other'],
        permissions: [...PERMISSIONS],
        markets: ['FL'],
      });
      const target = await s.addUser({ key: 'walk-target', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'] });
      const clinic = await addPractitioner(s, 'FL', 'walk-owner', ['Tampa Bay']);
      await addPractitioner(s, 'TX', 'walk-tx-clinician', ['Houston']);
      const [patient] = await s.addPatients([makePatient('Walk', 'Florida', { state: 'FL' })]);
      if (!patient) throw new Error('no patient');
      const visit = (hhmm: string) =>
        addAppointment(s, { patientId: patient.id, practitionerId: clinic.practitionerId, start: todayAt(clinic.zone, hhmm) });
      const appointmentId = await visit('08:00');
      const created = await s.gql<{ createEncounter: { id: string } }>(
        'mutation($c: ID!, $e: EncounterCreateInput!) { createEncounter(clientMutationId: $c, encounter: $e) { id } }',
        { c: uuid(), e: { id: uuid(), appointmentId } },
        await s.token('walk-owner'),
      );
      const encounterId = created.body.data?.createEncounter.id;
      if (!encounterId) throw new Error(`no encounter: ${JSON.stringify(created.body)}`);
      const response = await stores.questionnaireResponse.create(
        s.db,
        {
          questionnaire: 'history',
          questionnaireVersion: 1,
          encounter: { reference: `Encounter/${encounterId}` },
          subject: { reference: `Patient/${patient.id}` },
          author: { reference: `User/${s.user('walk-owner').id}` },
          authored: new Date().toISOString(),
          status: 'in-progress',
          answers: {},
        },
        { authorId: s.user('walk-owner').id },
      );
      o = {
        patientId: patient.id,
        appointmentId,
        freshAppointmentId: await visit('09:00'),
        encounterId,
        practitionerId: clinic.practitionerId,
        responseId: response.id,
        userId: target.id,
        userEmail: target.email,
        admissionId: (
          await stores.episodeOfCare.create(
            s.db,
            {
              status: 'active',
              statusHistory: [{ status: 'active', period: { start: '2026-01-05T12:00:00.000Z' } }],
              patient: { reference: `Patient/${patient.id}` },
              period: { start: '2026-01-05T12:00:00.000Z' },
            },
            { authorId: s.user('walk-owner').id },
          )
        ).id,
        chart: await addChartRecords(s, patient.id),
        coverage: await addCoverageRecords(s, patient.id),
        documentId: await addDocument(s, patient.id, s.user('walk-owner').id),
        dischargeRequestId: (
          await stores.dischargeRequest.create(
            s.db,
            {
              status: 'requested',
              patient: { reference: `Patient/${patient.id}` },
              episodeOfCare: { reference: `EpisodeOfCare/${uuid()}` },
              requestedOn: '2026-01-06T12:00:00.000Z',
              requestedDate: '2026-01-10',
              disposition: 'pcp',
              reason: 'Walk',
            },
            { authorId: s.user('walk-owner').id },
          )
        ).id,
        conditionId: (
          await stores.condition.create(
            s.db,
            {
              clinicalStatus: 'active',
              subject: { reference: `Patient/${patient.id}` },
              code: { code: 'L89.153', display: 'Pressure ulcer of sacral region, stage 3' },
              recordedDate: '2026-01-05T12:00:00.000Z',
              rank: 1,
            },
            { authorId: s.user('walk-owner').id },
          )
        ).id,
      };
      encounterVersions = (await stores.encounter.read(s.db, encounterId))?.versionId ?? 0;
    });

    it('every operation that takes an id has an object case, or a reason it names no such object', () => {
      const missing = ID_OPERATIONS.map((op) => op.name).filter((name) => !(name in OBJECT_CASES) && !(name in NOT_OBJECT_IDS));
      expect(missing).toEqual([]);
      expect(Object.keys(OBJECT_CASES).filter((name) => !OPERATIONS.some((op) => op.name === name))).toEqual([]);
    });

    it('every mutation is a declared write (or still on the hand-placed list), and each declaration names a mutation or a REST route', () => {
      const declared = declaredWrites();
      const mutations = OPERATIONS.filter((op) => op.root === 'Mutation').map((op) => op.name);
      expect(mutations.filter((name) => !declared.has(name) && !HAND_PLACED_WRITES.has(name))).toEqual([]);
      expect([...HAND_PLACED_WRITES.keys()].filter((name) => declared.has(name) || !mutations.includes(name))).toEqual([]);
      expect([...declared.keys()].filter((name) => !mutations.includes(name) && !isRestOperation(name))).toEqual([]);
    });

    it('every query is a declared read (or on the hand-placed list), and each declaration names a query or a REST route', () => {
      const declared = declaredQueries();
      const queries = OPERATIONS.filter((op) => op.root === 'Query').map((op) => op.name);
      expect(queries.filter((name) => !declared.has(name) && !HAND_PLACED_READS.has(name))).toEqual([]);
      expect([...HAND_PLACED_READS.keys()].filter((name) => declared.has(name) || !queries.includes(name))).toEqual([]);
      expect([...declared.keys()].filter((name) => !queries.includes(name) && !isRestOperation(name))).toEqual([]);
    });

    it("every declared read of a patient's or an encounter's records is walked at object level", () => {
      const objectReads = [...declaredQueries()].filter(
        ([name, d]) => name.startsWith('Query.') && ['patient', 'encounter'].includes(d.target.kind),
      );
      expect(objectReads.length).toBeGreaterThan(0);
      expect(objectReads.map(([name]) => name).filter((name) => !(name in OBJECT_CASES) && !(name in NOT_OBJECT_IDS))).toEqual([]);
    });

    it("every declared write on a patient, an encounter or a clinician's records is walked at object level", () => {
      // The REST routes' record rules are walked in their own tests (documents.test.ts 'keeps to the patient access rule').
      const objectWrites = [...declaredWrites()].filter(
        ([name, d]) => !isRestOperation(name) && ['patient', 'encounter', 'clinician'].includes(d.target.kind),
      );
      expect(objectWrites.length).toBeGreaterThan(0);
      // Or named in NOT_OBJECT_IDS with where its record rule is tested (a clinician of another
      // market is NOT_FOUND there, not FORBIDDEN).
      expect(objectWrites.map(([name]) => name).filter((name) => !(name in OBJECT_CASES) && !(name in NOT_OBJECT_IDS))).toEqual([]);
    });

    const CASES = Object.entries(OBJECT_CASES);

    it.each(CASES.filter(([name]) => name.startsWith('Query.')))(
      "%s serves the Florida clinician's own records",
      async (name, variables) => {
        const res = await s.gql(objectDocument(name, variables(o)), variables(o), await s.token('walk-owner'));
        // User and AuthEvents need 'security': the owner is refused those like anyone without it.
        const expected = name === 'Query.User' || name === 'Query.AuthEvents' ? ['FORBIDDEN'] : [];
        expect(
          codesOf(res.body.errors).filter((c) => c === 'FORBIDDEN'),
          JSON.stringify(res.body),
        ).toEqual(expected);
      },
    );

    it.each(
      CASES.flatMap(([name, variables]) =>
        ['walk-tx-clinician', 'walk-tx-coordinator', 'walk-external'].map((who) => [name, who, variables] as const),
      ),
    )('%s refuses %s (FORBIDDEN)', async (name, who, variables) => {
      const vars = variables(o);
      const res = await s.gql(objectDocument(name, vars), vars, await s.token(who));
      const codes = refusals(res.body);
      expect(codes.length, JSON.stringify(res.body)).toBeGreaterThan(0);
      expect(
        codes.every((c) => c === 'FORBIDDEN'),
        JSON.stringify(res.body),
      ).toBe(true);
      expect(JSON.stringify(res.body)).not.toContain('Florida');
    });

    // A review is the one write reviewer-readonly keeps (rule kind reviewerWrite): encounter-review.test.ts.
    const reviewerWrites = (op: { rule?: OperationRule | undefined }) => op.rule?.kind === 'permission' && op.rule.reviewers === true;
    it.each(PERMISSION_OPERATIONS.filter((op) => op.root === 'Mutation' && !reviewerWrites(op)).map((op) => [op.name, op] as const))(
      '%s refuses reviewer-readonly (no write anywhere)',
      async (name, op) => {
        const variables = OBJECT_CASES[name]?.(o);
        const res = variables
          ? await s.gql(objectDocument(name, variables), variables, await s.token('walk-reviewer'))
          : await s.gql(op.document, undefined, await s.token('walk-reviewer'));
        expect(codesOf(res.body.errors), JSON.stringify(res.body)).toEqual(['FORBIDDEN']);
      },
    );

    it('nothing was changed by the refused callers', async () => {
      expect((await stores.encounter.read(s.db, o.encounterId))?.versionId).toBe(encounterVersions);
      expect((await stores.questionnaireResponse.read(s.db, o.responseId))?.deleted).toBe(false);
      expect((await stores.documentReference.read(s.db, o.documentId))?.content.status).toBe('current');
    });

    it.each([
      ['onEncounterCreated', (x: Objects) => `subscription { onEncounterCreated(telemedicineClinicianId: "${x.practitionerId}") { id } }`],
      ['onEncounterUpdated', (x: Objects) => `subscription { onEncounterUpdated(telemedicineClinicianId: "${x.practitionerId}") { id } }`],
      [
        'onResourceNarrativeUpdated',
        (x: Objects) => `subscription { onResourceNarrativeUpdated(encounterId: "${x.encounterId}") { encounterId } }`,
      ],
      ['onWoundUpdated', (x: Objects) => `subscription { onWoundUpdated(woundId: "${x.encounterId}:w1") { id } }`],
      ['onScheduleChanged', (x: Objects) => `subscription { onScheduleChanged(clinicianId: "${x.practitionerId}") { clinicianId } }`],
    ] as const)('Subscription.%s refuses subscribers of another market and external ones', async (_name, document) => {
      for (const who of ['walk-tx-clinician', 'walk-tx-coordinator', 'walk-external']) {
        const client = s.ws(await s.token(who));
        try {
          const sub = subscribe(client, document(o));
          await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
          expect(sub.events, who).toEqual([]);
          expect((sub.errors[0] as GqlError[] | undefined)?.[0]?.message, who).toBe('You do not have permission to do this.');
        } finally {
          await client.dispose();
        }
      }
    });
  });
});
