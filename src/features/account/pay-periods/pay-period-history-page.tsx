// SPEC §2 /account/pay-period-history: the signed-in clinician's pay periods (SPEC §3: start, end,
// current, and the Start of Care, follow-up and signed counts), newest first, each opening the
// encounters it counted. A user not linked to a clinician reads SPEC §8's words instead.
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../api/use-session';
import { MESSAGES } from '../../../domain/messages';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import { payPeriodLabel } from '../../../domain/payroll/pay-periods';
import { LinkAnchor } from '../../../ui/link-anchor';
import { StatusBadge } from '../../../ui/status-badge';
import { payPeriodHistoryQuery } from './pay-period-api';

function History({ practitionerId }: { practitionerId: string }) {
  const list = useInfiniteQuery(payPeriodHistoryQuery(practitionerId));
  const periods = list.data?.pages.flatMap((page) => page.edges.map((e) => e.node)) ?? [];
  const total = list.data?.pages.at(-1)?.totalCount ?? 0;
  if (list.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {list.error.message}
      </Alert>
    );
  }
  if (!list.data) return <Text c="dimmed">Loading the pay periods…</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover aria-label="Pay periods">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Pay period</Table.Th>
              <Table.Th scope="col">Start of Care</Table.Th>
              <Table.Th scope="col">Follow-up</Table.Th>
              <Table.Th scope="col">Signed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <LinkAnchor to="/account/$payPeriodId/list/$practitionerId" params={{ payPeriodId: p.id, practitionerId }}>
                    {payPeriodLabel(p)}
                  </LinkAnchor>{' '}
                  {p.current ? <StatusBadge label="Current" color="teal" size="sm" /> : null}
                </Table.Td>
                <Table.Td>{p.encounterStats.soc}</Table.Td>
                <Table.Td>{p.encounterStats.followUp}</Table.Td>
                <Table.Td>{p.encounterStats.signed}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" role="status">
        {LIST_MESSAGES.displayed(periods.length, total)}
      </Text>
      {list.hasNextPage ? (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} w="fit-content">
          {LIST_MESSAGES.loadMore}
        </Button>
      ) : null}
    </Stack>
  );
}

export function PayPeriodHistoryPage() {
  const { practitionerId } = useSessionUser();
  if (!practitionerId) {
    return (
      <Alert color="blue" variant="light" role="status">
        {MESSAGES.notLinkedToClinician}
      </Alert>
    );
  }
  return <History practitionerId={practitionerId} />;
}
