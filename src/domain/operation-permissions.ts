// Who may call each GraphQL field (SPEC §6), as plain data. The server's services check these
// before any work; the schema-walk test proves that every Query, Mutation and Subscription field
// has an entry here and that the server refuses callers who do not meet it.
//
// Besides the permission codes, two roles are limited whatever codes they hold (SPEC §6
// 'External and reviewer-readonly cannot see Encounters'; roles are enforced by the server, not
// only the menu): the encounter area (encounters, their form answers, provenance, narratives and
// events) is closed to both, except the few reads Encounters Review needs (SPEC §2), which stay
// open to reviewer-readonly; and reviewer-readonly changes nothing but their own account. Every
// new operation inherits this by naming its area here.
import type { JobFunction, Permission, Role, SessionUser } from './access';

/** SPEC §6 areas a role can be barred from. */
export type Area = 'encounters';

export type OperationRule =
  /** Anyone, signed in or not (confirmPasswordChange: the password-expired user cannot sign in). The service checks its own proof. */
  | { kind: 'public' }
  /** Any signed-in user; the service limits the data to the caller's own. */
  | { kind: 'self' }
  /**
   * Any one of the permission codes. `area`: the SPEC §6 area the operation reads or changes;
   * `review`: one of the area's reads that Encounters Review needs (signed encounters only: the
   * record-level rule narrows it).
   */
  | {
      kind: 'permission';
      anyOf: readonly Permission[];
      area?: Area;
      review?: true;
      /** Also one of these job functions (SPEC §2's telehealth check of the telehealth screens). */
      jobFunctions?: readonly JobFunction[];
    };

const open = { kind: 'public' } as const satisfies OperationRule;
const self: OperationRule = { kind: 'self' };
const perm = (...anyOf: Permission[]): OperationRule => ({ kind: 'permission', anyOf });
/** An operation of the encounter area (SPEC §6 'Encounters'). */
const encounters = (...anyOf: Permission[]): OperationRule => ({ kind: 'permission', anyOf, area: 'encounters' });
/**
 * SPEC §2 /telemedicine and /waiting-room: 'patient', and 'Shown only to users passing a telehealth
 * check' (telehealth clinicians and onsite providers; `jobFunctions` narrows it further).
 */
const telehealth = (...jobFunctions: JobFunction[]): OperationRule => ({
  kind: 'permission',
  anyOf: ['patient'],
  area: 'encounters',
  jobFunctions: jobFunctions.length ? jobFunctions : ['telemedicine-clinician', 'onsite-provider'],
});
/** An encounter-area read that Encounters Review needs. */
const review = (...anyOf: Permission[]): OperationRule => ({ kind: 'permission', anyOf, area: 'encounters', review: true });

export const OPERATION_RULES = {
  'Query.me': self,
  'Query.GetNotificationsCount': self,
  'Query.GetNotificationList': self,
  'Query.GetJobFunctions': perm('settings', 'security'),
  // /notifications (SPEC §2 'settings'): job functions and the events they receive.
  'Query.GetJobFunction': perm('settings', 'security'),
  'Query.GetJobFunctionByTitle': perm('settings', 'security'),
  'Query.GetEvents': perm('settings', 'security'),
  'Mutation.updateJobFunction': perm('settings'),
  'Query.PatientList': perm('patient'),
  'Query.Patient': perm('patient'),
  'Query.PatientChart': perm('patient'),
  'Query.AdmissionList': perm('patient'),
  // The patient's availability (SPEC §2 'Appointment Available Time') and the printable Face
  // Sheet (SPEC §2 'Face Sheet', a REST route: the PDF itself).
  'Query.PatientAvailability': perm('patient'),
  'GET /api/patients/:patientId/face-sheet': perm('patient'),
  // Problems List (SPEC §2 tab 8): changes are further refused to external users
  // (src/domain/chart/chart-record-access.ts); the code set is reference data.
  'Query.ProblemList': perm('patient'),
  'Query.DiagnosisCodeList': perm('patient'),
  // Markets are not patient data: the patient list's filter, the address lookups and the clinician
  // screen (settings or financial, SPEC §2 /clinicians) read them.
  'Query.MarketList': perm('patient', 'settings', 'financial'),
  'Query.CountyList': perm('patient', 'settings'),
  'Query.CareFacilityLookup': perm('patient', 'settings'),
  // Demographics edits (SPEC §2): further refused to external users (patient-mutations.ts).
  'Query.PatientDemographicsRecord': perm('patient'),
  'Query.UserList': perm('security'),
  'Query.User': perm('security'),
  // Encounters (SPEC §2 'permission patient'). The services narrow further: a clinician reads
  // only their own practitioner's encounters, only the encounter's own practitioner changes it,
  // and every read keeps to the patients the caller may read (src/domain/patient-access.ts).
  'Query.MySchedule': encounters('patient'),
  // A clinician's availability (SPEC §4): the schedule's permission (SPEC §2 /schedule).
  'Query.ClinicianAvailability': perm('patient'),
  'Query.SchedulableClinicians': perm('patient'),
  'Query.ClinicianSchedule': encounters('patient'),
  'Query.ScheduleVisit': encounters('patient'),
  'Query.GetPlanDefinitionById': perm('patient'),
  'Query.PlanDefinitionForEncounterType': perm('patient'),
  'Query.QuestionnaireListByPlanDefinition': perm('patient'),
  'Query.QuestionnaireListByEncounterType': perm('patient'),
  'Query.QuestionnaireListByEncounter': review('patient'),
  'Query.QuestionnaireResponseListForClinical': review('patient'),
  'Query.GetEncounterFormStatus': review('patient'),
  'Query.MissingAnswers': encounters('patient'),
  'Query.EncounterList': review('patient'),
  'Query.Encounter': review('patient'),
  'Query.EncounterState': encounters('patient'),
  'Query.LatestEncounterForPractitioner': encounters('patient'),
  'Query.GetActiveEncounterByAppointmentId': encounters('patient'),
  'Query.GetProvenance': encounters('patient'),
  'Query.LatestAssessmentResponses': encounters('patient'),
  'Query.GetPreviousAndCurrentEncounter': encounters('patient'),
  'Query.getLatestUpdatedFormsDate': encounters('patient'),
  'Query.checkMedicalHistoryFilled': encounters('patient'),
  'Query.GetLatestEncounterWithQuestionnaireResponse': encounters('patient'),
  'Query.QuestionnaireResponsesByLatestCompositionStatus': encounters('patient'),
  'Query.GetEncounterVersion': encounters('patient'),
  // Account security (issue 5): the auth audit trail is for security administrators.
  'Query.AuthEvents': perm('security'),
  // Documents (SPEC §2 chart tab 9, §3 Document reference). The file's upload and download are
  // REST routes (SPEC §7 'File upload'), named here by method and path (isRestOperation): a
  // route that is not GET counts as a Mutation for the role limits. External users are further
  // refused changes (src/domain/chart/chart-record-access.ts).
  'Query.DocumentList': perm('patient'),
  'Mutation.deleteDocument': perm('patient'),
  'POST /api/patients/:patientId/documents': perm('patient'),
  'GET /api/documents/:documentId/content': perm('patient'),
  // Chart: Communication & Notes, Alerts, Orders, Referrals, Tasks (SPEC §2 tabs 1, 2, 5, 10, 12;
  // the patient task dashboard is the chart's, so 'patient' like the chart). Changes are further
  // refused to external users (src/domain/chart/chart-record-access.ts).
  'Query.CommunicationTopicList': perm('patient', 'settings'),
  'Query.PatientNoteList': perm('patient'),
  'Query.PatientAlertList': perm('patient'),
  'Query.PatientOrderList': perm('patient'),
  'Query.PatientOrderDetails': perm('patient'),
  'Query.PatientReferralList': perm('patient'),
  'Query.PatientTaskList': perm('patient'),
  'Query.PatientTaskSummary': perm('patient'),
  'Query.PatientTaskOwnerList': perm('patient'),
  // Chart: Encounters and Appointments tabs (SPEC §2 tabs 7 and 11): encounter reads, so
  // external users read none and reviewer-readonly only signed encounters (no appointments).
  'Query.PatientEncounterList': review('patient'),
  'Query.PatientAppointmentList': encounters('patient'),
  // Discharge requests of an admission (SPEC §2, §3); changes are further refused to external
  // users (src/domain/chart/chart-record-access.ts).
  'Query.DischargeRequestList': perm('patient'),
  'Query.DischargeRequest': perm('patient'),
  'Query.DischargeRequestHistory': perm('patient'),
  // Insurance, Eligibility & Authorizations (SPEC §2 tab 4, §3): the chart's ('patient') and
  // billing's ('financial'). Changes are further refused to external users
  // (src/domain/chart/chart-record-access.ts); the eligibility check also needs its feature flag.
  'Query.PatientCoverages': perm('patient', 'financial'),
  'Query.CoverageInsurerList': perm('patient', 'financial'),
  'Mutation.createCoverage': perm('patient', 'financial'),
  'Mutation.updateCoverage': perm('patient', 'financial'),
  'Mutation.inactivateCoverage': perm('patient', 'financial'),
  'Mutation.createPriorAuthorization': perm('patient', 'financial'),
  'Mutation.updatePriorAuthorization': perm('patient', 'financial'),
  'Mutation.checkEligibility': perm('patient', 'financial'),
  'Mutation.markNotificationViewed': self,
  'Mutation.setNotificationUpdates': self,
  'Mutation.changeAdmissionStatus': perm('patient'),
  'Mutation.updatePatientDemographics': perm('patient'),
  'Mutation.updatePatientAvailability': perm('patient'),
  'Mutation.addDiagnosis': perm('patient'),
  'Mutation.updateDiagnosis': perm('patient'),
  'Mutation.removeDiagnosis': perm('patient'),
  'Mutation.moveDiagnosis': perm('patient'),
  'Mutation.setCarePlan': perm('patient'),
  'Mutation.createDischargeRequest': perm('patient'),
  'Mutation.updateDischargeRequest': perm('patient'),
  'Mutation.addPatientNote': perm('patient'),
  'Mutation.saveClinicianAvailability': perm('patient'),
  // The schedule's visits (SPEC §2 /schedule, permission patient; SPEC §4 scheduling).
  'Mutation.bookAppointment': perm('patient'),
  'Mutation.rescheduleAppointment': perm('patient'),
  'Mutation.cancelAppointment': perm('patient'),
  'Mutation.markAppointmentMissed': perm('patient'),
  // A clinician's route of a day (SPEC §3 Scheduling state, §6 route flags): the schedule's
  // permission; the route lists visits, so its read is closed to the encounter area's barred roles.
  'Query.ClinicianRoute': encounters('patient'),
  'Query.TravelMatrix': perm('patient'),
  'Mutation.saveClinicianRoute': perm('patient'),
  'Mutation.removeClinicianRoute': perm('patient'),
  'Mutation.addPatientAlert': perm('patient'),
  'Mutation.deactivatePatientAlert': perm('patient'),
  'Mutation.addPatientOrder': perm('patient'),
  'Mutation.changePatientOrderStatus': perm('patient'),
  'Mutation.addPatientReferral': perm('patient'),
  'Mutation.changePatientReferralStatus': perm('patient'),
  'Mutation.addPatientTask': perm('patient'),
  'Mutation.changePatientTaskStatus': perm('patient'),
  'Mutation.deactivateUser': perm('security'),
  'Mutation.reactivateUser': perm('security'),
  // User administration (SPEC §2 Users, §4 Users: permission security).
  'Mutation.createUser': perm('security'),
  'Mutation.updateUser': perm('security'),
  'Mutation.reinviteUser': perm('security'),
  'Mutation.resetUserPassword': perm('security'),
  // The invitation link's: proven by the mailed token instead of a session.
  'Query.InvitationStatus': open,
  'Mutation.acceptInvitation': open,
  // The audit of administrative changes: each entity type needs its own area's permission (admin-audit.ts).
  'Query.AdminAuditList': perm('settings', 'security', 'financial'),
  // Payers (SPEC §2 /payers: settings) and the organizations they are.
  // Also security: user administration picks a user's payers and legal entities from it.
  'Query.OrganizationList': perm('settings', 'security'),
  'Query.Organization': perm('settings'),
  'Query.GetDuplicatedOrganizations': perm('settings'),
  'Mutation.createOrganization': perm('settings'),
  'Mutation.updateOrganization': perm('settings'),
  // Clinicians (SPEC §2 /clinicians: settings or financial), within the caller's markets.
  'Query.ClinicianList': perm('settings', 'financial'),
  'Query.Clinician': perm('settings', 'financial'),
  'Mutation.updateClinician': perm('settings', 'financial'),
  // Care teams (SPEC §2 /teams: settings).
  'Query.CareTeamList': perm('settings'),
  'Query.CareTeam': perm('settings'),
  'Mutation.createCareTeam': perm('settings'),
  'Mutation.updateCareTeam': perm('settings'),
  // PCC config, telehealth clinicians, lead clinicians (SPEC §2: settings).
  'Query.CoverageConfigList': perm('settings'),
  'Query.CoverageConfig': perm('settings'),
  'Mutation.updateCoverageConfig': perm('settings'),
  // Feature flags and settings switches (SPEC §6), seen and changed by administrators.
  'Query.FeatureFlagList': perm('settings'),
  'Mutation.setFeatureFlagDefault': perm('settings'),
  'Mutation.setFeatureFlagOverride': perm('settings'),
  'Mutation.removeFeatureFlagOverride': perm('settings'),
  'Query.SettingList': perm('settings'),
  'Mutation.updateSetting': perm('settings'),
  'Mutation.sendPINVerificationCode': self,
  'Mutation.validatePINVerificationCode': self,
  'Mutation.upsertUserPin': self,
  'Mutation.changePassword': self,
  'Mutation.resetUserPin': perm('security'),
  // Proven by an e-mailed password-reset code instead of a session.
  'Mutation.confirmPasswordChange': open,
  'Mutation.createEncounter': encounters('patient'),
  'Mutation.updateEncounter': encounters('patient'),
  'Mutation.startEncounter': encounters('patient'),
  'Mutation.undoCheckIn': encounters('patient'),
  'Mutation.cancelEncounter': encounters('patient'),
  'Mutation.esignEncounter': encounters('patient'),
  'Mutation.syncEncounterCommands': encounters('patient'),
  'Mutation.saveQuestionnaireResponse': encounters('patient'),
  'Mutation.discardQuestionnaireResponse': encounters('patient'),
  'Mutation.generateEncounterNarrativePDF': encounters('patient'),
  'Mutation.amendEncounter': encounters('patient'),
  'Mutation.createProvenance': encounters('patient'),
  'Mutation.PerformTMAutoCheckout': encounters('patient'),
  'Mutation.createEncounterForms': encounters('patient'),
  'Mutation.updateEncounterQuestionnaireList': encounters('patient'),
  'Subscription.onNotificationAdded': self,
  'Subscription.onEncounterCreated': encounters('patient'),
  'Subscription.onEncounterUpdated': encounters('patient'),
  // Telehealth (SPEC §2 /telemedicine, /my-encounters, /waiting-room: permission patient and the
  // telehealth check, which the telehealth service adds; encounters, so closed to external and
  // reviewer-readonly users).
  'Query.TelehealthEncounterList': telehealth(),
  'Query.TelehealthEncounter': telehealth(),
  // The kiosk's: only an onsite provider asks for a visit (SPEC §2 waiting room).
  'Mutation.requestTelehealthVisit': telehealth('onsite-provider'),
  'Mutation.cancelTelehealthRequest': telehealth(),
  'Subscription.onWaitingRoomChanged': telehealth(),
  'Subscription.onResourceNarrativeUpdated': encounters('patient'),
  'Subscription.onWoundUpdated': encounters('patient'),
  'Subscription.onScheduleChanged': encounters('patient'),
} as const satisfies Record<string, OperationRule>;

export type OperationName = keyof typeof OPERATION_RULES;

/** A REST route's rule ('POST /api/…'), not a GraphQL field's. */
export const isRestOperation = (name: string): boolean => /^(GET|POST|PUT|PATCH|DELETE) \//.test(name);

/** What a role may not do, whatever permission codes it holds (SPEC §6). */
export interface RoleLimit {
  /** Areas closed to the role. */
  barred: readonly Area[];
  /** The area's review reads stay open (Encounters Review, SPEC §2). */
  reviews: boolean;
  /** Refused every Mutation that is not 'self' or 'public' (their own password, PIN, notifications). */
  readOnly: boolean;
}

export const ROLE_LIMITS: Partial<Record<Role, RoleLimit>> = {
  external: { barred: ['encounters'], reviews: false, readOnly: false },
  'reviewer-readonly': { barred: ['encounters'], reviews: true, readOnly: true },
};

export type Refusal = 'unauthenticated' | 'forbidden';

/** Why `user` may not call `operation`, or null when they may (the record-level rules come after). */
export function refusalOf(
  user: (Pick<SessionUser, 'roles' | 'permissions'> & { jobFunctions?: readonly JobFunction[] }) | null,
  operation: OperationName,
): Refusal | null {
  const rule: OperationRule = OPERATION_RULES[operation];
  if (rule.kind === 'public') return null;
  if (!user) return 'unauthenticated';
  if (rule.kind === 'self') return null;
  if (!rule.anyOf.some((code) => user.permissions.includes(code))) return 'forbidden';
  if (rule.jobFunctions && !rule.jobFunctions.some((code) => user.jobFunctions?.includes(code))) return 'forbidden';
  const writes = operation.startsWith('Mutation.') || (isRestOperation(operation) && !operation.startsWith('GET '));
  for (const role of user.roles) {
    const limit = ROLE_LIMITS[role];
    if (!limit) continue;
    if (writes && limit.readOnly) return 'forbidden';
    if (rule.area && limit.barred.includes(rule.area) && !(rule.review && limit.reviews)) return 'forbidden';
  }
  return null;
}

/** SPEC §4: the workflow state of a signed encounter, the only one Encounters Review reads. */
export const REVIEWABLE_STATE = 'eSigned';

/**
 * Which encounters a user may read by role, whatever else allows it: 'any', only signed ones
 * ('signed': reviewer-readonly, for Encounters Review), or 'none' (external). The record-level
 * rule of the server applies it to every encounter read, list and event.
 */
export function encounterReach(user: Pick<SessionUser, 'roles'>): 'any' | 'signed' | 'none' {
  let reach: 'any' | 'signed' | 'none' = 'any';
  for (const role of user.roles) {
    const limit = ROLE_LIMITS[role];
    if (!limit?.barred.includes('encounters')) continue;
    if (!limit.reviews) return 'none';
    reach = 'signed';
  }
  return reach;
}
