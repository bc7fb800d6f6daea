// The chart's notes, alerts, orders and referrals, and tasks (SPEC §2 chart tabs 1, 2, 5, 10, 12):
// one service per record kind, built together. Each operation checks its rule (authorize), parses
// its input, then the patient access rule (shared/patient-access.ts); changes are declared in
// chart-record-operations.ts and run by the write pipeline (DESIGN §5).
import type { Database } from '../../db/client.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { createAlertService } from './alert-service.ts';
import { chartRecordWrites } from './chart-record-operations.ts';
import { createNoteService } from './note-service.ts';
import { createOrderService } from './order-service.ts';
import { createTaskService } from './task-service.ts';

export function createChartRecordService(db: Database, pipeline: WritePipeline, raise: RaiseNotification) {
  const writes = chartRecordWrites(raise);
  return {
    notes: createNoteService(db, pipeline, writes),
    alerts: createAlertService(db, pipeline, writes),
    orders: createOrderService(db, pipeline, writes),
    tasks: createTaskService(db, pipeline, writes),
  };
}

export type ChartRecordService = ReturnType<typeof createChartRecordService>;
