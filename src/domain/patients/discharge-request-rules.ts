// SPEC §3/§4 discharge requests: the words and colours of their statuses, dispositions and
// discharge options, which status may follow which, and what each step does to the admission.
// Shared by the server (which refuses anything else) and the screens (which offer only these).
//
// Filing a request on an active admission orders its discharge: the admission becomes
// discharge-ordered ('Discharge pending', SPEC §4; the patient list counts it under 'Active
// (includes Discharge Pending)', SPEC §3). Confirming the request discharges the admission;
// cancelling it makes the admission active again. 'Pending' keeps a request open (waiting on
// something) without changing the admission.
import type { AdmissionStatus } from '../resources';
import type { DischargeOption, DischargeRequestStatus, Disposition } from './discharge-request';

export interface Style {
  label: string;
  /** A Mantine colour name. */
  color: string;
}

export const DISCHARGE_REQUEST_STATUS_STYLE: Readonly<Record<DischargeRequestStatus, Style>> = {
  requested: { label: 'Requested', color: 'orange' },
  Pending: { label: 'Pending', color: 'yellow' },
  confirmed: { label: 'Confirmed', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export const isDischargeRequestStatus = (status: string): status is DischargeRequestStatus =>
  Object.hasOwn(DISCHARGE_REQUEST_STATUS_STYLE, status);

/** The status's label and colour (an unknown code as it is, grey). */
export const dischargeRequestStatusStyle = (status: string): Style =>
  isDischargeRequestStatus(status) ? DISCHARGE_REQUEST_STATUS_STYLE[status] : { label: status, color: 'gray' };

/** SPEC §3 dispositions, in SPEC's order, with the words the form and the request show. */
export const DISPOSITIONS: readonly { code: Disposition; label: string }[] = [
  { code: 'pos', label: 'Place of service (POS)' },
  { code: 'pcp', label: 'Primary care provider (PCP)' },
  { code: 'other-provider', label: 'Other provider' },
  { code: 'other-hcf', label: 'Other health care facility' },
  { code: 'home-health', label: 'Home health' },
  { code: 'hospital', label: 'Hospital' },
  { code: 'snf', label: 'Skilled nursing facility (SNF)' },
];

/** SPEC §3 discharge options (what becomes of the home health service), in SPEC's order. */
export const DISCHARGE_OPTIONS: readonly { code: DischargeOption; label: string }[] = [
  { code: 'pause-hh-for-wound-care', label: 'Pause home health for wound care' },
  { code: 'transition-to-pcp-with-hh', label: 'Transition to PCP with home health' },
  { code: 'end-hh-service', label: 'End home health service' },
];

const labelOf = (list: readonly { code: string; label: string }[], code: string | null | undefined): string | null =>
  code ? (list.find((item) => item.code === code)?.label ?? code) : null;

export const dispositionLabel = (code: string | null | undefined): string | null => labelOf(DISPOSITIONS, code);
export const dischargeOptionLabel = (code: string | null | undefined): string | null => labelOf(DISCHARGE_OPTIONS, code);

/** An open request can still be changed; a confirmed or cancelled one is closed. */
export const isOpenRequest = (status: string): boolean => status === 'requested' || status === 'Pending';

/** The statuses an edit may set on a request in `status` (its own included); none once closed. */
export function nextRequestStatuses(status: string): DischargeRequestStatus[] {
  return isOpenRequest(status) ? ['requested', 'Pending', 'confirmed', 'cancelled'] : [];
}

/** SPEC §4: a discharge is ordered for an active admission only. */
export const mayFileDischargeRequest = (admission: AdmissionStatus): boolean => admission === 'active';

export const DISCHARGE_REQUEST_MESSAGES = {
  needsActiveAdmission: 'A discharge request can be filed only for an active admission.',
  closed: 'This discharge request is confirmed or cancelled and can no longer be changed.',
} as const;

/**
 * The admission's status once its request goes from `from` to `to` (null: unchanged). Only an
 * admission whose discharge is ordered moves: confirming discharges it, cancelling makes it
 * active again.
 */
export function admissionAfterRequest(
  admission: AdmissionStatus,
  from: DischargeRequestStatus,
  to: DischargeRequestStatus,
): AdmissionStatus | null {
  if (from === to || admission !== 'discharge-ordered') return null;
  if (to === 'confirmed') return 'discharged';
  if (to === 'cancelled') return 'active';
  return null;
}
