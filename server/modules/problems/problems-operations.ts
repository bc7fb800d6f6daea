// The Problems List's writes (SPEC §2 tab 8, §3 'Diagnosis items: code index, icd10CmCode, title
// (max 4)', care plans), declared once for the write pipeline (DESIGN §5). Each is refused to the
// roles that only read a chart (src/domain/chart/chart-record-access.ts) and runs with the
// patient's row locked, so the list changes one at a time (two people adding a diagnosis at once
// cannot both take the fourth place); a change checks the version the user saw (CONFLICT with
// DIAGNOSIS_MESSAGES.conflict) and writes every changed record as a new version (who and when are
// kept in resource_history). The answer is the whole list as it now is.
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import { type CarePlanType, carePlanOption } from '../../../src/domain/problems/care-plan-codes.ts';
import type { CarePlan, Condition } from '../../../src/domain/problems/condition.ts';
import { DIAGNOSIS_MESSAGES, diagnosisRefusal, moved, nextCodeIndex, renumbered } from '../../../src/domain/problems/diagnosis-rules.ts';
import type { Executor } from '../../db/client.ts';
import { type ResourceRow, runWrites } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { idOf, patientTarget } from '../shared/write-targets.ts';
import { readProblemList } from './problem-list.ts';
import { parseAddDiagnosis, parseCarePlan, parseMoveDiagnosis, parseRemoveDiagnosis, parseUpdateDiagnosis } from './problems-input.ts';
import { problemsRepository } from './problems-repository.ts';

const ranked = (rows: readonly ResourceRow<Condition>[]) =>
  rows.map((row) => ({ id: row.id, clinicalStatus: row.content.clinicalStatus, rank: row.content.rank, code: row.content.code.code }));

/** New versions of the diagnoses whose code index changes, planned for one statement. */
function renumberWrites(tx: Executor, rows: readonly ResourceRow<Condition>[], ranks: Map<string, number>, authorId: string) {
  return rows
    .filter((row) => ranks.has(row.id))
    .map((row) =>
      stores.condition.plannedUpdate(tx, row.id, { ...row.content, rank: ranks.get(row.id) as number }, row.versionId, { authorId }),
    );
}

/** The patient's row locked until the transaction ends (NOT_FOUND when there is none). */
const lockedPatient = patientTarget((i: { patientId: string }) => i.patientId, { lock: true });

interface DiagnosisTarget {
  row: ResourceRow<Condition>;
  /** The patient's diagnoses as they are now. */
  all: ResourceRow<Condition>[];
  patientId: string;
}

/** A diagnosis of a patient the caller may read, with the patient locked and the list loaded; its version is the diagnosis's. */
const diagnosisTarget: WriteTarget<{ id: string }, DiagnosisTarget> = {
  kind: 'patient',
  async resolve(tx, me, { id }) {
    const found = await stores.condition.read(tx, id);
    const patientId = found ? idOf(found.content.subject) : null;
    if (!found || !patientId) throw notFound('Diagnosis');
    await assertCanReadPatient(tx, me, patientId);
    if (!(await stores.patient.read(tx, patientId, { forUpdate: true }))) throw notFound('Patient');
    const all = await problemsRepository.conditions(tx, patientId);
    const row = all.find((r) => r.id === id);
    if (!row) throw notFound('Diagnosis');
    return { row, all, patientId };
  },
  versionOf: (target) => target.row.versionId,
};

interface CarePlanTarget {
  patientId: string;
  /** The patient's current plan of the type, if any. */
  current: ResourceRow<CarePlan> | undefined;
}

/**
 * The patient (locked) and their current care plan of the type. Its version is the plan's, or 0
 * when there is none: a plan the user saw that is gone must be looked at again (CONFLICT), and a
 * user who saw none while one exists now too.
 */
const carePlanTarget: WriteTarget<{ patientId: string; type: CarePlanType }, CarePlanTarget> = {
  kind: 'patient',
  async resolve(tx, me, input) {
    const { patientId } = await lockedPatient.resolve(tx, me, input);
    const plans = await problemsRepository.carePlans(tx, patientId);
    return { patientId, current: plans.find((row) => row.content.type === input.type && row.content.status === 'active') };
  },
  versionOf: (target) => target.current?.versionId ?? 0,
};

const conflictMessage = DIAGNOSIS_MESSAGES.conflict;

export const problemWrites = {
  addDiagnosis: defineWrite({
    operation: 'Mutation.addDiagnosis',
    input: parseAddDiagnosis,
    roles: chartWriter('Mutation.addDiagnosis'),
    target: lockedPatient,
    conflictMessage,
    apply: async ({ tx, me, now, input: { patientId, entry, onsetDate, note } }) => {
      const all = ranked(await problemsRepository.conditions(tx, patientId));
      const refusal = diagnosisRefusal(all, entry.code);
      if (refusal) throw badInput(refusal, 'code');
      const content: Condition = {
        resourceType: 'Condition',
        clinicalStatus: 'active',
        subject: { reference: `Patient/${patientId}` },
        code: { code: entry.code, display: entry.title },
        recordedDate: now.toISOString(),
        rank: nextCodeIndex(all),
      };
      if (onsetDate) content.onsetDate = onsetDate;
      if (note) content.note = note;
      await stores.condition.create(tx, content, { authorId: me.id, now });
      return readProblemList(tx, patientId);
    },
  }),

  /** Onset and note as given; 'resolved' takes it off the list (the rest close the gap), 'active' puts it back last. */
  updateDiagnosis: defineWrite({
    operation: 'Mutation.updateDiagnosis',
    input: parseUpdateDiagnosis,
    roles: chartWriter('Mutation.updateDiagnosis'),
    target: diagnosisTarget,
    version: (i) => i.versionId,
    conflictMessage,
    apply: async ({ tx, me, input: change, target: { row, all, patientId } }) => {
      const content: Condition = { ...row.content, clinicalStatus: change.clinicalStatus };
      delete content.onsetDate;
      delete content.note;
      if (change.onsetDate) content.onsetDate = change.onsetDate;
      if (change.note) content.note = change.note;
      const wasActive = row.content.clinicalStatus === 'active';
      let ranks = new Map<string, number>();
      if (change.clinicalStatus === 'resolved') {
        delete content.rank;
        content.abatementDate = change.resolvedDate;
        if (wasActive) ranks = renumbered(ranked(all.filter((r) => r.id !== row.id)));
      } else {
        delete content.abatementDate;
        if (!wasActive) {
          const refusal = diagnosisRefusal(ranked(all), row.content.code.code, row.id);
          if (refusal) throw badInput(refusal, 'clinicalStatus');
          content.rank = nextCodeIndex(ranked(all));
        }
      }
      await runWrites(tx, [
        stores.condition.plannedUpdate(tx, row.id, content, row.versionId, { authorId: me.id }),
        ...renumberWrites(tx, all, ranks, me.id),
      ]);
      return readProblemList(tx, patientId);
    },
  }),

  removeDiagnosis: defineWrite({
    operation: 'Mutation.removeDiagnosis',
    input: parseRemoveDiagnosis,
    roles: chartWriter('Mutation.removeDiagnosis'),
    target: diagnosisTarget,
    version: (i) => i.versionId,
    conflictMessage,
    apply: async ({ tx, me, target: { row, all, patientId } }) => {
      const rest = all.filter((r) => r.id !== row.id);
      await stores.condition.softDelete(tx, row.id, row.versionId, { authorId: me.id });
      await runWrites(tx, renumberWrites(tx, rest, renumbered(ranked(rest)), me.id));
      return readProblemList(tx, patientId);
    },
  }),

  /** SPEC §3 'code index': one place up or down the list (1 is the primary diagnosis). */
  moveDiagnosis: defineWrite({
    operation: 'Mutation.moveDiagnosis',
    input: parseMoveDiagnosis,
    roles: chartWriter('Mutation.moveDiagnosis'),
    target: diagnosisTarget,
    version: (i) => i.versionId,
    conflictMessage,
    apply: async ({ tx, me, input: change, target: { row, all, patientId } }) => {
      if (row.content.clinicalStatus !== 'active') throw badInput('Only a diagnosis on the list can be moved.', 'id');
      const ranks = moved(ranked(all), row.id, change.direction);
      if (ranks.size === 0) throw badInput(`This diagnosis cannot move ${change.direction}.`, 'direction');
      await runWrites(tx, renumberWrites(tx, all, ranks, me.id));
      return readProblemList(tx, patientId);
    },
  }),

  /** Sets the patient's current care plan of a type: creates it, or writes a new version of it. */
  setCarePlan: defineWrite({
    operation: 'Mutation.setCarePlan',
    input: (raw: unknown) => {
      const change = parseCarePlan(raw);
      const type = change.type as CarePlanType;
      const option = carePlanOption(type, change.code);
      if (!option) throw badInput('Choose one of the listed options.', 'code');
      return { ...change, type, option };
    },
    roles: chartWriter('Mutation.setCarePlan'),
    target: carePlanTarget,
    version: (i) => i.versionId ?? 0,
    conflictMessage,
    apply: async ({ tx, me, now, input: change, target: { patientId, current } }) => {
      const code = { code: change.option.code, display: change.option.label };
      if (current) {
        const content: CarePlan = { ...current.content, code };
        if (change.note) content.note = change.note;
        else delete content.note;
        await stores.carePlan.update(tx, current.id, content, current.versionId, { authorId: me.id, now });
      } else {
        const content: CarePlan = {
          resourceType: 'CarePlan',
          status: 'active',
          subject: { reference: `Patient/${patientId}` },
          type: change.type,
          created: now.toISOString(),
          code,
        };
        if (change.note) content.note = change.note;
        await stores.carePlan.create(tx, content, { authorId: me.id, now });
      }
      return readProblemList(tx, patientId);
    },
  }),
};

export type ProblemWrites = typeof problemWrites;
