// The chart-records area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { chartRecordsRules } from '../../../src/domain/operation-rules/chart-records.ts';
import { defineArea, readSdl } from '../area-module.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import { chartRecordResolvers } from './chart-record-resolvers.ts';
import { createChartRecordService } from './chart-record-service.ts';

export const chartRecordsArea = defineArea({
  name: 'chart-records',
  typeDefs: readSdl(import.meta.url, ['./chart-records.graphql']),
  resolvers: [chartRecordResolvers],
  rules: chartRecordsRules,
  dependsOn: ['notifications', 'terminology'],
  createService: ({ db, pipeline }, { notifications }: { notifications: NotificationService }) => ({
    chartRecords: createChartRecordService(db, pipeline, notifications.raise),
  }),
});
