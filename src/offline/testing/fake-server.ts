// An in-memory server for the offline core's tests, with the receipt + base-version semantics of
// DESIGN §4 step 3: a resend of a clientMutationId returns the stored result (never applied
// twice); a stale baseVersion is refused with CONFLICT; otherwise the change is applied with the
// shared state machine, the version bumped and the receipt stored. Faults can be injected per
// mutation (per request when batched): a validation refusal, the request lost on the way, the response lost on the way back, a duplicate
// delivery, an expired session, a 5xx; `restart()` is a new process on the same storage.
import { ApiError, offlineError } from '../../api/http';
import { applyWorkflow, type WorkflowAction, WorkflowError } from '../../domain/encounter-workflow';
import { COMMAND_SKIPPED } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';
import type { EncounterFieldsFragment } from '../../gql/graphql';
import { appointmentStatusAfter, snapshotOf, withSnapshot } from '../encounter-record';
import type { GraphqlRequest } from '../graphql-request';
import { DAY, encounterFixture, type ServerStorage, seedStorage } from './fixtures';

export type Fault =
  | 'none'
  | 'reject'
  | 'drop'
  | 'lose-response'
  | 'duplicate'
  | 'unauthenticated'
  | 'server-error'
  | 'refuse-request'
  /** The batch's first command is rolled back by a deadlock: a retryable CONFLICT, nothing applied. */
  | 'deadlock';

type Vars = Record<string, unknown>;

const FIELD: Record<string, string> = {
  CreateEncounter: 'createEncounter',
  StartEncounter: 'startEncounter',
  UpdateEncounter: 'updateEncounter',
  EsignEncounter: 'esignEncounter',
  CancelEncounter: 'cancelEncounter',
  UndoCheckIn: 'undoCheckIn',
};

const OPERATION_OF: Record<string, string> = Object.fromEntries(Object.entries(FIELD).map(([operation, field]) => [field, operation]));

const badInput = (message: string) => new ApiError(400, 'BAD_USER_INPUT', message);

export class FakeServer {
  online = true;
  readonly faults: Fault[] = [];
  /** Operation names received (queries, and each mutation of a batch), in order. */
  readonly received: string[] = [];
  /** The size of each syncEncounterCommands request, in order. */
  readonly batches: number[] = [];
  private restarting = false;
  private clock = 0;

  constructor(readonly storage: ServerStorage = seedStorage(3)) {}

  /** The request function handed to the offline core (a stand-in for src/api/graphql-client). */
  readonly request = (async (document: unknown, variables?: unknown) =>
    this.handle(String(document), (variables ?? {}) as Vars)) as unknown as GraphqlRequest;

  /** The process restarts: the next request finds it down; storage (and receipts) survive. */
  restart(): void {
    this.restarting = true;
  }

  /** The network and the server are fine again (no pending faults, no restart under way). */
  heal(): void {
    this.online = true;
    this.faults.length = 0;
    this.restarting = false;
  }

  private async handle(document: string, variables: Vars): Promise<unknown> {
    await Promise.resolve();
    const operation = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    if (operation === 'SyncEncounterCommands') {
      // Recorded as the mutations it carries, so tests read what was sent, batched or not.
      const commands = variables.commands as Vars[];
      this.batches.push(commands.length);
      for (const command of commands) this.received.push(OPERATION_OF[Object.keys(command)[0] ?? ''] ?? '');
    } else this.received.push(operation);
    if (!this.online) throw offlineError();
    if (this.restarting) {
      this.restarting = false;
      throw offlineError();
    }
    if (operation === 'SyncEncounterCommands') return this.batch(variables.commands as Vars[]);
    const field = FIELD[operation];
    if (!field) return this.query(operation, variables);
    const fault = this.faults.shift();
    if (fault === 'drop') throw offlineError();
    if (fault === 'unauthenticated') throw new ApiError(401, 'UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    if (fault === 'server-error') throw new ApiError(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong');
    const result = this.mutate(operation, field, variables, fault === 'reject');
    if (fault === 'duplicate') return this.mutate(operation, field, variables);
    if (fault === 'lose-response') throw offlineError();
    return result;
  }

  /**
   * syncEncounterCommands as the real server: each command as its own mutation, in order; a
   * chained command (no baseVersion) takes its predecessor's version; after a failure the
   * encounter's later commands are SKIPPED. One fault per request: the transport faults hit the
   * whole batch, 'reject' the first command.
   */
  private batch(commands: Vars[]): unknown {
    const fault = this.faults.shift();
    if (fault === 'drop') throw offlineError();
    if (fault === 'unauthenticated') throw new ApiError(401, 'UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    if (fault === 'server-error') throw new ApiError(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong');
    if (fault === 'refuse-request') throw badInput('Variable "$commands" got invalid value');
    const run = (reject: boolean) => {
      const versions = new Map<string, number>();
      const failed = new Set<string>();
      return commands.map((command, index) => {
        const [field, raw] = Object.entries(command)[0] ?? [];
        const args = (raw ?? {}) as Vars;
        const operation = OPERATION_OF[field ?? ''] ?? '';
        const entityId = String(args.encounterId ?? args.id ?? (args.encounter as { id?: string } | undefined)?.id);
        const clientMutationId = String(args.clientMutationId);
        const outcome = { clientMutationId, encounter: null as unknown, esign: null as unknown, error: null as unknown };
        if (failed.has(entityId)) {
          outcome.error = {
            code: COMMAND_SKIPPED,
            message: 'Not applied',
            field: null,
            currentVersion: null,
            encounterId: null,
            retryable: null,
          };
          return outcome;
        }
        if (fault === 'deadlock' && index === 0) {
          failed.add(entityId);
          outcome.error = {
            code: 'CONFLICT',
            message: MESSAGES.conflict,
            field: null,
            currentVersion: null,
            encounterId: null,
            retryable: true,
          };
          return outcome;
        }
        try {
          const baseVersion = args.baseVersion ?? versions.get(entityId);
          const answer = this.mutate(operation, field ?? '', { ...args, baseVersion }, reject && index === 0) as Record<string, unknown>;
          const result = answer[field ?? ''] as { encounter?: EncounterFieldsFragment; signed?: boolean } & EncounterFieldsFragment;
          const encounter = field === 'esignEncounter' ? (result.encounter as EncounterFieldsFragment) : result;
          outcome.encounter = encounter;
          if (field === 'esignEncounter') outcome.esign = result;
          versions.set(entityId, encounter.versionId);
          if (field === 'esignEncounter' && !result.signed) failed.add(entityId);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          failed.add(entityId);
          const details = error.details as { currentVersion?: number; encounterId?: string };
          outcome.error = {
            code: error.code,
            message: error.message,
            field: null,
            currentVersion: details.currentVersion ?? null,
            encounterId: details.encounterId ?? null,
            retryable: null,
          };
        }
        return outcome;
      });
    };
    const result = { syncEncounterCommands: run(fault === 'reject') };
    if (fault === 'duplicate') return { syncEncounterCommands: run(false) };
    if (fault === 'lose-response') throw offlineError();
    return result;
  }

  private query(operation: string, variables: Vars): unknown {
    const s = this.storage;
    switch (operation) {
      case 'MySchedule':
        return structuredClone({
          MySchedule: {
            practitionerId: 'pr-1',
            from: variables.from,
            to: variables.to,
            syncedAt: new Date(Date.UTC(2026, 2, 10, 12, 0, this.clock++)).toISOString(),
            appointments: [...s.appointments.values()],
            patients: [...s.patients.values()],
            encounters: [...s.encounters.values()],
            days: [],
            questionnaires: [],
            plans: [],
            responses: [],
            earlierResponses: [],
            charts: [],
            chartAdmissions: [],
          },
        });
      case 'EncounterById':
        return structuredClone({ Encounter: s.encounters.get(String(variables.id)) ?? null });
      default:
        throw badInput(`Unknown operation ${operation}`);
    }
  }

  private mutate(operation: string, field: string, v: Vars, reject = false): unknown {
    const clientMutationId = String(v.clientMutationId);
    const receipt = this.storage.receipts.get(clientMutationId);
    if (receipt) return structuredClone(receipt);
    // a validation refusal that does not depend on the state (SPEC §8 authorization message)
    if (reject) throw badInput('An active authorization has not been attached to this encounter.');
    const { entityId, encounter, result } = operation === 'CreateEncounter' ? this.create(v) : this.transition(operation, v);
    this.storage.encounters.set(entityId, encounter);
    this.followAppointment(encounter);
    const answer = { [field]: result };
    this.storage.receipts.set(clientMutationId, answer);
    const baseVersion = typeof v.baseVersion === 'number' ? v.baseVersion : null;
    this.storage.applied.push({ clientMutationId, entityId, operation, baseVersion, versionAfter: encounter.versionId });
    return structuredClone(answer);
  }

  private create(v: Vars) {
    const input = v.encounter as { id: string; appointmentId: string };
    const appointment = this.storage.appointments.get(input.appointmentId);
    if (!appointment) throw new ApiError(404, 'NOT_FOUND', 'Not Found');
    // As the real server: the visit's active encounter is named, so the device can adopt it.
    const existing = appointment.encounterId ? this.storage.encounters.get(appointment.encounterId) : undefined;
    if (existing && existing.status !== 'cancelled')
      throw new ApiError(409, 'CONFLICT', 'Conflict', undefined, { encounterId: existing.id, currentVersion: existing.versionId });
    if (appointment.status === 'cancelled') throw badInput('This action is not allowed for the encounter in its current state.');
    if (this.storage.encounters.has(input.id)) throw badInput('encounter.id is already in use');
    const encounter = encounterFixture(input.id, appointment);
    return { entityId: input.id, encounter, result: encounter };
  }

  private transition(operation: string, v: Vars) {
    const entityId = String(v.encounterId ?? v.id);
    const current = this.storage.encounters.get(entityId);
    if (!current) throw new ApiError(404, 'NOT_FOUND', 'Not Found');
    if (v.baseVersion !== current.versionId)
      throw new ApiError(409, 'CONFLICT', 'Conflict', undefined, { currentVersion: current.versionId });
    const recorded = (v.provenance as { recorded?: string } | null | undefined)?.recorded ?? new Date().toISOString();
    if (operation === 'EsignEncounter' && this.storage.missingAnswers.has(entityId)) {
      return {
        entityId,
        encounter: current,
        result: { signed: false, encounter: current, missingAnswers: [{ id: 'q-1', title: 'Wound assessment' }] },
      };
    }
    const action: WorkflowAction =
      operation === 'StartEncounter'
        ? { type: 'checkIn', at: recorded }
        : operation === 'UpdateEncounter'
          ? { type: 'checkOut', at: String((v.encounter as { checkedOutAt: string }).checkedOutAt) }
          : operation === 'EsignEncounter'
            ? { type: 'esign', at: recorded }
            : operation === 'CancelEncounter'
              ? { type: 'cancel', reason: (v.cancelReason as string | null | undefined) ?? null }
              : { type: 'undoCheckIn' };
    const encounter = this.applyAction(current, action);
    return { entityId, encounter, result: operation === 'EsignEncounter' ? { signed: true, encounter, missingAnswers: [] } : encounter };
  }

  private applyAction(current: EncounterFieldsFragment, action: WorkflowAction | 'touch'): EncounterFieldsFragment {
    try {
      const next = action === 'touch' ? current : withSnapshot(current, applyWorkflow(snapshotOf(current), action));
      return { ...next, versionId: current.versionId + 1, lastUpdated: new Date().toISOString() };
    } catch (error) {
      if (error instanceof WorkflowError) throw badInput(error.message);
      throw error;
    }
  }

  private followAppointment(encounter: EncounterFieldsFragment) {
    const appointment = encounter.appointmentId ? this.storage.appointments.get(encounter.appointmentId) : undefined;
    if (!appointment) return;
    const status = appointmentStatusAfter(encounter, { ...appointment, date: DAY, pendingSync: false });
    this.storage.appointments.set(appointment.id, {
      ...appointment,
      encounterId: encounter.id,
      status,
      versionId: appointment.versionId + 1,
    });
  }

  /** Another device changes the encounter ('touch': an edit that only bumps the version). Returns false when not allowed. */
  secondDevice(encounterId: string, change: WorkflowAction | 'touch'): boolean {
    const current = this.storage.encounters.get(encounterId);
    if (!current) return false;
    try {
      const encounter = this.applyAction(current, change);
      this.storage.encounters.set(encounterId, encounter);
      this.followAppointment(encounter);
      return true;
    } catch {
      return false;
    }
  }
}
