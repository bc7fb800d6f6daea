// The Problems List tab (SPEC §2 tab 8, §3): its reads, the code set search, and the care plans
// (one current plan per type: treatment pathway, patient acuity level). Each operation checks
// its rule (authorize), then the patient access rule (shared/patient-access.ts: NOT_FOUND or
// FORBIDDEN like Patient); changes are refused to the roles that only read a chart (external,
// reviewer-readonly: src/domain/chart/chart-record-access.ts) and check the version the user saw.
import type { SessionUser } from '../../../src/domain/access.ts';
import { type CarePlanType, carePlanOption } from '../../../src/domain/problems/care-plan-codes.ts';
import type { CarePlan } from '../../../src/domain/problems/condition.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import { searchDiagnosisCodes } from './diagnosis-code-set.ts';
import { assertMayChangeProblems, lockPatient, problemsConflict, withConflicts } from './problem-writes.ts';
import { parseCarePlan } from './problems-input.ts';
import { problemsRepository } from './problems-repository.ts';
import { type ProblemListView, toDiagnosisCodeView, toProblemListView } from './problems-views.ts';

/** The patient's whole Problems List, as the tab shows it (also every change's answer). */
export async function readProblemList(tx: Executor, patientId: string): Promise<ProblemListView> {
  const [conditions, carePlans] = await Promise.all([
    problemsRepository.conditions(tx, patientId),
    problemsRepository.carePlans(tx, patientId),
  ]);
  return toProblemListView(patientId, conditions, carePlans);
}

export function createProblemsService(db: Database) {
  return {
    async list(user: SessionUser | null, patientId: string): Promise<ProblemListView> {
      const me = authorize(user, 'Query.ProblemList');
      const id = parseId(patientId, 'patientId');
      await assertCanReadPatient(db, me, id);
      return readProblemList(db, id);
    },

    /** SPEC §9 page size 25: the code set by code prefix and title words (diagnosis-code-set.ts). */
    async searchCodes(
      user: SessionUser | null,
      args: PageArgs & { term?: string | null | undefined; billableOnly?: boolean | null | undefined },
    ) {
      authorize(user, 'Query.DiagnosisCodeList');
      return pagedList(
        args,
        async (page) => {
          const found = searchDiagnosisCodes(parseTerm(args.term), { billableOnly: args.billableOnly === true });
          return { rows: found.slice(page.offset, page.offset + page.limit), totalCount: found.length };
        },
        toDiagnosisCodeView,
      );
    },

    /** Sets the patient's current care plan of a type: creates it, or writes a new version of it. */
    async setCarePlan(user: SessionUser | null, input: unknown): Promise<ProblemListView> {
      const me = authorize(user, 'Mutation.setCarePlan');
      assertMayChangeProblems(me, 'Mutation.setCarePlan');
      const change = parseCarePlan(input);
      const type = change.type as CarePlanType;
      const option = carePlanOption(type, change.code);
      if (!option) throw badInput('Choose one of the listed options.', 'code');
      await assertCanReadPatient(db, me, change.patientId);
      return db.transaction(async (tx) => {
        await lockPatient(tx, change.patientId);
        const current = (await problemsRepository.carePlans(tx, change.patientId)).find(
          (row) => row.content.type === type && row.content.status === 'active',
        );
        const code = { code: option.code, display: option.label };
        await withConflicts(async () => {
          if (current) {
            if (change.versionId !== current.versionId) throw problemsConflict(current.versionId);
            const content: CarePlan = { ...current.content, code };
            if (change.note) content.note = change.note;
            else delete content.note;
            await stores.carePlan.update(tx, current.id, content, current.versionId, { authorId: me.id });
          } else {
            // Someone's plan that the user saw is gone (there is none now): they must look again.
            if (change.versionId !== null) throw problemsConflict(0);
            const content: CarePlan = {
              resourceType: 'CarePlan',
              status: 'active',
              subject: { reference: `Patient/${change.patientId}` },
              type,
              created: new Date().toISOString(),
              code,
            };
            if (change.note) content.note = change.note;
            await stores.carePlan.create(tx, content, { authorId: me.id });
          }
        });
        return readProblemList(tx, change.patientId);
      });
    },
  };
}

export type ProblemsService = ReturnType<typeof createProblemsService>;
