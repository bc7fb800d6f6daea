// Input of the encounter operations (DESIGN §5: every input is validated; bad input gets a clear
// message naming the field, never a 500). Times are normalised to UTC ISO strings.
import dayjs from 'dayjs';
import * as v from 'valibot';
import { ENCOUNTER_SORT_CODES } from '../../../src/domain/encounters/encounter-list.ts';
import {
  ENCOUNTER_STATUSES,
  ENCOUNTER_WORKFLOW_STATES,
  PROVENANCE_ACTIVITIES,
  type ProvenanceActivity,
  VISIT_TYPES,
} from '../../../src/domain/resources.ts';
import { TELEMEDICINE_STATUSES } from '../../../src/domain/telehealth/telemedicine-status.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { DateTimeInput, parseArg } from '../shared/input.ts';

/** SPEC §5/§9: text max 10000. */
export const MAX_TEXT = 10_000;
export const MAX_DEVICE = 200;
/** MySchedule: `to` at most this many days after `from`. */
export const MAX_SCHEDULE_DAYS = 14;
export const MAX_PRACTITIONER_FILTER = 50;

const Uuid = v.pipe(v.string(), v.uuid('is not a valid id'), v.toLowerCase());
/** PostgreSQL cannot store a NUL character in text: refused here, naming the field. */
const noNul = v.check((s: string) => !s.includes('\u0000'), 'cannot contain a NUL character');
const Text = v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, `can be at most ${MAX_TEXT} characters`), noNul);
const optional = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

export const ProvenanceInput = v.pipe(
  v.object({
    recorded: DateTimeInput,
    device: optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_DEVICE, `can be at most ${MAX_DEVICE} characters`), noNul)),
    latitude: optional(v.pipe(v.number(), v.minValue(-90, 'must be between -90 and 90'), v.maxValue(90, 'must be between -90 and 90'))),
    longitude: optional(
      v.pipe(v.number(), v.minValue(-180, 'must be between -180 and 180'), v.maxValue(180, 'must be between -180 and 180')),
    ),
    reason: optional(Text),
  }),
  v.check((p) => (p.latitude == null) === (p.longitude == null), 'latitude and longitude go together'),
);
export type ProvenanceInput = v.InferOutput<typeof ProvenanceInput>;

const Schemas = {
  id: Uuid,
  baseVersion: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1')),
  dateTime: DateTimeInput,
  text: optional(Text),
  provenance: ProvenanceInput,
  deliveryType: optional(v.picklist(['in-person', 'telehealth'] as const, 'must be in-person or telehealth')),
  activity: v.picklist(PROVENANCE_ACTIVITIES, `must be one of ${PROVENANCE_ACTIVITIES.join(', ')}`),
  statuses: optional(v.array(v.picklist(ENCOUNTER_STATUSES, `must be one of ${ENCOUNTER_STATUSES.join(', ')}`))),
  stateStatuses: optional(v.array(v.picklist(ENCOUNTER_WORKFLOW_STATES, `must be one of ${ENCOUNTER_WORKFLOW_STATES.join(', ')}`))),
  visitTypes: optional(v.array(v.picklist(VISIT_TYPES, `must be one of ${VISIT_TYPES.join(', ')}`))),
  tmStatuses: optional(v.array(v.picklist(TELEMEDICINE_STATUSES, `must be one of ${TELEMEDICINE_STATUSES.join(', ')}`))),
  sort: v.picklist(ENCOUNTER_SORT_CODES, `must be one of ${ENCOUNTER_SORT_CODES.join(', ')}`),
  practitionerIds: optional(v.pipe(v.array(Uuid), v.maxLength(MAX_PRACTITIONER_FILTER, `can list at most ${MAX_PRACTITIONER_FILTER} ids`))),
  date: v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
    v.check((s) => dayjs(s).format('YYYY-MM-DD') === s, 'must be a date YYYY-MM-DD'),
  ),
} as const;
type SchemaName = keyof typeof Schemas;

/** Parses one argument; the error names the field and says what is wrong with it. */
export const parse = <K extends SchemaName>(name: K, field: string, value: unknown): v.InferOutput<(typeof Schemas)[K]> =>
  parseArg(Schemas[name], field, value);

export const parseActivity = (value: string): ProvenanceActivity => parse('activity', 'activity', value);

/** MySchedule's dates (YYYY-MM-DD) and the number of days from one to the other. */
export interface ScheduleRange {
  from: string;
  to: string;
  days: number;
}

/** MySchedule's range: both dates valid, `to` not before `from`, at most 14 days apart. */
export function parseRange(from: string, to: string): ScheduleRange {
  const start = parse('date', 'from', from);
  const end = parse('date', 'to', to);
  const days = dayjs(end).diff(dayjs(start), 'day');
  if (days < 0) throw badInput('to cannot be before from', 'to');
  if (days > MAX_SCHEDULE_DAYS) throw badInput(`to can be at most ${MAX_SCHEDULE_DAYS} days after from`, 'to');
  return { from: start, to: end, days };
}

type Maybe<T> = T | null | undefined;

/** What every command on an existing encounter names: its client mutation id, the encounter and the version the device saw. */
export interface StepInput {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
}

/** An optional ProvenanceInput: what the device said, or nothing (the server's time is used). */
export const optionalProvenance = (value: unknown): Partial<ProvenanceInput> =>
  value == null ? {} : parse('provenance', 'provenance', value);

/** The client mutation id, the encounter (in `field`) and the base version, in that order. */
function stepInput(args: { clientMutationId: string; baseVersion: number }, encounterId: string, field: string): StepInput {
  return {
    clientMutationId: parseId(args.clientMutationId, 'clientMutationId'),
    encounterId: parseId(encounterId, field),
    baseVersion: parse('baseVersion', 'baseVersion', args.baseVersion),
  };
}

interface StepArgs {
  clientMutationId: string;
  encounterId: string;
  baseVersion: number;
  provenance?: unknown;
}

export function parseCreateEncounter(raw: unknown) {
  const args = raw as {
    clientMutationId: string;
    encounter: { id: string; appointmentId: string; deliveryType?: Maybe<string> };
    provenance?: unknown;
  };
  const clientMutationId = parseId(args.clientMutationId, 'clientMutationId');
  const provenance = optionalProvenance(args.provenance);
  return {
    clientMutationId,
    provenance,
    id: parseId(args.encounter.id, 'encounter.id'),
    appointmentId: parseId(args.encounter.appointmentId, 'encounter.appointmentId'),
    deliveryType: parse('deliveryType', 'encounter.deliveryType', args.encounter.deliveryType) ?? 'in-person',
  };
}

/** updateEncounter: the check-out time is required. */
export function parseCheckOut(raw: unknown): StepInput & { at: string } {
  const args = raw as { clientMutationId: string; id: string; baseVersion: number; encounter: { checkedOutAt?: Maybe<string> } };
  const step = stepInput(args, args.id, 'id');
  if (args.encounter.checkedOutAt == null) throw badInput('encounter.checkedOutAt is required', 'encounter.checkedOutAt');
  return { ...step, at: parse('dateTime', 'encounter.checkedOutAt', args.encounter.checkedOutAt) };
}

/** startEncounter, undoCheckIn: the device's provenance is required. */
export function parseProvenancedStep(raw: unknown): StepInput & { provenance: ProvenanceInput } {
  const args = raw as StepArgs;
  const step = stepInput(args, args.encounterId, 'encounterId');
  return { ...step, provenance: parse('provenance', 'provenance', args.provenance) };
}

/** esignEncounter: the provenance is optional. */
export function parseStep(raw: unknown): StepInput & { provenance: Partial<ProvenanceInput> } {
  const args = raw as StepArgs;
  const step = stepInput(args, args.encounterId, 'encounterId');
  return { ...step, provenance: optionalProvenance(args.provenance) };
}

/** cancelEncounter (`cancelReason`), amendEncounter (`reason`): an optional reason and provenance. */
export const parseReasonedStep =
  (reasonField: 'cancelReason' | 'reason') =>
  (raw: unknown): StepInput & { reason: string | null; provenance: Partial<ProvenanceInput> } => {
    const args = raw as StepArgs & Record<typeof reasonField, Maybe<string>>;
    const step = stepInput(args, args.encounterId, 'encounterId');
    const reason = parse('text', reasonField, args[reasonField]) || null;
    return { ...step, reason, provenance: optionalProvenance(args.provenance) };
  };

/** PerformTMAutoCheckout: the encounter and its version only. */
export function parseAutoCheckout(raw: unknown): StepInput {
  const args = raw as StepArgs;
  return stepInput(args, args.encounterId, 'encounterId');
}

export const SIGNATURE_PROVENANCE = 'A signature or an amendment can only be recorded by signing or amending the encounter.';
const SIGNATURE_ACTIVITIES: ReadonlySet<ProvenanceActivity> = new Set(['e-sign', 'amend']);

export function parseProvenanceRecord(raw: unknown) {
  const args = raw as { provenance: unknown; targetId: string; activity: string; clientMutationId?: Maybe<string> };
  const clientMutationId = args.clientMutationId == null ? null : parseId(args.clientMutationId, 'clientMutationId');
  const targetId = parseId(args.targetId, 'targetId');
  const activity = parseActivity(args.activity);
  // A signature or an amendment is recorded only by esignEncounter / amendEncounter, which
  // check the documentation first: a bare Provenance must not claim one.
  if (SIGNATURE_ACTIVITIES.has(activity)) throw badInput(SIGNATURE_PROVENANCE, 'activity');
  const provenance: ProvenanceInput = parse('provenance', 'provenance', args.provenance);
  return { clientMutationId, targetId, activity, provenance };
}
