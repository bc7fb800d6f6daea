// Market Team over the real server (SPEC §2 /master-list/market-team-config, the 'Market Team'
// settings child: settings; SPEC §3 Organization of type market): create a market with the
// counties it serves, list it with the care teams it manages, change its counties and Active
// against its version (CONFLICT when stale), an audit row per change; one market of a name in a
// state (CONFLICT), counties of its own state only, the name and state kept once created (SPEC §5
// words on the field); markets kept within the caller's states; refused without the permission,
// to external and reviewer-readonly users. SPEC §7 MarketList's counties and postalCodes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { TEAM_OUT_OF_REACH } from '../../server/modules/teams/team-service.ts';
import { DUPLICATE_MARKET_MESSAGE, MARKET_FIXED_MESSAGE } from '../../src/domain/administration/market-input.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, NOBODY, startServer, type TestServer } from './harness.ts';

const FIELDS = 'id versionId name state active counties teams { id name active participantCount }';
const LIST = `query($term: String, $state: String) { MarketTeamList(term: $term, state: $state) { totalCount edges { node { ${FIELDS} } } } }`;
const CREATE = `mutation($market: MarketInput!) { createMarket(market: $market) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $versionId: Int!, $market: MarketInput!) { updateMarket(id: $id, versionId: $versionId, market: $market) { ${FIELDS} } }`;
const AUDIT = `query($id: ID!) { AdminAuditList(entityType: "Organization", entityId: $id) { edges { node { action changedFields } } } }`;
const MARKETS = `query($states: [String!], $counties: [String!], $postalCodes: [String!]) {
  MarketList(states: $states, counties: $counties, postalCodes: $postalCodes) { edges { node { name } } } }`;

interface MarketNode {
  id: string;
  versionId: number;
  name: string;
  state: string;
  active: boolean;
  counties: string[];
  teams: { id: string; name: string; active: boolean; participantCount: number }[];
}

describe.each(kinds)('market teams on %s', (kind) => {
  let s: TestServer;
  let gulf: MarketNode;

  beforeAll(async () => {
    s = await startServer(kind);
    await s.addUser({ key: 'settings-tx', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'], markets: ['TX'] });
    await s.addUser({
      key: 'reviewer-settings',
      roles: ['reviewer-readonly'],
      jobFunctions: ['other'],
      permissions: ['settings'],
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const market = (over: Record<string, unknown> = {}) => ({
    name: 'Gulf Coast',
    state: 'FL',
    counties: ['Lee', 'Charlotte'],
    active: true,
    ...over,
  });

  it('creates a market with its counties, lists it with the care teams it manages, and audits it', async () => {
    gulf = await ok<MarketNode>(s, 'admin', CREATE, { market: market() });
    expect(gulf).toMatchObject({ name: 'Gulf Coast', state: 'FL', active: true, counties: ['Charlotte', 'Lee'], teams: [] });
    await stores.careTeam.create(
      s.db,
      {
        name: 'Fort Myers Wound Team',
        active: true,
        state: 'FL',
        participant: [],
        managingOrganization: { reference: `Organization/${gulf.id}`, display: 'Gulf Coast' },
      },
      { authorId: null },
    );
    const listed = await ok<{ edges: { node: MarketNode }[] }>(s, 'admin', LIST, { term: 'gulf', state: 'FL' });
    expect(listed.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ id: gulf.id, teams: [expect.objectContaining({ name: 'Fort Myers Wound Team', participantCount: 0 })] }),
    ]);
    // SPEC §7 MarketList: the markets serving a county, or a postal code's county (Lee: 33901).
    const byCounty = await ok<{ edges: { node: { name: string } }[] }>(s, 'admin', MARKETS, { counties: ['Lee'] });
    expect(byCounty.edges.map((e) => e.node.name)).toEqual(['Gulf Coast']);
    const byPostal = await ok<{ edges: { node: { name: string } }[] }>(s, 'admin', MARKETS, { postalCodes: ['33901-1234'] });
    expect(byPostal.edges.map((e) => e.node.name)).toEqual(['Gulf Coast']);
    const none = await ok<{ edges: unknown[] }>(s, 'admin', MARKETS, { counties: ['Pinellas'] });
    expect(none.edges).toEqual([]);
  });

  it('changes its counties and Active against its version; a stale version is CONFLICT; audited', async () => {
    const saved = await ok<MarketNode>(s, 'admin', UPDATE, {
      id: gulf.id,
      versionId: gulf.versionId,
      market: market({ counties: ['Lee', 'Collier'], active: false }),
    });
    expect(saved).toMatchObject({ versionId: gulf.versionId + 1, counties: ['Collier', 'Lee'], active: false });
    const stale = await fails(s, 'admin', UPDATE, { id: gulf.id, versionId: gulf.versionId, market: market() });
    expect(stale.extensions?.code).toBe('CONFLICT');
    const audit = await ok<{ edges: { node: { action: string; changedFields: string[] } }[] }>(s, 'admin', AUDIT, { id: gulf.id });
    expect(audit.edges.map((e) => e.node)).toEqual([
      { action: 'update', changedFields: ['active', 'counties'] },
      { action: 'create', changedFields: expect.any(Array) },
    ]);
    gulf = saved;
  });

  it('refuses a second market of the name in the state, a county of another state, and a new name or state', async () => {
    const twin = await fails(s, 'admin', CREATE, { market: market({ name: ' gulf   COAST ' }) });
    expect(twin).toMatchObject({ message: DUPLICATE_MARKET_MESSAGE, extensions: { code: 'CONFLICT', field: 'market.name' } });
    // The same name in another state is another market.
    expect((await ok<MarketNode>(s, 'admin', CREATE, { market: market({ state: 'TX', counties: ['Harris'] }) })).state).toBe('TX');
    const county = await fails(s, 'admin', CREATE, { market: market({ name: 'Bay Area', counties: ['Harris'] }) });
    expect(county).toMatchObject({
      message: 'This field has incorrect value',
      extensions: { code: 'BAD_USER_INPUT', field: 'market.counties' },
    });
    expect((await fails(s, 'admin', CREATE, { market: market({ name: '' }) })).extensions).toMatchObject({ field: 'market.name' });
    for (const [over, field] of [
      [{ name: 'Gulf Shores' }, 'market.name'],
      [{ state: 'TX', counties: [] }, 'market.state'],
    ] as const) {
      const error = await fails(s, 'admin', UPDATE, { id: gulf.id, versionId: gulf.versionId, market: market(over) });
      expect(error).toMatchObject({ message: MARKET_FIXED_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field } });
    }
  });

  it("keeps markets within the caller's states, and refuses who may not change settings", async () => {
    const tx = await ok<{ edges: { node: MarketNode }[] }>(s, 'settings-tx', LIST, {});
    expect(tx.edges.map((e) => e.node.state)).toEqual(['TX']);
    const other = await fails(s, 'settings-tx', UPDATE, { id: gulf.id, versionId: gulf.versionId, market: market() });
    expect(other.extensions?.code).toBe('NOT_FOUND');
    const placed = await fails(s, 'settings-tx', CREATE, { market: market({ name: 'Panhandle', counties: [] }) });
    expect(placed).toMatchObject({ message: TEAM_OUT_OF_REACH, extensions: { field: 'market.state' } });
    const writes = (key: string) =>
      [
        [CREATE, { market: market({ name: `Refused ${key}` }) }],
        [UPDATE, { id: gulf.id, versionId: gulf.versionId, market: market() }],
      ] as const;
    for (const key of [NOBODY.key, 'billing', 'external', 'reviewer']) {
      for (const [query, variables] of [[LIST, {}] as const, ...writes(key)]) {
        expect((await fails(s, key, query, variables)).extensions?.code, key).toBe('FORBIDDEN');
      }
    }
    // A reviewer-readonly user with settings reads the markets and changes none (SPEC §6).
    expect((await ok<{ totalCount: number }>(s, 'reviewer-settings', LIST, {})).totalCount).toBeGreaterThan(0);
    for (const [query, variables] of writes('reviewer-settings')) {
      expect((await fails(s, 'reviewer-settings', query, variables)).extensions?.code).toBe('FORBIDDEN');
    }
    expect((await stores.organization.read(s.db, gulf.id))?.versionId).toBe(gulf.versionId);
  });
});
