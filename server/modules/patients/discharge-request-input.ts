// The arguments of the discharge request operations (DESIGN §5), parsed before anything else:
// ids, the version the user saw, and the form's fields with the rules the form itself uses
// (src/domain/patients/discharge-request-input.ts), refused with BAD_USER_INPUT naming the field.
import {
  type DischargeRequestEdit,
  DischargeRequestEditInput,
  type DischargeRequestFields,
  DischargeRequestInput,
} from '../../../src/domain/patients/discharge-request-input.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput, parseVersionId } from '../shared/input.ts';

type Maybe<T> = T | null | undefined;

/** What GraphQL hands over: the fields may be null (the SDL leaves them optional so the rule, not the schema, names what is missing). */
export interface DischargeRequestFieldArgs {
  requestedDate?: Maybe<string>;
  disposition?: Maybe<string>;
  dischargeOption?: Maybe<string>;
  reason?: Maybe<string>;
  notes?: Maybe<string>;
}

export interface CreateDischargeRequestArgs extends DischargeRequestFieldArgs {
  patientId: string;
  admissionId: string;
}

export interface UpdateDischargeRequestArgs extends DischargeRequestFieldArgs {
  id: string;
  versionId: number;
  status?: Maybe<string>;
}

/** null means "not given": the field rules read it as empty. */
const withoutNulls = (input: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value ?? undefined]));

export function parseCreateDischargeRequest(input: CreateDischargeRequestArgs): {
  patientId: string;
  admissionId: string;
  fields: DischargeRequestFields;
} {
  const patientId = parseId(input.patientId, 'patientId');
  const admissionId = parseId(input.admissionId, 'admissionId');
  const { patientId: _p, admissionId: _a, ...rest } = withoutNulls(input);
  return { patientId, admissionId, fields: parseInput(DischargeRequestInput, rest) as DischargeRequestFields };
}

export function parseUpdateDischargeRequest(input: UpdateDischargeRequestArgs): {
  id: string;
  versionId: number;
  edit: DischargeRequestEdit;
} {
  const id = parseId(input.id, 'id');
  const versionId = parseVersionId(input.versionId);
  const { id: _i, versionId: _v, ...rest } = withoutNulls(input);
  return { id, versionId, edit: parseInput(DischargeRequestEditInput, rest) as DischargeRequestEdit };
}

export interface DischargeRequestListArgs {
  patientId: string;
  admissionId?: Maybe<string>;
}

export const parseDischargeRequestListArgs = (args: DischargeRequestListArgs): { patientId: string; admissionId: string | null } => ({
  patientId: parseId(args.patientId, 'patientId'),
  admissionId: args.admissionId ? parseId(args.admissionId, 'admissionId') : null,
});
