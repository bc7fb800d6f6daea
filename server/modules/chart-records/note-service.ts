// SPEC §2 chart tab 'Communication & Notes': the patient's notes, newest first, by topic; a new
// note needs a topic of the 'communication-topics' code system and its text. The code system is
// the shipped default list for now (src/domain/chart/communication-topics.ts); its admin screen
// will keep it in the database later, and only `topics()` here changes then.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Communication } from '../../../src/domain/chart/chart-records.ts';
import { type CommunicationTopic, DEFAULT_COMMUNICATION_TOPICS } from '../../../src/domain/chart/communication-topics.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { parseNoteFilter, parseNoteInput, parsePatientId } from './chart-record-input.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toNoteView } from './chart-record-views.ts';
import { authorizeChange, authorOf, patientRef } from './chart-record-writes.ts';

type Maybe<T> = T | null | undefined;

export function createNoteService(db: Database) {
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

    async add(user: SessionUser | null, input: unknown) {
      const me = authorizeChange(user, 'Mutation.addPatientNote');
      const note = parseNoteInput(input);
      await assertCanReadPatient(db, me, note.patientId);
      const all = await topics();
      if (!all.some((t) => t.code === note.topic && t.status === 'active')) throw badInput(MESSAGES.incorrectValue, 'topic');
      const content: Communication = {
        status: 'completed',
        subject: patientRef(note.patientId),
        topic: note.topic,
        sent: new Date().toISOString(),
        sender: authorOf(me),
        text: note.text,
      };
      return toNoteView(await stores.communication.create(db, content, { authorId: me.id }), all);
    },
  };
}
