// The Problems List tab (SPEC §2 tab 8, §3): its reads, the code set search, and the care plans
// (one current plan per type: treatment pathway, patient acuity level). The reads are
// declarations (problems-queries.ts) run by the one reader: the rule, the input, then the patient
// access rule (shared/patient-access.ts: NOT_FOUND or FORBIDDEN like Patient); changes are
// declared in problems-operations.ts and run by the write pipeline (DESIGN §5): refused to the
// roles that only read a chart, checked against the version the user saw.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { problemWrites } from './problems-operations.ts';
import { type DiagnosisCodeListArgs, problemsQueries as queries } from './problems-queries.ts';
import type { ProblemListView } from './problems-views.ts';

export function createProblemsService(db: Database, pipeline: WritePipeline) {
  const reader = createReader(db);
  return {
    list: (user: SessionUser | null, patientId: string): Promise<ProblemListView> => reader.run(queries.list, user, patientId),

    /** SPEC §9 page size 25: the code set by code prefix and title words (diagnosis-code-set.ts). */
    searchCodes: (user: SessionUser | null, args: DiagnosisCodeListArgs) => reader.run(queries.searchCodes, user, args),

    /** Sets the patient's current care plan of a type: creates it, or writes a new version of it. */
    setCarePlan: (user: SessionUser | null, input: unknown): Promise<ProblemListView> =>
      pipeline.run(problemWrites.setCarePlan, user, input),
  };
}

export type ProblemsService = ReturnType<typeof createProblemsService>;
