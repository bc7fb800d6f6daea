// SPEC §2 chart tab 'Tasks, patient task dashboard': the patient's tasks (open first, soonest due
// first), the open and overdue counts at the top, a new task (title, owner, due date, priority) and
// moving one on (start, complete, cancel: chart-record-status.ts). 'Overdue' is open and due before
// the patient's today (SPEC §9 time zone by state). The owner is one of the staff who may read the
// patient (PatientTaskOwnerList); the server refuses anyone else.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { parsePatientId, parseTaskStatusFilter } from './chart-record-input.ts';
import { type ChartRecordWrites, ownerName, patientToday } from './chart-record-operations.ts';
import { chartRecordRepository } from './chart-record-repository.ts';
import { toTaskView } from './chart-record-views.ts';

type Maybe<T> = T | null | undefined;

export function createTaskService(db: Database, pipeline: WritePipeline, writes: ChartRecordWrites) {
  return {
    async list(user: SessionUser | null, args: PageArgs & { patientId: string; status?: Maybe<string>; term?: Maybe<string> }) {
      const me = authorize(user, 'Query.PatientTaskList');
      const patientId = parsePatientId(args.patientId);
      const filter = { status: parseTaskStatusFilter(args.status), term: parseTerm(args.term) };
      await assertCanReadPatient(db, me, patientId);
      const today = await patientToday(db, patientId);
      return pagedList(
        args,
        (page) => chartRecordRepository.tasks(db, patientId, filter, page),
        (row) => toTaskView(row, today),
      );
    },

    async summary(user: SessionUser | null, patientId: string) {
      const me = authorize(user, 'Query.PatientTaskSummary');
      const id = parsePatientId(patientId);
      await assertCanReadPatient(db, me, id);
      return chartRecordRepository.taskSummary(db, id, await patientToday(db, id));
    },

    async owners(user: SessionUser | null, patientId: string) {
      const me = authorize(user, 'Query.PatientTaskOwnerList');
      const id = parsePatientId(patientId);
      await assertCanReadPatient(db, me, id);
      const owners = await chartRecordRepository.taskOwners(db, await chartRecordRepository.patientState(db, id));
      return owners.map((o) => ({ id: o.id, name: ownerName(o) }));
    },

    async add(user: SessionUser | null, input: unknown) {
      const { row, today } = await pipeline.run(writes.addPatientTask, user, input);
      return toTaskView(row, today);
    },

    async change(user: SessionUser | null, input: unknown) {
      const { row, today } = await pipeline.run(writes.changePatientTaskStatus, user, input);
      return toTaskView(row, today);
    },
  };
}
