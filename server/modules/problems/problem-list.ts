// The patient's whole Problems List as the tab shows it: the tab's read and every change's answer
// (read in the change's transaction, one query after the other: one client runs one at a time).
import type { Executor } from '../../db/client.ts';
import { problemsRepository } from './problems-repository.ts';
import { type ProblemListView, toProblemListView } from './problems-views.ts';

export async function readProblemList(tx: Executor, patientId: string): Promise<ProblemListView> {
  const conditions = await problemsRepository.conditions(tx, patientId);
  const carePlans = await problemsRepository.carePlans(tx, patientId);
  return toProblemListView(patientId, conditions, carePlans);
}
