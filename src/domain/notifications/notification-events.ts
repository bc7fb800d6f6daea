// The notification events (SPEC §3 Event) and which job functions receive each one by default
// (SPEC §3 Job function record; §6 'Notification subscriptions for clinician, case manager, PCC
// job functions', 'Waiting-room notification only for some users'). Shared by the server (seed,
// fan-out, validation) and the client (/notifications, the Filters sub-panel).
import { JOB_FUNCTION_TITLES, JOB_FUNCTIONS, type JobFunction } from '../access';

export const NOTIFICATION_EVENT_CODES = [
  'admission-status-changed',
  'order-created',
  'encounter-signed',
  'encounter-checked-in',
  'ccd-document-ready',
  'waiting-room-request',
] as const;
export type NotificationEventCode = (typeof NOTIFICATION_EVENT_CODES)[number];

export interface NotificationEventDefinition {
  code: NotificationEventCode;
  title: string;
  description: string;
}

/** SPEC §2: the waiting-room notification's words, exactly. */
export const WAITING_ROOM_REQUEST_TITLE = 'New waiting room request';

export const NOTIFICATION_EVENTS: readonly NotificationEventDefinition[] = [
  {
    code: 'admission-status-changed',
    title: 'Admission status changed',
    description: 'An admission was put on hold, resumed, readmitted or discharged.',
  },
  { code: 'order-created', title: 'New order', description: 'A new order was added to a patient chart.' },
  { code: 'encounter-signed', title: 'Encounter signed', description: 'An encounter was e-signed.' },
  { code: 'encounter-checked-in', title: 'Encounter checked in', description: 'A clinician checked in to an encounter.' },
  { code: 'ccd-document-ready', title: 'CCD document ready', description: 'A requested CCD document is ready to view.' },
  { code: 'waiting-room-request', title: WAITING_ROOM_REQUEST_TITLE, description: 'A patient is waiting in the telehealth waiting room.' },
];

export const isNotificationEventCode = (code: string): code is NotificationEventCode =>
  (NOTIFICATION_EVENT_CODES as readonly string[]).includes(code);

export const notificationEventTitle = (code: string): string => NOTIFICATION_EVENTS.find((e) => e.code === code)?.title ?? code;

/** The notify value of a notification sent to a named practitioner rather than through a subscription. */
export const NOTIFY_PRACTITIONER = 'practitioner';
/** The notify of a notification sent to the user who asked for it (a CCD they requested). */
export const NOTIFY_REQUESTER = 'requester';

/** SPEC §6: clinicians, case managers, lead clinicians and PCC staff are subscribed; the waiting room only for telemedicine clinicians. */
export const DEFAULT_SUBSCRIPTIONS: Readonly<Record<JobFunction, readonly NotificationEventCode[]>> = {
  billing: [],
  cmon: ['admission-status-changed', 'encounter-signed', 'ccd-document-ready'],
  clin: ['admission-status-changed', 'order-created', 'encounter-signed'],
  other: [],
  executive: [],
  leadclin: ['admission-status-changed', 'encounter-signed', 'ccd-document-ready'],
  advclin: [],
  pons: ['admission-status-changed', 'order-created', 'ccd-document-ready'],
  poff: ['admission-status-changed', 'order-created', 'ccd-document-ready'],
  pass: [],
  sphy: [],
  'telemedicine-clinician': ['waiting-room-request'],
  'onsite-provider': [],
  'lic-clin': [],
  'assigned-provider': [],
};

export interface JobFunctionDefinition {
  code: JobFunction;
  title: string;
  description: string;
  events: readonly NotificationEventCode[];
}

/** Every job function with its title and default events (the seed and an empty table's answer). */
export const DEFAULT_JOB_FUNCTIONS: readonly JobFunctionDefinition[] = JOB_FUNCTIONS.map((code) => ({
  code,
  title: JOB_FUNCTION_TITLES[code],
  description: `Users with the ${JOB_FUNCTION_TITLES[code]} job function.`,
  events: DEFAULT_SUBSCRIPTIONS[code],
}));
