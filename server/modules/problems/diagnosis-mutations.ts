// The diagnosis list's changes (SPEC §3 'Diagnosis items: code index, icd10CmCode, title (max
// 4)'): add, edit (onset, note, resolve or make active again), remove and move. Declared in
// problems-operations.ts and run by the write pipeline (DESIGN §5): one transaction with the
// patient locked, the version the user saw, the rules of src/domain/problems/diagnosis-rules.ts;
// the answer is the whole list as it now is.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { problemWrites } from './problems-operations.ts';
import type { ProblemListView } from './problems-views.ts';

export function createDiagnosisMutations(pipeline: WritePipeline) {
  return {
    add: (user: SessionUser | null, input: unknown): Promise<ProblemListView> => pipeline.run(problemWrites.addDiagnosis, user, input),

    /** Onset and note as given; 'resolved' takes it off the list (the rest close the gap), 'active' puts it back last. */
    update: (user: SessionUser | null, input: unknown): Promise<ProblemListView> =>
      pipeline.run(problemWrites.updateDiagnosis, user, input),

    remove: (user: SessionUser | null, input: unknown): Promise<ProblemListView> =>
      pipeline.run(problemWrites.removeDiagnosis, user, input),

    /** SPEC §3 'code index': one place up or down the list (1 is the primary diagnosis). */
    move: (user: SessionUser | null, input: unknown): Promise<ProblemListView> => pipeline.run(problemWrites.moveDiagnosis, user, input),
  };
}

export type DiagnosisMutations = ReturnType<typeof createDiagnosisMutations>;
