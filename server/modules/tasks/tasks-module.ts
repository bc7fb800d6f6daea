// The task work queue's manifest (server/modules/area-module.ts): its SDL, resolvers, rules, the
// areas it builds on (the chart's tasks) and its services.
import { tasksRules } from '../../../src/domain/operation-rules/tasks.ts';
import { defineArea, readSdl } from '../area-module.ts';
import { taskResolvers } from './task-resolvers.ts';
import { createTaskService } from './task-service.ts';

export const tasksArea = defineArea({
  name: 'tasks',
  typeDefs: readSdl(import.meta.url, ['./tasks.graphql']),
  resolvers: [taskResolvers],
  rules: tasksRules,
  dependsOn: ['chart-records'],
  createService: ({ db, pipeline }) => ({ tasks: createTaskService(db, pipeline) }),
});
