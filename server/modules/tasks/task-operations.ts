// The work queue's writes, declared once for the write pipeline (DESIGN §5). A task's status
// changes through the chart's changePatientTaskStatus (chart-records): the same task and rules.
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import { OPEN_TASK_STATUSES } from '../../../src/domain/chart/chart-record-status.ts';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { ownerName } from '../chart-records/chart-record-operations.ts';
import { chartRecordRepository } from '../chart-records/chart-record-repository.ts';
import { defineWrite } from '../shared/write-pipeline.ts';
import { patientRecordTarget } from '../shared/write-targets.ts';
import { parseTaskAssign } from './task-input.ts';
import { taskRepository } from './task-repository.ts';
import { toWorkTaskView } from './task-views.ts';

export const TASK_CLOSED = 'A completed or cancelled task cannot be given to anyone.';

export const taskWrites = {
  /** Gives an open task to one of the staff who may own the patient's tasks (PatientTaskOwnerList), out of any job function's queue. */
  assignTask: defineWrite({
    operation: 'Mutation.assignTask',
    input: parseTaskAssign,
    roles: chartWriter('Mutation.assignTask'),
    target: patientRecordTarget({ store: stores.task, what: 'Task', id: (i: { id: string }) => i.id, patientOf: (t: Task) => t.for }),
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input, target: { row, patientId } }) => {
      if (!(OPEN_TASK_STATUSES as readonly string[]).includes(row.content.status)) throw badInput(TASK_CLOSED, 'id');
      const state = await chartRecordRepository.patientState(tx, patientId);
      const [owner] = await chartRecordRepository.taskOwners(tx, state, input.ownerId);
      if (!owner) throw badInput(MESSAGES.incorrectValue, 'ownerId');
      const { ownerJobFunction: _queued, ...rest } = row.content;
      const changed: Task = { ...rest, owner: { reference: `User/${owner.id}`, display: ownerName(owner) } };
      const saved = await stores.task.update(tx, row.id, changed, row.versionId, { authorId: me.id, now });
      const patient = await taskRepository.patientOf(tx, patientId);
      return toWorkTaskView(saved, { patientNames: patient?.patientNames ?? [], state: patient?.state ?? null }, now);
    },
  }),
};
