// MySchedule (SPEC §7, DESIGN §4 offline copy): a declared read (encounter-queries.ts) run by
// the one reader (DESIGN §5); the pack itself is schedule-pack.ts.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { encounterQueries as queries } from './encounter-queries.ts';
import type { SchedulePackView } from './schedule-pack.ts';

export type { SchedulePackView } from './schedule-pack.ts';

export function createScheduleService(db: Database) {
  const reader = createReader(db);
  return {
    mySchedule: (user: SessionUser | null, args: { from: string; to: string }, now = new Date()): Promise<SchedulePackView> =>
      reader.run(queries.mySchedule, user, { ...args, now }),
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
