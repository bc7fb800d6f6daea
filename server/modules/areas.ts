// Every functional area's manifest (area-module.ts), one line each: the schema, the resolvers, the
// services (server/services.ts) and codegen read the areas from here, so a new area is its folder plus one line in this list.
import { auditArea } from './audit/audit-module.ts';
import { bulkEligibilityArea } from './bulk-eligibility/bulk-eligibility-module.ts';
import { ccdArea } from './ccd/ccd-module.ts';
import { chartRecordsArea } from './chart-records/chart-records-module.ts';
import { clinicalRoundsArea } from './clinical-rounds/clinical-rounds-module.ts';
import { cliniciansArea } from './clinicians/clinicians-module.ts';
import { coverageArea } from './coverage/coverage-module.ts';
import { dashboardsArea } from './dashboards/dashboards-module.ts';
import { documentsArea } from './documents/documents-module.ts';
import { encounterReviewArea } from './encounter-review/encounter-review-module.ts';
import { encountersArea } from './encounters/encounters-module.ts';
import { featureFlagsArea } from './feature-flags/feature-flags-module.ts';
import { formsArea } from './forms/forms-module.ts';
import { identityArea } from './identity/identity-module.ts';
import { lettersArea } from './letters/letters-module.ts';
import { notificationsArea } from './notifications/notifications-module.ts';
import { organizationsArea } from './organizations/organizations-module.ts';
import { patientsArea } from './patients/patients-module.ts';
import { payersArea } from './payers/payers-module.ts';
import { payrollArea } from './payroll/payroll-module.ts';
import { problemsArea } from './problems/problems-module.ts';
import { routePlannerArea } from './route-planner/route-planner-module.ts';
import { schedulingArea } from './scheduling/scheduling-module.ts';
import { staffCoverageArea } from './staff-coverage/staff-coverage-module.ts';
import { tasksArea } from './tasks/tasks-module.ts';
import { teamsArea } from './teams/teams-module.ts';
import { telehealthArea } from './telehealth/telehealth-module.ts';
import { terminologyArea } from './terminology/terminology-module.ts';
import { usersArea } from './users/users-module.ts';

export const AREAS = [
  auditArea,
  bulkEligibilityArea,
  ccdArea,
  chartRecordsArea,
  clinicalRoundsArea,
  cliniciansArea,
  coverageArea,
  dashboardsArea,
  documentsArea,
  encounterReviewArea,
  encountersArea,
  featureFlagsArea,
  formsArea,
  identityArea,
  lettersArea,
  notificationsArea,
  organizationsArea,
  patientsArea,
  payersArea,
  payrollArea,
  problemsArea,
  routePlannerArea,
  schedulingArea,
  staffCoverageArea,
  tasksArea,
  teamsArea,
  telehealthArea,
  terminologyArea,
  usersArea,
] as const;
