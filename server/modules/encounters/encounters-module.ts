// The encounters area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { encountersRules } from '../../../src/domain/operation-rules/encounters.ts';
import { defineArea, readSdl } from '../area-module.ts';
import type { createResponseService } from '../forms/responses-service.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import { createCommandBatch } from './command-batch.ts';
import { createEncounterMutations } from './encounter-mutations.ts';
import { encounterResolvers } from './encounter-resolvers.ts';
import { createEncounterService } from './encounter-service.ts';
import { createScheduleService } from './schedule-service.ts';

export const encountersArea = defineArea({
  name: 'encounters',
  typeDefs: readSdl(import.meta.url, ['./encounter.graphql']),
  resolvers: [encounterResolvers],
  rules: encountersRules,
  dependsOn: ['forms', 'notifications', 'patients'],
  createService: (
    { db, pipeline, waitingRoom },
    { notifications, responses }: { notifications: NotificationService; responses: ReturnType<typeof createResponseService> },
  ) => {
    const encounterCommands = createEncounterMutations(db, pipeline, notifications.raise, (id) => waitingRoom.changed(id));
    return {
      schedule: createScheduleService(db),
      encounters: createEncounterService(db),
      encounterCommands,
      syncEncounterCommands: createCommandBatch(db, encounterCommands, responses),
    };
  },
});
