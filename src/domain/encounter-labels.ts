// Words for a visit's encounter (SPEC §3 workflow states, §4 signed states), for the screens and
// the narrative PDF.
import type { EncounterStatus, EncounterWorkflowState } from './resources';

export const WORKFLOW_LABEL: Readonly<Record<EncounterWorkflowState, string>> = {
  inProgress: 'In progress',
  'Checked-in': 'Checked in',
  checkedOut: 'Checked out',
  eSigned: 'Signed',
  amendmentInprogress: 'Amendment in progress',
};

export const STATUS_LABEL: Readonly<Record<EncounterStatus, string>> = {
  planned: 'Not started',
  'in-progress': 'In progress',
  finished: 'Finished',
  cancelled: 'Canceled',
};

/** The encounter's state in words; a visit without an encounter has not started. */
export function encounterStateLabel(encounter: { status: string; stateText?: string | null } | null | undefined): string {
  if (!encounter) return STATUS_LABEL.planned;
  const { stateText, status } = encounter;
  if (status === 'cancelled') return STATUS_LABEL.cancelled;
  if (stateText && Object.hasOwn(WORKFLOW_LABEL, stateText)) return WORKFLOW_LABEL[stateText as EncounterWorkflowState];
  return Object.hasOwn(STATUS_LABEL, status) ? STATUS_LABEL[status as EncounterStatus] : status;
}

/** A visit is "on the clock" (checked in or out, not signed): authorization matters now. */
export const isCheckedInOrOut = (encounter: { status: string; stateText?: string | null } | null | undefined): boolean =>
  !!encounter && (encounter.status === 'in-progress' || encounter.stateText === 'checkedOut');
