// The patients area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { chartVisitResolvers } from './chart-visits-resolvers.ts';
import { dischargeRequestResolvers } from './discharge-request-resolvers.ts';
import { patientResolvers } from './patient-resolvers.ts';

export const patientsArea: AreaModule = {
  name: 'patients',
  typeDefs: readSdl(import.meta.url, ['./chart-visits.graphql', './discharge-request.graphql', './patient.graphql']),
  resolvers: [chartVisitResolvers, dischargeRequestResolvers, patientResolvers],
  dependsOn: ['notifications', 'organizations'],
};
