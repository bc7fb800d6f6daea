// The encounter lifecycle (SPEC §3, §4) as one pure state machine, shared by the server (which
// enforces it) and the device (which applies the same change optimistically while offline).
//   planned ─checkIn→ in-progress/Checked-in ─checkOut→ finished/checkedOut ─esign→ finished/eSigned
//   in-progress ─undoCheckIn→ planned;  planned|in-progress ─cancel→ cancelled
//   eSigned ─amend→ amendmentInprogress ─esign→ eSigned
import type { AppointmentStatus, EncounterStatus, EncounterWorkflowState } from './resources';

export interface EncounterSnapshot {
  status: EncounterStatus;
  stateText?: EncounterWorkflowState | null | undefined;
  checkedInAt?: string | null | undefined;
  checkedOutAt?: string | null | undefined;
  signedAt?: string | null | undefined;
  cancelReason?: string | null | undefined;
  amendReason?: string | null | undefined;
  /** A reviewer's request for changes is open (encounters/reviews.ts openAmendRequest). */
  amendRequested?: boolean | undefined;
}

export interface EncounterStateFlags {
  status: EncounterStatus;
  stateText: EncounterWorkflowState | null;
  allowCheckIn: boolean;
  allowCheckout: boolean;
  allowESign: boolean;
  allowAmend: boolean;
  allowCancel: boolean;
  allowUndoCheckIn: boolean;
}

export const WORKFLOW_MESSAGES = {
  checkoutBeforeCheckin: 'Check out time cannot be before check in time',
  alreadyInProgress: 'The encounter is already in progress. Please select another encounter to check-in.',
  notAllowed: 'This action is not allowed for the encounter in its current state.',
} as const;

export class WorkflowError extends Error {}

const isSigned = (e: EncounterSnapshot) => e.stateText === 'eSigned';
const isAmending = (e: EncounterSnapshot) => e.stateText === 'amendmentInprogress';
const isCheckedIn = (e: EncounterSnapshot) => e.status === 'in-progress';
const isCheckedOut = (e: EncounterSnapshot) => e.status === 'finished' && e.stateText === 'checkedOut';

/** The flags of SPEC §3 EncounterState for an encounter (null: the visit has none yet). */
export function encounterState(e: EncounterSnapshot | null): EncounterStateFlags {
  if (!e) {
    return {
      status: 'planned',
      stateText: null,
      allowCheckIn: true,
      allowCheckout: false,
      allowESign: false,
      allowAmend: false,
      allowCancel: false,
      allowUndoCheckIn: false,
    };
  }
  return {
    status: e.status,
    stateText: e.stateText ?? null,
    allowCheckIn: e.status === 'planned',
    allowCheckout: isCheckedIn(e),
    allowESign: isCheckedOut(e) || isAmending(e),
    allowAmend: isSigned(e),
    allowCancel: e.status === 'planned' || isCheckedIn(e),
    allowUndoCheckIn: isCheckedIn(e),
  };
}

export type WorkflowAction =
  | { type: 'checkIn'; at: string }
  | { type: 'checkOut'; at: string }
  | { type: 'esign'; at: string }
  | { type: 'amend'; reason?: string | null | undefined }
  | { type: 'cancel'; reason?: string | null | undefined }
  | { type: 'undoCheckIn' };

const flagFor: Record<WorkflowAction['type'], keyof EncounterStateFlags> = {
  checkIn: 'allowCheckIn',
  checkOut: 'allowCheckout',
  esign: 'allowESign',
  amend: 'allowAmend',
  cancel: 'allowCancel',
  undoCheckIn: 'allowUndoCheckIn',
};

/** The encounter after `action`; throws WorkflowError with the spec's words when it is not allowed. */
export function applyWorkflow(e: EncounterSnapshot, action: WorkflowAction): EncounterSnapshot {
  if (!encounterState(e)[flagFor[action.type]]) throw new WorkflowError(WORKFLOW_MESSAGES.notAllowed);
  switch (action.type) {
    case 'checkIn':
      return { ...e, status: 'in-progress', stateText: 'Checked-in', checkedInAt: action.at, checkedOutAt: null };
    case 'checkOut':
      if (e.checkedInAt && Date.parse(action.at) < Date.parse(e.checkedInAt))
        throw new WorkflowError(WORKFLOW_MESSAGES.checkoutBeforeCheckin);
      return { ...e, status: 'finished', stateText: 'checkedOut', checkedOutAt: action.at };
    case 'esign':
      // A new signature answers an open amendment request (encounters/reviews.ts).
      return { ...e, status: 'finished', stateText: 'eSigned', signedAt: action.at, amendRequested: false };
    case 'amend':
      return { ...e, stateText: 'amendmentInprogress', amendReason: action.reason ?? null };
    case 'cancel':
      return { ...e, status: 'cancelled', stateText: null, cancelReason: action.reason ?? null };
    case 'undoCheckIn':
      return { ...e, status: 'planned', stateText: null, checkedInAt: null, checkedOutAt: null };
  }
}

/** The appointment status that follows an encounter's state (SPEC §3 appointment statuses). */
export function appointmentStatusFor(e: EncounterSnapshot, current: AppointmentStatus): AppointmentStatus {
  if (e.status === 'cancelled') return 'cancelled';
  if (e.stateText === 'amendmentInprogress' || (e.stateText === 'eSigned' && e.amendRequested)) return 'amendRequested';
  if (e.stateText === 'eSigned') return 'signed';
  if (e.status === 'finished') return 'checked-out';
  if (e.status === 'in-progress') return 'checked-in';
  return current === 'checked-in' || current === 'checked-out' ? 'booked' : current;
}
