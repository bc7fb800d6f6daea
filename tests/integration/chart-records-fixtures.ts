// One record of each chart kind for a patient (an alert, an order, a referral, a task), written
// through the stores as version 1: the schema walk names them at object level.
import { stores } from '../../server/db/stores.ts';
import type { TestServer } from './harness.ts';

export interface ChartRecordIds {
  alertId: string;
  orderId: string;
  referralId: string;
  taskId: string;
}

export async function addChartRecords(s: TestServer, patientId: string): Promise<ChartRecordIds> {
  const subject = { reference: `Patient/${patientId}` };
  const options = { authorId: null };
  const authoredOn = new Date().toISOString();
  const alert = await stores.flag.create(
    s.db,
    { status: 'active', subject, category: 'fall-risk', text: 'Fall risk', period: { start: '2026-01-05' } },
    options,
  );
  const order = await stores.serviceRequest.create(
    s.db,
    { status: 'draft', category: 'order', subject, authoredOn, text: 'Dressing' },
    options,
  );
  const referral = await stores.serviceRequest.create(
    s.db,
    { status: 'active', category: 'referral', subject, authoredOn: '2026-01-05', source: 'PCP', reason: 'Ulcer' },
    options,
  );
  const task = await stores.task.create(
    s.db,
    { status: 'requested', for: subject, title: 'Call', priority: 'routine', authoredOn },
    options,
  );
  return { alertId: alert.id, orderId: order.id, referralId: referral.id, taskId: task.id };
}
