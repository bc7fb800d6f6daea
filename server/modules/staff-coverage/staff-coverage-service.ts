// PCC config, telehealth clinicians and lead clinicians (SPEC §2, permission settings): the users
// of a kind's job functions and what they cover. 'What they set changes what those users see':
//   - pcc and th: the saved states are part of the user's patient access (DESIGN §8, read with
//     app_user.markets by shared/patient-access-repository.ts), so a PCC's patient lists and a
//     telehealth clinician's waiting room follow at once; the markets user administration grants
//     (security) are never changed from here;
//   - lead: the led clinicians' schedules and records become readable to the lead
//     (shared/encounter-access.ts, through shared/lead-coverage-repository.ts).
// The reads are here; the save, which goes through the grant rule, is declared in
// staff-coverage-operations.ts and run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import { COVERAGE, isCoverageSubject } from '../../../src/domain/administration/coverage.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { parseCoverageListFilter, parseCoverageTarget } from './staff-coverage-input.ts';
import { namedRecords } from './staff-coverage-names.ts';
import { staffCoverageWrites } from './staff-coverage-operations.ts';
import { staffCoverageRepository as repo } from './staff-coverage-repository.ts';
import { type CoverageClinicianView, type CoverageConfigView, toClinicianView, toCoverageView } from './staff-coverage-views.ts';

type Maybe<T> = T | null | undefined;

export function createStaffCoverageService(db: Database, pipeline: WritePipeline) {
  return {
    async list(user: SessionUser | null, args: PageArgs & { kind: string; term?: Maybe<string> }) {
      authorize(user, 'Query.CoverageConfigList');
      const { kind, term } = parseCoverageListFilter(args);
      const page = await pagedList(
        args,
        (p) => repo.list(db, kind, COVERAGE[kind].jobFunctions, term, p),
        (row) => row,
      );
      const named = await namedRecords(
        db,
        page.edges.map((e) => e.node),
      );
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: toCoverageView(kind, e.node, named) })) };
    },

    /** One user of the kind (NOT_FOUND for anyone else) and, for a lead, the clinicians they may lead. */
    async get(
      user: SessionUser | null,
      args: { kind: string; userId: string },
    ): Promise<{ config: CoverageConfigView; clinicianChoices: CoverageClinicianView[] }> {
      const me = authorize(user, 'Query.CoverageConfig');
      const { kind, userId } = parseCoverageTarget(args);
      const subject = await repo.subject(db, kind, userId);
      if (!subject || !isCoverageSubject(kind, subject.user.jobFunctions)) throw notFound('User');
      const [named, choices] = await Promise.all([
        namedRecords(db, [subject]),
        COVERAGE[kind].fields.includes('clinicianIds') ? repo.activePractitioners(db, await loadStateScope(db, me)) : Promise.resolve([]),
      ]);
      return { config: toCoverageView(kind, subject, named), clinicianChoices: choices.map(toClinicianView) };
    },

    update: async (
      user: SessionUser | null,
      args: { kind: string; userId: string; versionId: number; input: Readonly<Record<string, unknown>> },
    ): Promise<CoverageConfigView> => (await pipeline.run(staffCoverageWrites.updateCoverageConfig, user, args)).view,
  };
}

export type StaffCoverageService = ReturnType<typeof createStaffCoverageService>;
