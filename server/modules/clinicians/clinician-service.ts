// /clinicians (SPEC §2 'Clinicans': settings or financial). Each operation checks its rule
// (authorize), then the caller's markets: administrators read every clinician; anyone else only
// the clinicians who work in a state they read (shared/patient-access.ts loadPatientScope: the
// markets and coverage states user administration grants them), so billing in Florida sees Florida's
// clinicians and another state's is NOT_FOUND, as if it did not exist. The edit is declared in
// clinician-operations.ts and run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope, type StateScope } from '../shared/patient-access.ts';
import type { WritePipeline } from '../shared/write-pipeline.ts';
import { type ClinicianListArgs, parseClinicianId, parseClinicianListFilter } from './clinician-input.ts';
import { clinicianWrites, readClinicianView } from './clinician-operations.ts';
import { clinicianRepository } from './clinician-repository.ts';
import { type ClinicianView, toClinicianView } from './clinician-views.ts';

/**
 * Whether a caller of `scope` (loadStateScope: their own states, or all) reads this clinician:
 * what Clinician(id) answers, also for its audit and for a new care-team member.
 */
export function clinicianInReach(db: Executor, scope: StateScope, id: string): Promise<boolean> {
  return clinicianRepository.inScope(db, id, scope);
}

export function createClinicianService(db: Database, pipeline: WritePipeline) {
  return {
    async list(user: SessionUser | null, args: PageArgs & ClinicianListArgs) {
      const me = authorize(user, 'Query.ClinicianList');
      const filter = parseClinicianListFilter(args);
      const page = await pagedList(
        args,
        async (p) => clinicianRepository.list(db, await loadStateScope(db, me), filter, p),
        (row) => row,
      );
      const linked = await clinicianRepository.linkedUsers(
        db,
        page.edges.map((e) => e.node.id),
      );
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: toClinicianView(e.node, linked.get(e.node.id) ?? null) })) };
    },

    async get(user: SessionUser | null, id: string): Promise<ClinicianView> {
      const me = authorize(user, 'Query.Clinician');
      const clinicianId = parseClinicianId(id);
      if (!(await clinicianRepository.inScope(db, clinicianId, await loadStateScope(db, me)))) throw notFound('Clinician');
      return readClinicianView(db, clinicianId);
    },

    update: async (user: SessionUser | null, args: { id: string; versionId: number; clinician: unknown }): Promise<ClinicianView> =>
      (await pipeline.run(clinicianWrites.updateClinician, user, args)).view,
  };
}

export type ClinicianService = ReturnType<typeof createClinicianService>;
