// The visit's lifecycle actions as data (STYLE: action objects, predicate + label): each is
// offered only when the encounter's state flag allows it (SPEC §3 EncounterState, §4 "Sign,
// amend, checkout availability follows the server flags").
import type { EncounterStateFlags } from '../../domain/encounter-workflow';

export type VisitActionId = 'checkIn' | 'checkOut' | 'esign' | 'amend' | 'cancel' | 'undoCheckIn';

export interface VisitAction {
  id: VisitActionId;
  label: string;
  flag: keyof EncounterStateFlags;
  /** The main step of the visit's flow (a filled button); the others are secondary. */
  primary: boolean;
  /** Changes that lose work ask first. */
  confirm: boolean;
}

export const VISIT_ACTIONS: readonly VisitAction[] = [
  { id: 'checkIn', label: 'Check in', flag: 'allowCheckIn', primary: true, confirm: false },
  { id: 'checkOut', label: 'Check out', flag: 'allowCheckout', primary: true, confirm: false },
  { id: 'esign', label: 'E-sign', flag: 'allowESign', primary: true, confirm: false },
  { id: 'amend', label: 'Amend', flag: 'allowAmend', primary: false, confirm: true },
  { id: 'undoCheckIn', label: 'Undo check-in', flag: 'allowUndoCheckIn', primary: false, confirm: false },
  { id: 'cancel', label: 'Cancel visit', flag: 'allowCancel', primary: false, confirm: true },
];

/** The actions `state` allows, in the order the screen shows them. */
export const allowedActions = (state: EncounterStateFlags): VisitAction[] => VISIT_ACTIONS.filter((a) => state[a.flag] === true);
