// The searchable list both telehealth screens show (SPEC §2 /telemedicine, /my-encounters): the
// search box, the filter panel under it, and one row per encounter; newest request first (the
// server's order). The waited times run on while the screen is open; a change of a telehealth
// encounter (the waiting room's events) reads the list again.
import type { ReactNode } from 'react';
import type { TelehealthListFilters } from '../../domain/telehealth/telehealth-list-search';
import { SearchableList } from '../../ui/list/searchable-list';
import { useNow } from '../../ui/use-now';
import { type TelehealthListItem, type TelehealthScope, telehealthListQuery } from './telehealth-api';
import { TelehealthFiltersPanel } from './telehealth-filters';
import { TelehealthRow } from './telehealth-row';
import { useTelehealthListsLive } from './waiting-room-api';

export interface TelehealthListProps {
  /** The list's accessible name (the screen's title). */
  label: string;
  scope: TelehealthScope;
  search: string;
  filters: TelehealthListFilters;
  onChange: (next: { search: string; filters: TelehealthListFilters }) => void;
  actions?: (row: TelehealthListItem) => ReactNode;
}

/** What a telehealth screen gets from its route: the search and filters of the address bar. */
export type TelehealthScreenProps = Pick<TelehealthListProps, 'search' | 'filters' | 'onChange'>;

export function TelehealthList({ label, scope, search, filters, onChange, actions }: TelehealthListProps) {
  const now = useNow();
  useTelehealthListsLive();
  return (
    <SearchableList
      label={label}
      searchLabel="Search telehealth encounters"
      searchPlaceholder="Patient name"
      query={telehealthListQuery(scope, filters)}
      rowKey={(row) => row.id}
      renderRow={(row) => <TelehealthRow row={row} now={now} actions={actions?.(row)} />}
      search={search}
      onSearch={(next) => onChange({ search: next, filters })}
      filters={<TelehealthFiltersPanel value={filters} onChange={(next) => onChange({ search, filters: next })} />}
    />
  );
}
