// The log of realtime events (DESIGN §8 'Realtime'): every event published on a replayable topic
// is kept here with a cursor, so a client that reconnects (a kiosk after a dropped connection or a
// server restart, on any instance) asks for what it missed since its last cursor. Old rows are
// pruned; a client further behind than that reads its list again.
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const realtimeEvents = pgTable(
  'realtime_event',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('realtime_event_topic_idx').on(t.topic, t.seq), index('realtime_event_created_idx').on(t.createdAt)],
);
