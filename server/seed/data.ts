// Builds the whole demo data set in memory (no database): pure and deterministic for a given
// `today`. seed.ts writes it; tests may inspect it directly.

import type { PlanDefinition } from '../../src/domain/forms/form-logic.ts';
import type { Questionnaire } from '../../src/domain/forms/questionnaire.ts';
import type { QuestionnaireResponse } from '../../src/domain/forms/response.ts';
import type { Appointment, Encounter, Practitioner, Provenance } from '../../src/domain/resources.ts';
import type { WithId } from './address.ts';
import { type Admission, buildAdmissions } from './admissions.ts';
import { buildChartRecords, type ChartRecords } from './chart/index.ts';
import { buildEncounters } from './encounters.ts';
import { SEED_PLANS, SEED_QUESTIONNAIRES } from './forms/index.ts';
import { seedLetterGaps } from './letter-gaps.ts';
import {
  buildJobFunctions,
  buildNotificationEvents,
  buildNotifications,
  type JobFunctionRow,
  type NotificationEventRow,
  type NotificationRow,
} from './notifications.ts';
import { buildOrganizations, type Org } from './organizations.ts';
import { buildPatients, type SeedPatient } from './patients.ts';
import { buildPlans, scheduledPatientIds } from './plans.ts';
import { buildPractitioners, type Staff } from './practitioners.ts';
import { buildProvenances } from './provenance.ts';
import { Rng } from './random.ts';
import { buildSchedule, type Visit } from './schedule.ts';
import { buildFeatureFlags, buildFlagOverrides, buildSettings, type FlagOverrideRow, type FlagRow, type SettingRow } from './settings.ts';
import { personaUserIds } from './users.ts';
import { buildWoundAssessments } from './wound-assessments.ts';

export interface SeedData {
  organizations: Org[];
  staff: Staff[];
  practitioners: WithId<Practitioner>[];
  patients: SeedPatient[];
  admissions: Admission[];
  visits: Visit[];
  appointments: WithId<Appointment>[];
  encounters: WithId<Encounter>[];
  provenances: WithId<Provenance>[];
  /** The wound assessments of the recent signed visits (wound-assessments.ts). */
  woundAssessments: WithId<QuestionnaireResponse>[];
  questionnaires: WithId<Questionnaire>[];
  plans: WithId<PlanDefinition>[];
  userIds: Map<string, string>;
  notifications: NotificationRow[];
  notificationEvents: NotificationEventRow[];
  jobFunctions: JobFunctionRow[];
  settings: SettingRow[];
  featureFlags: FlagRow[];
  featureFlagOverrides: FlagOverrideRow[];
  /** The chart's records beyond admissions (coverages, documents, problems, notes, …). */
  chart: ChartRecords;
}

export function buildSeedData(today: Date): SeedData {
  const organizations = buildOrganizations();
  const staff = buildPractitioners();
  const patients = buildPatients(organizations, today);
  const plans = buildPlans(staff, patients);
  const admissions = buildAdmissions(patients, scheduledPatientIds(plans), organizations, today);
  const admissionByPatient = new Map(admissions.map((a) => [a.patient.reference.split('/')[1] ?? '', a]));
  const visits = buildSchedule(plans, admissionByPatient, today);
  const userIds = personaUserIds();
  const encounters = buildEncounters(visits);
  const formIds = new Rng('forms');
  const data: SeedData = {
    organizations,
    staff,
    practitioners: staff.map((s) => s.practitioner),
    patients,
    admissions,
    visits,
    appointments: visits.map((v) => v.appointment),
    encounters,
    provenances: buildProvenances(visits, encounters, userIds),
    woundAssessments: buildWoundAssessments(encounters, today),
    questionnaires: SEED_QUESTIONNAIRES.map((q) => ({ ...q, id: formIds.uuid() })),
    plans: SEED_PLANS.map((p) => ({ ...p, id: formIds.uuid() })),
    userIds,
    notifications: buildNotifications(userIds, visits, admissionByPatient, today),
    notificationEvents: buildNotificationEvents(),
    jobFunctions: buildJobFunctions(today),
    settings: buildSettings(),
    featureFlags: buildFeatureFlags(),
    featureFlagOverrides: buildFlagOverrides(userIds),
    chart: buildChartRecords({ patients, admissions, organizations, userIds, today }),
  };
  // Last: the letters screens' flags change a few patients' PCPs and nothing built before.
  seedLetterGaps(data, today);
  return data;
}
