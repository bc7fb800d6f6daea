// SPEC §3 'CCD request' (requestDetails: status, dateRange, userName) and §7 canGenenerateCCD /
// GetCCDRequestList: the rules of asking for a Continuity of Care Document of an admission. The
// form (src/features/ccd) and the server (server/modules/ccd) parse with the same schema.
import * as v from 'valibot';
import { dateField } from '../validation/date';

export const CCD_STATUSES = ['queued', 'completed', 'failed'] as const;
export type CcdStatus = (typeof CCD_STATUSES)[number];

export const CCD_STATUS_LABELS: Record<CcdStatus, string> = {
  queued: 'In progress',
  completed: 'Ready',
  failed: 'Failed',
};

export const CCD_STATUS_COLORS: Record<CcdStatus, string> = {
  queued: 'blue',
  completed: 'green',
  failed: 'red',
};

export const isCcdStatus = (status: string): status is CcdStatus => (CCD_STATUSES as readonly string[]).includes(status);

/** The document's type as the chart and the notification name it (SPEC §2 '…/ccd/documents/CCD/{documentId}'). */
export const CCD_DOCUMENT_TYPE = 'CCD';

/** Why a CCD cannot be asked for (canGenenerateCCD), in the words the admission shows. */
export const CCD_REFUSALS = {
  noAdmission: 'This admission no longer exists.',
  cancelled: 'A cancelled admission has no record to summarize.',
  noEncounter: 'A CCD can be generated once the admission has a signed encounter.',
  pending: 'A CCD of this admission is already being generated.',
  readOnly: 'Your role reads charts only.',
} as const;

export const CCD_RANGE_MESSAGES = {
  order: 'The end date must be on or after the start date.',
} as const;

/** Statuses of an admission with nothing to summarize. */
const NO_RECORD = new Set(['cancelled', 'entered-in-error']);

export interface CcdEligibility {
  admissionStatus: string | null;
  signedEncounters: number;
  pendingRequests: number;
}

/** canGenenerateCCD: null when a CCD may be asked for, else why not (CCD_REFUSALS). */
export function ccdRefusal({ admissionStatus, signedEncounters, pendingRequests }: CcdEligibility): string | null {
  if (admissionStatus === null) return CCD_REFUSALS.noAdmission;
  if (NO_RECORD.has(admissionStatus)) return CCD_REFUSALS.cancelled;
  if (signedEncounters === 0) return CCD_REFUSALS.noEncounter;
  if (pendingRequests > 0) return CCD_REFUSALS.pending;
  return null;
}

/** The request form: an optional date range of the encounters to include (both ends inclusive). */
export const CcdRequestFormSchema = v.pipe(
  v.object({
    start: dateField(),
    end: dateField(),
  }),
  v.forward(
    v.check(({ start, end }) => !start || !end || start <= end, CCD_RANGE_MESSAGES.order),
    ['end'],
  ),
);

export type CcdRequestFormInput = v.InferInput<typeof CcdRequestFormSchema>;
export type CcdRequestFormValues = v.InferOutput<typeof CcdRequestFormSchema>;

/** Whether a moment (ISO date-time) falls in the requested range of days (YYYY-MM-DD, inclusive, UTC days). */
export function inCcdRange(at: string | undefined, range: { start: string | null; end: string | null }): boolean {
  if (!range.start && !range.end) return true;
  if (!at) return false;
  const day = at.slice(0, 10);
  return (!range.start || day >= range.start) && (!range.end || day <= range.end);
}

/** The range as the list shows it ('All dates', 'From 2026-01-01', '2026-01-01 – 2026-02-01'). */
export function ccdRangeLabel(range: { start: string | null; end: string | null }, format: (day: string) => string): string {
  if (range.start && range.end) return `${format(range.start)} – ${format(range.end)}`;
  if (range.start) return `From ${format(range.start)}`;
  if (range.end) return `Up to ${format(range.end)}`;
  return 'All dates';
}
