// The patients area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { patientsRules } from '../../../src/domain/operation-rules/patients.ts';
import { defineArea, readSdl } from '../area-module.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import { createAdmissionMutations } from './admission-mutations.ts';
import { chartVisitResolvers } from './chart-visits-resolvers.ts';
import { createChartVisitService } from './chart-visits-service.ts';
import { dischargeRequestResolvers } from './discharge-request-resolvers.ts';
import { createDischargeRequestService } from './discharge-request-service.ts';
import { createFaceSheet } from './face-sheet.ts';
import { createFhirExport } from './fhir-export.ts';
import { createPatientAvailability } from './patient-availability.ts';
import { createPatientMutations } from './patient-mutations.ts';
import { patientWrites } from './patient-operations.ts';
import { patientResolvers } from './patient-resolvers.ts';
import { createPatientService } from './patient-service.ts';

export const patientsArea = defineArea({
  name: 'patients',
  typeDefs: readSdl(import.meta.url, ['./chart-visits.graphql', './discharge-request.graphql', './patient.graphql']),
  resolvers: [chartVisitResolvers, dischargeRequestResolvers, patientResolvers],
  rules: patientsRules,
  dependsOn: ['notifications', 'organizations', 'terminology'],
  createService: ({ db, pipeline }, { notifications }: { notifications: NotificationService }) => {
    const changes = patientWrites(notifications.raise);
    return {
      patients: createPatientService(db),
      admissions: createAdmissionMutations(pipeline, changes),
      patientAvailability: createPatientAvailability(db, pipeline, changes),
      faceSheet: createFaceSheet(db),
      fhirExport: createFhirExport(db),
      patientMutations: createPatientMutations(db, pipeline, changes),
      dischargeRequests: createDischargeRequestService(db, pipeline, changes),
      chartVisits: createChartVisitService(db),
    };
  },
});
