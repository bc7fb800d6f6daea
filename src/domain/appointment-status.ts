// SPEC §3: appointment status → label and colour, and visit type → short label. One map each.
import type { AppointmentStatus, VisitType } from './resources';

export interface StatusStyle {
  label: string;
  /** A Mantine colour name. */
  color: string;
}

export const APPOINTMENT_STATUS_STYLE: Record<AppointmentStatus, StatusStyle> = {
  cancelled: { label: 'Canceled', color: 'gray' },
  'checked-in': { label: 'Checked In', color: 'blue' },
  'checked-out': { label: 'Checked Out', color: 'indigo' },
  booked: { label: 'Confirmed', color: 'teal' },
  error: { label: 'Attention', color: 'red' },
  fulfilled: { label: 'Fulfilled', color: 'green' },
  noshow: { label: 'Missed', color: 'orange' },
  pending: { label: 'Pending', color: 'yellow' },
  signed: { label: 'Signed', color: 'green' },
  amendRequested: { label: 'Amend Requested', color: 'grape' },
  nonBillable: { label: 'Non Billable', color: 'gray' },
  isDoNotVisit: { label: 'Do Not Visit', color: 'red' },
  waitlist: { label: 'Rescheduled', color: 'cyan' },
  loading: { label: 'Pending', color: 'yellow' },
};

export const VISIT_TYPE_LABEL: Record<VisitType, string> = {
  'soc-patient': 'SOC',
  'soc-evaluation': 'EVL/EO',
  're-admit': 'RE/RA',
  'follow-up': 'FU',
};

export const appointmentStatusStyle = (status: string): StatusStyle =>
  Object.hasOwn(APPOINTMENT_STATUS_STYLE, status)
    ? APPOINTMENT_STATUS_STYLE[status as AppointmentStatus]
    : { label: status, color: 'gray' };

export const visitTypeLabel = (type: string): string =>
  Object.hasOwn(VISIT_TYPE_LABEL, type) ? VISIT_TYPE_LABEL[type as VisitType] : type;

/** Open statuses (SPEC §3): the visit can still happen. */
export const OPEN_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['checked-in', 'booked', 'pending'];
