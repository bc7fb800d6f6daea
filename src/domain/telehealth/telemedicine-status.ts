// SPEC §3 telehealth delivery, §7 tmStatuses: a telehealth encounter's telemedicine status →
// label and colour (STYLE rule 3: one map), for the telehealth lists and the waiting room.

export const TELEMEDICINE_STATUSES = ['requested', 'in-progress', 'finished', 'cancelled'] as const;
export type TelemedicineStatus = (typeof TELEMEDICINE_STATUSES)[number];

interface StatusStyle {
  label: string;
  /** A Mantine colour name (StatusBadge keeps the words dark, so any tint reads). */
  color: string;
}

const STYLE: Readonly<Record<TelemedicineStatus, StatusStyle>> = {
  requested: { label: 'Requested', color: 'orange' },
  'in-progress': { label: 'In progress', color: 'blue' },
  finished: { label: 'Finished', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export const isTelemedicineStatus = (status: string | null | undefined): status is TelemedicineStatus =>
  !!status && Object.hasOwn(STYLE, status);

/** The status in words; a status this client does not know is shown as the server sent it. */
export const telemedicineStatusLabel = (status: string): string => (isTelemedicineStatus(status) ? STYLE[status].label : status);

/** The status's colour; an unknown status is grey. */
export const telemedicineStatusColor = (status: string): string => (isTelemedicineStatus(status) ? STYLE[status].color : 'gray');

/** The statuses as select options, in lifecycle order (the lists' status filter). */
export const TELEMEDICINE_STATUS_OPTIONS: readonly { value: TelemedicineStatus; label: string }[] = TELEMEDICINE_STATUSES.map((value) => ({
  value,
  label: STYLE[value].label,
}));
