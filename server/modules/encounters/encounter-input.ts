// Input of the encounter operations (DESIGN §5: every input is validated; bad input gets a clear
// message naming the field, never a 500). Times are normalised to UTC ISO strings.
import dayjs from 'dayjs';
import * as v from 'valibot';
import { ENCOUNTER_STATUSES, PROVENANCE_ACTIVITIES, type ProvenanceActivity } from '../../../src/domain/resources.ts';
import { badInput } from '../../errors.ts';
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

/** MySchedule's range: both dates valid, `to` not before `from`, at most 14 days apart. */
export function parseRange(from: string, to: string): { from: string; to: string; days: number } {
  const start = parse('date', 'from', from);
  const end = parse('date', 'to', to);
  const days = dayjs(end).diff(dayjs(start), 'day');
  if (days < 0) throw badInput('to cannot be before from', 'to');
  if (days > MAX_SCHEDULE_DAYS) throw badInput(`to can be at most ${MAX_SCHEDULE_DAYS} days after from`, 'to');
  return { from: start, to: end, days };
}
