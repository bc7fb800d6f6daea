// SPEC §2 /master-list/care-facility and /master-list/home-health (permission settings): a kind's
// facilities, newest change first (SPEC §9 '-_lastUpdated'), searched by name, 25 at a time with
// 'Load more'; 'New Care Facility' / 'New Home Health' opens its dialog, a name opens its edit.
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FACILITY_KIND_WORDS, type FacilityKind } from '../../domain/master-lists/facility';
import { SearchableList } from '../../ui/list/searchable-list';
import { type FacilityItem, facilityListQuery } from './facilities-api';
import { FacilityDialog } from './facility-dialog';
import { FacilityRow } from './facility-row';

export function FacilitiesPage({ kind }: { kind: FacilityKind }) {
  const words = FACILITY_KIND_WORDS[kind];
  // undefined: closed; null: a new one.
  const [open, setOpen] = useState<FacilityItem | null | undefined>(undefined);
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {words.title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(null)}>
          {words.dialog}
        </Button>
      </Group>
      <SearchableList
        label={words.title}
        searchLabel={`Search ${words.many}`}
        searchPlaceholder="Name"
        query={facilityListQuery(kind)}
        rowKey={(f) => f.id}
        renderRow={(f) => <FacilityRow facility={f} onOpen={() => setOpen(f)} />}
      />
      {open !== undefined ? (
        <FacilityDialog key={open?.id ?? 'new'} kind={kind} facility={open} onClose={() => setOpen(undefined)} />
      ) : null}
    </Stack>
  );
}
