// Clinical Rounds (SPEC §2 /manage-session): the reads by the one reader, the save by the write
// pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { roundsQueries, roundsWrites } from './rounds-operations.ts';

type User = SessionUser | null;

export function createRoundsService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    session: (user: User, args: unknown) => reader.run(roundsQueries.session, user, args),
    dates: (user: User) => reader.run(roundsQueries.dates, user, null),
    save: (user: User, args: unknown) => pipeline.run(roundsWrites.saveRoundsSession, user, args),
  };
}
