// Letters to the patient's PCP (SPEC §2 /missed-appointments and /made-encounters, Bulk Operations:
// only the PCC job functions pons and poff; §3 Letters; §8 the bulk send prompt): one letter for
// each missed appointment, and one for each made (signed) encounter, over a date range; each is
// faxed to the PCP once. The screens (src/features/letters) and the server
// (server/modules/letters) read these rules.
import * as v from 'valibot';
import { dateField } from '../validation/date';

export const LETTER_KINDS = ['missed-appointment', 'made-encounter'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** SPEC §3 Letters statuses: none (not sent), completed (sent), in-progress (queued), entered-in-error (failed). */
export const LETTER_STATUSES = ['none', 'completed', 'in-progress', 'entered-in-error'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = {
  none: 'Not sent',
  completed: 'Sent',
  'in-progress': 'Queued',
  'entered-in-error': 'Failed',
};

export const LETTER_STATUS_COLORS: Record<LetterStatus, string> = {
  none: 'gray',
  completed: 'teal',
  'in-progress': 'blue',
  'entered-in-error': 'red',
};

/** SPEC §3 Letters issue flags. */
export const LETTER_FLAGS = ['Failed', 'No Fax', 'No PCP'] as const;
export type LetterFlag = (typeof LETTER_FLAGS)[number];

/** The screens' titles and what each letter is about. */
export const LETTER_KIND_TITLES: Record<LetterKind, string> = {
  'missed-appointment': 'Missed Appointments',
  'made-encounter': 'Made Encounters',
};

/** The most days one list covers. */
export const LETTER_RANGE_MAX_DAYS = 31;

export const LetterRange = v.pipe(
  v.object({ from: dateField({ required: true }), to: dateField({ required: true }) }),
  v.check((r) => r.from <= r.to, 'The end date must be on or after the start date.'),
  v.check(
    (r) => (Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000 < LETTER_RANGE_MAX_DAYS,
    `Choose at most ${LETTER_RANGE_MAX_DAYS} days.`,
  ),
);
export type LetterRange = v.InferOutput<typeof LetterRange>;

/** What a row knows of its patient's PCP. */
export interface PcpOnFile {
  /** The PCP named on the patient (generalPractitioner), null when none. */
  pcpId: string | null;
  /** The PCP's fax (system 'fax' with a value, SPEC §2), null when none. */
  fax: string | null;
}

/** A row's issue flags (SPEC §3): No PCP, No Fax, and Failed for a letter whose send failed. */
export function letterFlags(pcp: PcpOnFile, status: LetterStatus): LetterFlag[] {
  const flags: LetterFlag[] = [];
  if (status === 'entered-in-error') flags.push('Failed');
  if (!pcp.pcpId) flags.push('No PCP');
  else if (!pcp.fax) flags.push('No Fax');
  return flags;
}

/** Whether the letter can be sent now: a PCP with a fax, and not sent nor queued (a failed one is sent again). */
export const isReadyToSend = (pcp: PcpOnFile, status: LetterStatus): boolean =>
  !!pcp.pcpId && !!pcp.fax && (status === 'none' || status === 'entered-in-error');

/** SPEC §8 bulk send prompt. */
export const bulkSendPrompt = (n: number): string => `${n} letters are ready to be sent. Do you want to proceed?`;

/** The fax number a PCP's telecom holds (SPEC §2 'Fax to the PCP needs system fax with non-null value'). */
export function faxOf(telecom: readonly { system?: string; value?: string | null }[] | undefined): string | null {
  const fax = telecom?.find((t) => t.system === 'fax' && typeof t.value === 'string' && t.value.trim() !== '');
  return fax?.value?.trim() ?? null;
}
