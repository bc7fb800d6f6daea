// SPEC §2 chart tab 'Referrals' (SPEC places it with the demographics; here it is its own tab, as the
// tab row has it): each referral's date, source or referring provider, reason and status, newest
// first; 'Add referral'; and the status changes a referral allows.
import { Text } from '@mantine/core';
import { isOrderStatus, ORDER_STATUS } from '../../domain/chart/chart-record-status';
import { formatCalendarDate } from '../../domain/format';
import { SearchableList } from '../../ui/list/searchable-list';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { changeReferralStatus, type ReferralItem, referralListQuery, useRecordsChanged } from './chart-records-api';
import { AddRecord } from './components/add-record';
import { OrderStatusActions } from './components/order-status-actions';
import { RecordRow } from './components/record-row';
import type { ChartRecordTabProps, OnChartChanged } from './record-props';
import { ReferralFormView } from './referral-form';

function ReferralRow({ patientId, referral, onChanged }: { patientId: string; referral: ReferralItem; onChanged: OnChartChanged }) {
  const changed = useRecordsChanged(patientId, onChanged);
  const status = isOrderStatus(referral.status) ? ORDER_STATUS[referral.status] : null;
  return (
    <RecordRow
      heading={`${formatCalendarDate(referral.referralDate)} · ${referral.source}`}
      badges={status ? <StatusBadge label={status.label} color={status.color} /> : null}
      meta={referral.author ? `Recorded by ${referral.author}` : null}
      actions={
        <OrderStatusActions
          status={referral.status}
          itemLabel={`Referral of ${formatCalendarDate(referral.referralDate)}`}
          operation="Mutation.changePatientReferralStatus"
          run={async (next) => {
            await changeReferralStatus(referral, next);
            await changed();
          }}
        />
      }
    >
      <Text style={{ overflowWrap: 'anywhere' }}>Reason: {referral.reason}</Text>
    </RecordRow>
  );
}

export function ReferralsTab({ patientId, onChanged }: ChartRecordTabProps) {
  return (
    <Section
      title="Referrals"
      action={
        <AddRecord label="Add referral" title="New referral" operation="Mutation.addPatientReferral">
          {(close) => <ReferralFormView patientId={patientId} onDone={close} onChanged={onChanged} />}
        </AddRecord>
      }
    >
      <SearchableList
        label="Referrals"
        searchLabel="Search referrals"
        searchPlaceholder="Source or reason"
        query={referralListQuery(patientId)}
        rowKey={(r) => r.id}
        renderRow={(r) => <ReferralRow patientId={patientId} referral={r} onChanged={onChanged} />}
      />
    </Section>
  );
}
