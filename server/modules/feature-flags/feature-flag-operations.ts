// The administrator's changes of the SPEC §6 feature flags (permission settings): the default
// set, an override set or removed, declared once for the write pipeline (DESIGN §5). The key is
// one SPEC §6 knows or one the database holds (read in the transaction); a flag not stored yet is
// stored first. One user's own flags are set by someone who administers users (security), as the
// screen offers them (the user picker reads UserList); markets, job functions and roles need
// settings only. Each change writes its audit row (entity 'FeatureFlag', id the key) with the flag
// before and after, in the same transaction.
import type { SessionUser } from '../../../src/domain/access.ts';
import type { FlagScope } from '../../../src/domain/feature-flags.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Executor } from '../../db/client.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import type { AuditEntry } from '../shared/admin-audit-repository.ts';
import { isId } from '../shared/ids.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { parseFlagKey, parseFlagTarget } from './feature-flag-input.ts';
import { type FlagOverrideRow, type FlagUserRow, featureFlagRepository as repo } from './feature-flag-repository.ts';
import { type FeatureFlagView, flagAuditRecord, toFlagView } from './feature-flag-views.ts';

/** The users that user-scoped overrides name, by id. */
export async function usersNamed(tx: Executor, overrides: readonly FlagOverrideRow[]): Promise<Map<string, FlagUserRow>> {
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

/** A user's own flags are for someone who administers users (FORBIDDEN otherwise). */
function assertMayTarget(me: SessionUser, scope: FlagScope): void {
  if (scope === 'user' && !me.permissions.includes('security')) throw forbidden();
}

interface FlagTarget {
  key: string;
  /** The flag as it was before the change. */
  before: FeatureFlagView;
}

/** The flag a change is of (BAD_USER_INPUT on 'key' for an unknown one), after the scope's own rule. */
const flagToChange: WriteTarget<{ key: string; scope?: FlagScope }, FlagTarget> = {
  kind: 'none',
  async resolve(tx, me, input) {
    if (input.scope) assertMayTarget(me, input.scope);
    const key = await knownKey(tx, input.key);
    return { key, before: await readFlag(tx, key) };
  },
};

/** The flag stored (if it was not), changed, and as it is now. */
async function changed(tx: Executor, key: string, change: () => Promise<void>): Promise<FeatureFlagView> {
  await repo.ensure(tx, key);
  await change();
  return readFlag(tx, key);
}

const flagAudit =
  (action: string) =>
  ({ target: { key, before } }: { target: FlagTarget }, after: FeatureFlagView): AuditEntry => ({
    entityType: 'FeatureFlag',
    entityId: key,
    action,
    before: flagAuditRecord(before),
    after: flagAuditRecord(after),
  });

export const featureFlagWrites = {
  setFeatureFlagDefault: defineWrite({
    operation: 'Mutation.setFeatureFlagDefault',
    input: (raw: unknown) => raw as { key: string; value: boolean },
    target: flagToChange,
    apply: ({ tx, input: { value }, target: { key } }) => changed(tx, key, () => repo.setDefault(tx, key, value)),
    audit: flagAudit('set-default'),
  }),

  setFeatureFlagOverride: defineWrite({
    operation: 'Mutation.setFeatureFlagOverride',
    input: (raw: unknown) => {
      const args = raw as { key: string; scope: string; scopeValue: string; value: boolean };
      return { key: args.key, ...parseFlagTarget(args), value: args.value };
    },
    target: flagToChange,
    apply: ({ tx, input: { scope, scopeValue, value }, target: { key } }) =>
      changed(tx, key, async () => {
        // A user-scoped override names an existing user (SPEC §6: a clinician's own flags).
        if (scope === 'user' && (await repo.users(tx, [scopeValue])).length === 0) throw badInput(MESSAGES.incorrectValue, 'scopeValue');
        await repo.setOverride(tx, key, scope, scopeValue, value);
      }),
    audit: flagAudit('set-override'),
  }),

  removeFeatureFlagOverride: defineWrite({
    operation: 'Mutation.removeFeatureFlagOverride',
    input: (raw: unknown) => {
      const args = raw as { key: string; scope: string; scopeValue: string };
      return { key: args.key, ...parseFlagTarget(args) };
    },
    target: flagToChange,
    apply: ({ tx, input: { scope, scopeValue }, target: { key } }) =>
      changed(tx, key, async () => {
        if (!(await repo.removeOverride(tx, key, scope, scopeValue))) throw notFound('Feature flag override');
      }),
    audit: flagAudit('remove-override'),
  }),
};
