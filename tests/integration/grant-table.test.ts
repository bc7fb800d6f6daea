// Who may grant access (DESIGN §5 'Access is granted in one place'; src/domain/administration/
// grant-rule.ts) over the real server, as a table: every grant kind (role, permission, market, job
// function, practitioner link, coverage state, lead link), asked by an administrator, a security
// administrator of Florida who is not an administrator, a settings user of Florida, a user widening
// their own access, and a security administrator of another market (Texas). Each kind is asked
// twice: with what the Florida security administrator holds, and with what only an administrator
// (or Texas) holds. A cell is 'ok' (saved: the row holds the grant), FORBIDDEN (not the caller's
// screen: Users needs 'security'), 'self' or 'not-held' (BAD_USER_INPUT on the field, in the
// rule's words, nothing saved). Every cell acts on a user of its own.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import type { JobFunction, Permission, Role } from '../../src/domain/access.ts';
import { type GrantKind, notHeldMessage, selfChangeMessage } from '../../src/domain/administration/grant-rule.ts';
import { addPractitioner } from './encounters-fixtures.ts';
import { type GqlError, kinds, startServer, type TestServer } from './harness.ts';

const UPDATE_USER = 'mutation($id: ID!, $versionId: Int!, $user: UserInput!) { updateUser(id: $id, versionId: $versionId, user: $user) }';
const UPDATE_COVERAGE = `mutation($kind: String!, $userId: ID!, $versionId: Int!, $input: CoverageConfigInput!) {
  updateCoverageConfig(kind: $kind, userId: $userId, versionId: $versionId, input: $input) { states clinicians { id } } }`;

type Expected = 'ok' | 'FORBIDDEN' | 'self' | 'not-held';
type Actor =
  | 'administrator'
  | 'security admin (FL)'
  | 'settings user (FL)'
  | 'widening their own'
  | 'security admin of another market (TX)';
/** 'fl': what the Florida security administrator holds; 'beyond': what only an administrator (or Texas) holds. */
type Ask = 'fl' | 'beyond';

/** What each column asks for: a code, a state, or a practitioner ('P-FL', 'P-TX': made for the cell; 'LEAD-…': shared). */
const ASKED: Record<Ask, Record<GrantKind, string>> = {
  fl: {
    role: 'cbrbeta',
    permission: 'tasking',
    market: 'FL',
    jobFunction: 'cmon',
    practitioner: 'P-FL',
    coverageState: 'FL',
    leadLink: 'LEAD-FL',
  },
  beyond: {
    role: 'finadmin',
    permission: 'financial',
    market: 'TX',
    jobFunction: 'telemedicine-clinician',
    practitioner: 'P-TX',
    coverageState: 'TX',
    leadLink: 'LEAD-TX',
  },
};

const USER_KINDS: readonly GrantKind[] = ['role', 'permission', 'market', 'jobFunction', 'practitioner'];
const KINDS: readonly GrantKind[] = [...USER_KINDS, 'coverageState', 'leadLink'];

/** The table: actor × (kind, ask). */
const TABLE: Record<Actor, Record<Ask, Record<GrantKind, Expected>>> = {
  administrator: {
    fl: { role: 'ok', permission: 'ok', market: 'ok', jobFunction: 'ok', practitioner: 'ok', coverageState: 'ok', leadLink: 'ok' },
    beyond: { role: 'ok', permission: 'ok', market: 'ok', jobFunction: 'ok', practitioner: 'ok', coverageState: 'ok', leadLink: 'ok' },
  },
  'security admin (FL)': {
    fl: { role: 'ok', permission: 'ok', market: 'ok', jobFunction: 'ok', practitioner: 'ok', coverageState: 'ok', leadLink: 'ok' },
    beyond: {
      role: 'not-held',
      permission: 'not-held',
      market: 'not-held',
      jobFunction: 'not-held',
      practitioner: 'not-held',
      coverageState: 'not-held',
      leadLink: 'not-held',
    },
  },
  'settings user (FL)': {
    fl: {
      role: 'FORBIDDEN',
      permission: 'FORBIDDEN',
      market: 'FORBIDDEN',
      jobFunction: 'FORBIDDEN',
      practitioner: 'FORBIDDEN',
      coverageState: 'ok',
      leadLink: 'ok',
    },
    beyond: {
      role: 'FORBIDDEN',
      permission: 'FORBIDDEN',
      market: 'FORBIDDEN',
      jobFunction: 'FORBIDDEN',
      practitioner: 'FORBIDDEN',
      coverageState: 'not-held',
      leadLink: 'not-held',
    },
  },
  'widening their own': {
    fl: {
      role: 'self',
      permission: 'self',
      market: 'self',
      jobFunction: 'self',
      practitioner: 'self',
      coverageState: 'self',
      leadLink: 'self',
    },
    beyond: {
      role: 'self',
      permission: 'self',
      market: 'self',
      jobFunction: 'self',
      practitioner: 'self',
      coverageState: 'self',
      leadLink: 'self',
    },
  },
  'security admin of another market (TX)': {
    fl: {
      role: 'ok',
      permission: 'ok',
      market: 'not-held',
      jobFunction: 'ok',
      practitioner: 'not-held',
      coverageState: 'not-held',
      leadLink: 'not-held',
    },
    beyond: {
      role: 'not-held',
      permission: 'not-held',
      market: 'ok',
      jobFunction: 'not-held',
      practitioner: 'ok',
      coverageState: 'ok',
      leadLink: 'ok',
    },
  },
};

const FIELD: Record<GrantKind, string> = {
  role: 'user.roles',
  permission: 'user.permissions',
  market: 'user.markets',
  jobFunction: 'user.jobFunctions',
  practitioner: 'user.practitionerId',
  coverageState: 'input.states',
  leadLink: 'input.clinicianIds',
};

/** A Florida security administrator's grants (the 'fl' column is what they hold); Texas's differ only in the market. */
const securityAdmin = (markets: string[]) => ({
  roles: ['security-admin', 'cbrbeta'] as Role[],
  permissions: ['security', 'settings', 'tasking'] as Permission[],
  jobFunctions: ['other', 'cmon'] as JobFunction[],
  markets,
});

/** Who a cell's change is made to: a clinician who is also a PCC and a lead, granted nothing beyond 'patient'. */
const TARGET = {
  givenName: 'Tara',
  familyName: 'Target',
  roles: ['staff'] as Role[],
  permissions: ['patient'] as Permission[],
  jobFunctions: ['clin', 'pons', 'leadclin'] as JobFunction[],
  markets: [] as string[],
};

const cells = (Object.keys(TABLE) as Actor[]).flatMap((actor) =>
  (['fl', 'beyond'] as Ask[]).flatMap((ask) => KINDS.map((kind) => [actor, ask, kind, TABLE[actor][ask][kind]] as const)),
);

describe.each(kinds)('who may grant access, the table, on %s', (dbKind) => {
  let s: TestServer;
  const lead: Record<string, string> = {};
  let n = 0;

  beforeAll(async () => {
    s = await startServer(dbKind);
    for (const [name, state] of [
      ['Tampa Bay', 'FL'],
      ['Houston', 'TX'],
    ] as const) {
      await stores.organization.create(
        s.db,
        { active: true, name, type: 'market', address: [{ line: [], city: name, state, postalCode: '' }] },
        { authorId: null },
      );
    }
    lead['LEAD-FL'] = (await addPractitioner(s, 'FL', undefined, ['Tampa Bay'])).practitionerId;
    lead['LEAD-TX'] = (await addPractitioner(s, 'TX', undefined, ['Houston'])).practitionerId;
    await s.addUser({ key: 'sec-fl', givenName: 'Sam', familyName: 'Secure', ...securityAdmin(['FL']) });
    await s.addUser({ key: 'sec-tx', givenName: 'Tex', familyName: 'Secure', ...securityAdmin(['TX']) });
    await s.addUser({
      key: 'settings-fl',
      givenName: 'Sett',
      familyName: 'Ings',
      roles: ['staff', 'cbrbeta'],
      permissions: ['settings', 'tasking'],
      jobFunctions: ['other', 'cmon'],
      markets: ['FL'],
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const versionOf = async (id: string) =>
    (await s.db.select({ version: schema.users.version }).from(schema.users).where(eq(schema.users.id, id)))[0]?.version ?? 0;
  const rowOf = async (id: string) => (await s.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
  const configOf = async (kind: 'pcc' | 'lead', userId: string) =>
    (
      await s.db
        .select()
        .from(schema.coverageConfigs)
        .where(and(eq(schema.coverageConfigs.kind, kind), eq(schema.coverageConfigs.userId, userId)))
    )[0];

  /** The cell's value: a code or state as asked, a new practitioner of the state, or a shared one to lead. */
  async function cellValue(asked: string): Promise<string> {
    if (asked === 'P-FL') return (await addPractitioner(s, 'FL', undefined, ['Tampa Bay'])).practitionerId;
    if (asked === 'P-TX') return (await addPractitioner(s, 'TX', undefined, ['Houston'])).practitionerId;
    return lead[asked] ?? asked;
  }

  it.each(cells)('%s granting %s %s: %s', async (actor, ask, kind, expected) => {
    n += 1;
    const key = { administrator: 'admin', 'security admin (FL)': 'sec-fl', 'settings user (FL)': 'settings-fl' }[actor as string];
    const actorKey =
      key ??
      (actor === 'widening their own'
        ? // A security administrator with settings, a PCC and a lead, who holds no market, practitioner or coverage yet.
          (
            await s.addUser({
              key: `self-${n}`,
              givenName: 'Selma',
              familyName: 'Self',
              roles: ['security-admin'],
              permissions: ['security', 'settings'],
              jobFunctions: ['other', 'pons', 'leadclin'],
            })
          ).key
        : 'sec-tx');
    const target =
      actor === 'widening their own'
        ? s.user(actorKey)
        : await s.addUser({ key: `target-${n}`, email: `target${n}@grant.test`, ...TARGET });
    const before = await rowOf(target.id);
    if (!before) throw new Error('no target');
    const value = await cellValue(ASKED[ask as Ask][kind]);

    let query: string;
    let variables: Record<string, unknown>;
    if (kind === 'coverageState' || kind === 'leadLink') {
      query = UPDATE_COVERAGE;
      variables = {
        kind: kind === 'coverageState' ? 'pcc' : 'lead',
        userId: target.id,
        versionId: 0,
        input: kind === 'coverageState' ? { states: [value] } : { clinicianIds: [value] },
      };
    } else {
      const add = (list: readonly string[], k: GrantKind) => (kind === k ? [...list, value] : [...list]);
      query = UPDATE_USER;
      variables = {
        id: target.id,
        versionId: await versionOf(target.id),
        user: {
          email: before.email,
          givenName: before.givenName,
          familyName: before.familyName,
          userType: before.userType,
          roles: add(before.roles, 'role'),
          permissions: add(before.permissions, 'permission'),
          markets: add(before.markets, 'market'),
          jobFunctions: add(before.jobFunctions, 'jobFunction'),
          practitionerId: kind === 'practitioner' ? value : before.practitionerId,
        },
      };
    }

    const res = await s.gql<Record<string, unknown>>(query, variables, await s.token(actorKey));
    const error = res.body.errors?.[0] as GqlError | undefined;
    const saved = async (): Promise<boolean> => {
      if (kind === 'coverageState') return (await configOf('pcc', target.id))?.states.includes(value) ?? false;
      if (kind === 'leadLink') return (await configOf('lead', target.id))?.clinicianIds.includes(value) ?? false;
      const row = await rowOf(target.id);
      if (!row) return false;
      const held = { role: row.roles, permission: row.permissions, market: row.markets, jobFunction: row.jobFunctions };
      return kind === 'practitioner' ? row.practitionerId === value : (held[kind as keyof typeof held]?.includes(value) ?? false);
    };

    if (expected === 'ok') {
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(await saved()).toBe(true);
      return;
    }
    expect(res.body.errors, JSON.stringify(res.body)).toHaveLength(1);
    if (expected === 'FORBIDDEN') {
      expect(error?.extensions?.code).toBe('FORBIDDEN');
    } else {
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: FIELD[kind] });
      expect(error?.message).toBe(expected === 'self' ? selfChangeMessage(kind) : notHeldMessage(kind, [value]));
    }
    expect(await saved()).toBe(false);
    expect(await versionOf(target.id)).toBe(before.version);
  });
});
