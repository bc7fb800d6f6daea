// SPEC §2 Dashboard > Tasking (/tasking-dashboard, settings): the tasks the user may read, counted
// by status, owner, age and market, each as a bar chart (@mantine/charts) with the same numbers
// in a table beside it for screen readers and keyboards. A bar, or a row's link, opens the task
// queue filtered to those tasks (/tasks, All Tasks).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { displayError } from '../../domain/errors';
import { type TaskListSearch, type TaskListState, taskListSearch } from '../../domain/tasks/task-list-search';
import type { TaskAgeBand } from '../../domain/tasks/task-queue';
import { LinkAnchor } from '../../ui/link-anchor';
import { type TaskCount, taskDashboardQuery } from './tasks-api';

type Filter = Partial<Pick<TaskListState, 'status' | 'owner' | 'age' | 'state'>>;

interface Panel {
  title: string;
  /** The table's first column. */
  column: string;
  /** What the counts are of, said under the title. */
  of: string;
  counts: readonly TaskCount[];
  filter: (key: string) => Filter;
  color: string;
}

/** The queue's All Tasks view with a bar's filter (open tasks unless the bar is a status). */
const queueSearch = (filter: Filter): TaskListSearch => taskListSearch({ ...filter, view: 'all', status: filter.status ?? 'open' });

function CountPanel({ panel }: { panel: Panel }) {
  const navigate = useNavigate();
  const data = panel.counts.map((c) => ({ key: c.key, label: c.label, Tasks: c.count }));
  const tableId = `tasking-${panel.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={`${tableId}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${tableId}-title`}>
            {panel.title}
          </Title>
          <Text size="sm" c="dimmed">
            {panel.of}
          </Text>
        </div>
        {data.length === 0 ? (
          <Text size="sm">No data found to display</Text>
        ) : (
          <>
            <div aria-hidden>
              <BarChart
                h={Math.max(160, data.length * 36)}
                data={data}
                dataKey="label"
                orientation="vertical"
                yAxisProps={{ width: 120 }}
                series={[{ name: 'Tasks', color: panel.color }]}
                barProps={{
                  cursor: 'pointer',
                  onClick: (bar: unknown) => {
                    const key = (bar as { payload?: { key?: string } }).payload?.key;
                    if (key) void navigate({ to: '/tasks', search: queueSearch(panel.filter(key)) });
                  },
                }}
                barChartProps={{ accessibilityLayer: false }}
                withTooltip={false}
                gridAxis="none"
              />
            </div>
            <Table id={tableId} aria-labelledby={`${tableId}-title`} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{panel.column}</Table.Th>
                  <Table.Th ta="right">Tasks</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {panel.counts.map((c) => (
                  <Table.Tr key={c.key}>
                    <Table.Td>
                      <LinkAnchor to="/tasks" search={queueSearch(panel.filter(c.key))} size="sm">
                        {c.label}
                      </LinkAnchor>
                    </Table.Td>
                    <Table.Td ta="right">{c.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}

export function TaskingDashboardPage() {
  const dashboard = useQuery(taskDashboardQuery());
  if (dashboard.isPending) return <Loader aria-label="Loading the tasking dashboard" />;
  if (dashboard.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {displayError(dashboard.error.message)}
      </Alert>
    );
  }
  const d = dashboard.data;
  const panels: Panel[] = [
    { title: 'By status', column: 'Status', of: 'Every task', counts: d.byStatus, filter: (status) => ({ status }), color: 'teal.7' },
    { title: 'By owner', column: 'Owner', of: 'Open tasks', counts: d.byOwner, filter: (owner) => ({ owner }), color: 'blue.7' },
    {
      title: 'By age',
      column: 'Age',
      of: 'Open tasks, days since made',
      counts: d.byAge,
      filter: (age) => ({ age: age as TaskAgeBand }),
      color: 'orange.7',
    },
    {
      title: 'By market',
      column: 'Market',
      of: "Open tasks, by the patient's state",
      counts: d.byMarket,
      filter: (state) => ({ state }),
      color: 'grape.7',
    },
  ];
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        Tasking
      </Title>
      <Group gap="xl" role="group" aria-label="Task totals">
        <LinkAnchor to="/tasks" search={queueSearch({})} underline="never">
          <Text size="xl" fw={700} component="span">
            {d.open}
          </Text>{' '}
          <Text component="span">open</Text>
        </LinkAnchor>
        <LinkAnchor to="/tasks" search={{ ...queueSearch({}), overdue: true }} underline="never" c="red.8">
          <Text size="xl" fw={700} component="span">
            {d.overdue}
          </Text>{' '}
          <Text component="span">overdue</Text>
        </LinkAnchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {panels.map((panel) => (
          <CountPanel key={panel.title} panel={panel} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
