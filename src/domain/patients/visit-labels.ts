// The chart's Encounters and Appointments tabs (SPEC §3 Encounter and Appointment): a visit
// type's name, a delivery type's words, and an encounter's state as a label with its colour. The
// words of the states are encounter-labels.ts's and the appointment statuses appointment-status.ts's
// (one map each); this adds what the chart needs besides.
import { visitTypeLabel } from '../appointment-status';
import { encounterStateLabel } from '../encounter-labels';
import type { VisitType } from '../resources';

/** SPEC §3 visit types: the name (soc-patient is 'Start of Care') and the short code the schedule uses. */
const VISIT_TYPE_NAME: Readonly<Record<VisitType, string>> = {
  'soc-patient': 'Start of Care',
  'soc-evaluation': 'Evaluation',
  're-admit': 'Re-admit',
  'follow-up': 'Follow-up',
};

/** 'Start of Care (SOC)'; an unknown type as it is. */
export const visitTypeName = (type: string): string =>
  Object.hasOwn(VISIT_TYPE_NAME, type) ? `${VISIT_TYPE_NAME[type as VisitType]} (${visitTypeLabel(type)})` : type;

/** SPEC §3 delivery types. */
export const deliveryTypeLabel = (type: string): string =>
  type === 'in-person' ? 'In person' : type === 'telehealth' ? 'Telehealth' : type;

const STATE_COLOR: Readonly<Record<string, string>> = {
  'Not started': 'blue',
  'In progress': 'teal',
  'Checked in': 'teal',
  'Checked out': 'indigo',
  Signed: 'green',
  'Amendment in progress': 'grape',
  Finished: 'green',
  Canceled: 'gray',
};

/** An encounter's state (SPEC §3 statuses and workflow states, §4 signed states) with its colour. */
export function encounterStateStyle(encounter: { status: string; stateText?: string | null }): { label: string; color: string } {
  const label = encounterStateLabel(encounter);
  return { label, color: STATE_COLOR[label] ?? 'gray' };
}
