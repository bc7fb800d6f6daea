// The status changes an order or a referral allows (chart-record-status.ts): Activate a draft,
// Complete an active one, Revoke either (asked first).
import { isOrderStatus, ORDER_ACTION_LABELS, type OrderStatus, orderNextStatuses } from '../../../domain/chart/chart-record-status';
import type { OperationName } from '../../../domain/operation-permissions';
import { type StatusAction, StatusActions } from './status-actions';

const REVOKE_CONFIRM = 'Revoke it? It stays on the chart as revoked and cannot be changed again.';

export function orderActions(status: string): StatusAction[] {
  if (!isOrderStatus(status)) return [];
  return orderNextStatuses(status)
    .filter((next): next is Exclude<OrderStatus, 'draft'> => next !== 'draft')
    .map((next) => ({ status: next, label: ORDER_ACTION_LABELS[next], ...(next === 'revoked' ? { confirm: REVOKE_CONFIRM } : {}) }));
}

export function OrderStatusActions({
  status,
  itemLabel,
  operation,
  run,
}: {
  status: string;
  itemLabel: string;
  operation: OperationName;
  run: (status: string) => Promise<unknown>;
}) {
  return <StatusActions actions={orderActions(status)} operation={operation} itemLabel={itemLabel} run={run} />;
}
