// SPEC §3/§4 admission holds: what can be done to an admission in each status, and where it
// goes. A planned or active admission is put on hold with one of SPEC §3's hold reasons; an active
// one on hold is resumed ('Resume Admission'), a planned one has its hold removed ('Remove hold').
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

export type AdmissionAction = 'hold' | 'resume' | 'remove-hold';
export const ADMISSION_ACTIONS: readonly AdmissionAction[] = ['hold', 'resume', 'remove-hold'];

/** SPEC §4 action labels. */
export const ADMISSION_ACTION_LABELS: Readonly<Record<AdmissionAction, string>> = {
  hold: 'Put on hold',
  resume: 'Resume Admission',
  'remove-hold': 'Remove hold',
};

const PLANNED = new Set<AdmissionStatus>(['planned', 'planned-scheduled']);
const ACTIVE = new Set<AdmissionStatus>(['active']);
const ACTIVE_ON_HOLD = new Set<AdmissionStatus>(['onhold-active', 'onhold', 'onhold-hospitalized']);
const PLANNED_ON_HOLD = new Set<AdmissionStatus>(['onhold-planned', 'waitlist']);

/** What may be done to an admission in `status` (none for a discharge pending or ended one). */
export function admissionActions(status: AdmissionStatus): AdmissionAction[] {
  if (PLANNED.has(status) || ACTIVE.has(status)) return ['hold'];
  if (ACTIVE_ON_HOLD.has(status)) return ['resume'];
  if (PLANNED_ON_HOLD.has(status)) return ['remove-hold'];
  return [];
}

export type Transition = { ok: true; status: AdmissionStatus } | { ok: false; field: 'action' | 'reason'; message: string };

/** Where `action` takes an admission in `status`; a hold needs a reason (SPEC §3). */
export function admissionTransition(status: AdmissionStatus, action: AdmissionAction, reason: HoldReason | null): Transition {
  if (!admissionActions(status).includes(action))
    return { ok: false, field: 'action', message: `An admission in status ${status} cannot be changed that way.` };
  switch (action) {
    case 'hold':
      if (!reason) return { ok: false, field: 'reason', message: 'This field is required' };
      if (PLANNED.has(status)) return { ok: true, status: 'onhold-planned' };
      return { ok: true, status: reason === 'hospitalized' ? 'onhold-hospitalized' : 'onhold-active' };
    case 'resume':
      return { ok: true, status: 'active' };
    case 'remove-hold':
      return { ok: true, status: 'planned' };
  }
}
