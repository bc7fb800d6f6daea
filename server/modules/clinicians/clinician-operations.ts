// updateClinician (SPEC §2 /clinicians/{id}/edit: settings or financial), declared once for the
// write pipeline (DESIGN §5). The target is a clinician the caller reads (one who works in a state
// the caller reads; an administrator: all), locked; another state's clinician is NOT_FOUND, as if it
// did not exist. The edit is a new version of the practitioner against the version the user saw
// (CONFLICT, SPEC §8 words, when it moved on): each market must be a market organization ('This
// field has incorrect value' on it), the edit may not take the clinician out of the caller's
// states, and its audit row is written in the same transaction (SPEC §2 'Change history'). A
// clinician's address and markets say where the clinician works, never which patients anyone
// reads: editing them grants no access (DESIGN §5 'Access is granted in one place').
import { applyClinicianEdit, clinicianAuditShape } from '../../../src/domain/administration/clinician-record.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import { loadStateScope, type StateScope } from '../shared/patient-access.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { parseClinicianUpdate } from './clinician-input.ts';
import { clinicianRepository } from './clinician-repository.ts';
import { type ClinicianView, toClinicianView } from './clinician-views.ts';

export const MOVED_OUT_OF_REACH = 'You cannot move the clinician out of the states you work with.';

/** A clinician as Clinician(id) shows them, with the user linked to them. */
export async function readClinicianView(tx: Executor, id: string): Promise<ClinicianView> {
  const row = await stores.practitioner.read(tx, id);
  if (!row) throw notFound('Clinician');
  const linked = await clinicianRepository.linkedUsers(tx, [row.id]);
  return toClinicianView(row, linked.get(row.id) ?? null);
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

interface ClinicianTarget {
  row: ResourceRow<Practitioner>;
  /** The caller's states (null: all). */
  scope: StateScope;
}

/** A clinician in the caller's states, locked for the edit; its version is the practitioner's. */
const clinicianInScope: WriteTarget<{ id: string }, ClinicianTarget> = {
  kind: 'clinician',
  async resolve(tx, me, { id }) {
    const scope = await loadStateScope(tx, me);
    if (!(await clinicianRepository.inScope(tx, id, scope))) throw notFound('Clinician');
    const row = await stores.practitioner.read(tx, id, { forUpdate: true });
    if (!row) throw notFound('Clinician');
    return { row, scope };
  },
  versionOf: (target) => target.row.versionId,
};

export const clinicianWrites = {
  updateClinician: defineWrite({
    operation: 'Mutation.updateClinician',
    input: (raw: unknown) => parseClinicianUpdate(raw as { id: string; versionId: number; clinician: unknown }),
    target: clinicianInScope,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input: { id, values }, target: { row, scope } }) => {
      const next = applyClinicianEdit(row.content, { ...values, ...(await canonicalMarkets(tx, values)) });
      await stores.practitioner.update(tx, id, next, row.versionId, { authorId: me.id, now });
      if (!(await clinicianRepository.inScope(tx, id, scope))) throw badInput(MOVED_OUT_OF_REACH, 'clinician.markets');
      return { next, view: await readClinicianView(tx, id) };
    },
    audit: ({ input: { id }, target: { row } }, { next }) => ({
      entityType: 'Practitioner',
      entityId: id,
      action: 'update',
      before: clinicianAuditShape(row.content),
      after: clinicianAuditShape(next),
    }),
  }),
};
