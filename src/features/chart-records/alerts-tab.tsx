// SPEC §2 chart tab 'Alerts': the patient's alerts, active first (text, category, start and end),
// 'Add alert', and 'Deactivate' (the alert ends today and stays on the chart as inactive).
import { Badge } from '@mantine/core';
import { ALERT_STATUS, alertCategoryLabel, isAlertStatus } from '../../domain/chart/chart-record-status';
import { formatCalendarDate } from '../../domain/format';
import { SearchableList } from '../../ui/list/searchable-list';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { AlertFormView } from './alert-form';
import { type AlertItem, alertListQuery, deactivateAlert, useRecordsChanged } from './chart-records-api';
import { AddRecord } from './components/add-record';
import { RecordRow } from './components/record-row';
import { StatusActions } from './components/status-actions';
import type { ChartRecordTabProps, OnChartChanged } from './record-props';

const period = (a: AlertItem) => `${formatCalendarDate(a.start)} – ${a.end ? formatCalendarDate(a.end) : 'ongoing'}`;

function AlertRow({ patientId, alert, onChanged }: { patientId: string; alert: AlertItem; onChanged: OnChartChanged }) {
  const changed = useRecordsChanged(patientId, onChanged);
  const status = isAlertStatus(alert.status) ? ALERT_STATUS[alert.status] : null;
  return (
    <RecordRow
      heading={alert.text}
      badges={
        <>
          <Badge
            variant="outline"
            color="gray"
            radius="sm"
            tt="none"
            size="lg"
            styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
          >
            {alertCategoryLabel(alert.category)}
          </Badge>
          {status ? <StatusBadge label={status.label} color={status.color} /> : null}
        </>
      }
      meta={[period(alert), alert.author ? `By ${alert.author}` : null].filter(Boolean).join(' · ')}
      actions={
        <StatusActions
          operation="Mutation.deactivatePatientAlert"
          itemLabel={alert.text}
          actions={
            alert.status === 'active'
              ? [
                  {
                    status: 'inactive',
                    label: 'Deactivate',
                    confirm: 'Deactivate this alert? It ends today and stays on the chart as inactive.',
                  },
                ]
              : []
          }
          run={async () => {
            await deactivateAlert(alert);
            await changed();
          }}
        />
      }
    />
  );
}

export function AlertsTab({ patientId, onChanged }: ChartRecordTabProps) {
  return (
    <Section
      title="Alerts"
      action={
        <AddRecord label="Add alert" title="New alert" operation="Mutation.addPatientAlert">
          {(close) => <AlertFormView patientId={patientId} onDone={close} onChanged={onChanged} />}
        </AddRecord>
      }
    >
      <SearchableList
        label="Alerts"
        searchLabel="Search alerts"
        searchPlaceholder="A word of the alert"
        query={alertListQuery(patientId)}
        rowKey={(a) => a.id}
        renderRow={(a) => <AlertRow patientId={patientId} alert={a} onChanged={onChanged} />}
      />
    </Section>
  );
}
