// In-app notifications: ~8 for the clinician (3 unread), 5 for the admin (2 unread), 4 for the
// coordinator (2 unread) and 2 for clinician2 (1 unread), about admissions and appointments of
// patients on their schedules, newest first within the last days before `today`.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { timeZoneForState } from '../../src/domain/time-zone.ts';
import type { notifications } from '../db/schema.ts';
import type { Admission } from './admissions.ts';
import { patientName } from './patients.ts';
import { at, Rng } from './random.ts';
import type { Visit } from './schedule.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export type NotificationRow = typeof notifications.$inferInsert;

type Kind = 'Admission Created' | 'Appointment Rescheduled' | 'Appointment Scheduled' | 'Appointment Cancelled' | 'Admission On Hold';

/** Per user key: how many notifications, how many of them unread, and the events to cycle through. */
const PLAN: readonly { key: string; count: number; unread: number; kinds: readonly Kind[] }[] = [
  {
    key: 'clinician',
    count: 8,
    unread: 3,
    kinds: ['Appointment Scheduled', 'Admission Created', 'Appointment Rescheduled', 'Appointment Cancelled'],
  },
  { key: 'admin', count: 5, unread: 2, kinds: ['Admission Created', 'Admission On Hold', 'Appointment Rescheduled'] },
  { key: 'coordinator', count: 4, unread: 2, kinds: ['Appointment Rescheduled', 'Admission Created', 'Appointment Cancelled'] },
  { key: 'clinician2', count: 2, unread: 1, kinds: ['Appointment Scheduled', 'Appointment Rescheduled'] },
];

function describe(kind: Kind, name: string, when: string): string {
  switch (kind) {
    case 'Admission Created':
      return `A new admission was created for ${name}.`;
    case 'Admission On Hold':
      return `The admission of ${name} was put on hold.`;
    case 'Appointment Scheduled':
      return `A visit with ${name} was scheduled for ${when}.`;
    case 'Appointment Rescheduled':
      return `The visit with ${name} was rescheduled to ${when}.`;
    case 'Appointment Cancelled':
      return `The visit with ${name} on ${when} was cancelled.`;
  }
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
    const source = plan.key === 'clinician' || plan.key === 'clinician2' ? upcoming : others;
    for (let i = 0; i < plan.count; i++) {
      const kind = at(plan.kinds, i % plan.kinds.length);
      const visit = at(source, (i * 5 + plan.key.length) % source.length);
      const name = patientName(visit.patient);
      const zone = timeZoneForState(visit.appointment.location?.address.state);
      const when = dayjs(visit.appointment.start).tz(zone).format('MM/DD/YYYY hh:mm A');
      const admission = admissions.get(visit.patient.patient.id);
      const aboutAdmission = kind.startsWith('Admission') && admission;
      rows.push({
        id: rng.uuid(),
        userId,
        viewed: i >= plan.unread,
        createdAt: dayjs(today)
          .subtract(i * 7 + rng.int(1, 5), 'hour')
          .subtract(rng.int(0, 59), 'minute')
          .toDate(),
        eventTitle: kind,
        eventDescription: describe(kind, name, when),
        patientId: visit.patient.patient.id,
        patientName: name,
        resourceType: aboutAdmission ? 'EpisodeOfCare' : 'Appointment',
        resourceId: aboutAdmission ? admission.id : visit.appointment.id,
      });
    }
  }
  return rows;
}
