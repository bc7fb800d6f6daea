// In-app notifications (SPEC §3 Notification, Event, Job function record): the events, the job
// functions with their default subscriptions (SPEC §6), and ~8 notifications for the clinician
// (3 unread), 5 for the admin (2 unread), 4 for the coordinator (2 unread), 2 for clinician2 (1
// unread), 4 for the PCC (2 unread) and 3 for the case manager (1 unread), about admissions,
// orders, signed visits and CCD documents of patients on the schedules, newest first within the
// last days before `today`. A notification's notify is the persona's job function when it is
// subscribed to the event (the admin's and the coordinator's have none).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { JobFunction } from '../../src/domain/access.ts';
import {
  DEFAULT_JOB_FUNCTIONS,
  DEFAULT_SUBSCRIPTIONS,
  NOTIFICATION_EVENTS,
  type NotificationEventCode,
} from '../../src/domain/notifications/notification-events.ts';
import { displayName } from '../../src/domain/resources.ts';
import { timeZoneForState } from '../../src/domain/time-zone.ts';
import type { jobFunctions, notificationEvents, notifications } from '../db/schema.ts';
import type { Admission } from './admissions.ts';
import { patientName } from './patients.ts';
import { PERSONAS } from './personas.ts';
import { at, Rng } from './random.ts';
import type { Visit } from './schedule.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export type NotificationRow = typeof notifications.$inferInsert;
export type NotificationEventRow = typeof notificationEvents.$inferInsert;
export type JobFunctionRow = typeof jobFunctions.$inferInsert;

/** Every event, active (SPEC §3 Event). */
export const buildNotificationEvents = (): NotificationEventRow[] => NOTIFICATION_EVENTS.map((e) => ({ ...e, status: 'active' }));

/** Every job function with its title and default events, active (SPEC §3 Job function record). */
export const buildJobFunctions = (today: Date): JobFunctionRow[] =>
  DEFAULT_JOB_FUNCTIONS.map((j) => ({ ...j, events: [...j.events], status: 'active', updatedAt: today }));

/** Per user key: how many notifications, how many of them unread, the events to cycle through, whose visits. */
const PLAN: readonly { key: string; count: number; unread: number; events: readonly NotificationEventCode[]; own: boolean }[] = [
  { key: 'clinician', count: 8, unread: 3, events: ['encounter-signed', 'admission-status-changed', 'order-created'], own: true },
  { key: 'admin', count: 5, unread: 2, events: ['admission-status-changed', 'order-created', 'encounter-signed'], own: false },
  { key: 'coordinator', count: 4, unread: 2, events: ['order-created', 'admission-status-changed'], own: false },
  { key: 'clinician2', count: 2, unread: 1, events: ['order-created', 'encounter-signed'], own: true },
  { key: 'pcc', count: 4, unread: 2, events: ['admission-status-changed', 'order-created', 'ccd-document-ready'], own: true },
  { key: 'casemanager', count: 3, unread: 1, events: ['encounter-signed', 'ccd-document-ready', 'admission-status-changed'], own: true },
];

function describe(code: NotificationEventCode, name: string, when: string): string {
  switch (code) {
    case 'admission-status-changed':
      return `The admission of ${name} is now Active.`;
    case 'order-created':
      return `New order for ${name}: wound care supplies.`;
    case 'encounter-signed':
      return `The visit with ${name} on ${when} was signed.`;
    case 'encounter-checked-in':
      return `The visit with ${name} on ${when} was checked in.`;
    case 'ccd-document-ready':
      return `The CCD document of ${name} is ready.`;
    case 'waiting-room-request':
      return `${name} is waiting in the waiting room.`;
  }
}

const RESOURCE_TYPE: Record<NotificationEventCode, string> = {
  'admission-status-changed': 'EpisodeOfCare',
  'order-created': 'ServiceRequest',
  'encounter-signed': 'Appointment',
  'encounter-checked-in': 'Appointment',
  'ccd-document-ready': 'DocumentReference',
  'waiting-room-request': 'Appointment',
};

/** The persona's first job function subscribed to the event, or null. */
function notifyOf(key: string, code: NotificationEventCode): string | null {
  const persona = PERSONAS.find((p) => p.key === key);
  return persona?.jobFunctions.find((j: JobFunction) => DEFAULT_SUBSCRIPTIONS[j].includes(code)) ?? null;
}

export function buildNotifications(
  userIds: ReadonlyMap<string, string>,
  visits: readonly Visit[],
  admissions: ReadonlyMap<string, Admission>,
  today: Date,
): NotificationRow[] {
  const rng = new Rng('notifications');
  const rows: NotificationRow[] = [];
  const upcoming = visits.filter((v) => v.offset >= 0 && v.plan.staff.personaKey === 'clinician');
  const others = visits.filter((v) => v.offset >= 0 && v.plan.staff.personaKey === null);
  for (const plan of PLAN) {
    const userId = userIds.get(plan.key);
    if (!userId) continue;
    const source = plan.own ? upcoming : others;
    for (let i = 0; i < plan.count; i++) {
      const code = at(plan.events, i % plan.events.length);
      const event = NOTIFICATION_EVENTS.find((e) => e.code === code);
      const visit = at(source, (i * 5 + plan.key.length) % source.length);
      const name = patientName(visit.patient);
      const zone = timeZoneForState(visit.appointment.location?.address.state);
      const when = dayjs(visit.appointment.start).tz(zone).format('MM/DD/YYYY hh:mm A');
      const admission = admissions.get(visit.patient.patient.id);
      const resourceId =
        code === 'admission-status-changed' ? (admission?.id ?? null) : code === 'encounter-signed' ? visit.appointment.id : null;
      rows.push({
        id: rng.uuid(),
        userId,
        viewed: i >= plan.unread,
        createdAt: dayjs(today)
          .subtract(i * 7 + rng.int(1, 5), 'hour')
          .subtract(rng.int(0, 59), 'minute')
          .toDate(),
        eventCode: code,
        eventTitle: event?.title ?? code,
        eventDescription: describe(code, name, when),
        notify: notifyOf(plan.key, code),
        patientId: visit.patient.patient.id,
        patientName: name,
        practitionerId: visit.plan.staff.practitioner.id,
        practitionerName: displayName(visit.plan.staff.practitioner.name),
        admissionId: admission?.id ?? null,
        resourceType: RESOURCE_TYPE[code],
        resourceId,
        details: {},
      });
    }
  }
  return rows;
}
