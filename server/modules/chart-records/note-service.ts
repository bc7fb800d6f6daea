// SPEC §2 chart tab 'Communication & Notes': the patient's notes, newest first, by topic; a new
// note needs a topic of the 'communication-topics' code system and its text. The code system is
// the shipped default list for now (src/domain/chart/communication-topics.ts); its admin screen
// will keep it in the database later, and only `topics()` here changes then.
import type { SessionUser } from '../../../src/domain/access.ts';
import { type CommunicationTopic, DEFAULT_COMMUNICATION_TOPICS } from '../../../src/domain/chart/communication-topics.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { parseNoteFilter, parsePatientId } from './chart-record-input.ts';
import type { ChartRecordWrites } from './chart-record-operations.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toNoteView } from './chart-record-views.ts';

type Maybe<T> = T | null | undefined;

export function createNoteService(db: Database, pipeline: WritePipeline, writes: ChartRecordWrites) {
  /** The communication-topics code system, every status. */
  const topics = async (): Promise<readonly CommunicationTopic[]> => DEFAULT_COMMUNICATION_TOPICS;

  return {
    async topics(user: SessionUser | null, includeInactive: Maybe<boolean>): Promise<CommunicationTopic[]> {
      authorize(user, 'Query.CommunicationTopicList');
      const all = await topics();
      return all.filter((t) => includeInactive || t.status === 'active');
    },

    async list(user: SessionUser | null, args: PageArgs & { patientId: string; topic?: Maybe<string>; term?: Maybe<string> }) {
      const me = authorize(user, 'Query.PatientNoteList');
      const patientId = parsePatientId(args.patientId);
      const filter = parseNoteFilter(args);
      await assertCanReadPatient(db, me, patientId);
      const all = await topics();
      return pagedList(
        args,
        (page) => chartRecordRepository.notes(db, patientId, filter, page),
        (row) => toNoteView(row, all),
      );
    },

    add: async (user: SessionUser | null, input: unknown) =>
      toNoteView(await pipeline.run(writes.addPatientNote, user, input), await topics()),
  };
}
