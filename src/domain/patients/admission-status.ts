// SPEC §4 admission labels and colours, and SPEC §3's four admission filters of the patient
// list. Shared by the server (which filters) and the screens (which show the badge).
import { ADMISSION_STATUSES, type AdmissionStatus } from '../resources';

export const isAdmissionStatus = (status: string | null | undefined): status is AdmissionStatus =>
  !!status && (ADMISSION_STATUSES as readonly string[]).includes(status);

const LABELS: Readonly<Record<AdmissionStatus, string>> = {
  planned: 'Planned',
  'planned-scheduled': 'Planned (Scheduled)',
  'onhold-planned': 'Planned - on hold',
  waitlist: 'Planned - on hold',
  active: 'Active',
  'onhold-active': 'Active - on hold',
  onhold: 'Active - on hold',
  'onhold-hospitalized': 'Active - on hold',
  'discharge-ordered': 'Discharge pending',
  discharged: 'Discharged',
  cancelled: 'Cancelled',
  finished: 'Finished',
};

/** SPEC §4 label of an admission status. */
export const admissionLabel = (status: AdmissionStatus): string => LABELS[status];

export type AdmissionColor = 'teal' | 'orange' | 'gray' | 'blue';

/** SPEC §4 colours: active teal, discharge pending orange, discharged grey, planned blue, other orange. */
export function admissionColor(status: AdmissionStatus): AdmissionColor {
  switch (status) {
    case 'active':
      return 'teal';
    case 'discharged':
      return 'gray';
    case 'planned':
    case 'planned-scheduled':
      return 'blue';
    default:
      return 'orange';
  }
}

/** SPEC §3 patient-list filters, in SPEC's order, with the admission statuses each one reads. */
export const ADMISSION_FILTERS = [
  { key: 'planned', label: 'Planned', statuses: ['planned', 'planned-scheduled'] },
  { key: 'active', label: 'Active (includes Discharge Pending)', statuses: ['active', 'discharge-ordered'] },
  { key: 'active-on-hold', label: 'Active - on hold', statuses: ['onhold-active', 'onhold', 'onhold-hospitalized'] },
  { key: 'planned-on-hold', label: 'Planned - on hold', statuses: ['onhold-planned', 'waitlist'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly AdmissionStatus[] }[];

export type AdmissionFilterKey = (typeof ADMISSION_FILTERS)[number]['key'];

export const ADMISSION_FILTER_KEYS: readonly AdmissionFilterKey[] = ADMISSION_FILTERS.map((f) => f.key);

/** The admission statuses the chosen filters read (none chosen: null, every patient). */
export function admissionStatusesOf(keys: readonly AdmissionFilterKey[]): AdmissionStatus[] | null {
  if (keys.length === 0) return null;
  return ADMISSION_FILTERS.filter((f) => keys.includes(f.key)).flatMap((f) => [...f.statuses]);
}

/** SPEC §3 hold reasons: not-eligible=Eligibility, awaiting-authorization-financial=Authorization, hospitalized-*=Hospitalized, … */
export function holdReasonLabel(reason: string | null | undefined): string | null {
  if (!reason) return null;
  if (reason.startsWith('hospitalized')) return 'Hospitalized';
  const labels: Record<string, string> = {
    'not-eligible': 'Eligibility',
    'awaiting-authorization-financial': 'Authorization',
    'patient-unavailable': 'Unavailable',
    'lack-of-clinician-capacity': 'Capacity',
    'pending-disposition': 'Pending',
    other: 'Other',
  };
  return labels[reason] ?? reason;
}
