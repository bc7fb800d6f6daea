// The diagnosis list's changes (SPEC §3 'Diagnosis items: code index, icd10CmCode, title (max
// 4)'): add, edit (onset, note, resolve or make active again), remove and move. Each runs in one
// transaction with the patient locked, checks the version the user saw, applies the rules of
// src/domain/problems/diagnosis-rules.ts, and writes every changed diagnosis as a new version
// (who and when are kept in resource_history); the answer is the whole list as it now is.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Condition } from '../../../src/domain/problems/condition.ts';
import { diagnosisRefusal, moved, nextCodeIndex, renumbered } from '../../../src/domain/problems/diagnosis-rules.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type ResourceRow, runWrites } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { isId } from '../shared/ids.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { assertMayChangeProblems, lockPatient, problemsConflict, withConflicts } from './problem-writes.ts';
import { parseAddDiagnosis, parseMoveDiagnosis, parseRemoveDiagnosis, parseUpdateDiagnosis } from './problems-input.ts';
import { problemsRepository } from './problems-repository.ts';
import { readProblemList } from './problems-service.ts';
import type { ProblemListView } from './problems-views.ts';

const ranked = (rows: readonly ResourceRow<Condition>[]) =>
  rows.map((row) => ({ id: row.id, clinicalStatus: row.content.clinicalStatus, rank: row.content.rank, code: row.content.code.code }));

const patientOf = (row: ResourceRow<Condition>) => row.content.subject.reference.split('/')[1] ?? '';

/** New versions of the diagnoses whose code index changes, planned for one statement. */
function renumberWrites(tx: Executor, rows: readonly ResourceRow<Condition>[], ranks: Map<string, number>, authorId: string) {
  return rows
    .filter((row) => ranks.has(row.id))
    .map((row) =>
      stores.condition.plannedUpdate(tx, row.id, { ...row.content, rank: ranks.get(row.id) as number }, row.versionId, { authorId }),
    );
}

export function createDiagnosisMutations(db: Database) {
  /**
   * The diagnosis `id` of the version the user saw, with the patient's access checked and row
   * locked, and the patient's diagnoses as they are now.
   */
  async function openDiagnosis(tx: Executor, me: SessionUser, id: string, versionId: number) {
    const found = await stores.condition.read(tx, id);
    const patientId = found ? patientOf(found) : '';
    if (!found || !isId(patientId)) throw notFound('Diagnosis');
    await assertCanReadPatient(tx, me, patientId);
    await lockPatient(tx, patientId);
    const all = await problemsRepository.conditions(tx, patientId);
    const row = all.find((r) => r.id === id);
    if (!row) throw notFound('Diagnosis');
    if (row.versionId !== versionId) throw problemsConflict(row.versionId);
    return { row, all, patientId };
  }

  return {
    async add(user: SessionUser | null, input: unknown): Promise<ProblemListView> {
      const me = authorize(user, 'Mutation.addDiagnosis');
      assertMayChangeProblems(me, 'Mutation.addDiagnosis');
      const { patientId, entry, onsetDate, note } = parseAddDiagnosis(input);
      await assertCanReadPatient(db, me, patientId);
      return db.transaction(async (tx) => {
        await lockPatient(tx, patientId);
        const all = ranked(await problemsRepository.conditions(tx, patientId));
        const refusal = diagnosisRefusal(all, entry.code);
        if (refusal) throw badInput(refusal, 'code');
        const content: Condition = {
          resourceType: 'Condition',
          clinicalStatus: 'active',
          subject: { reference: `Patient/${patientId}` },
          code: { code: entry.code, display: entry.title },
          recordedDate: new Date().toISOString(),
          rank: nextCodeIndex(all),
        };
        if (onsetDate) content.onsetDate = onsetDate;
        if (note) content.note = note;
        await stores.condition.create(tx, content, { authorId: me.id });
        return readProblemList(tx, patientId);
      });
    },

    /** Onset and note as given; 'resolved' takes it off the list (the rest close the gap), 'active' puts it back last. */
    async update(user: SessionUser | null, input: unknown): Promise<ProblemListView> {
      const me = authorize(user, 'Mutation.updateDiagnosis');
      assertMayChangeProblems(me, 'Mutation.updateDiagnosis');
      const change = parseUpdateDiagnosis(input);
      return db.transaction(async (tx) => {
        const { row, all, patientId } = await openDiagnosis(tx, me, change.id, change.versionId);
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
        await withConflicts(() =>
          runWrites(tx, [
            stores.condition.plannedUpdate(tx, row.id, content, row.versionId, { authorId: me.id }),
            ...renumberWrites(tx, all, ranks, me.id),
          ]),
        );
        return readProblemList(tx, patientId);
      });
    },

    async remove(user: SessionUser | null, input: unknown): Promise<ProblemListView> {
      const me = authorize(user, 'Mutation.removeDiagnosis');
      assertMayChangeProblems(me, 'Mutation.removeDiagnosis');
      const change = parseRemoveDiagnosis(input);
      return db.transaction(async (tx) => {
        const { row, all, patientId } = await openDiagnosis(tx, me, change.id, change.versionId);
        const rest = all.filter((r) => r.id !== row.id);
        await withConflicts(async () => {
          await stores.condition.softDelete(tx, row.id, row.versionId, { authorId: me.id });
          await runWrites(tx, renumberWrites(tx, rest, renumbered(ranked(rest)), me.id));
        });
        return readProblemList(tx, patientId);
      });
    },

    /** SPEC §3 'code index': one place up or down the list (1 is the primary diagnosis). */
    async move(user: SessionUser | null, input: unknown): Promise<ProblemListView> {
      const me = authorize(user, 'Mutation.moveDiagnosis');
      assertMayChangeProblems(me, 'Mutation.moveDiagnosis');
      const change = parseMoveDiagnosis(input);
      return db.transaction(async (tx) => {
        const { row, all, patientId } = await openDiagnosis(tx, me, change.id, change.versionId);
        if (row.content.clinicalStatus !== 'active') throw badInput('Only a diagnosis on the list can be moved.', 'id');
        const ranks = moved(ranked(all), row.id, change.direction);
        if (ranks.size === 0) throw badInput(`This diagnosis cannot move ${change.direction}.`, 'direction');
        await withConflicts(() => runWrites(tx, renumberWrites(tx, all, ranks, me.id)));
        return readProblemList(tx, patientId);
      });
    },
  };
}

export type DiagnosisMutations = ReturnType<typeof createDiagnosisMutations>;
