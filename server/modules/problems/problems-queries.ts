// The Problems List's reads (SPEC §2 tab 8, §3): the patient's list, and the ICD-10-CM code set
// search, declared in the write pipeline's shape (DESIGN §5 'Reads get the same declared shape'):
// the operation, the input, the patient and its access rule (shared/patient-access.ts: NOT_FOUND
// or FORBIDDEN like Patient; the code set is the same for everyone), then the read.
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parsePage, parseTerm } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget, patientTarget } from '../shared/write-targets.ts';
import { searchDiagnosisCodes } from './diagnosis-code-set.ts';
import { readProblemList } from './problem-list.ts';
import { toDiagnosisCodeView } from './problems-views.ts';

export type DiagnosisCodeListArgs = PageArgs & { term?: string | null | undefined; billableOnly?: boolean | null | undefined };

/** The page first, then the search, as the list always checked them. */
function parseCodeSearch(raw: unknown) {
  const args = raw as DiagnosisCodeListArgs;
  parsePage(args);
  return { page: args, term: parseTerm(args.term), billableOnly: args.billableOnly === true };
}

export const problemsQueries = {
  list: defineQuery({
    operation: 'Query.ProblemList',
    input: (raw: unknown) => ({ patientId: parseId(raw as string, 'patientId') }),
    target: patientTarget((input: { patientId: string }) => input.patientId),
    read: ({ db, target: { patientId } }) => readProblemList(db, patientId),
  }),

  /** SPEC §9 page size 25: the code set by code prefix and title words (diagnosis-code-set.ts). */
  searchCodes: defineQuery({
    operation: 'Query.DiagnosisCodeList',
    input: parseCodeSearch,
    target: noTarget,
    read: async ({ input }) => {
      const found = searchDiagnosisCodes(input.term, { billableOnly: input.billableOnly });
      return pagedList(
        input.page,
        async (page) => ({ rows: found.slice(page.offset, page.offset + page.limit), totalCount: found.length }),
        toDiagnosisCodeView,
      );
    },
  }),
};
