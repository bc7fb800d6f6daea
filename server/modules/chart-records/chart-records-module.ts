// The chart-records area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { chartRecordResolvers } from './chart-record-resolvers.ts';

export const chartRecordsArea: AreaModule = {
  name: 'chart-records',
  typeDefs: readSdl(import.meta.url, ['./chart-records.graphql']),
  resolvers: [chartRecordResolvers],
  dependsOn: ['notifications'],
};
