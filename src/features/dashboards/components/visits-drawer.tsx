// The records behind a dashboard's number (SPEC §2 'A click on a chart opens the records behind
// the number'): the visits of the filter narrowed to the clicked day, outcome, market or
// clinician, each linked to its patient's chart.
import { Alert, Drawer, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { appointmentStatusStyle } from '../../../domain/appointment-status';
import type { DashboardFilter } from '../../../domain/dashboards/dashboard-filter';
import { isVisitOutcome, OUTCOME_LABEL } from '../../../domain/dashboards/visit-outcome';
import { displayError } from '../../../domain/errors';
import { formatDateTime } from '../../../domain/format';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import { LinkAnchor } from '../../../ui/link-anchor';
import { dashboardVisitsQuery, type VisitsNarrowing } from '../dashboards-api';
import { ScrollTable } from './scroll-table';

export interface OpenVisits {
  title: string;
  narrow: VisitsNarrowing;
}

function VisitsList({ filter, narrow }: { filter: DashboardFilter; narrow: VisitsNarrowing }) {
  const visits = useQuery(dashboardVisitsQuery(filter, narrow));
  if (visits.isPending) return <Loader aria-label="Loading the visits" />;
  if (visits.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {displayError(visits.error.message)}
      </Alert>
    );
  }
  const rows = visits.data.edges.map((e) => e.node);
  if (rows.length === 0) return <Text size="sm">{LIST_MESSAGES.noData}</Text>;
  return (
    <>
      <Text size="sm" role="status" data-testid="visits-drawer-count">
        {LIST_MESSAGES.displayed(rows.length, visits.data.totalCount)}
      </Text>
      <ScrollTable label={'Visits'} minWidth={520}>
        <Table striped aria-label="Visits">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Patient</Table.Th>
              <Table.Th scope="col">Clinician</Table.Th>
              <Table.Th scope="col">Visit</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((v) => (
              <Table.Tr key={v.appointmentId}>
                <Table.Td>
                  <LinkAnchor to="/patients/$id" params={{ id: v.patientId }} size="sm">
                    {v.patientName || 'Not Available'}
                  </LinkAnchor>
                </Table.Td>
                <Table.Td>{v.practitionerName}</Table.Td>
                <Table.Td>{formatDateTime(v.start)}</Table.Td>
                <Table.Td>
                  {appointmentStatusStyle(v.status).label}
                  {isVisitOutcome(v.outcome) ? ` (${OUTCOME_LABEL[v.outcome]})` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}

export function VisitsDrawer({ filter, open, onClose }: { filter: DashboardFilter; open: OpenVisits | null; onClose: () => void }) {
  return (
    <Drawer
      opened={open !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={open?.title ?? ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {open ? <VisitsList filter={filter} narrow={open.narrow} /> : null}
    </Drawer>
  );
}
