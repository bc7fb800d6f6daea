// The scheduling area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { schedulingRules } from '../../../src/domain/operation-rules/scheduling.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { createAvailabilityService } from './availability-service.ts';
import { createBookingService } from './booking-service.ts';
import { createClinicianScheduleService } from './clinician-schedule-service.ts';
import { schedulingResolvers } from './scheduling-resolvers.ts';

export const schedulingArea = defineArea({
  name: 'scheduling',
  typeDefs: readSdl(import.meta.url, ['./scheduling.graphql']),
  resolvers: [schedulingResolvers],
  rules: schedulingRules,
  dependsOn: [],
  createService: ({ db, pipeline }) => ({
    availability: createAvailabilityService(db, pipeline),
    booking: createBookingService(pipeline),
    clinicianSchedule: createClinicianScheduleService(db),
  }),
});
