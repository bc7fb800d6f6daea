// The arguments of the chart's notes, alerts, orders, referrals and tasks (DESIGN §5): the forms'
// own schemas (src/domain/chart/chart-record-input.ts) plus the patient, parsed before anything
// else and refused with BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { AlertForm, NoteForm, OrderForm, OrderSetForm, ReferralForm, TaskForm } from '../../../src/domain/chart/chart-record-input.ts';
import { ORDER_STATUSES, type OrderStatus, TASK_STATUSES, type TaskStatus } from '../../../src/domain/chart/chart-record-status.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg, parseInput, VersionIdInput } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';
import type { TaskStatusFilter } from './chart-record-repository.ts';

type Maybe<T> = T | null | undefined;

const PatientOf = v.object({ patientId: v.string('patientId is not a valid id') });

/** GraphQL's null for an optional field means "not given", as an empty field does in the form. */
const withoutNulls = (input: unknown): unknown =>
  input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) : input;

/** The patient a new record is for, then the form's fields (the same schema the tab's form checks). */
function withPatient<const S extends v.GenericSchema<unknown, object>>(form: S, input: unknown): v.InferOutput<S> & { patientId: string } {
  const patientId = parsePatientId(parseInput(PatientOf, input).patientId);
  return { ...parseInput(form, withoutNulls(input)), patientId };
}

export const parsePatientId = (id: string): string => parseId(id, 'patientId');

/**
 * An optional id of the API is null or an id: the form's '' for "none" never travels (the client
 * sends null), so an '' sent is no id and is refused rather than read as none.
 */
function withOptionalIds<T>(input: unknown, fields: readonly string[], parse: (input: unknown) => T): T {
  const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  for (const field of fields) {
    const id = given[field];
    if (typeof id === 'string') parseId(id, field);
  }
  return parse(input);
}

export const parseNoteInput = (input: unknown) => withPatient(NoteForm, input);
export const parseAlertInput = (input: unknown) => withPatient(AlertForm, input);
export const parseOrderInput = (input: unknown) => withOptionalIds(input, ['admissionId'], (i) => withPatient(OrderForm, i));
export const parseOrderSetInput = (input: unknown) => withOptionalIds(input, ['admissionId'], (i) => withPatient(OrderSetForm, i));
export const parseReferralInput = (input: unknown) => withPatient(ReferralForm, input);
export const parseTaskInput = (input: unknown) => withOptionalIds(input, ['ownerId'], (i) => withPatient(TaskForm, i));

/** A change of one record: its id, the version the user saw and, where it has one, the new status. */
function changeOf<const S extends string>(statuses: readonly S[]) {
  return v.object({
    id: v.string('id is not a valid id'),
    versionId: VersionIdInput,
    status: v.picklist(statuses, `status must be one of ${statuses.join(', ')}`),
  });
}

export const parseOrderChange = (input: unknown): { id: string; versionId: number; status: OrderStatus } => {
  const parsed = parseInput(changeOf(ORDER_STATUSES), input);
  return { ...parsed, id: parseId(parsed.id) };
};

export const parseTaskChange = (input: unknown): { id: string; versionId: number; status: TaskStatus } => {
  const parsed = parseInput(changeOf(TASK_STATUSES), input);
  return { ...parsed, id: parseId(parsed.id) };
};

export const parseRecordVersion = (input: unknown): { id: string; versionId: number } => {
  const parsed = parseInput(v.object({ id: v.string('id is not a valid id'), versionId: VersionIdInput }), input);
  return { ...parsed, id: parseId(parsed.id) };
};

const Topic = v.pipe(v.string(), v.trim(), v.maxLength(64, 'is too long'));

export function parseNoteFilter(args: { topic?: Maybe<string>; term?: Maybe<string> }) {
  return { topic: args.topic ? parseArg(Topic, 'topic', args.topic) || null : null, term: parseTerm(args.term) };
}

export const parseAlertStatus = (status: Maybe<string>): 'active' | 'inactive' | null =>
  status ? parseArg(v.picklist(['active', 'inactive'], 'must be one of active, inactive'), 'status', status) : null;

export const parseOrderStatus = (status: Maybe<string>): OrderStatus | null =>
  status ? parseArg(v.picklist(ORDER_STATUSES, `must be one of ${ORDER_STATUSES.join(', ')}`), 'status', status) : null;

export const parseTaskStatusFilter = (status: Maybe<string>): TaskStatusFilter =>
  status ? parseArg(v.picklist(['open', 'closed'], 'must be one of open, closed'), 'status', status) : null;
