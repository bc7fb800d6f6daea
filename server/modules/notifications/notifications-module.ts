// The notifications area's manifest (server/modules/area-module.ts): its SDL, resolvers and the areas it builds on.
import { type AreaModule, readSdl } from '../area-module.ts';
import { notificationResolvers } from './notification-resolvers.ts';

export const notificationsArea: AreaModule = {
  name: 'notifications',
  typeDefs: readSdl(import.meta.url, ['./notification.graphql']),
  resolvers: [notificationResolvers],
  dependsOn: [],
};
