// In-app notifications.
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

export const notifications = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    viewed: boolean('viewed').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    eventTitle: text('event_title').notNull(),
    eventDescription: text('event_description').notNull(),
    patientId: uuid('patient_id'),
    patientName: text('patient_name'),
    resourceType: text('resource_type'),
    resourceId: uuid('resource_id'),
  },
  (t) => [index('notification_user_idx').on(t.userId, t.viewed, t.createdAt)],
);
