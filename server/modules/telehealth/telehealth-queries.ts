// The telehealth reads (SPEC §2 /telemedicine, /my-encounters, /waiting-room), declared in the
// write pipeline's shape (DESIGN §5): the operation (telehealth users only, operation-permissions.ts),
// the input, the target with its access rule, then the read. The list has no one target: it is
// filtered by the caller's patient scope in its SQL.

import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parsePage, parseTerm } from '../shared/paging.ts';
import { loadPatientScope } from '../shared/patient-access.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import type { WaitingRoomEvents } from './telehealth-events.ts';
import { parseStates, parseStatuses } from './telehealth-input.ts';
import { telehealthEncounterTarget } from './telehealth-read-targets.ts';
import { type TelehealthFilter, telehealthRepository } from './telehealth-repository.ts';
import { toTelehealthView } from './telehealth-views.ts';

type Maybe<T> = T | null | undefined;

export interface TelehealthListArgs extends PageArgs {
  patientStates?: Maybe<readonly string[]>;
  telemedicineStatuses?: Maybe<readonly string[]>;
  mine?: Maybe<boolean>;
  term?: Maybe<string>;
}

interface ListInput {
  page: PageArgs;
  filter: Omit<TelehealthFilter, 'practitionerId'>;
  mine: boolean;
}

/** No practitioner has this id: 'mine' of a caller who is none finds nothing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The declarations; the list's answer carries the waiting room's event cursor, so it is made with the events. */
export function telehealthQueries(events: WaitingRoomEvents) {
  return {
    encounters: defineQuery({
      operation: 'Query.TelehealthEncounterList',
      input: (raw: unknown): ListInput => {
        const args = raw as TelehealthListArgs;
        // The page is refused before the filters, as pagedList parses it first.
        parsePage(args);
        return {
          page: args,
          filter: {
            states: parseStates(args.patientStates),
            statuses: parseStatuses(args.telemedicineStatuses),
            term: parseTerm(args.term),
          },
          mine: Boolean(args.mine),
        };
      },
      target: noTarget,
      read: async ({ db, me, input }) => {
        // Read before the list: an event after it is replayed from this cursor, so none falls between.
        const eventCursor = String(await events.latestCursor());
        const filter: TelehealthFilter = { ...input.filter, practitionerId: input.mine ? (me.practitionerId ?? NOBODY) : null };
        const scope = await loadPatientScope(db, me);
        const connection = await pagedList(
          input.page,
          (page) => telehealthRepository.list(db, scope, filter, page),
          (r) => toTelehealthView(r.row, r.names),
        );
        return { ...connection, eventCursor };
      },
    }),

    encounter: defineQuery({
      operation: 'Query.TelehealthEncounter',
      input: (raw: unknown) => ({ id: parseId(raw as string) }),
      target: telehealthEncounterTarget,
      read: async ({ target }) => (target ? toTelehealthView(target.row, target.names) : null),
    }),
  };
}
