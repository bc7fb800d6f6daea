// SPEC §2 chart tabs, in order, each with its count: on wide screens every tab is in view (the
// row wraps rather than hiding tabs behind a scroll); on a phone a menu button naming the open tab
// (the full list is also its own page, /patients/{id}/patient-menu).
import { Badge, Box, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { CHART_TABS, type ChartTabKey, chartTabPath } from '../../domain/patients/chart-tabs';
import { LinkButton } from '../../ui/link-button';
import classes from './patients.module.css';

export interface ChartTabLink {
  to: '/patients/$id/$tab' | '/patients/$id/problemslist/problems';
  params: { id: string; tab?: string };
}

/** A tab's address, for links outside the typed router components (menus). */
export const chartTabHref = (patientId: string, key: ChartTabKey): string => `/patients/${patientId}/${chartTabPath(key)}`;

/** Where a tab lives (Problems List has a path of two segments, SPEC §2). */
export const chartTabLink = (patientId: string, key: ChartTabKey): ChartTabLink =>
  key === 'problems'
    ? { to: '/patients/$id/problemslist/problems', params: { id: patientId } }
    : { to: '/patients/$id/$tab', params: { id: patientId, tab: key } };

export function ChartNav({ patientId, active, counts }: { patientId: string; active: ChartTabKey; counts: ReadonlyMap<string, number> }) {
  const activeTab = CHART_TABS.find((t) => t.key === active);
  return (
    <>
      <Group component="nav" aria-label="Chart" gap={4} wrap="wrap" className={classes.tabs} visibleFrom="sm">
        {CHART_TABS.map((tab) => (
          <LinkButton
            key={tab.key}
            {...chartTabLink(patientId, tab.key)}
            variant={tab.key === active ? 'filled' : 'subtle'}
            color={tab.key === active ? 'brand.8' : 'dark'}
            size="compact-md"
            aria-current={tab.key === active ? 'page' : undefined}
            rightSection={
              <Badge size="sm" variant="default">
                {counts.get(tab.key) ?? 0}
              </Badge>
            }
          >
            {tab.label}
          </LinkButton>
        ))}
      </Group>
      <Box hiddenFrom="sm">
        <Menu position="bottom-start" width={300}>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />} fullWidth justify="space-between">
              {activeTab?.label ?? 'Chart'} ({counts.get(active) ?? 0})
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label="Chart">
            {CHART_TABS.map((tab) => (
              <Menu.Item
                key={tab.key}
                component={Link}
                to={chartTabHref(patientId, tab.key)}
                rightSection={
                  <Badge size="sm" variant="default">
                    {counts.get(tab.key) ?? 0}
                  </Badge>
                }
                aria-current={tab.key === active ? 'page' : undefined}
              >
                {tab.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Box>
    </>
  );
}
