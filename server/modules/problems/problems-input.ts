// The Problems List's arguments (DESIGN §5): the shared schemas of src/domain/problems, parsed
// before anything else; a refusal is BAD_USER_INPUT naming the field. A code must be one of the
// code set's and billable (a category heading is no diagnosis).

import { DIAGNOSIS_MESSAGES } from '../../../src/domain/problems/diagnosis-rules.ts';
import {
  AddDiagnosisInput,
  CarePlanInput,
  MoveDiagnosisInput,
  RemoveDiagnosisInput,
  UpdateDiagnosisInput,
} from '../../../src/domain/problems/problem-input.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput } from '../shared/input.ts';
import { type DiagnosisCodeEntry, findDiagnosisCode } from './diagnosis-code-set.ts';

/** GraphQL gives an omitted optional field as null; the shared schemas read it as absent. */
const withoutNulls = (input: unknown): unknown =>
  input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) : input;

/** Today as 'YYYY-MM-DD' (UTC; a day's difference at midnight is harmless for onset dates). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

function parseCode(code: string): DiagnosisCodeEntry {
  const entry = findDiagnosisCode(code);
  if (!entry) throw badInput(DIAGNOSIS_MESSAGES.unknownCode, 'code');
  if (!entry.billable) throw badInput(DIAGNOSIS_MESSAGES.notBillable(entry.code), 'code');
  return entry;
}

function checkOnset(onsetDate: string) {
  if (onsetDate && onsetDate > todayIso()) throw badInput(DIAGNOSIS_MESSAGES.onsetInFuture, 'onsetDate');
}

export function parseAddDiagnosis(input: unknown) {
  const parsed = parseInput(AddDiagnosisInput, withoutNulls(input));
  const patientId = parseId(parsed.patientId, 'patientId');
  const entry = parseCode(parsed.code);
  checkOnset(parsed.onsetDate);
  return { patientId, entry, onsetDate: parsed.onsetDate, note: parsed.note };
}

export function parseUpdateDiagnosis(input: unknown) {
  const parsed = parseInput(UpdateDiagnosisInput, withoutNulls(input));
  checkOnset(parsed.onsetDate);
  const resolvedDate = parsed.clinicalStatus === 'resolved' ? parsed.resolvedDate || todayIso() : '';
  if (resolvedDate > todayIso()) throw badInput(DIAGNOSIS_MESSAGES.resolvedInFuture, 'resolvedDate');
  if (resolvedDate && parsed.onsetDate && resolvedDate < parsed.onsetDate)
    throw badInput(DIAGNOSIS_MESSAGES.resolvedBeforeOnset, 'resolvedDate');
  return { ...parsed, id: parseId(parsed.id, 'id'), resolvedDate };
}

export function parseRemoveDiagnosis(input: unknown) {
  const parsed = parseInput(RemoveDiagnosisInput, withoutNulls(input));
  return { ...parsed, id: parseId(parsed.id, 'id') };
}

export function parseMoveDiagnosis(input: unknown) {
  const parsed = parseInput(MoveDiagnosisInput, withoutNulls(input));
  return { ...parsed, id: parseId(parsed.id, 'id') };
}

export function parseCarePlan(input: unknown) {
  const parsed = parseInput(CarePlanInput, withoutNulls(input));
  return { ...parsed, patientId: parseId(parsed.patientId, 'patientId'), versionId: parsed.versionId ?? null };
}

export type CarePlanChange = ReturnType<typeof parseCarePlan>;
