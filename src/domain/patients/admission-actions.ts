// SPEC §3/§4 admission holds: what can be done to an admission in each status, and where it
// goes. A planned or active admission is put on hold with one of SPEC §3's hold reasons (a
// hospitalized patient's hospital kept as the admission's contained organization); an active one
// on hold is resumed ('Resume Admission'), a planned one has its hold removed ('Remove hold'); a
// discharged (or finished) one is readmitted with a readmit reason, 'Other' with its text
// (SPEC §3 'readmit with other-text'), and is planned again.
// Shared by the server (which refuses anything else) and the Admissions tab (which offers only these).
import type { AdmissionStatus } from '../resources';

/** SPEC §3 hold reasons, as the hold dialog lists them. */
export const HOLD_REASONS = [
  { code: 'not-eligible', label: 'Eligibility' },
  { code: 'awaiting-authorization-financial', label: 'Authorization' },
  { code: 'hospitalized', label: 'Hospitalized' },
  { code: 'patient-unavailable', label: 'Unavailable' },
  { code: 'lack-of-clinician-capacity', label: 'Capacity' },
  { code: 'pending-disposition', label: 'Pending' },
  { code: 'other', label: 'Other' },
] as const;

export type HoldReason = (typeof HOLD_REASONS)[number]['code'];
export const HOLD_REASON_CODES: readonly HoldReason[] = HOLD_REASONS.map((r) => r.code);

/** Why a discharged patient is admitted again; 'other' needs its text (SPEC §3 'readmit with other-text'). */
export const READMIT_REASONS = [
  { code: 'new-wound', label: 'New wound' },
  { code: 'wound-recurrence', label: 'Wound recurrence' },
  { code: 'returned-from-hospital', label: 'Returned from hospital' },
  { code: 'other', label: 'Other' },
] as const;

export type ReadmitReason = (typeof READMIT_REASONS)[number]['code'];
export const READMIT_REASON_CODES: readonly ReadmitReason[] = READMIT_REASONS.map((r) => r.code);

/** A readmit reason's words: 'Other' shows its text. */
export function readmitReasonLabel(code: string | null | undefined, otherText?: string | null): string | null {
  if (!code) return null;
  if (code === 'other' && otherText) return otherText;
  return READMIT_REASONS.find((r) => r.code === code)?.label ?? code;
}

/** The longest hospital name and readmit text the admission keeps. */
export const HOSPITAL_NAME_MAX = 120;
export const READMIT_TEXT_MAX = 500;

/** The id of the admission's contained hospital organization (SPEC §3 'contained hospital organization'). */
export const HOSPITAL_ID = 'hospital';

/** The hospital a hospitalized patient is in, when the hold named one. */
export const hospitalNameOf = (admission: { contained?: readonly { id: string; name: string }[] | undefined }): string | null =>
  admission.contained?.find((c) => c.id === HOSPITAL_ID)?.name ?? null;

export type AdmissionAction = 'hold' | 'resume' | 'remove-hold' | 'readmit' | 'cancel';
export const ADMISSION_ACTIONS: readonly AdmissionAction[] = ['hold', 'resume', 'remove-hold', 'readmit', 'cancel'];

/** SPEC §4 action labels. */
export const ADMISSION_ACTION_LABELS: Readonly<Record<AdmissionAction, string>> = {
  hold: 'Put on hold',
  resume: 'Resume Admission',
  'remove-hold': 'Remove hold',
  readmit: 'Readmit',
  cancel: 'Cancel admission',
};

const PLANNED = new Set<AdmissionStatus>(['planned', 'planned-scheduled']);
const ACTIVE = new Set<AdmissionStatus>(['active']);
const ACTIVE_ON_HOLD = new Set<AdmissionStatus>(['onhold-active', 'onhold', 'onhold-hospitalized']);
const PLANNED_ON_HOLD = new Set<AdmissionStatus>(['onhold-planned', 'waitlist']);
const ENDED = new Set<AdmissionStatus>(['discharged', 'finished']);

/** What may be done to an admission in `status` (none for a discharge pending or cancelled one). */
export function admissionActions(status: AdmissionStatus): AdmissionAction[] {
  // An admission not yet started may be cancelled, with a reason (SPEC §2 'admission-cancellation-reason').
  if (PLANNED.has(status)) return ['hold', 'cancel'];
  if (ACTIVE.has(status)) return ['hold'];
  if (ACTIVE_ON_HOLD.has(status)) return ['resume'];
  if (PLANNED_ON_HOLD.has(status)) return ['remove-hold', 'cancel'];
  if (ENDED.has(status)) return ['readmit'];
  return [];
}

/** What an action carries besides itself: the hold reason, the readmit reason and its text, or the cancellation reason. */
export interface ActionDetails {
  reason?: HoldReason | null;
  readmitReason?: ReadmitReason | null;
  readmitText?: string | null;
  /** A code of the 'admission-cancellation-reason' code system (the server checks it is offered). */
  cancellationReason?: string | null;
}

export type Transition =
  | { ok: true; status: AdmissionStatus }
  | { ok: false; field: 'action' | 'reason' | 'readmitReason' | 'readmitText' | 'cancellationReason'; message: string };

const REQUIRED = 'This field is required';

/** Where `action` takes an admission in `status`; a hold needs a reason, a readmit its reason (and 'Other' its text), a cancellation its reason (SPEC §3). */
export function admissionTransition(status: AdmissionStatus, action: AdmissionAction, details: ActionDetails = {}): Transition {
  const { reason = null, readmitReason = null, readmitText = null, cancellationReason = null } = details;
  if (!admissionActions(status).includes(action))
    return { ok: false, field: 'action', message: `An admission in status ${status} cannot be changed that way.` };
  switch (action) {
    case 'hold':
      if (!reason) return { ok: false, field: 'reason', message: REQUIRED };
      if (PLANNED.has(status)) return { ok: true, status: 'onhold-planned' };
      return { ok: true, status: reason === 'hospitalized' ? 'onhold-hospitalized' : 'onhold-active' };
    case 'resume':
      return { ok: true, status: 'active' };
    case 'remove-hold':
      return { ok: true, status: 'planned' };
    case 'readmit':
      if (!readmitReason) return { ok: false, field: 'readmitReason', message: REQUIRED };
      if (readmitReason === 'other' && !readmitText?.trim()) return { ok: false, field: 'readmitText', message: REQUIRED };
      return { ok: true, status: 'planned' };
    case 'cancel':
      if (!cancellationReason?.trim()) return { ok: false, field: 'cancellationReason', message: REQUIRED };
      return { ok: true, status: 'cancelled' };
  }
}
