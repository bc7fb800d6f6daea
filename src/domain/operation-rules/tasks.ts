// Who may call the task work queue's operations (SPEC §2 '/tasks': menu 'Tasks', tasking
// permission): its part of OPERATION_RULES (../operation-permissions.ts), which its server manifest
// (server/modules/tasks) names as its rules. A task's status changes through the chart's
// changePatientTaskStatus (the same task, the same rules), which the queue's screen calls too.
import { type OperationRule, perm } from './rule-kinds';

export const tasksRules = {
  'Query.TaskList': perm('tasking'),
  'Query.TaskHistory': perm('tasking', 'patient'),
  // SPEC §2 menu: Dashboard > Tasking is the settings permission's.
  'Query.TaskDashboard': perm('settings'),
  'Mutation.assignTask': perm('tasking'),
} as const satisfies Record<string, OperationRule>;
