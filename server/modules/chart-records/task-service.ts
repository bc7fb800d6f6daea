// SPEC §2 chart tab 'Tasks, patient task dashboard': the patient's tasks (open first, soonest due
// first), the open and overdue counts at the top, a new task (title, owner, due date, priority) and
// moving one on (start, complete, cancel: chart-record-status.ts). 'Overdue' is open and due before
// the patient's today (SPEC §9 time zone by state). The owner is one of the staff who may read the
// patient (PatientTaskOwnerList); the server refuses anyone else.
import type { SessionUser } from '../../../src/domain/access.ts';
import { statusChange, TASK_STATUS, taskNextStatuses } from '../../../src/domain/chart/chart-record-status.ts';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { parsePatientId, parseTaskChange, parseTaskInput, parseTaskStatusFilter } from './chart-record-input.ts';
import { chartRecordRepository, type OwnerRow } from './chart-record-repository.ts';
import { toTaskView } from './chart-record-views.ts';
import { authorizeChange, authorOf, changeRecord, patientRef } from './chart-record-writes.ts';

type Maybe<T> = T | null | undefined;

const ownerName = (o: OwnerRow): string => `${o.givenName} ${o.familyName}`.trim();

/** The patient's calendar day now. */
async function patientToday(tx: Executor, patientId: string): Promise<string> {
  const state = await chartRecordRepository.patientState(tx, patientId);
  return calendarDateIn(new Date().toISOString(), timeZoneForState(state));
}

export function createTaskService(db: Database) {
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
      const me = authorizeChange(user, 'Mutation.addPatientTask');
      const task = parseTaskInput(input);
      await assertCanReadPatient(db, me, task.patientId);
      const state = await chartRecordRepository.patientState(db, task.patientId);
      const [owner] = task.ownerId ? await chartRecordRepository.taskOwners(db, state, task.ownerId) : [];
      if (task.ownerId && !owner) throw badInput(MESSAGES.incorrectValue, 'ownerId');
      const content: Task = {
        status: 'requested',
        for: patientRef(task.patientId),
        title: task.title,
        priority: task.priority,
        authoredOn: new Date().toISOString(),
        requester: authorOf(me),
      };
      if (owner) content.owner = { reference: `User/${owner.id}`, display: ownerName(owner) };
      if (task.dueDate) content.dueDate = task.dueDate;
      const row = await stores.task.create(db, content, { authorId: me.id });
      return toTaskView(row, calendarDateIn(new Date().toISOString(), timeZoneForState(state)));
    },

    async change(user: SessionUser | null, input: unknown) {
      const me = authorizeChange(user, 'Mutation.changePatientTaskStatus');
      const { id, versionId, status } = parseTaskChange(input);
      let today = '';
      const saved = await changeRecord(db, me, {
        store: stores.task,
        what: 'Task',
        patientOf: (t) => t.for,
        id,
        versionId,
        apply: async (task, { tx, patientId }) => {
          const next = statusChange(taskNextStatuses, TASK_STATUS, task.status, status);
          if (!next.ok) throw badInput(next.message, 'status');
          today = await patientToday(tx, patientId);
          const changed: Task = { ...task, status: next.status };
          if (next.status === 'completed') changed.completedOn = new Date().toISOString();
          return changed;
        },
      });
      return toTaskView(saved, today);
    },
  };
}
