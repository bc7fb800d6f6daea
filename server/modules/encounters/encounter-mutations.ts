// The encounter lifecycle commands of SPEC §4/§7 as the resolvers and syncEncounterCommands
// (command-batch.ts) call them: each runs its declaration (encounter-operations.ts) through the
// write pipeline (DESIGN §5: rule → input → in one transaction with the receipt: target and its
// access rule → version → apply → commit → events). What a command adds after that: a telehealth
// encounter it changed is announced to the waiting room, and e-sign answers missing answers as
// its result; createEncounter turns the unique index's refusal into the CONFLICT of the
// appointment's encounter.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { afterCommit } from '../shared/command-set.ts';
import type { EncounterView, EsignResultView, ProvenanceView } from '../shared/encounter-views.ts';
import { isUniqueViolation } from '../shared/mutation-runner.ts';
import type { WriteDeclaration, WritePipeline } from '../shared/write-pipeline.ts';
import { encounterWrites, MissingAnswers, telehealthChangeOf } from './encounter-operations.ts';
import { encounterRepository } from './encounter-repository.ts';
import { conflictWith } from './transitions.ts';

export { SIGNATURE_PROVENANCE } from './encounter-input.ts';
export { TELEHEALTH_ONLY } from './encounter-operations.ts';

type Maybe<T> = T | null | undefined;

interface StepArgs {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
}

export function createEncounterMutations(
  db: Database,
  pipeline: WritePipeline,
  raise: RaiseNotification,
  /** A telehealth encounter changed (checked out, signed …): the waiting room hears of it (wired in services.ts). */
  onTelehealthChange: (encounterId: string) => Promise<void> = async () => {},
) {
  const writes = encounterWrites(raise);

  /** Runs the command; a telehealth encounter it changed (not a resend answered from its receipt) is announced after commit. */
  async function run<I, T, R>(declaration: WriteDeclaration<I, T, R>, user: SessionUser | null, args: unknown): Promise<R> {
    const result = await pipeline.run(declaration, user, args);
    const telehealthEncounterId = telehealthChangeOf(result);
    // In a batch applied as a set, after the set's commit (shared/command-set.ts).
    if (telehealthEncounterId) await afterCommit(() => onTelehealthChange(telehealthEncounterId));
    return result;
  }

  return {
    async create(
      user: SessionUser | null,
      args: {
        clientMutationId: string;
        encounter: { id: string; appointmentId: string; deliveryType?: Maybe<string> };
        provenance?: unknown;
      },
    ): Promise<EncounterView> {
      try {
        return await run(writes.createEncounter, user, args);
      } catch (error) {
        // Backstop of the unique index (the appointment row lock normally answers first).
        if (!isUniqueViolation(error)) throw error;
        const existing = await encounterRepository.activeForAppointment(db, args.encounter.appointmentId.toLowerCase());
        throw conflictWith(existing);
      }
    },

    update(
      user: SessionUser | null,
      args: { clientMutationId: string; id: string; baseVersion: number; encounter: { checkedOutAt?: Maybe<string> } },
    ): Promise<EncounterView> {
      return run(writes.updateEncounter, user, args);
    },

    start(user: SessionUser | null, args: StepArgs & { provenance: unknown }): Promise<EncounterView> {
      return run(writes.startEncounter, user, args);
    },

    undoCheckIn(user: SessionUser | null, args: StepArgs & { provenance: unknown }): Promise<EncounterView> {
      return run(writes.undoCheckIn, user, args);
    },

    cancel(
      user: SessionUser | null,
      args: StepArgs & { cancelReason?: Maybe<string>; resetStopActual?: Maybe<boolean>; provenance?: unknown },
    ): Promise<EncounterView> {
      return run(writes.cancelEncounter, user, args);
    },

    async esign(user: SessionUser | null, args: StepArgs & { provenance?: unknown }): Promise<EsignResultView> {
      try {
        return await run(writes.esignEncounter, user, args);
      } catch (error) {
        // SPEC §4: e-sign answers with the missing answers (nothing written, no receipt: a resend asks again).
        if (error instanceof MissingAnswers) return { signed: false, encounter: error.encounter, missingAnswers: error.missing };
        throw error;
      }
    },

    amend(user: SessionUser | null, args: StepArgs & { reason?: Maybe<string>; provenance?: unknown }): Promise<EncounterView> {
      return run(writes.amendEncounter, user, args);
    },

    telehealthAutoCheckout(user: SessionUser | null, args: StepArgs): Promise<EncounterView> {
      return run(writes.PerformTMAutoCheckout, user, args);
    },

    createProvenance(
      user: SessionUser | null,
      args: { provenance: unknown; targetId: string; activity: string; clientMutationId?: Maybe<string> },
    ): Promise<ProvenanceView> {
      return run(writes.createProvenance, user, args);
    },
  };
}

export type EncounterMutations = ReturnType<typeof createEncounterMutations>;
