// The chart's notes, alerts, orders and referrals, and tasks (SPEC §2 chart tabs 1, 2, 5, 10, 12):
// one service per record kind, built together. Each operation checks its rule (authorize), parses
// its input, then the patient access rule (shared/patient-access.ts); changes also refuse the
// chart's read-only roles and check the version the user saw (chart-record-writes.ts).
import type { Database } from '../../db/client.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { createAlertService } from './alert-service.ts';
import { createNoteService } from './note-service.ts';
import { createOrderService } from './order-service.ts';
import { createTaskService } from './task-service.ts';

export function createChartRecordService(db: Database, raise: RaiseNotification) {
  return {
    notes: createNoteService(db),
    alerts: createAlertService(db),
    orders: createOrderService(db, raise),
    tasks: createTaskService(db),
  };
}

export type ChartRecordService = ReturnType<typeof createChartRecordService>;
