// The records behind a dashboard's number (SPEC §2 'A click on a chart opens the records behind
// the number'): the visits of the filter narrowed to the clicked day, outcome, market or
// clinician, each linked to its patient's chart; for a 'signed within 24 h' number, the documented
// visits (finished encounters) it counts, those signed later or not yet a click away, each linked
// to its patient's encounters.
import { Alert, Drawer, Loader, SegmentedControl, Stack, Table, Text, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appointmentStatusStyle } from '../../../domain/appointment-status';
import type { DashboardFilter } from '../../../domain/dashboards/dashboard-filter';
import { isSignState, SIGN_STATE_LABEL, type SignState } from '../../../domain/dashboards/rates';
import { isVisitOutcome, OUTCOME_LABEL } from '../../../domain/dashboards/visit-outcome';
import { displayError } from '../../../domain/errors';
import { formatDateTime } from '../../../domain/format';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import { LinkAnchor } from '../../../ui/link-anchor';
import { type DocumentedNarrowing, dashboardDocumentedQuery, dashboardVisitsQuery, type VisitsNarrowing } from '../dashboards-api';
import { ScrollTable } from './scroll-table';

export interface OpenVisits {
  title: string;
  narrow: VisitsNarrowing;
}

/** The documented visits behind a 'signed within 24 h' number. */
export interface OpenDocumented {
  title: string;
  documented: DocumentedNarrowing;
}

export type OpenRecords = OpenVisits | OpenDocumented;

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

const SIGNING_CHOICES = [
  { value: 'within24h', label: 'Within 24 h' },
  { value: 'late', label: 'After 24 h' },
  { value: 'unsigned', label: 'Not signed' },
  { value: 'all', label: 'All documented' },
] as const satisfies readonly { value: SignState | 'all'; label: string }[];

/** The narrowing with another sign state ('all': every documented visit). */
const withSigning = ({ day, market, practitionerId }: DocumentedNarrowing, signing: SignState | 'all'): DocumentedNarrowing => ({
  ...(day ? { day } : {}),
  ...(market ? { market } : {}),
  ...(practitionerId ? { practitionerId } : {}),
  ...(signing === 'all' ? {} : { signing }),
});

function DocumentedList({ filter, narrow }: { filter: DashboardFilter; narrow: DocumentedNarrowing }) {
  const [signing, setSigning] = useState<SignState | 'all'>(narrow.signing ?? 'all');
  const documented = useQuery(dashboardDocumentedQuery(filter, withSigning(narrow, signing)));
  // A phone's width holds the four choices one above the other.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Signing"
        fullWidth
        orientation={orientation}
        data={SIGNING_CHOICES.map((c) => ({ ...c }))}
        value={signing}
        onChange={(value) => setSigning(isSignState(value) ? value : 'all')}
      />
      {documented.isPending ? (
        <Loader aria-label="Loading the encounters" />
      ) : documented.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(documented.error.message)}
        </Alert>
      ) : documented.data.edges.length === 0 ? (
        <Text size="sm">{LIST_MESSAGES.noData}</Text>
      ) : (
        <>
          <Text size="sm" role="status" data-testid="documented-drawer-count">
            {LIST_MESSAGES.displayed(documented.data.edges.length, documented.data.totalCount)}
          </Text>
          <ScrollTable label="Encounters" minWidth={560}>
            <Table striped aria-label="Encounters">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Patient</Table.Th>
                  <Table.Th scope="col">Clinician</Table.Th>
                  <Table.Th scope="col">Visit</Table.Th>
                  <Table.Th scope="col">Signed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documented.data.edges.map(({ node: e }) => (
                  <Table.Tr key={e.encounterId}>
                    <Table.Td>
                      <LinkAnchor to="/patients/$id/$tab" params={{ id: e.patientId, tab: 'encounter' }} size="sm">
                        {e.patientName || 'Not Available'}
                      </LinkAnchor>
                    </Table.Td>
                    <Table.Td>{e.practitionerName}</Table.Td>
                    <Table.Td>{formatDateTime(e.start)}</Table.Td>
                    <Table.Td>
                      {e.signedAt ? formatDateTime(e.signedAt) : null}
                      {isSignState(e.signing) && e.signing !== 'within24h' ? (
                        <Text size="xs" c={e.signing === 'unsigned' ? 'red.9' : 'orange.9'} fw={700}>
                          {SIGN_STATE_LABEL[e.signing]}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </>
      )}
    </Stack>
  );
}

export function VisitsDrawer({ filter, open, onClose }: { filter: DashboardFilter; open: OpenRecords | null; onClose: () => void }) {
  return (
    <Drawer
      opened={open !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={open?.title ?? ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {open === null ? null : 'documented' in open ? (
        <DocumentedList key={open.title} filter={filter} narrow={open.documented} />
      ) : (
        <VisitsList filter={filter} narrow={open.narrow} />
      )}
    </Drawer>
  );
}
