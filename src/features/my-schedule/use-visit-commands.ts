// The visit's lifecycle commands (SPEC §4), through the offline core: each applies the change
// on the device at once and queues it for the server; none waits for the network. A command
// that is not allowed throws with the spec's words, shown to the clinician as they are.
import { useMutation } from '@tanstack/react-query';
import type { MissingAnswer } from '../../domain/forms/missing';
import { amend, cancelVisit, checkIn, checkOut, esign, undoCheckIn } from '../../offline/commands';
import { missingOnDevice } from '../../offline/forms-store';
import type { Visit } from '../../offline/schedule-store';
import { currentPosition, deviceDescription } from './device';
import type { VisitActionId } from './visit-actions';

export type VisitCommand = { action: Exclude<VisitActionId, 'cancel' | 'amend'> } | { action: 'cancel' | 'amend'; reason: string };

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
    case 'esign': {
      // SPEC §4: e-sign lists the missing answers; checked on the device first (the server checks again).
      const encounterId = encounterIdOf(visit);
      const missing = await missingOnDevice(userId, encounterId);
      if (missing.length > 0) return { missingAnswers: missing };
      await esign(userId, { encounterId });
      return { missingAnswers: [] };
    }
    case 'amend':
      await amend(userId, { encounterId: encounterIdOf(visit), reason: command.reason.trim() });
      return { missingAnswers: [] };
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
