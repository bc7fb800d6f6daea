// The waiting room's changes as the resolvers call them (SPEC §2 waiting room, §7 startEncounter
// with teleMedicineType): each runs its declaration (telehealth-operations.ts) through the write
// pipeline (DESIGN §5: rule → roles → input → in one transaction with the receipt: target and its
// access rule → version → apply → commit → events, the waiting room's among them).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { EncounterView } from '../shared/encounter-views.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import {
  type CancelArgs,
  type CheckInArgs,
  type NotifyRequest,
  type RequestArgs,
  telehealthCheckIn,
  telehealthWrites,
} from './telehealth-operations.ts';
import type { TelehealthView } from './telehealth-views.ts';

export function createTelehealthMutations(pipeline: WritePipeline, notify: NotifyRequest) {
  const writes = telehealthWrites(notify);
  return {
    request: (user: SessionUser | null, args: RequestArgs): Promise<TelehealthView> =>
      pipeline.run(writes.requestTelehealthVisit, user, args),

    cancel: (user: SessionUser | null, args: CancelArgs): Promise<TelehealthView> =>
      pipeline.run(writes.cancelTelehealthRequest, user, args),

    /** startEncounter with teleMedicineType: the telehealth clinician takes a request and checks in. */
    checkIn: (user: SessionUser | null, args: CheckInArgs): Promise<EncounterView> => pipeline.run(telehealthCheckIn, user, args),
  };
}

export type TelehealthMutations = ReturnType<typeof createTelehealthMutations>;
