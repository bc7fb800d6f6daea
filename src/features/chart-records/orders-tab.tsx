// SPEC §2 chart tab 'Orders': the patient's orders newest first (what, status, when and by whom, the
// admission), the SPEC §3 'orderDetails' counts (draft, active, all) at the top, 'Add order' (one
// from the catalog) and 'Add order set' (a set's orders at once) unless HideOrders is on, and the
// status changes each order allows.
import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSettingOn } from '../../api/settings';
import { isOrderStatus, ORDER_STATUS } from '../../domain/chart/chart-record-status';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { SearchableList } from '../../ui/list/searchable-list';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { changeOrderStatus, type OrderItem, orderDetailsQuery, orderListQuery, useRecordsChanged } from './chart-records-api';
import { AddRecord } from './components/add-record';
import { OrderStatusActions } from './components/order-status-actions';
import { RecordCounts } from './components/record-counts';
import { RecordRow } from './components/record-row';
import { OrderFormView } from './order-form';
import { OrderSetFormView } from './order-set-form';
import type { ChartRecordTabProps, OnChartChanged } from './record-props';

function OrderRow({ patientId, order, onChanged }: { patientId: string; order: OrderItem; onChanged: OnChartChanged }) {
  const changed = useRecordsChanged(patientId, onChanged);
  const status = isOrderStatus(order.status) ? ORDER_STATUS[order.status] : null;
  const meta = [
    `Ordered ${formatDateTime(order.authoredOn)}`,
    order.requester ? `by ${order.requester}` : null,
    order.admissionStart ? `Admission from ${formatCalendarDate(order.admissionStart)}` : null,
  ];
  return (
    <RecordRow
      heading={order.text}
      badges={status ? <StatusBadge label={status.label} color={status.color} /> : null}
      meta={meta.filter(Boolean).join(' · ')}
      actions={
        <OrderStatusActions
          status={order.status}
          itemLabel={order.text}
          operation="Mutation.changePatientOrderStatus"
          run={async (next) => {
            await changeOrderStatus(order, next);
            await changed();
          }}
        />
      }
    />
  );
}

export function OrdersTab({ patientId, onChanged }: ChartRecordTabProps) {
  const details = useQuery(orderDetailsQuery(patientId));
  // A clinic that hides orders (SPEC §2 HideOrders) adds none; the server refuses them too.
  const ordersHidden = useSettingOn('HideOrders');
  return (
    <Section
      title="Orders"
      action={
        ordersHidden ? null : (
          <Group gap="xs">
            <AddRecord label="Add order set" title="New order set" operation="Mutation.addPatientOrderSet" secondary>
              {(close) => <OrderSetFormView patientId={patientId} onDone={close} onChanged={onChanged} />}
            </AddRecord>
            <AddRecord label="Add order" title="New order" operation="Mutation.addPatientOrder">
              {(close) => <OrderFormView patientId={patientId} onDone={close} onChanged={onChanged} />}
            </AddRecord>
          </Group>
        )
      }
    >
      <RecordCounts
        label="Orders by status"
        counts={[
          { label: 'Draft', value: details.data?.draft ?? null },
          { label: 'Active', value: details.data?.active ?? null },
          { label: 'All orders', value: details.data?.count ?? null },
        ]}
      />
      <SearchableList
        label="Orders"
        searchLabel="Search orders"
        searchPlaceholder="A word of the order"
        query={orderListQuery(patientId)}
        rowKey={(o) => o.id}
        renderRow={(o) => <OrderRow patientId={patientId} order={o} onChanged={onChanged} />}
      />
    </Section>
  );
}
