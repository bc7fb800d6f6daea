// The service layer, built once per app: the only place rules and permission checks live.

import type { TokenIssuer } from './auth/tokens.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
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
import { createNotificationService } from './modules/notifications/notification-service.ts';
import { createOrganizationService } from './modules/organizations/organization-service.ts';
import { createAdmissionMutations } from './modules/patients/admission-mutations.ts';
import { createPatientService } from './modules/patients/patient-service.ts';
import { createSettingsService } from './modules/settings/settings-service.ts';
import { createUserService } from './modules/users/user-service.ts';
import type { Realtime } from './realtime/emitter.ts';

export function createServices(db: Database, realtime: Realtime, tokens: TokenIssuer, sessions: SessionPolicy, mailer: Mailer) {
  const encounterCommands = createEncounterMutations(db, realtime);
  const responses = createResponseService(db, realtime);
  return {
    auth: createAuthService(db, tokens, sessions),
    account: createAccountService(db, mailer),
    mailer,
    settings: createSettingsService(db),
    featureFlags: createFeatureFlagService(db),
    users: createUserService(db),
    patients: createPatientService(db),
    admissions: createAdmissionMutations(db),
    organizations: createOrganizationService(db),
    notifications: createNotificationService(db, realtime),
    schedule: createScheduleService(db),
    encounters: createEncounterService(db),
    forms: createFormsService(db),
    responses,
    formsHistory: createFormsHistoryService(db),
    encounterCommands,
    syncEncounterCommands: createCommandBatch(db, encounterCommands, responses),
  };
}

export type Services = ReturnType<typeof createServices>;
