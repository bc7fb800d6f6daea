// The service layer, built once per app: the only place rules and permission checks live.

import type { TokenIssuer } from './auth/tokens.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAuditService } from './modules/audit/audit-service.ts';
import { createChartRecordService } from './modules/chart-records/chart-record-service.ts';
import { createClinicianService } from './modules/clinicians/clinician-service.ts';
import { createAuthorizationMutations } from './modules/coverage/authorization-mutations.ts';
import { createCoverageService } from './modules/coverage/coverage-service.ts';
import { createEligibilityCheck } from './modules/coverage/eligibility-check.ts';
import { createEligibilityService, type EligibilityService } from './modules/coverage/eligibility-service.ts';
import { createDocumentService } from './modules/documents/document-service.ts';
import { createDocumentStorage, type DocumentStorage } from './modules/documents/document-storage.ts';
import { createCommandBatch } from './modules/encounters/command-batch.ts';
import { createEncounterMutations } from './modules/encounters/encounter-mutations.ts';
import { createEncounterService } from './modules/encounters/encounter-service.ts';
import { createScheduleService } from './modules/encounters/schedule-service.ts';
import { createFeatureFlagService } from './modules/feature-flags/feature-flag-service.ts';
import { createFormsHistoryService } from './modules/forms/forms-history-service.ts';
import { createFormsService } from './modules/forms/forms-service.ts';
import { createResponseService } from './modules/forms/responses-service.ts';
import { createAccountService } from './modules/identity/account-service.ts';
import { createAuthService, type SessionPolicy } from './modules/identity/auth-service.ts';
import { createJobFunctionService } from './modules/notifications/job-function-service.ts';
import { createNotificationService } from './modules/notifications/notification-service.ts';
import { createAddressLookupService } from './modules/organizations/address-lookup-service.ts';
import { createOrganizationService } from './modules/organizations/organization-service.ts';
import { createAdmissionMutations } from './modules/patients/admission-mutations.ts';
import { createChartVisitService } from './modules/patients/chart-visits-service.ts';
import { createDischargeRequestService } from './modules/patients/discharge-request-service.ts';
import { createFaceSheet } from './modules/patients/face-sheet.ts';
import { createPatientAvailability } from './modules/patients/patient-availability.ts';
import { createPatientMutations } from './modules/patients/patient-mutations.ts';
import { patientWrites } from './modules/patients/patient-operations.ts';
import { createPatientService } from './modules/patients/patient-service.ts';
import { createPayerService } from './modules/payers/payer-service.ts';
import { createDiagnosisMutations } from './modules/problems/diagnosis-mutations.ts';
import { createProblemsService } from './modules/problems/problems-service.ts';
import { createOsrmClient } from './modules/route-planner/osrm-client.ts';
import { createRouteService } from './modules/route-planner/route-service.ts';
import { estimatedTravel } from './modules/route-planner/travel-matrix.ts';
import { createAvailabilityService } from './modules/scheduling/availability-service.ts';
import { createBookingService } from './modules/scheduling/booking-service.ts';
import { createClinicianScheduleService } from './modules/scheduling/clinician-schedule-service.ts';
import { createSettingsService } from './modules/settings/settings-service.ts';
import { createMutationRunner } from './modules/shared/mutation-runner.ts';
import { createReceiverAccess } from './modules/shared/receiver-access.ts';
import { createWritePipeline } from './modules/shared/write-pipeline.ts';
import { createStaffCoverageService } from './modules/staff-coverage/staff-coverage-service.ts';
import { createCareTeamService } from './modules/teams/team-service.ts';
import { createWaitingRoomEvents } from './modules/telehealth/telehealth-events.ts';
import { createTelehealthMutations } from './modules/telehealth/telehealth-mutations.ts';
import { createTelehealthService } from './modules/telehealth/telehealth-service.ts';
import { createUserService } from './modules/users/user-service.ts';
import type { Realtime } from './realtime/emitter.ts';

export function createServices(
  db: Database,
  realtime: Realtime,
  tokens: TokenIssuer,
  sessions: SessionPolicy,
  mailer: Mailer,
  /** Outside services (DESIGN §8), chosen by configuration; the built-in simulators by default. */
  outside: {
    eligibility?: EligibilityService;
    documentStorage?: DocumentStorage;
    routingUrl?: string | undefined;
    /** PUBLIC_URL, for the links of invitation mail (users/user-service.ts). */
    publicUrl?: string | undefined;
  } = {},
) {
  // The waiting room's events are logged with their cursor before they are sent (telehealth-events.ts).
  const waitingRoom = createWaitingRoomEvents(db, realtime);
  // Every declared write runs through this one pipeline (DESIGN §5 'One write pipeline').
  const pipeline = createWritePipeline(createMutationRunner(db, waitingRoom.logged));
  const featureFlags = createFeatureFlagService(db, pipeline);
  // Raised by admissions, orders and e-sign (SPEC §3 Event); published after their commits.
  const notifications = createNotificationService(db, realtime, pipeline);
  const patientChanges = patientWrites(notifications.raise);
  const encounterCommands = createEncounterMutations(db, pipeline, notifications.raise, (id) => waitingRoom.changed(id));
  const responses = createResponseService(db, pipeline);
  return {
    auth: createAuthService(db, tokens, sessions),
    // A realtime event's receivers as they are now, read once for all of them (DESIGN §5).
    receivers: createReceiverAccess(db),
    account: createAccountService(db, mailer, pipeline),
    mailer,
    settings: createSettingsService(db, pipeline),
    featureFlags,
    users: createUserService(db, mailer, pipeline, { publicUrl: outside.publicUrl }),
    audit: createAuditService(db),
    patients: createPatientService(db),
    admissions: createAdmissionMutations(pipeline, patientChanges),
    patientAvailability: createPatientAvailability(db, pipeline, patientChanges),
    faceSheet: createFaceSheet(db),
    patientMutations: createPatientMutations(db, pipeline, patientChanges),
    problems: createProblemsService(db, pipeline),
    diagnoses: createDiagnosisMutations(pipeline),
    dischargeRequests: createDischargeRequestService(db, pipeline, patientChanges),
    chartVisits: createChartVisitService(db),
    chartRecords: createChartRecordService(db, pipeline, notifications.raise),
    coverage: createCoverageService(db, pipeline),
    authorizations: createAuthorizationMutations(pipeline),
    eligibilityCheck: createEligibilityCheck(db, pipeline, {
      eligibility: outside.eligibility ?? createEligibilityService('simulator'),
      flags: featureFlags,
    }),
    // Files in DATA_DIR's default folder unless app.ts passes the configured storage.
    documents: createDocumentService(
      db,
      pipeline,
      outside.documentStorage ?? createDocumentStorage({ kind: 'disk', dir: 'data/documents' }),
    ),
    organizations: createOrganizationService(db),
    staffCoverage: createStaffCoverageService(db, pipeline),
    clinicians: createClinicianService(db, pipeline),
    careTeams: createCareTeamService(db, pipeline),
    payers: createPayerService(db, pipeline),
    addressLookups: createAddressLookupService(db),
    notifications,
    jobFunctions: createJobFunctionService(db, pipeline),
    schedule: createScheduleService(db),
    availability: createAvailabilityService(db, pipeline),
    booking: createBookingService(pipeline),
    clinicianSchedule: createClinicianScheduleService(db),
    // Route travel: the OSRM-compatible service at ROUTING_URL, else straight-line estimates.
    routes: createRouteService(db, pipeline, outside.routingUrl ? createOsrmClient({ url: outside.routingUrl }) : estimatedTravel),
    encounters: createEncounterService(db),
    forms: createFormsService(db),
    responses,
    formsHistory: createFormsHistoryService(db, pipeline),
    encounterCommands,
    syncEncounterCommands: createCommandBatch(db, encounterCommands, responses),
    telehealth: createTelehealthService(db, waitingRoom),
    // SPEC §2 'New waiting room request' to the job functions subscribed to it (telehealth clinicians by default).
    telehealthCommands: createTelehealthMutations(pipeline, (tx, request, now) =>
      notifications.raise(
        tx,
        {
          eventCode: 'waiting-room-request',
          patientId: request.patientId,
          patientName: request.patientName,
          resourceType: 'Encounter',
          resourceId: request.id,
          description: `${request.requestedByName ?? 'The onsite provider'} asks for a telehealth visit.`,
        },
        now,
      ),
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
