// Feature flags and switches over the real server (SPEC §6, permission settings): every flag with
// its default and overrides; a default, a market override and a user override each change what
// GET /api/featureFlags answers that user (user beats market beats job function and role); the
// switches and numbers of /settings/switches with their ranges, served by /api/config once saved;
// the SPEC §5 words on the argument at fault; the audit rows; and the refusals (no settings,
// external, reviewer-readonly, signed out).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../../src/domain/feature-flags.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const FLAG = 'key description defaultValue overrides { scope scopeValue scopeLabel value }';
const LIST = `query { FeatureFlagList { ${FLAG} } }`;
const SET_DEFAULT = `mutation($key: String!, $value: Boolean!) { setFeatureFlagDefault(key: $key, value: $value) { ${FLAG} } }`;
const SET_OVERRIDE = `mutation($key: String!, $scope: String!, $scopeValue: String!, $value: Boolean!) {
  setFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue, value: $value) { ${FLAG} } }`;
const REMOVE_OVERRIDE = `mutation($key: String!, $scope: String!, $scopeValue: String!) {
  removeFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue) { ${FLAG} } }`;
const SETTINGS = 'query { SettingList { key kind value label description unit min max } }';
const UPDATE_SETTING = 'mutation($key: String!, $value: String!) { updateSetting(key: $key, value: $value) { key kind value } }';
const AUDIT = `query($entityType: String!, $entityId: ID!) { AdminAuditList(entityType: $entityType, entityId: $entityId) {
  totalCount edges { node { action actorEmail changedFields before after } } } }`;

interface Flag {
  key: string;
  description: string;
  defaultValue: boolean;
  overrides: { scope: string; scopeValue: string; scopeLabel: string; value: boolean }[];
}
interface Setting {
  key: string;
  kind: string;
  value: string;
  label: string;
  unit: string | null;
  min: number | null;
  max: number | null;
}

describe.each(kinds)('feature flags and switches on %s', (kind) => {
  let s: TestServer;
  const flagsOf = async (key: string): Promise<Record<string, boolean>> => {
    const res = await s.fetch('/api/featureFlags', { headers: { authorization: `Bearer ${await s.token(key)}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, boolean>;
  };
  const audit = (entityType: string, entityId: string) =>
    ok<{
      totalCount: number;
      edges: { node: { action: string; actorEmail: string; changedFields: string[]; before: unknown; after: unknown } }[];
    }>(s, 'admin', AUDIT, { entityType, entityId });

  beforeAll(async () => {
    s = await startServer(kind);
    await s.addUser({
      key: 'texan',
      givenName: 'Tex',
      familyName: 'Clinician',
      roles: ['staff'],
      jobFunctions: ['clin'],
      permissions: ['patient'],
      markets: ['TX'],
    });
    await s.addUser({ key: 'reviewer-settings', roles: ['reviewer-readonly'], jobFunctions: ['other'], permissions: ['settings'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists every SPEC §6 flag, off with no overrides until set', async () => {
    const flags = await ok<Flag[]>(s, 'admin', LIST, {});
    expect(flags.map((f) => f.key)).toEqual([...FEATURE_FLAGS]);
    expect(flags.every((f) => !f.defaultValue && f.overrides.length === 0)).toBe(true);
  });

  it('sets a default: every user’s flags follow, and the change is audited', async () => {
    expect((await flagsOf('clinician'))['route-report']).toBeUndefined();
    const flag = await ok<Flag>(s, 'admin', SET_DEFAULT, { key: 'route-report', value: true });
    expect(flag).toMatchObject({ key: 'route-report', defaultValue: true, overrides: [] });
    expect((await flagsOf('clinician'))['route-report']).toBe(true);
    expect((await flagsOf('texan'))['route-report']).toBe(true);
    const rows = await audit('FeatureFlag', 'route-report');
    expect(rows.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        action: 'set-default',
        actorEmail: 'admin@demo.test',
        changedFields: ['defaultValue'],
        before: { defaultValue: false, overrides: [] },
        after: { defaultValue: true, overrides: [] },
      }),
    ]);
  });

  it('overrides by market for the users of that market, and by user above it', async () => {
    await ok(s, 'admin', SET_OVERRIDE, { key: 'route-report', scope: 'market', scopeValue: 'TX', value: false });
    expect((await flagsOf('texan'))['route-report']).toBe(false);
    expect((await flagsOf('clinician'))['route-report']).toBe(true);

    const flag = await ok<Flag>(s, 'admin', SET_OVERRIDE, {
      key: 'route-report',
      scope: 'user',
      scopeValue: s.user('texan').id,
      value: true,
    });
    expect((await flagsOf('texan'))['route-report']).toBe(true);
    expect(flag.overrides).toEqual([
      { scope: 'user', scopeValue: s.user('texan').id, scopeLabel: 'Tex Clinician (texan@fixture.test)', value: true },
      { scope: 'market', scopeValue: 'TX', scopeLabel: 'TX', value: false },
    ]);

    // Setting the same scope value again replaces its override.
    const replaced = await ok<Flag>(s, 'admin', SET_OVERRIDE, { key: 'route-report', scope: 'market', scopeValue: 'TX', value: true });
    expect(replaced.overrides.filter((o) => o.scope === 'market')).toEqual([
      { scope: 'market', scopeValue: 'TX', scopeLabel: 'TX', value: true },
    ]);

    const removed = await ok<Flag>(s, 'admin', REMOVE_OVERRIDE, { key: 'route-report', scope: 'user', scopeValue: s.user('texan').id });
    expect(removed.overrides.map((o) => o.scope)).toEqual(['market']);
    expect((await ok<Flag[]>(s, 'admin', LIST, {})).find((f) => f.key === 'route-report')?.overrides).toHaveLength(1);

    const rows = await audit('FeatureFlag', 'route-report');
    expect(rows.edges.map((e) => e.node.action)).toEqual([
      'remove-override',
      'set-override',
      'set-override',
      'set-override',
      'set-default',
    ]);
    expect(rows.edges[0]?.node.changedFields).toEqual(['overrides']);
  });

  it('overrides by job function and role, titled for people', async () => {
    const flag = await ok<Flag>(s, 'admin', SET_OVERRIDE, { key: 'nlm-search', scope: 'jobFunction', scopeValue: 'clin', value: true });
    expect(flag.overrides).toEqual([{ scope: 'jobFunction', scopeValue: 'clin', scopeLabel: 'Clinician', value: true }]);
    expect((await flagsOf('clinician'))['nlm-search']).toBe(true);
    expect((await flagsOf('pcc'))['nlm-search']).toBe(false);
    await ok(s, 'admin', SET_OVERRIDE, { key: 'nlm-search', scope: 'role', scopeValue: 'administrator', value: true });
    expect((await flagsOf('admin'))['nlm-search']).toBe(true);
  });

  it.each([
    ['a key that is no flag', { key: 'no-such-flag', scope: 'role', scopeValue: 'staff' }, 'key', 'This field has incorrect value'],
    ['an empty key', { key: ' ', scope: 'role', scopeValue: 'staff' }, 'key', 'This field is required'],
    ['a scope that is none', { key: 'nlm-search', scope: 'team', scopeValue: 'x' }, 'scope', 'This field has incorrect value'],
    ['an unsupported market', { key: 'nlm-search', scope: 'market', scopeValue: 'ZZ' }, 'scopeValue', 'This field has incorrect value'],
    ['a role that is none', { key: 'nlm-search', scope: 'role', scopeValue: 'boss' }, 'scopeValue', 'This field has incorrect value'],
    [
      'a job function that is none',
      { key: 'nlm-search', scope: 'jobFunction', scopeValue: 'chef' },
      'scopeValue',
      'This field has incorrect value',
    ],
    ['a user id that is not one', { key: 'nlm-search', scope: 'user', scopeValue: 'bob' }, 'scopeValue', 'This field has incorrect value'],
    [
      'a user who does not exist',
      { key: 'nlm-search', scope: 'user', scopeValue: randomUUID() },
      'scopeValue',
      'This field has incorrect value',
    ],
    ['an empty value', { key: 'nlm-search', scope: 'role', scopeValue: '' }, 'scopeValue', 'This field is required'],
  ])('refuses an override of %s with the SPEC §5 words on its argument', async (_what, args, field, message) => {
    const error = await fails(s, 'admin', SET_OVERRIDE, { ...args, value: true });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toBe(message);
  });

  it('answers NOT_FOUND when the override to remove is not there, and writes no audit row', async () => {
    const before = (await audit('FeatureFlag', 'remove-route')).totalCount;
    const error = await fails(s, 'admin', REMOVE_OVERRIDE, { key: 'remove-route', scope: 'market', scopeValue: 'FL' });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect((await audit('FeatureFlag', 'remove-route')).totalCount).toBe(before);
  });

  it('lists the switches and the numbers with their values and ranges', async () => {
    const settings = await ok<Setting[]>(s, 'admin', SETTINGS, {});
    const byKey = new Map(settings.map((x) => [x.key, x]));
    expect(byKey.get('EnableUserPin')).toMatchObject({ kind: 'switch', value: 'true', label: 'EnableUserPin' });
    expect(byKey.get('HideOrders')).toMatchObject({ kind: 'switch', value: 'false' });
    // Not stored in the test database: the SPEC §9 defaults.
    expect(byKey.get('IdleLogoutDelay')).toMatchObject({ kind: 'number', value: '5400000', unit: 'ms', min: 60000, max: 86400000 });
    expect(byKey.get('IdleLockDelay')?.value).toBe('600000');
    expect(byKey.get('PasswordExpiresDays')).toMatchObject({ kind: 'number', unit: 'days', min: 1, max: 3650 });
    expect(byKey.get('MileageThreshold')).toMatchObject({ kind: 'number', value: '100', unit: 'miles' });
  });

  it('saves a switch and a number: /api/config serves them, and each change is audited', async () => {
    expect(await ok(s, 'admin', UPDATE_SETTING, { key: 'EnableUserPin', value: 'false' })).toEqual({
      key: 'EnableUserPin',
      kind: 'switch',
      value: 'false',
    });
    expect(await ok(s, 'admin', UPDATE_SETTING, { key: 'IdleLockDelay', value: '120000' })).toEqual({
      key: 'IdleLockDelay',
      kind: 'number',
      value: '120000',
    });
    const config = (await (await s.fetch('/api/config')).json()) as { settings: Record<string, string>; idleLockDelay: number };
    expect(config.settings.EnableUserPin).toBe('false');
    expect(config.idleLockDelay).toBe(120000);
    const pin = await audit('Setting', 'EnableUserPin');
    expect(pin.edges[0]?.node).toMatchObject({
      action: 'update',
      changedFields: ['value'],
      before: { value: 'true' },
      after: { value: 'false' },
    });
    const lock = await audit('Setting', 'IdleLockDelay');
    expect(lock.edges[0]?.node).toMatchObject({ before: null, after: { value: '120000' } });
  });

  it.each([
    ['a switch that is neither true nor false', 'EnableUserPin', 'yes', 'value', 'This field has incorrect value'],
    ['a delay under a minute', 'IdleLockDelay', '30', 'value', 'This field has incorrect value'],
    ['a fraction of a day', 'PasswordExpiresDays', '1.5', 'value', 'This field has incorrect value'],
    ['an empty number', 'MileageThreshold', ' ', 'value', 'This field is required'],
    ['a key that is no setting', 'SomethingElse', 'true', 'key', 'This field has incorrect value'],
  ])('refuses %s with the SPEC §5 words on its argument', async (_what, key, value, field, message) => {
    const error = await fails(s, 'admin', UPDATE_SETTING, { key, value });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toBe(message);
  });

  const OPERATIONS = [
    [LIST, {}],
    [SETTINGS, {}],
    [SET_DEFAULT, { key: 'nlm-search', value: true }],
    [SET_OVERRIDE, { key: 'nlm-search', scope: 'market', scopeValue: 'FL', value: true }],
    [REMOVE_OVERRIDE, { key: 'nlm-search', scope: 'jobFunction', scopeValue: 'clin' }],
    [UPDATE_SETTING, { key: 'EnableUserPin', value: 'true' }],
  ] as const;

  it.each([
    ['without settings (billing)', 'billing'],
    ['external', 'external'],
    ['reviewer-readonly', 'reviewer'],
  ])('refuses a user %s every operation (FORBIDDEN)', async (_who, key) => {
    for (const [query, variables] of OPERATIONS) {
      expect((await fails(s, key, query, variables)).extensions?.code, query).toBe('FORBIDDEN');
    }
  });

  it('lets reviewer-readonly with settings read but change nothing', async () => {
    await ok(s, 'reviewer-settings', LIST, {});
    await ok(s, 'reviewer-settings', SETTINGS, {});
    for (const [query, variables] of OPERATIONS.slice(2)) {
      expect((await fails(s, 'reviewer-settings', query, variables)).extensions?.code, query).toBe('FORBIDDEN');
    }
    expect((await flagsOf('clinician'))['nlm-search']).toBe(true);
  });

  it('refuses a signed-out caller (UNAUTHENTICATED), and GET /api/featureFlags too', async () => {
    for (const [query, variables] of OPERATIONS) {
      const res = await s.gql(query, variables);
      expect(res.body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    expect((await s.fetch('/api/featureFlags')).status).toBe(401);
  });
});
