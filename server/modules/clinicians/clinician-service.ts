// /clinicians (SPEC §2 'Clinicans': settings or financial). Each operation checks its rule
// (authorize), then the caller's markets: administrators read every clinician; anyone else only
// the clinicians who work in a state they read (shared/patient-access.ts loadPatientScope: the
// markets and coverage states user administration grants them), so billing in Florida sees Florida's
// clinicians and another state's is NOT_FOUND, as if it did not exist. A clinician's address and
// markets say where the clinician works (who may schedule them), never which patients anyone reads:
// editing them, also for a clinician linked to a user, grants no access (DESIGN §5 'Access is
// granted in one place'; src/domain/patient-access.ts). An edit is a new version of
// the practitioner against the version the user saw (CONFLICT, SPEC §8 words, when it moved on):
// each market must be a market organization ('This field has incorrect value' on it), the edit
// may not take the clinician out of the caller's states, and it writes its audit row in the same
// transaction (SPEC §2 'Change history').
import type { SessionUser } from '../../../src/domain/access.ts';
import { applyClinicianEdit, clinicianAuditShape } from '../../../src/domain/administration/clinician-record.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { conflict } from '../shared/mutation-runner.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { loadStateScope, type StateScope } from '../shared/patient-access.ts';
import { type ClinicianListArgs, parseClinicianId, parseClinicianListFilter, parseClinicianUpdate } from './clinician-input.ts';
import { clinicianRepository } from './clinician-repository.ts';
import { type ClinicianView, toClinicianView } from './clinician-views.ts';

export const MOVED_OUT_OF_REACH = 'You cannot move the clinician out of the states you work with.';

/**
 * Whether a caller of `scope` (loadStateScope: their own states, or all) reads this clinician:
 * what Clinician(id) answers, also for its audit and for a new care-team member.
 */
export function clinicianInReach(db: Executor, scope: StateScope, id: string): Promise<boolean> {
  return clinicianRepository.inScope(db, id, scope);
}

/** The market names as their organizations spell them; a name no market has is refused on its field. */
async function canonicalMarkets(tx: Executor, lists: { markets: readonly string[]; additionalMarkets: readonly string[] }) {
  const found = await clinicianRepository.marketsNamed(tx, [...lists.markets, ...lists.additionalMarkets]);
  const byKey = new Map(found.map((m) => [m.name.toLowerCase(), m.name]));
  const canonical = (field: 'markets' | 'additionalMarkets') =>
    lists[field].map((name, i) => {
      const market = byKey.get(name.toLowerCase());
      if (!market) throw badInput(MESSAGES.incorrectValue, `clinician.${field}.${i}`);
      return market;
    });
  return { markets: canonical('markets'), additionalMarkets: canonical('additionalMarkets') };
}

export function createClinicianService(db: Database) {
  async function view(tx: Executor, id: string): Promise<ClinicianView> {
    const row = await stores.practitioner.read(tx, id);
    if (!row) throw notFound('Clinician');
    const linked = await clinicianRepository.linkedUsers(tx, [row.id]);
    return toClinicianView(row, linked.get(row.id) ?? null);
  }

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
      return view(db, clinicianId);
    },

    async update(user: SessionUser | null, args: { id: string; versionId: number; clinician: unknown }): Promise<ClinicianView> {
      const me = authorize(user, 'Mutation.updateClinician');
      const { id, versionId, values } = parseClinicianUpdate(args);
      return db.transaction(async (tx) => {
        const scope = await loadStateScope(tx, me);
        if (!(await clinicianRepository.inScope(tx, id, scope))) throw notFound('Clinician');
        const row = await stores.practitioner.read(tx, id, { forUpdate: true });
        if (!row) throw notFound('Clinician');
        if (row.versionId !== versionId) throw conflict({ currentVersion: row.versionId });
        const next = applyClinicianEdit(row.content, { ...values, ...(await canonicalMarkets(tx, values)) });
        const now = new Date();
        try {
          await stores.practitioner.update(tx, id, next, row.versionId, { authorId: me.id, now });
        } catch (error) {
          if (error instanceof ConflictError) throw conflict({ currentVersion: error.currentVersion });
          throw error;
        }
        if (!(await clinicianRepository.inScope(tx, id, scope))) throw badInput(MOVED_OUT_OF_REACH, 'clinician.markets');
        await adminAuditRepository.record(
          tx,
          me,
          {
            entityType: 'Practitioner',
            entityId: id,
            action: 'update',
            before: clinicianAuditShape(row.content),
            after: clinicianAuditShape(next),
          },
          now,
        );
        return view(tx, id);
      });
    },
  };
}

export type ClinicianService = ReturnType<typeof createClinicianService>;
