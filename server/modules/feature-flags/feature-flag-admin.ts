// The administrator's side of the SPEC §6 feature flags (permission settings): every flag with its
// default and overrides, the default set, an override set or removed. Each change writes its
// audit row (entity 'FeatureFlag', id the key) with the flag before and after, in one transaction.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { FlagScope } from '../../../src/domain/feature-flags.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { isId } from '../shared/ids.ts';
import { parseFlagKey, parseFlagTarget } from './feature-flag-input.ts';
import { type FlagOverrideRow, type FlagUserRow, featureFlagRepository as repo } from './feature-flag-repository.ts';
import { type FeatureFlagView, flagAuditRecord, flagKeys, toFlagView } from './feature-flag-views.ts';

/** The users that user-scoped overrides name, by id. */
async function usersNamed(tx: Executor, overrides: readonly FlagOverrideRow[]): Promise<Map<string, FlagUserRow>> {
  const ids = [...new Set(overrides.filter((o) => o.scope === 'user' && isId(o.scopeValue)).map((o) => o.scopeValue))];
  return new Map((await repo.users(tx, ids)).map((u) => [u.id, u]));
}

async function readFlag(tx: Executor, key: string): Promise<FeatureFlagView> {
  const { flag, overrides } = await repo.one(tx, key);
  return toFlagView(key, flag, overrides, await usersNamed(tx, overrides));
}

/** The key, known to SPEC §6 or stored. */
async function knownKey(tx: Executor, key: string): Promise<string> {
  const stored = key.trim() ? (await repo.one(tx, key.trim())).flag?.key : undefined;
  return parseFlagKey(key, stored ? [stored] : []);
}

/**
 * One user's own flags are set by someone who administers users (security), as the screen offers
 * them (the user picker reads UserList); markets, job functions and roles need settings only.
 */
function assertMayTarget(me: SessionUser, scope: FlagScope): void {
  if (scope === 'user' && !me.permissions.includes('security')) throw forbidden();
}

export function createFeatureFlagAdmin(db: Database) {
  /** One change of a flag: stored first if it was not, changed, audited; the flag as it is now. */
  const change = (me: SessionUser, rawKey: string, action: string, apply: (tx: Executor, key: string) => Promise<void>, now = new Date()) =>
    db.transaction(async (tx) => {
      const key = await knownKey(tx, rawKey);
      const before = await readFlag(tx, key);
      await repo.ensure(tx, key);
      await apply(tx, key);
      const after = await readFlag(tx, key);
      await adminAuditRepository.record(
        tx,
        me,
        { entityType: 'FeatureFlag', entityId: key, action, before: flagAuditRecord(before), after: flagAuditRecord(after) },
        now,
      );
      return after;
    });

  return {
    async list(user: SessionUser | null): Promise<FeatureFlagView[]> {
      authorize(user, 'Query.FeatureFlagList');
      const { flags, overrides } = await repo.all(db);
      const usersById = await usersNamed(db, overrides);
      return flagKeys(flags.map((f) => f.key)).map((key) =>
        toFlagView(
          key,
          flags.find((f) => f.key === key) ?? null,
          overrides.filter((o) => o.flagKey === key),
          usersById,
        ),
      );
    },

    setDefault(user: SessionUser | null, args: { key: string; value: boolean }): Promise<FeatureFlagView> {
      const me = authorize(user, 'Mutation.setFeatureFlagDefault');
      return change(me, args.key, 'set-default', (tx, key) => repo.setDefault(tx, key, args.value));
    },

    setOverride(
      user: SessionUser | null,
      args: { key: string; scope: string; scopeValue: string; value: boolean },
    ): Promise<FeatureFlagView> {
      const me = authorize(user, 'Mutation.setFeatureFlagOverride');
      const target = parseFlagTarget(args);
      assertMayTarget(me, target.scope);
      return change(me, args.key, 'set-override', async (tx, key) => {
        // A user-scoped override names an existing user (SPEC §6: a clinician's own flags).
        if (target.scope === 'user' && (await repo.users(tx, [target.scopeValue])).length === 0) {
          throw badInput(MESSAGES.incorrectValue, 'scopeValue');
        }
        await repo.setOverride(tx, key, target.scope, target.scopeValue, args.value);
      });
    },

    removeOverride(user: SessionUser | null, args: { key: string; scope: string; scopeValue: string }): Promise<FeatureFlagView> {
      const me = authorize(user, 'Mutation.removeFeatureFlagOverride');
      const target: { scope: FlagScope; scopeValue: string } = parseFlagTarget(args);
      assertMayTarget(me, target.scope);
      return change(me, args.key, 'remove-override', async (tx, key) => {
        if (!(await repo.removeOverride(tx, key, target.scope, target.scopeValue))) throw notFound('Feature flag override');
      });
    },
  };
}
