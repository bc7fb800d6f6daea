// The dashboards' manifest (server/modules/area-module.ts): its SDL, resolvers, rules and services.
// It reads the shared visit, encounter and clinician tables, and EnableCBRReport of settings.
import { dashboardsRules } from '../../../src/domain/operation-rules/dashboards.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { dashboardsResolvers } from './dashboards-resolvers.ts';
import { createDashboardsService } from './dashboards-service.ts';

export const dashboardsArea = defineArea({
  name: 'dashboards',
  typeDefs: readSdl(import.meta.url, ['./dashboards.graphql']),
  resolvers: [dashboardsResolvers],
  rules: dashboardsRules,
  dependsOn: ['settings'],
  createService: ({ db, pipeline }) => ({ dashboards: createDashboardsService(db, pipeline) }),
});
