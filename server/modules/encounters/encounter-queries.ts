// The encounter reads (SPEC §7: the schedule, encounter lists, one encounter, its state and its
// provenance), declared in the write pipeline's shape (DESIGN §5 'Reads get the same declared
// shape'): the operation, the input, the target with its read rule (shared/encounter-access.ts,
// through shared/encounter-target.ts and encounter-read-targets.ts), then the read.

import { encounterState } from '../../../src/domain/encounter-workflow.ts';
import { DEFAULT_ENCOUNTER_SORT } from '../../../src/domain/encounters/encounter-list.ts';
import { encounterVisibility } from '../shared/encounter-access.ts';
import { withNames } from '../shared/encounter-names.ts';
import { encounterRecordRepository } from '../shared/encounter-record-repository.ts';
import { encounterIfReadableTarget, readableEncounterTarget } from '../shared/encounter-target.ts';
import { snapshotOf, toEncounterView, toProvenanceView } from '../shared/encounter-views.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parsePage, parseTerm } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { parse, parseRange } from './encounter-input.ts';
import {
  clinicianRecordsTarget,
  type EncounterListScope,
  encounterListTarget,
  ownClinicianTarget,
  readableAppointmentTarget,
} from './encounter-read-targets.ts';
import { type EncounterFilter, encounterRepository } from './encounter-repository.ts';
import { readSchedulePack } from './schedule-pack.ts';

type Maybe<T> = T | null | undefined;

export interface EncounterListArgs extends PageArgs {
  episodeOfCareId?: Maybe<string>;
  patientId?: Maybe<string>;
  practitionerIds?: Maybe<readonly string[]>;
  status?: Maybe<readonly string[]>;
  stateStatus?: Maybe<readonly string[]>;
  period_start?: Maybe<string>;
  periodStart?: Maybe<string>;
  periodEnd?: Maybe<string>;
  appointment?: Maybe<string>;
  authorization?: Maybe<boolean>;
  type?: Maybe<readonly string[]>;
  typeNot?: Maybe<readonly string[]>;
  deliveryType?: Maybe<string>;
  tmStatuses?: Maybe<readonly string[]>;
  includeSP?: Maybe<boolean>;
  sort?: Maybe<string>;
  term?: Maybe<string>;
}

interface EncounterListInput extends EncounterListScope {
  page: PageArgs;
  filter: Omit<EncounterFilter, 'visible' | 'patientId' | 'practitionerIds'>;
}

/** The list's arguments in the order they were always checked: the page, then the filters. */
function parseEncounterList(raw: unknown): EncounterListInput {
  const args = raw as EncounterListArgs;
  parsePage(args);
  const id = (value: Maybe<string>, field: string) => (value == null ? null : parseId(value, field));
  const periodStart = args.period_start ?? args.periodStart;
  return {
    page: args,
    practitionerIds: parse('practitionerIds', 'practitionerIds', args.practitionerIds),
    patientId: id(args.patientId, 'patientId'),
    filter: {
      statuses: parse('statuses', 'status', args.status),
      periodStart: periodStart == null ? null : parse('dateTime', args.period_start != null ? 'period_start' : 'periodStart', periodStart),
      periodEnd: args.periodEnd == null ? null : parse('dateTime', 'periodEnd', args.periodEnd),
      episodeOfCareId: id(args.episodeOfCareId, 'episodeOfCareId'),
      appointmentId: id(args.appointment, 'appointment'),
      stateStatuses: parse('stateStatuses', 'stateStatus', args.stateStatus),
      types: parse('visitTypes', 'type', args.type),
      typesNot: parse('visitTypes', 'typeNot', args.typeNot),
      deliveryType: parse('deliveryType', 'deliveryType', args.deliveryType),
      tmStatuses: parse('tmStatuses', 'tmStatuses', args.tmStatuses),
      authorization: args.authorization === true,
      includeSupervised: args.includeSP === true,
      sort: args.sort == null ? DEFAULT_ENCOUNTER_SORT : parse('sort', 'sort', args.sort),
      term: parseTerm(args.term),
    },
  };
}

/** One id argument, BAD_USER_INPUT naming `field` (Encounter, EncounterState and GetProvenance name it 'id'). */
const idInput =
  (field: string) =>
  (raw: unknown): { id: string } => ({ id: parseId(raw as string, field) });
const byId = (input: { id: string }) => input.id;

export const encounterQueries = {
  /** `now`: the service's clock, given with the arguments (the time of the read otherwise). */
  mySchedule: defineQuery({
    operation: 'Query.MySchedule',
    input: (raw: unknown) => {
      const args = raw as { from: string; to: string; now?: Date };
      return { range: parseRange(args.from, args.to), now: args.now ?? new Date() };
    },
    target: ownClinicianTarget,
    read: ({ db, input, target: practitionerId }) => readSchedulePack(db, practitionerId, input.range, input.now),
  }),

  list: defineQuery({
    operation: 'Query.EncounterList',
    input: parseEncounterList,
    target: encounterListTarget,
    read: async ({ db, me, input, target }) => {
      const filter = { ...input.filter, patientId: input.patientId, practitionerIds: target.practitionerIds };
      const visible = await encounterVisibility(db, me);
      const found = await pagedList(input.page, (page) => encounterRepository.list(db, { ...filter, visible }, page), toEncounterView);
      return { ...found, edges: await withNames(db, found.edges) };
    },
  }),

  encounter: defineQuery({
    operation: 'Query.Encounter',
    input: idInput('id'),
    target: encounterIfReadableTarget(byId),
    read: async ({ target }) => (target ? toEncounterView(target) : null),
  }),

  state: defineQuery({
    operation: 'Query.EncounterState',
    input: idInput('id'),
    target: readableEncounterTarget(byId),
    read: async ({ target }) => encounterState(snapshotOf(target.content)),
  }),

  latestForPractitioner: defineQuery({
    operation: 'Query.LatestEncounterForPractitioner',
    input: idInput('practitionerId'),
    target: clinicianRecordsTarget(byId),
    read: async ({ db, me, target: practitionerId }) => {
      const row = await encounterRepository.latestForPractitioner(db, practitionerId, await encounterVisibility(db, me));
      return row ? toEncounterView(row) : null;
    },
  }),

  activeByAppointment: defineQuery({
    operation: 'Query.GetActiveEncounterByAppointmentId',
    input: idInput('appointmentId'),
    target: readableAppointmentTarget(byId),
    read: async ({ db, target: appointment }) => {
      const row = await encounterRepository.activeForAppointment(db, appointment.id);
      return row ? toEncounterView(row) : null;
    },
  }),

  provenance: defineQuery({
    operation: 'Query.GetProvenance',
    input: idInput('id'),
    target: readableEncounterTarget(byId),
    read: async ({ db, target }) => (await encounterRecordRepository.provenanceOf(db, target.id)).map(toProvenanceView),
  }),
};
