// In-app notifications (SPEC §3 Notification), the events they are raised for and which job
// functions receive each event (SPEC §3 Job function record, §6 notification subscriptions).
import { bigserial, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

export const notifications = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey(),
    /** The replay cursor (DESIGN §8 'Realtime'): a reconnecting bell asks for what came after its last one. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    viewed: boolean('viewed').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    /** The notification event's code (notification_event.code); null for notifications older than the events. */
    eventCode: text('event_code'),
    eventTitle: text('event_title').notNull(),
    eventDescription: text('event_description').notNull(),
    /** Why this user got it: the job function code subscribed to the event, or 'practitioner' when named. */
    notify: text('notify'),
    patientId: uuid('patient_id'),
    patientName: text('patient_name'),
    /** The practitioner the event concerns (the Filters' practitionerId / practitionerName). */
    practitionerId: uuid('practitioner_id'),
    practitionerName: text('practitioner_name'),
    /** SPEC §3 resource (admission). */
    admissionId: uuid('admission_id'),
    resourceType: text('resource_type'),
    resourceId: uuid('resource_id'),
    /** Where a click leads (SPEC §2): orderId, serviceRequestId, documentId, instantiatesCanonical. */
    details: jsonb('details').$type<NotificationDetails>().notNull().default({}),
  },
  (t) => [index('notification_user_idx').on(t.userId, t.viewed, t.createdAt), index('notification_user_seq_idx').on(t.userId, t.seq)],
);

export interface NotificationDetails {
  orderId?: string;
  serviceRequestId?: string;
  documentId?: string;
  instantiatesCanonical?: string;
}

/** SPEC §3 Event: what can raise a notification. */
export const notificationEvents = pgTable('notification_event', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull().$type<'active' | 'inactive'>(),
});

/** SPEC §3 Job function record: a job function and the events its users receive (SPEC §2 /notifications). */
export const jobFunctions = pgTable('job_function', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull().$type<'active' | 'inactive'>(),
  events: text('events').array().notNull(),
  updatedAt: ts('updated_at').notNull(),
});
