// SPEC §3 Event 'encounter-signed': an e-signed encounter notifies the job functions subscribed to
// it (SPEC §6), raised in the signing transaction; the mutation runner publishes it after commit.
import type { SessionUser } from '../../../src/domain/access.ts';
import { displayName } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { batchRead } from '../shared/batch-reads.ts';
import type { EncounterView } from '../shared/encounter-views.ts';
import type { RealtimeEvent } from '../shared/mutation-runner.ts';

export function encounterSigned(raise: RaiseNotification, me: SessionUser) {
  return async (tx: Executor, view: EncounterView, now: Date): Promise<RealtimeEvent[]> => {
    // The clinician's name, read once per batch of commands (shared/batch-reads.ts).
    const practitionerId = view.practitionerId;
    const practitioner = practitionerId
      ? await batchRead(`practitioner ${practitionerId}`, () => stores.practitioner.read(tx, practitionerId))
      : null;
    const raised = await raise(
      tx,
      {
        eventCode: 'encounter-signed',
        patientId: view.patientId,
        practitionerId: view.practitionerId,
        practitionerName: practitioner ? displayName(practitioner.content.name) : null,
        admissionId: view.episodeOfCareId,
        resourceType: 'Encounter',
        resourceId: view.id,
        excludeUserIds: [me.id],
      },
      now,
    );
    return [...raised.events];
  };
}
