// The telehealth area's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the areas it
// builds on and its services.
import { telehealthRules } from '../../../src/domain/operation-rules/telehealth.ts';
import { defineArea, readSdl } from '../area-module.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import { createTelehealthMutations } from './telehealth-mutations.ts';
import { telehealthResolvers } from './telehealth-resolvers.ts';
import { createTelehealthService } from './telehealth-service.ts';

export const telehealthArea = defineArea({
  name: 'telehealth',
  typeDefs: readSdl(import.meta.url, ['./telehealth.graphql']),
  resolvers: [telehealthResolvers],
  rules: telehealthRules,
  dependsOn: ['encounters', 'notifications', 'scheduling'],
  createService: ({ db, pipeline, waitingRoom }, { notifications }: { notifications: NotificationService }) => ({
    telehealth: createTelehealthService(db, waitingRoom),
    // SPEC §2 'New waiting room request' to the job functions subscribed to it (telehealth clinicians by default).
    telehealthCommands: createTelehealthMutations(pipeline, (tx, request, now) =>
      notifications.raise(
        tx,
        {
          eventCode: 'waiting-room-request',
          patientId: request.patientId,
          patientName: request.patientName,
          resourceType: 'Encounter',
          resourceId: request.id,
          description: `${request.requestedByName ?? 'The onsite provider'} asks for a telehealth visit.`,
        },
        now,
      ),
    ),
  }),
});
