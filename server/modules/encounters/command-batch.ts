// syncEncounterCommands (DESIGN §4): a device's outbox sent as one request. Each command runs
// through the same service method as its own mutation (its permission check, its patient access
// and change rule, its receipt and events), in the order sent, so a batch changes nothing about
// what is applied or answered. It is applied as a SET, in ONE transaction (DESIGN §4 step 3 for
// the whole request; this is where the set application is described):
// - read up front, for all its commands (command-set-reads.ts): the patient scope once, the
//   clinicians and then the visits locked in DESIGN §5's lock order, and what the guards read;
// - then each command's own steps decide in memory, in order; its reads of what the batch writes
//   (the encounter and appointment, the appointment's encounter, a clinician's visit in progress,
//   the responses) see the earlier commands' results through the overlay
//   (shared/set-overlay.ts), and its writes join the set's (shared/command-set.ts); a command
//   that fails leaves nothing;
// - all the writes (resources, history, provenance, receipts) go as one statement at the end
//   (db/collapse-writes.ts); then commit, then the events and the waiting room's news.
// Any surprise (a receipt id taken by a concurrent duplicate, a version moved, a read not made up
// front, anything unexpected) rolls the set back, and the batch runs command by command, each in
// its own transaction, as a single mutation does. What a batch adds, either way:
// - a command may leave out baseVersion when an earlier command of the same encounter in the
//   batch succeeded: it gets the version that command produced (the device cannot know it);
// - once a command of an encounter fails, the encounter's later commands are SKIPPED, so they
//   never apply out of order (an e-sign that does not sign counts as failed); a form's answers
//   belong to their encounter here, so an e-sign never follows a save that was refused;
// - a form's answers chain on the response's versions (one chain per form), not the encounter's;
// - a malformed command (naming no operation or several, or refused input) fails alone with its
//   error; the commands of the other encounters are applied, so one bad entry never holds up a
//   device's whole outbox (the drain sets it aside and goes on, src/offline/drain.ts);
// - the finished receipts of the whole batch are read first, in one query: a resent batch is
//   answered from them without running its commands (a client mutation id sent twice in one
//   batch runs command by command: the second is answered from the first's receipt);
// - the definitions its commands read (the plan, the questionnaires, the notification
//   subscriptions and recipients) are read once for the batch (shared/batch-reads.ts).
import type { SessionUser } from '../../../src/domain/access.ts';
import { COMMAND_SKIPPED } from '../../../src/domain/errors.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, badInput } from '../../errors.ts';
import type { ResponseView } from '../forms/response-views.ts';
import type { createResponseService } from '../forms/responses-service.ts';
import { withBatchReads } from '../shared/batch-reads.ts';
import { CommandSet, inCommandSet } from '../shared/command-set.ts';
import type { EncounterView, EsignResultView } from '../shared/encounter-views.ts';
import { isId } from '../shared/ids.ts';
import { payloadHash } from '../shared/mutation-payload.ts';
import { mutationReceiptRepository, type Receipt } from '../shared/mutation-receipt-repository.ts';
import { storedResult } from '../shared/mutation-runner.ts';
import { SetOverlay, SetSurprise } from '../shared/set-overlay.ts';
import { readSet, type SetCommand } from './command-set-reads.ts';
import type { EncounterMutations } from './encounter-mutations.ts';

type ResponseService = Pick<ReturnType<typeof createResponseService>, 'save'>;

export const MAX_COMMANDS = 100;
export const SKIPPED_MESSAGE = 'Not applied: an earlier change to this encounter in the same batch was not applied.';

type Maybe<T> = T | null | undefined;

interface Provenanced {
  provenance?: Maybe<unknown>;
}
interface Step extends Provenanced {
  clientMutationId: string;
  encounterId: string;
  baseVersion?: Maybe<number>;
}

export interface EncounterCommand {
  createEncounter?: Maybe<
    { clientMutationId: string; encounter: { id: string; appointmentId: string; deliveryType?: Maybe<string> } } & Provenanced
  >;
  startEncounter?: Maybe<Step>;
  undoCheckIn?: Maybe<Step>;
  updateEncounter?: Maybe<{
    clientMutationId: string;
    id: string;
    baseVersion?: Maybe<number>;
    encounter: { checkedOutAt?: Maybe<string> };
  }>;
  cancelEncounter?: Maybe<Step & { cancelReason?: Maybe<string>; resetStopActual?: Maybe<boolean> }>;
  esignEncounter?: Maybe<Step>;
  amendEncounter?: Maybe<Step & { reason?: Maybe<string> }>;
  saveQuestionnaireResponse?: Maybe<SaveCommand>;
}

interface SaveCommand {
  clientMutationId: string;
  encounterId: string;
  questionnaireCode: string;
  baseVersion?: Maybe<number>;
  answers: unknown;
  authored?: Maybe<string>;
  complete?: Maybe<boolean>;
}

export interface CommandErrorView {
  code: string;
  message: string;
  field: string | null;
  currentVersion: number | null;
  encounterId: string | null;
  /** CONFLICT: a deadlock rolled the command back (DESIGN §5 'One lock order'); sent again, it may apply. */
  retryable: boolean | null;
}

export interface CommandOutcomeView {
  clientMutationId: string;
  encounter: EncounterView | null;
  esign: EsignResultView | null;
  response: ResponseView | null;
  error: CommandErrorView | null;
}

const OPERATIONS = [
  'createEncounter',
  'startEncounter',
  'undoCheckIn',
  'updateEncounter',
  'cancelEncounter',
  'esignEncounter',
  'amendEncounter',
  'saveQuestionnaireResponse',
] as const;
type Operation = (typeof OPERATIONS)[number];

function errorView(error: AppError): CommandErrorView {
  const { field, currentVersion, encounterId, retryable } = error.details;
  return {
    code: error.code,
    message: error.message,
    field: typeof field === 'string' ? field : null,
    currentVersion: typeof currentVersion === 'number' ? currentVersion : null,
    encounterId: typeof encounterId === 'string' ? encounterId : null,
    retryable: retryable === true ? true : null,
  };
}

/** The operations a command names: exactly one is well-formed. */
const namedOperations = (command: EncounterCommand): Operation[] => OPERATIONS.filter((operation) => command[operation] != null);

type Args = { clientMutationId: string; encounterId?: string; id?: string; encounter?: { id?: string } };
const argsOf = (command: EncounterCommand, operation: Operation) => command[operation] as Args;
const encounterOf = (args: Args): string => args.encounterId ?? args.id ?? args.encounter?.id ?? '';

/** A batch as its commands are applied: the caller, the commands, what each names, and the receipts found. */
interface Batch {
  me: SessionUser;
  list: readonly EncounterCommand[];
  named: Operation[][];
  receipts: Map<string, Receipt>;
}

type Done = { encounter: EncounterView | null; esign: EsignResultView | null; response: ResponseView | null; version: number };

const encounterDone = (encounter: EncounterView): Done => ({ encounter, esign: null, response: null, version: encounter.versionId });

/** A command's stored result (its receipt), as the command would answer it again. */
function answered(me: SessionUser, operation: Operation, command: EncounterCommand, receipt: Receipt): Done {
  const hash = payloadHash(operation, command[operation] as Record<string, unknown>);
  const result = storedResult<EncounterView | EsignResultView | ResponseView>(me, operation, hash, receipt);
  if (operation === 'esignEncounter') {
    const esign = result as EsignResultView;
    return { encounter: esign.encounter, esign, response: null, version: esign.encounter.versionId };
  }
  if (operation === 'saveQuestionnaireResponse') {
    const response = result as ResponseView;
    return { encounter: null, esign: null, response, version: response.versionId };
  }
  return encounterDone(result as EncounterView);
}

/**
 * The chain a command belongs to (what a left-out baseVersion is taken from): the encounter, or
 * for a form's answers that form of the encounter (a response has versions of its own).
 */
function chainOf(operation: Operation, command: EncounterCommand, encounterId: string): string {
  return operation === 'saveQuestionnaireResponse' ? `${encounterId} ${command.saveQuestionnaireResponse?.questionnaireCode}` : encounterId;
}

export function createCommandBatch(db: Executor, commands: EncounterMutations, responses: ResponseService) {
  /** Runs one command; what it returned and the version it made in its chain. */
  async function run(user: SessionUser, command: EncounterCommand, operation: Operation, baseOf: (chain: string) => number): Promise<Done> {
    switch (operation) {
      case 'createEncounter': {
        const args = command.createEncounter as NonNullable<EncounterCommand['createEncounter']>;
        return encounterDone(await commands.create(user, args));
      }
      case 'updateEncounter': {
        const args = command.updateEncounter as NonNullable<EncounterCommand['updateEncounter']>;
        return encounterDone(await commands.update(user, { ...args, baseVersion: args.baseVersion ?? baseOf(args.id) }));
      }
      case 'esignEncounter': {
        const args = command.esignEncounter as Step;
        const esign = await commands.esign(user, { ...args, baseVersion: args.baseVersion ?? baseOf(args.encounterId) });
        return { encounter: esign.encounter, esign, response: null, version: esign.encounter.versionId };
      }
      case 'amendEncounter': {
        const args = command.amendEncounter as NonNullable<EncounterCommand['amendEncounter']>;
        return encounterDone(await commands.amend(user, { ...args, baseVersion: args.baseVersion ?? baseOf(args.encounterId) }));
      }
      case 'saveQuestionnaireResponse': {
        const args = command.saveQuestionnaireResponse as SaveCommand;
        const baseVersion = args.baseVersion ?? baseOf(chainOf(operation, command, args.encounterId));
        const response = await responses.save(user, { ...args, baseVersion });
        return { encounter: null, esign: null, response, version: response.versionId };
      }
      case 'startEncounter':
      case 'undoCheckIn': {
        const args = command[operation] as Step;
        const step = { ...args, baseVersion: args.baseVersion ?? baseOf(args.encounterId), provenance: args.provenance };
        return encounterDone(operation === 'startEncounter' ? await commands.start(user, step) : await commands.undoCheckIn(user, step));
      }
      case 'cancelEncounter': {
        const args = command.cancelEncounter as NonNullable<EncounterCommand['cancelEncounter']>;
        return encounterDone(await commands.cancel(user, { ...args, baseVersion: args.baseVersion ?? baseOf(args.encounterId) }));
      }
    }
  }

  return function syncEncounterCommands(user: SessionUser | null, list: readonly EncounterCommand[]): Promise<CommandOutcomeView[]> {
    // The definitions every command reads (plan, questionnaires, notification subscriptions) are
    // read once for the batch (shared/batch-reads.ts).
    return withBatchReads(() => runBatch(user, list));
  };

  async function runBatch(user: SessionUser | null, list: readonly EncounterCommand[]): Promise<CommandOutcomeView[]> {
    const me = authorize(user, 'Mutation.syncEncounterCommands');
    if (list.length > MAX_COMMANDS) throw badInput(`At most ${MAX_COMMANDS} commands can be sent at once`, 'commands');
    const named = list.map(namedOperations);
    const ids = list.flatMap((command, index) => (named[index] ?? []).map((operation) => argsOf(command, operation).clientMutationId));
    const receipts = await mutationReceiptRepository.find(
      db,
      ids.filter(isId).map((id) => id.toLowerCase()),
    );
    const batch: Batch = { me, list, named, receipts };
    const toRun = setCommands(batch);
    // A client mutation id sent twice in one batch is answered as today (the second from the
    // first's receipt, or refused): command by command.
    const sent = toRun.map((c) => c.clientMutationId.toLowerCase());
    if (toRun.length > 0 && new Set(sent).size === sent.length) {
      const applied = await applyAsSet(batch, toRun);
      if (applied) return applied;
    }
    return applyEach(batch);
  }

  /**
   * The batch applied as a set, in one transaction (the header above); null when it met a
   * surprise or anything unexpected: rolled back, nothing written, nothing published.
   */
  async function applyAsSet(batch: Batch, toRun: readonly SetCommand[]): Promise<CommandOutcomeView[] | null> {
    let set: CommandSet | undefined;
    let outcomes: CommandOutcomeView[];
    try {
      outcomes = await db.transaction(async (tx) => {
        set = new CommandSet(tx, new SetOverlay(await readSet(tx, batch.me, toRun)));
        const done = await inCommandSet(set, () => applyEach(batch));
        await set.flush();
        return done;
      });
    } catch (error) {
      // A surprise is the set's own way out (a concurrent duplicate, a version moved); anything
      // else is a fault of the set's path or of the database, said where the server's warnings
      // go, as the batch is run again command by command (its own error, if any, is the answer).
      if (!(error instanceof SetSurprise)) {
        process.emitWarning(`a batch applied as a set failed and runs command by command: ${String(error)}`, 'CommandSetWarning');
      }
      return null;
    }
    await set?.committed();
    return outcomes;
  }

  /** The commands to run (well-formed, not answered from a receipt), as the set's reads see them. */
  function setCommands({ list, named, receipts }: Batch): (SetCommand & { clientMutationId: string })[] {
    return list.flatMap((command, index) => {
      const operations = named[index] ?? [];
      const [operation] = operations;
      if (!operation || operations.length > 1) return [];
      const args = argsOf(command, operation);
      if (receipts.has(String(args.clientMutationId).toLowerCase())) return [];
      const appointmentId = operation === 'createEncounter' ? (command.createEncounter?.encounter.appointmentId ?? null) : null;
      return [{ operation, encounterId: encounterOf(args), appointmentId, clientMutationId: String(args.clientMutationId) }];
    });
  }

  /** Each command in order, with the batch's rules; in a set when one is open (the runner applies into it). */
  async function applyEach({ me, list, named, receipts }: Batch): Promise<CommandOutcomeView[]> {
    const versions = new Map<string, number>(); // what this batch's commands produced, per chain
    const failed = new Set<string>();
    const outcomes: CommandOutcomeView[] = [];
    for (const [index, command] of list.entries()) {
      const operations = named[index] ?? [];
      const [operation] = operations;
      const outcome: CommandOutcomeView = {
        clientMutationId: operation ? argsOf(command, operation).clientMutationId : '',
        encounter: null,
        esign: null,
        response: null,
        error: null,
      };
      outcomes.push(outcome);
      // A malformed command fails alone (its encounter's later commands are skipped, as after
      // any failure); the other encounters' commands are applied.
      if (!operation || operations.length > 1) {
        outcome.error = errorView(badInput(`commands[${index}] must name exactly one operation`, 'commands'));
        for (const each of operations) failed.add(encounterOf(argsOf(command, each)));
        continue;
      }
      const args = argsOf(command, operation);
      const encounterId = encounterOf(args);
      const chain = chainOf(operation, command, encounterId);
      if (failed.has(encounterId)) {
        outcome.error = {
          code: COMMAND_SKIPPED,
          message: SKIPPED_MESSAGE,
          field: null,
          currentVersion: null,
          encounterId: null,
          retryable: null,
        };
        continue;
      }
      const baseOf = (key: string): number => {
        const produced = versions.get(key);
        if (produced == null) throw badInput('baseVersion is required', 'baseVersion');
        return produced;
      };
      try {
        const receipt = receipts.get(args.clientMutationId.toLowerCase());
        const done = receipt ? answered(me, operation, command, receipt) : await run(me, command, operation, baseOf);
        outcome.encounter = done.encounter;
        outcome.esign = done.esign;
        outcome.response = done.response;
        versions.set(chain, done.version);
        if (done.esign && !done.esign.signed) failed.add(encounterId);
      } catch (error) {
        // Anything but an expected refusal (the database gone, say) fails the whole request; the
        // commands already applied answer from their receipts when the device resends.
        if (!(error instanceof AppError)) throw error;
        outcome.error = errorView(error);
        failed.add(encounterId);
      }
    }
    return outcomes;
  }
}
