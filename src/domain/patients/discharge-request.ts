// The discharge request of an admission (SPEC §3 "Discharge request": statuses requested,
// confirmed, cancelled, Pending; dispositions pos, pcp, other-provider, other-hcf, home-health,
// hospital, snf; SPEC §3 Admission discharge options pause-hh-for-wound-care,
// transition-to-pcp-with-hh, end-hh-service).
import type { Reference, ResourceBase } from '../resources.ts';

export const DISCHARGE_REQUEST_STATUSES = ['requested', 'confirmed', 'cancelled', 'Pending'] as const;
export type DischargeRequestStatus = (typeof DISCHARGE_REQUEST_STATUSES)[number];

export const DISPOSITION_CODES = ['pos', 'pcp', 'other-provider', 'other-hcf', 'home-health', 'hospital', 'snf'] as const;
export type Disposition = (typeof DISPOSITION_CODES)[number];

export const DISCHARGE_OPTION_CODES = ['pause-hh-for-wound-care', 'transition-to-pcp-with-hh', 'end-hh-service'] as const;
export type DischargeOption = (typeof DISCHARGE_OPTION_CODES)[number];

export interface DischargeRequest extends ResourceBase {
  resourceType?: 'DischargeRequest';
  status: DischargeRequestStatus;
  patient: Reference;
  episodeOfCare: Reference;
  /** When the request was filed (ISO date-time). */
  requestedOn: string;
  /** The day the discharge is asked for (YYYY-MM-DD). */
  requestedDate?: string;
  /** Where the patient goes (SPEC §3 dispositions). */
  disposition?: Disposition;
  /** What becomes of the home health service (SPEC §3 discharge options); absent: none chosen. */
  dischargeOption?: DischargeOption;
  reason?: string;
  notes?: string;
  /** Who filed it (User/{id}, with their name). */
  requester?: Reference;
}
