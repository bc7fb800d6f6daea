// SPEC §2 /payers/new and /payers/{payerId}/edit: createOrganization and updateOrganization,
// declared once for the write pipeline (DESIGN §5). The permission first (payers are reference
// data: the operation's rule is the whole access rule), then the payer parsed by the form's own
// schema, then the rules that need the records: only one payer of a name, state and type
// (CONFLICT on organization.name; the screen asks GetDuplicatedOrganizations first and lets the
// user create a same-named payer of another type or state); an IPA's parent must be an active
// MSO; an MSO with IPAs stays an MSO; an edit is of the version the user read (CONFLICT when
// another edit came first). Every change writes its admin_audit row in the same transaction
// (DESIGN §3 'audit').
import {
  DUPLICATE_ORGANIZATION_MESSAGE,
  isPayerType,
  normalizedOrganizationName,
  PARENT_TYPE,
} from '../../../src/domain/administration/payer.ts';
import type { PayerValues } from '../../../src/domain/administration/payer-input.ts';
import { applyPayerValues, payerAuditRecord } from '../../../src/domain/administration/payer-record.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Organization } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { parseVersionId } from '../shared/input.ts';
import { organizationNames } from '../shared/organization-name-repository.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseOrganizationId, parsePayerArgument } from './payer-input.ts';
import { type ParentRow, payerRepository } from './payer-repository.ts';

const incorrect = (field: string) => badInput(MESSAGES.incorrectValue, `organization.${field}`);
const duplicate = () => new AppError(ERROR_CODES.CONFLICT, DUPLICATE_ORGANIZATION_MESSAGE, { field: 'organization.name' });

const stateOf = (org: Organization): string => org.address?.[0]?.state ?? '';

/** The MSO an IPA is to be under: an existing, active MSO, not the payer itself. */
async function parentFor(tx: Executor, values: PayerValues, selfId?: string): Promise<ParentRow | null> {
  if (!values.partOfId) return null;
  if (values.partOfId === selfId) throw incorrect('partOfId');
  // Locked until commit, as an update of the MSO locks it: an MSO cannot turn into another type
  // while an IPA is being put under it (its update then sees the IPA and refuses).
  const row = await stores.organization.read(tx, values.partOfId, { forUpdate: true });
  if (!row || row.content.type !== PARENT_TYPE || !row.content.active) throw incorrect('partOfId');
  return { id: row.id, name: row.content.name, type: row.content.type, active: row.content.active };
}

/** CONFLICT when another payer of this name, state and type exists (held until the transaction ends). */
async function refuseDuplicate(tx: Executor, values: PayerValues, exceptId?: string): Promise<void> {
  const name = normalizedOrganizationName(values.name);
  const { state } = values.address;
  await organizationNames.lock(tx, `organization|${values.type}|${state}|${name}`);
  const same = await payerRepository.sameName(tx, { name, state, types: [values.type], ...(exceptId ? { exceptId } : {}) });
  if (same.length > 0) throw duplicate();
}

/** The payer an edit is of, locked (NOT_FOUND: none, or an organization that is no payer); its version is the payer's. */
const payerToChange: WriteTarget<{ id: string }, ResourceRow<Organization>> = {
  kind: 'organization',
  async resolve(tx, _me, { id }) {
    const row = await stores.organization.read(tx, id, { forUpdate: true });
    if (!row || !isPayerType(row.content.type)) throw notFound('Payer');
    return row;
  },
  versionOf: (row) => row.versionId,
};

export const payerWrites = {
  createOrganization: defineWrite({
    operation: 'Mutation.createOrganization',
    input: (raw: unknown) => parsePayerArgument((raw as { organization: unknown }).organization),
    target: noTarget,
    apply: async ({ tx, me, now, input: values }) => {
      await refuseDuplicate(tx, values);
      const parent = await parentFor(tx, values);
      const saved = await stores.organization.create(tx, applyPayerValues(null, values, parent), { authorId: me.id, now });
      return { ...saved, parent };
    },
    audit: (_ctx, saved) => ({
      entityType: 'Organization',
      entityId: saved.id,
      action: 'create',
      before: null,
      after: payerAuditRecord(saved.content),
    }),
  }),

  updateOrganization: defineWrite({
    operation: 'Mutation.updateOrganization',
    input: (raw: unknown) => {
      const args = raw as { id: string; organization: unknown; versionId: number };
      const id = parseOrganizationId(args.id);
      const values = parsePayerArgument(args.organization);
      return { id, values, versionId: parseVersionId(args.versionId) };
    },
    target: payerToChange,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input: { id, values }, target: row }) => {
      const before = row.content;
      if (before.type === PARENT_TYPE && values.type !== PARENT_TYPE && (await payerRepository.hasChildren(tx, id))) {
        throw incorrect('type');
      }
      // Only a change of name, state or type can make a duplicate (payers saved before the rule keep theirs).
      const renamed =
        normalizedOrganizationName(before.name) !== normalizedOrganizationName(values.name) ||
        stateOf(before) !== values.address.state ||
        before.type !== values.type;
      if (renamed) await refuseDuplicate(tx, values, id);
      const parent = await parentFor(tx, values, id);
      const saved = await stores.organization.update(tx, id, applyPayerValues(before, values, parent), row.versionId, {
        authorId: me.id,
        now,
      });
      return { ...saved, parent };
    },
    audit: ({ target: row }, saved) => ({
      entityType: 'Organization',
      entityId: saved.id,
      action: 'update',
      before: payerAuditRecord(row.content),
      after: payerAuditRecord(saved.content),
    }),
  }),
};
