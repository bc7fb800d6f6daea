// SPEC §2 /payers/new and /payers/{payerId}/edit: createOrganization and updateOrganization. The
// permission first, then the payer parsed by the form's own schema, then the rules that need
// the records: only one payer of a name, state and type (CONFLICT on organization.name; the
// screen asks GetDuplicatedOrganizations first and lets the user create a same-named payer of
// another type or state); an IPA's parent must be an active MSO; an MSO with IPAs stays an MSO;
// an edit is of the version the user read (CONFLICT when another edit came first). Every change
// writes its admin_audit row in the same transaction (DESIGN §3 'audit').
import type { SessionUser } from '../../../src/domain/access.ts';
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
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { parseVersionId } from '../shared/input.ts';
import { parseOrganizationId, parsePayerArgument } from './payer-input.ts';
import { type ParentRow, payerRepository } from './payer-repository.ts';
import { type OrganizationView, toOrganizationView } from './payer-views.ts';

const incorrect = (field: string) => badInput(MESSAGES.incorrectValue, `organization.${field}`);
const duplicate = () => new AppError(ERROR_CODES.CONFLICT, DUPLICATE_ORGANIZATION_MESSAGE, { field: 'organization.name' });
/** SPEC §8's words for an edit that another one overtook. */
const stale = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, MESSAGES.conflict, { currentVersion });

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
  await payerRepository.lockName(tx, `organization|${values.type}|${state}|${name}`);
  const same = await payerRepository.sameName(tx, { name, state, types: [values.type], ...(exceptId ? { exceptId } : {}) });
  if (same.length > 0) throw duplicate();
}

export function createPayerMutations(db: Database) {
  return {
    async create(user: SessionUser | null, args: { organization: unknown }): Promise<OrganizationView> {
      const me = authorize(user, 'Mutation.createOrganization');
      const values = parsePayerArgument(args.organization);
      const now = new Date();
      return db.transaction(async (tx) => {
        await refuseDuplicate(tx, values);
        const parent = await parentFor(tx, values);
        const saved = await stores.organization.create(tx, applyPayerValues(null, values, parent), { authorId: me.id, now });
        await adminAuditRepository.record(
          tx,
          me,
          { entityType: 'Organization', entityId: saved.id, action: 'create', before: null, after: payerAuditRecord(saved.content) },
          now,
        );
        return toOrganizationView({ ...saved, parent });
      });
    },

    async update(user: SessionUser | null, args: { id: string; organization: unknown; versionId: number }): Promise<OrganizationView> {
      const me = authorize(user, 'Mutation.updateOrganization');
      const id = parseOrganizationId(args.id);
      const values = parsePayerArgument(args.organization);
      const versionId = parseVersionId(args.versionId);
      const now = new Date();
      return db.transaction(async (tx) => {
        const row = await stores.organization.read(tx, id, { forUpdate: true });
        if (!row || !isPayerType(row.content.type)) throw notFound('Payer');
        if (row.versionId !== versionId) throw stale(row.versionId);
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
        try {
          const saved = await stores.organization.update(tx, id, applyPayerValues(before, values, parent), row.versionId, {
            authorId: me.id,
            now,
          });
          await adminAuditRepository.record(
            tx,
            me,
            {
              entityType: 'Organization',
              entityId: id,
              action: 'update',
              before: payerAuditRecord(before),
              after: payerAuditRecord(saved.content),
            },
            now,
          );
          return toOrganizationView({ ...saved, parent });
        } catch (error) {
          if (error instanceof ConflictError) throw stale(error.currentVersion);
          throw error;
        }
      });
    },
  };
}
