// SPEC §2 Master lists 'New Care Facility' / 'New Home Health' and the Care Facility Contact
// step's 'Add': createHealthCareFacility, updateHealthCareFacility and upsertPractitioners (SPEC
// §7), declared once for the write pipeline (DESIGN §5). The permission first (facilities are
// reference data of no market: the operation's rule is the access rule) and the read-only roles
// (external, reviewer-readonly: chartWriter) change none; then the facility and its contacts
// parsed by the form's own schemas; then the rules that need the records: one facility of a
// name, state and kind (CONFLICT on organization.name; the form asks
// GetDuplicatedOrganizations first); the market an address names exists; a contact's id is one of
// the facility's own; an edit is of the version read; an update keeps the kind (a home health
// agency does not become a care facility). Every change writes its admin_audit row.
import { randomUUID } from 'node:crypto';
import { normalizedOrganizationName } from '../../../src/domain/administration/payer.ts';
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { DUPLICATE_FACILITY_MESSAGE, FACILITY_TYPES, facilityKindOf } from '../../../src/domain/master-lists/facility.ts';
import type { ContactValues, FacilityValues } from '../../../src/domain/master-lists/facility-input.ts';
import {
  applyContacts,
  applyFacilityValues,
  type FacilityOrganization,
  facilityAuditRecord,
} from '../../../src/domain/master-lists/facility-record.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Reference } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { organizationNames } from '../shared/organization-name-repository.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseContactsUpsert, parseFacilityArguments, parseFacilityUpdate } from './facility-input.ts';
import { type FacilityRow, facilityRepository } from './facility-repository.ts';

const duplicate = () => new AppError(ERROR_CODES.CONFLICT, DUPLICATE_FACILITY_MESSAGE, { field: 'organization.name' });

/** CONFLICT when another facility of this kind has this name in this state (held until the transaction ends). */
async function refuseDuplicate(tx: Executor, values: FacilityValues, exceptId?: string): Promise<void> {
  const kind = facilityKindOf(values.type);
  if (!kind) throw badInput(MESSAGES.incorrectValue, 'organization.type');
  const name = normalizedOrganizationName(values.name);
  const { state } = values.address;
  await organizationNames.lock(tx, `facility|${kind}|${state}|${name}`);
  const same = await facilityRepository.sameName(tx, { name, state, types: FACILITY_TYPES[kind], ...(exceptId ? { exceptId } : {}) });
  if (same.length > 0) throw duplicate();
}

/** The market an address names, as a reference (refused on organization.address.marketId when there is none). */
async function marketOf(tx: Executor, values: FacilityValues): Promise<Reference | null> {
  if (!values.address.marketId) return null;
  const market = await facilityRepository.market(tx, values.address.marketId);
  if (!market) throw badInput(MESSAGES.incorrectValue, 'organization.address.marketId');
  return { reference: `Organization/${market.id}`, display: market.name };
}

/** A given contact's id must be one of the facility's own contacts ('' for a new one). */
function refuseForeignContacts(before: FacilityOrganization | null, given: readonly ContactValues[]): void {
  const own = new Set((before?.contact ?? []).map((c) => c.id));
  given.forEach((c, i) => {
    if (c.id !== '' && !own.has(c.id)) throw badInput(MESSAGES.incorrectValue, `practitioners.${i}.id`);
  });
}

/** The facility a change is of, locked (NOT_FOUND: none, or an organization that is no facility). */
const facilityToChange = <I extends { id: string }>(): WriteTarget<I, FacilityRow> => ({
  kind: 'organization',
  async resolve(tx, _me, { id }) {
    const row = await stores.organization.read(tx, id, { forUpdate: true });
    if (!row || facilityKindOf(row.content.type) === null) throw notFound('Facility');
    return { ...row, content: row.content as FacilityOrganization };
  },
  versionOf: (row) => row.versionId,
});

const audit = (action: 'create' | 'update') => (ctx: { target: FacilityRow | null }, saved: FacilityRow) => ({
  entityType: 'Organization' as const,
  entityId: saved.id,
  action,
  before: ctx.target ? facilityAuditRecord(ctx.target.content) : null,
  after: facilityAuditRecord(saved.content),
});

const asFacilityRow = (row: { id: string; versionId: number; lastUpdated: Date; deleted: boolean; content: unknown }): FacilityRow => ({
  ...row,
  content: row.content as FacilityOrganization,
});

export const facilityWrites = {
  createHealthCareFacility: defineWrite({
    operation: 'Mutation.createHealthCareFacility',
    roles: chartWriter('Mutation.createHealthCareFacility'),
    input: (raw: unknown) => parseFacilityArguments(raw as { organization: unknown; practitioners?: unknown }),
    target: noTarget,
    apply: async ({ tx, me, now, input: { organization, practitioners } }) => {
      refuseForeignContacts(null, practitioners);
      await refuseDuplicate(tx, organization);
      const market = await marketOf(tx, organization);
      const contact = applyContacts([], practitioners, randomUUID, { replace: true });
      const content = applyFacilityValues(null, organization, market, contact);
      return asFacilityRow(await stores.organization.create(tx, content, { authorId: me.id, now }));
    },
    audit: audit('create'),
  }),

  updateHealthCareFacility: defineWrite({
    operation: 'Mutation.updateHealthCareFacility',
    roles: chartWriter('Mutation.updateHealthCareFacility'),
    input: (raw: unknown) => parseFacilityUpdate(raw as { id: string; versionId: number; organization: unknown; practitioners?: unknown }),
    target: facilityToChange(),
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input: { id, organization, practitioners }, target: row }) => {
      const before = row.content;
      if (facilityKindOf(organization.type) !== facilityKindOf(before.type)) throw badInput(MESSAGES.incorrectValue, 'organization.type');
      refuseForeignContacts(before, practitioners);
      const renamed =
        normalizedOrganizationName(before.name) !== normalizedOrganizationName(organization.name) ||
        (before.address?.[0]?.state ?? '') !== organization.address.state;
      if (renamed) await refuseDuplicate(tx, organization, id);
      const market = await marketOf(tx, organization);
      const contact = applyContacts(before.contact ?? [], practitioners, randomUUID, { replace: true });
      const content = applyFacilityValues(before, organization, market, contact);
      return asFacilityRow(await stores.organization.update(tx, id, content, row.versionId, { authorId: me.id, now }));
    },
    audit: audit('update'),
  }),

  upsertPractitioners: defineWrite({
    operation: 'Mutation.upsertPractitioners',
    roles: chartWriter('Mutation.upsertPractitioners'),
    input: (raw: unknown) => parseContactsUpsert(raw as { organization: string; practitioners: unknown }),
    target: facilityToChange(),
    apply: async ({ tx, me, now, input: { id, practitioners }, target: row }) => {
      const before = row.content;
      refuseForeignContacts(before, practitioners);
      const contact = applyContacts(before.contact ?? [], practitioners, randomUUID, { replace: false });
      return asFacilityRow(
        await stores.organization.update(tx, id, { ...before, contact } as FacilityOrganization, row.versionId, { authorId: me.id, now }),
      );
    },
    audit: audit('update'),
  }),
};
