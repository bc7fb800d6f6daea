// A clinician's route of one day (SPEC §3 Scheduling state, §6 route flags and mileage
// threshold, §8 route prompt): where the day starts and when, the visits in order on the map and
// in a list (moved by hand, or put in the best order by the optimizer in a Web Worker), saved
// explicitly; the route report with the mileage-threshold warning. Leaving with unsaved changes
// asks SPEC §8's question.
import { Alert, Badge, Box, Button, Center, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { formatCalendarDate } from '../../domain/format';
import { DEFAULT_MILEAGE_THRESHOLD, exceedsMileageThreshold, ROUTE_MESSAGES, type RouteStartPoint } from '../../domain/routes/route-plan';
import { serverErrorOf } from '../../domain/validation/server-errors';
import type { MapTiles } from '../../ui/map-tiles';
import { type ClinicianRoute, clinicianRouteQuery, removeClinicianRoute, routeKeys, saveClinicianRoute } from './route-api';
import { RouteMap } from './route-map';
import { RouteStops } from './route-stops';
import { UnsavedRouteDialog } from './unsaved-route-dialog';
import { initialDraft, optimizeDay, type RoutePanelVisit, useDraft, useDraftFigures } from './use-route-draft';

export type { RoutePanelVisit } from './use-route-draft';

export interface RoutePanelFlags {
  /** SPEC §6 're-optimize route button': optimize a route that is saved already. */
  reoptimize: boolean;
  /** SPEC §6 'remove route'. */
  removeRoute: boolean;
  /** SPEC §6 'route report'. */
  routeReport: boolean;
  /** SPEC §6 'show patient name on map'. */
  showNames: boolean;
}

export interface RoutePanelProps {
  clinician: { id: string; name: string; timeZone: string; home: RouteStartPoint | null };
  date: string;
  visits: readonly RoutePanelVisit[];
  canPlan: boolean;
  flags: RoutePanelFlags;
  tiles: MapTiles;
}

export function RoutePanel(props: RoutePanelProps) {
  return (
    <Suspense
      fallback={
        <Center h={200} role="status" aria-label="Loading the route">
          <Loader aria-hidden />
        </Center>
      }
    >
      <SavedRoute {...props} />
    </Suspense>
  );
}

function SavedRoute(props: RoutePanelProps) {
  const { data: saved } = useSuspenseQuery(clinicianRouteQuery(props.clinician.id, props.date));
  // A fresh draft whenever the saved version changes (another planner, or our own save).
  return <RouteEditor key={`${props.date}:${saved?.versionId ?? 0}`} {...props} saved={saved} />;
}

function RouteEditor({ clinician, date, visits, canPlan, flags, tiles, saved }: RoutePanelProps & { saved: ClinicianRoute | null }) {
  const queryClient = useQueryClient();
  const { draft, dirty, update, move, reset } = useDraft(initialDraft(saved, visits, clinician.home));
  const { figures, day, travelError } = useDraftFigures(clinician.id, date, clinician.timeZone, draft, visits);
  const [busy, setBusy] = useState<'optimize' | 'save' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<string[]>([]);
  const byId = useMemo(() => new Map(visits.map((v) => [v.id, v])), [visits]);
  const unplaced = visits.filter((v) => v.latitude === null || v.longitude === null);

  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });

  const save = async (): Promise<boolean> => {
    if (!draft) return false;
    setBusy('save');
    setError(null);
    try {
      await saveClinicianRoute({
        clinicianId: clinician.id,
        date,
        versionId: saved?.versionId ?? null,
        startPoint: draft.startPoint,
        departure: draft.departure,
        appointmentIds: draft.order,
        optimized: draft.optimized,
      });
      reset(draft);
      await queryClient.invalidateQueries({ queryKey: routeKeys.day(clinician.id, date) });
      return true;
    } catch (failure) {
      setError(serverErrorOf(failure).message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const optimize = async () => {
    if (!day) return;
    setBusy('optimize');
    setError(null);
    try {
      const result = await optimizeDay(day);
      update({ order: result.order, optimized: true });
      setConflicts(result.conflicts);
    } catch (failure) {
      setError(serverErrorOf(failure).message);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!saved) return;
    setBusy('remove');
    setError(null);
    try {
      await removeClinicianRoute(clinician.id, date, saved.versionId);
      await queryClient.invalidateQueries({ queryKey: routeKeys.day(clinician.id, date) });
    } catch (failure) {
      setError(serverErrorOf(failure).message);
    } finally {
      setBusy(null);
    }
  };

  if (!draft) {
    return (
      <Text c="dimmed">
        {visits.length === 0 ? 'No visits on this day.' : 'No visit of this day has a map location, so no route can be planned.'}
      </Text>
    );
  }

  const threshold = saved?.mileageThreshold ?? DEFAULT_MILEAGE_THRESHOLD;
  const miles = figures?.planned.totalMiles ?? saved?.totalMiles ?? null;
  const overThreshold = miles !== null && exceedsMileageThreshold(miles, threshold);
  const startOptions = [
    ...(clinician.home ? [{ value: 'home', label: `Home: ${clinician.home.label}` }] : []),
    ...draft.order.map((id) => ({ value: id, label: `At the visit of ${byId.get(id)?.patientName ?? 'a patient'}` })),
  ];
  const startValue =
    draft.startPoint.kind === 'home'
      ? 'home'
      : (draft.order.find(
          (id) => byId.get(id)?.latitude === draft.startPoint.latitude && byId.get(id)?.longitude === draft.startPoint.longitude,
        ) ?? null);
  const mayOptimize = canPlan && (!saved || flags.reoptimize);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Route of {formatCalendarDate(date)}
        </Title>
        <Badge
          variant="light"
          color={dirty ? 'orange' : saved ? 'teal' : 'gray'}
          radius="sm"
          styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
        >
          {dirty ? 'Unsaved changes' : saved ? 'Saved' : 'Not saved'}
        </Badge>
      </Group>
      {saved?.outdated && !dirty ? (
        <Alert color="orange" variant="light">
          The day's visits changed since this route was saved. Optimize or order it again, then save.
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Start point"
          data={startOptions}
          value={startValue}
          disabled={!canPlan}
          miw={260}
          onChange={(value) => {
            if (value === 'home' && clinician.home) update({ startPoint: clinician.home });
            const visit = value ? byId.get(value) : undefined;
            if (visit?.latitude != null && visit.longitude != null) {
              update({
                startPoint: {
                  kind: 'custom',
                  label: `Visit of ${visit.patientName}`,
                  latitude: visit.latitude,
                  longitude: visit.longitude,
                },
              });
            }
          }}
        />
        <TimeInput
          label="Departure"
          value={draft.departure}
          disabled={!canPlan}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (/^\d{2}:\d{2}$/.test(value)) update({ departure: value });
          }}
        />
        {mayOptimize ? (
          <Button onClick={() => void optimize()} loading={busy === 'optimize'} disabled={!day || busy !== null}>
            {saved ? 'Re-optimize route' : 'Optimize route'}
          </Button>
        ) : null}
        {canPlan ? (
          <Button
            variant={dirty ? 'filled' : 'default'}
            onClick={() => void save()}
            loading={busy === 'save'}
            disabled={busy !== null || (!dirty && saved !== null)}
          >
            Save route
          </Button>
        ) : null}
        {canPlan && flags.removeRoute && saved ? (
          <Button variant="default" color="red" onClick={() => void remove()} loading={busy === 'remove'} disabled={busy !== null}>
            Remove route
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {travelError ? (
        <Alert color="red" variant="light" role="alert">
          {serverErrorOf(travelError).message}
        </Alert>
      ) : null}
      {conflicts.length > 0 ? (
        <Alert color="orange" variant="light" role="status">
          No order reaches every visit in its time. Late in this order, the least late:{' '}
          {conflicts.map((id) => byId.get(id)?.patientName ?? id).join(', ')}.
        </Alert>
      ) : null}
      {overThreshold ? (
        <Alert color="orange" variant="light" role="status">
          {`The route's ${miles?.toFixed(1)} miles are over the mileage threshold of ${threshold} miles.`}
        </Alert>
      ) : null}
      <Box>
        <RouteMap
          startPoint={draft.startPoint}
          order={draft.order}
          visits={byId}
          planned={figures?.planned ?? null}
          timeZone={clinician.timeZone}
          showNames={flags.showNames}
          tiles={tiles}
        />
      </Box>
      <RouteStops
        order={draft.order}
        visits={byId}
        planned={figures?.planned ?? null}
        timeZone={clinician.timeZone}
        canMove={canPlan}
        onMove={move}
      />
      {unplaced.length > 0 ? (
        <Text size="sm" c="dimmed">
          {unplaced.length === 1 ? '1 visit has' : `${unplaced.length} visits have`} no map location and cannot be on the route.
        </Text>
      ) : null}
      {flags.routeReport && saved && !dirty ? (
        <Table withTableBorder captionSide="top" aria-label="Route report">
          <Table.Caption>Route report</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Clinician</Table.Th>
              <Table.Th>Stops</Table.Th>
              <Table.Th>Mileage</Table.Th>
              <Table.Th>Driving</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{formatCalendarDate(saved.date)}</Table.Td>
              <Table.Td>{clinician.name}</Table.Td>
              <Table.Td>{saved.stops.length}</Table.Td>
              <Table.Td>
                {saved.totalMiles.toFixed(1)} mi{saved.overThreshold ? ` (over ${saved.mileageThreshold} mi)` : ''}
              </Table.Td>
              <Table.Td>{Math.round(saved.totalMinutes)} min</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : null}
      {figures ? (
        <Text size="sm" c="dimmed">
          {figures.source === 'osrm'
            ? 'Road distances from the routing service.'
            : 'Distances estimated from the map (straight line × road factor).'}
        </Text>
      ) : null}
      <UnsavedRouteDialog
        opened={blocker.status === 'blocked'}
        saving={busy === 'save'}
        message={ROUTE_MESSAGES.unsaved}
        onSave={async () => {
          if (await save()) blocker.proceed?.();
        }}
        onDiscard={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
      />
    </Stack>
  );
}
