// The Problems List tab (SPEC §2 tab 8, §3): its reads, the code set search, and the care plans
// (one current plan per type: treatment pathway, patient acuity level). Each read checks its rule
// (authorize), then the patient access rule (shared/patient-access.ts: NOT_FOUND or FORBIDDEN
// like Patient); changes are declared in problems-operations.ts and run by the write pipeline
// (DESIGN §5): refused to the roles that only read a chart, checked against the version the user saw.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { assertCanReadPatient } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { searchDiagnosisCodes } from './diagnosis-code-set.ts';
import { readProblemList } from './problem-list.ts';
import { problemWrites } from './problems-operations.ts';
import { type ProblemListView, toDiagnosisCodeView } from './problems-views.ts';

export function createProblemsService(db: Database, pipeline: WritePipeline) {
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
    setCarePlan: (user: SessionUser | null, input: unknown): Promise<ProblemListView> =>
      pipeline.run(problemWrites.setCarePlan, user, input),
  };
}

export type ProblemsService = ReturnType<typeof createProblemsService>;
