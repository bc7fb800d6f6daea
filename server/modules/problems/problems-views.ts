// Problems List rows → their GraphQL shapes (SPEC §3 'Diagnosis items: code index, icd10CmCode,
// title'; care plan types): the active diagnoses in code-index order, then the resolved ones,
// latest first; one current care plan per type.
import { type CarePlanType, carePlanTypeLabel, isCarePlanType } from '../../../src/domain/problems/care-plan-codes.ts';
import type { CarePlan, Condition } from '../../../src/domain/problems/condition.ts';
import { activeInOrder } from '../../../src/domain/problems/diagnosis-rules.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import type { DiagnosisCodeEntry } from './diagnosis-code-set.ts';

type Row<T> = Pick<ResourceRow<T>, 'id' | 'versionId' | 'lastUpdated' | 'content'>;

export interface DiagnosisView {
  id: string;
  versionId: number;
  lastUpdated: string;
  codeIndex: number | null;
  icd10CmCode: string;
  title: string;
  clinicalStatus: string;
  onsetDate: string | null;
  resolvedDate: string | null;
  note: string | null;
  recordedDate: string;
}

export interface CarePlanView {
  id: string;
  versionId: number;
  lastUpdated: string;
  type: string;
  typeLabel: string;
  code: string;
  title: string;
  note: string | null;
  created: string;
}

export interface ProblemListView {
  patientId: string;
  diagnoses: DiagnosisView[];
  carePlans: CarePlanView[];
}

export const toDiagnosisCodeView = (entry: DiagnosisCodeEntry) => ({ code: entry.code, title: entry.title, billable: entry.billable });

export const toDiagnosisView = (row: Row<Condition>): DiagnosisView => ({
  id: row.id,
  versionId: row.versionId,
  lastUpdated: row.lastUpdated.toISOString(),
  codeIndex: row.content.clinicalStatus === 'active' ? (row.content.rank ?? null) : null,
  icd10CmCode: row.content.code.code,
  title: row.content.code.display,
  clinicalStatus: row.content.clinicalStatus,
  onsetDate: row.content.onsetDate ?? null,
  resolvedDate: row.content.abatementDate ?? null,
  note: row.content.note ?? null,
  recordedDate: row.content.recordedDate,
});

export const toCarePlanView = (row: Row<CarePlan>): CarePlanView => ({
  id: row.id,
  versionId: row.versionId,
  lastUpdated: row.lastUpdated.toISOString(),
  type: row.content.type,
  typeLabel: isCarePlanType(row.content.type) ? carePlanTypeLabel(row.content.type as CarePlanType) : row.content.type,
  code: row.content.code?.code ?? '',
  title: row.content.code?.display ?? '',
  note: row.content.note ?? null,
  created: row.content.created,
});

export function toProblemListView(
  patientId: string,
  conditions: readonly Row<Condition>[],
  carePlans: readonly Row<CarePlan>[],
): ProblemListView {
  const withRank = conditions.map((row) => ({
    row,
    id: row.id,
    clinicalStatus: row.content.clinicalStatus,
    rank: row.content.rank,
    code: row.content.code.code,
  }));
  const active = activeInOrder(withRank).map((d) => d.row);
  const resolved = conditions
    .filter((row) => row.content.clinicalStatus !== 'active')
    .sort(
      (a, b) =>
        (b.content.abatementDate ?? '').localeCompare(a.content.abatementDate ?? '') ||
        a.content.code.code.localeCompare(b.content.code.code),
    );
  return {
    patientId,
    diagnoses: [...active, ...resolved].map(toDiagnosisView),
    carePlans: carePlans.filter((row) => row.content.status === 'active').map(toCarePlanView),
  };
}
