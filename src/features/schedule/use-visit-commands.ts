// The visit's lifecycle commands (SPEC §4), through the offline core: each applies the change
// on the device at once and queues it for the server; none waits for the network. A command
// that is not allowed throws with the spec's words, shown to the clinician as they are.
import { useMutation } from '@tanstack/react-query';
import { cancelVisit, checkIn, checkOut, esign, undoCheckIn } from '../../offline/commands';
import type { Visit } from '../../offline/schedule-store';
import { currentPosition, deviceDescription } from './device';
import type { VisitActionId } from './visit-actions';

export type VisitCommand = { action: Exclude<VisitActionId, 'cancel'> } | { action: 'cancel'; reason: string };

export interface MissingAnswer {
  id: string;
  title: string;
}

export interface CommandOutcome {
  /** E-sign: the answers still missing (the visit is not signed while there are any). */
  missingAnswers: readonly MissingAnswer[];
}

const NO_ENCOUNTER = 'This visit has not been checked in yet.';

/** How long check-in waits for the position before going on without it. */
export const POSITION_TIMEOUT_MS = 5_000;

function encounterIdOf(visit: Visit): string {
  const id = visit.encounter?.id ?? visit.appointment.encounterId;
  if (!id) throw new Error(NO_ENCOUNTER);
  return id;
}

function missingAnswersOf(result: unknown): readonly MissingAnswer[] {
  if (!result || typeof result !== 'object' || !('missingAnswers' in result)) return [];
  const list = (result as { missingAnswers?: unknown }).missingAnswers;
  return Array.isArray(list) ? (list as MissingAnswer[]) : [];
}

export async function performVisitCommand(userId: string, visit: Visit, command: VisitCommand): Promise<CommandOutcome> {
  switch (command.action) {
    case 'checkIn': {
      // The check-in time is the tap, however long the position takes to come (or not).
      const at = new Date().toISOString();
      const position = await currentPosition(POSITION_TIMEOUT_MS);
      await checkIn(userId, {
        appointmentId: visit.appointment.id,
        ...(position ? { position } : {}),
        device: deviceDescription(),
        at,
      });
      return { missingAnswers: [] };
    }
    case 'checkOut':
      await checkOut(userId, { encounterId: encounterIdOf(visit) });
      return { missingAnswers: [] };
    case 'esign':
      return { missingAnswers: missingAnswersOf(await esign(userId, { encounterId: encounterIdOf(visit) })) };
    case 'cancel': {
      const reason = command.reason.trim();
      await cancelVisit(userId, { encounterId: encounterIdOf(visit), ...(reason ? { reason } : {}) });
      return { missingAnswers: [] };
    }
    case 'undoCheckIn':
      await undoCheckIn(userId, { encounterId: encounterIdOf(visit) });
      return { missingAnswers: [] };
  }
}

export function useVisitCommands(userId: string, visit: Visit) {
  return useMutation({
    mutationKey: ['visit-command', userId, visit.appointment.id],
    mutationFn: (command: VisitCommand) => performVisitCommand(userId, visit, command),
  });
}
