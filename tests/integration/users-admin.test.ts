// User administration over the real server (SPEC §2 Users, §4 Users, §7 user calls): UserList and
// each of its filters with 25 a page; createUser mailing an invitation whose link sets the first
// password once (the password policy's words, then sign-in); reinvite revoking the older link; a
// password reset ending the user's sessions; deactivation ending an open session at once; the
// refusals (self-deactivation, removing one's own 'security', a taken e-mail, bad input named on
// its field); two administrators deactivating each other at once (one is refused); 'security'
// needed for every call (external, reviewer-readonly and signed-out callers refused); and the
// admin_audit rows each change writes, a new practitioner's included.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { INVITATION_MESSAGES } from '../../server/modules/users/invitation-status.ts';
import { USER_MESSAGES } from '../../server/modules/users/user-service.ts';
import { DEMO_PASSWORD } from '../../server/seed/personas.ts';
import { notHeldMessage, SELF_LOCKOUT_MESSAGE, selfChangeMessage } from '../../src/domain/administration/grant-rule.ts';
import { PASSWORD_SAME_AS_CURRENT } from '../../src/domain/security/password.ts';
import { signInSession } from './account-fixtures.ts';
import { type GqlError, kinds, startServer, type TestServer } from './harness.ts';

const USER_FIELDS = `id email givenName familyName name status userType roles permissions jobFunctions { code title }
  practitionerId phone state markets invitedAt legalEntities { id name type state } payers { id name type state }`;
const GET = `query($id: ID!) { User(id: $id) { ${USER_FIELDS} } }`;
const LIST = `query($id: ID, $term: String, $active: Boolean, $firstName: String, $lastName: String, $organizationId: ID,
  $jobFunction: String, $state: String, $role: String, $first: Int, $after: String) {
  UserList(id: $id, term: $term, active: $active, firstName: $firstName, lastName: $lastName, organizationId: $organizationId,
    jobFunction: $jobFunction, state: $state, role: $role, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id email familyName legalEntities { name } payers { name } } } } }`;
const CREATE = 'mutation($user: UserInput!) { createUser(user: $user) }';
const UPDATE = 'mutation($id: ID!, $versionId: Int!, $user: UserInput!) { updateUser(id: $id, versionId: $versionId, user: $user) }';
const REINVITE = 'mutation($id: ID!) { reinviteUser(id: $id) }';
const RESET = 'mutation($id: ID!) { resetUserPassword(id: $id) }';
const DEACTIVATE = 'mutation($id: ID!) { deactivateUser(id: $id) }';
const REACTIVATE = 'mutation($id: ID!) { reactivateUser(id: $id) }';
const RESET_PIN = 'mutation($email: String!) { resetUserPin(email: $email) }';
const STATUS = 'query($token: String!) { InvitationStatus(token: $token) { valid purpose email message } }';
const ACCEPT = 'mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) }';
const AUDIT = `query($id: ID!, $entityType: String! = "User") { AdminAuditList(entityType: $entityType, entityId: $id) {
  totalCount edges { node { action actorId actorEmail changedFields before after } } } }`;
const AUTH_EVENTS = 'query($userId: ID) { AuthEvents(userId: $userId, first: 50) { kind detail } }';
const ME = '{ me { id } }';

const NEW_PASSWORD = 'Invited!Nurse2026';

interface UserInput {
  email: string;
  givenName: string;
  familyName: string;
  userType: string;
  phone?: string | null;
  state?: string | null;
  roles: string[];
  permissions: string[];
  jobFunctions: string[];
  legalEntityIds?: string[];
  payerIds?: string[];
  markets?: string[];
  practitionerId?: string | null;
  createPractitioner?: boolean;
}

interface ListedUsers {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { id: string; email: string; familyName: string; legalEntities: { name: string }[]; payers: { name: string }[] } }[];
}

interface AuditEntry {
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  changedFields: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const userInput = (email: string, fields: Partial<UserInput> = {}): UserInput => ({
  email,
  givenName: 'Test',
  familyName: 'User',
  userType: 'internal',
  roles: ['staff'],
  permissions: ['patient'],
  jobFunctions: ['clin'],
  ...fields,
});

/** The token of the newest link mailed to `email`. */
const TOKEN_IN = /\/invitation\?token=([A-Za-z0-9_-]{43})/;

describe.each(kinds)('user administration on %s', (kind) => {
  let s: TestServer;
  let admin: string;
  let legalId: string;
  let payerId: string;

  /** A call as `token` (null: signed out) that must succeed: data[field]. */
  async function ok<T>(query: string, variables: Record<string, unknown>, token: string | null = admin): Promise<T> {
    const res = await s.gql<Record<string, T>>(query, variables, token ?? undefined);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const [value] = Object.values(res.body.data ?? {});
    return value as T;
  }

  /** A call that must fail with one error: that error and the HTTP status. */
  async function refused(query: string, variables: Record<string, unknown>, token: string | null = admin) {
    const res = await s.gql(query, variables, token ?? undefined);
    expect(res.body.errors, JSON.stringify(res.body)).toHaveLength(1);
    const error = res.body.errors?.[0] as GqlError;
    return { status: res.status, code: error.extensions?.code, field: error.extensions?.field, message: error.message };
  }

  const latestToken = (email: string): string => {
    const mail = s.mail(email).at(-1);
    const token = mail ? TOKEN_IN.exec(mail.text)?.[1] : undefined;
    if (!token) throw new Error(`no invitation link was mailed to ${email}`);
    return token;
  };

  const create = (input: UserInput) => ok<string>(CREATE, { user: input });
  /** updateUser's variables, against the user's current version (as the form read it). */
  const edit = async (id: string, user: UserInput) => {
    const [row] = await s.db.select({ version: schema.users.version }).from(schema.users).where(eq(schema.users.id, id));
    return { id, versionId: row?.version ?? 0, user };
  };
  const auditOf = async (id: string) => (await ok<{ edges: { node: AuditEntry }[] }>(AUDIT, { id })).edges.map((e) => e.node);

  beforeAll(async () => {
    s = await startServer(kind);
    await s.addUser({ key: 'settings-only', roles: ['staff'], jobFunctions: ['other'], permissions: ['settings'] });
    await s.addUser({ key: 'reviewer-security', roles: ['reviewer-readonly'], jobFunctions: ['other'], permissions: ['security'] });
    admin = await s.token('admin');
    const legal = await stores.organization.create(
      s.db,
      {
        active: true,
        name: 'Sunrise Wound Group',
        type: 'market',
        address: [{ line: ['1 A St'], city: 'Austin', state: 'TX', postalCode: '73301' }],
      },
      { authorId: null },
    );
    const payer = await stores.organization.create(s.db, { active: true, name: 'Acme Insurance', type: 'ins' }, { authorId: null });
    legalId = legal.id;
    payerId = payer.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('createUser and the invitation link', () => {
    it('creates the user with their organizations and practitioner, and mails a link that sets the password once', async () => {
      const email = 'nina.newcomb@users.test';
      const id = await create(
        userInput(email, {
          givenName: ' Nina ',
          familyName: 'Newcomb',
          phone: '(555) 010-2030',
          state: 'TX',
          jobFunctions: ['clin', 'leadclin'],
          legalEntityIds: [legalId],
          payerIds: [payerId],
          markets: ['TX'],
          createPractitioner: true,
        }),
      );
      const user = await ok<Record<string, unknown>>(GET, { id });
      expect(user).toMatchObject({
        email,
        givenName: 'Nina',
        name: 'Nina Newcomb',
        status: 'active',
        phone: '5550102030',
        state: 'TX',
        markets: ['TX'],
        jobFunctions: [
          { code: 'clin', title: 'Clinician' },
          { code: 'leadclin', title: 'Lead Clinician' },
        ],
        legalEntities: [{ id: legalId, name: 'Sunrise Wound Group', type: 'market', state: 'TX' }],
        payers: [{ id: payerId, name: 'Acme Insurance', type: 'ins', state: null }],
      });
      expect(user.invitedAt).toEqual(expect.any(String));
      // The practitioner made from the user's name, phone and e-mail.
      const practitioner = await stores.practitioner.read(s.db, String(user.practitionerId));
      expect(practitioner?.content).toMatchObject({
        active: true,
        name: [{ given: ['Nina'], family: 'Newcomb' }],
        telecom: [
          { system: 'phone', value: '5550102030' },
          { system: 'email', value: email },
        ],
        address: [],
        markets: [],
      });
      // The clinician's own history (/clinicians/{id}) starts with its creation, by this administrator.
      const history = await ok<{ edges: { node: AuditEntry }[] }>(AUDIT, { id: user.practitionerId, entityType: 'Practitioner' });
      expect(history.edges.map((e) => e.node)).toMatchObject([
        { action: 'create', actorId: s.user('admin').id, before: null, after: { name: [{ given: ['Nina'], family: 'Newcomb' }] } },
      ]);

      const [mail] = s.mail(email);
      expect(mail?.subject).toBe('Your wound-care EMR account');
      // PUBLIC_URL's address (here its default, localhost on PORT), never the request's Host header.
      expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/invitation\?token=[\w-]{20,}/);
      const token = latestToken(email);
      // Not usable for sign-in before the invitation is accepted.
      expect((await s.signIn(email, NEW_PASSWORD)).status).toBe(401);

      expect(await ok(STATUS, { token }, null)).toEqual({ valid: true, purpose: 'invite', email: 'n***b@users.test', message: null });
      expect(await refused(ACCEPT, { token, password: 'weak' }, null)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'password',
        message: 'Password must have at least 12 characters.',
      });
      expect(await refused(ACCEPT, { token, password: 'nina.newcomb!Pass1' }, null)).toMatchObject({
        field: 'password',
        message: 'Password must not contain your e-mail address.',
      });
      expect(await ok(ACCEPT, { token, password: NEW_PASSWORD }, null)).toBe(true);
      await signInSession(s, email, NEW_PASSWORD);

      // Used once: the link is spent.
      expect(await refused(ACCEPT, { token, password: 'Another!Pass2027' }, null)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'token',
        message: INVITATION_MESSAGES.used,
      });
      expect(await ok(STATUS, { token }, null)).toEqual({
        valid: false,
        purpose: null,
        email: null,
        message: INVITATION_MESSAGES.used,
      });
      const events = await ok<{ kind: string; detail: string | null }[]>(AUTH_EVENTS, { userId: id });
      expect(events).toContainEqual({ kind: 'password-change', detail: 'invitation accepted' });
    });

    it('an unknown, malformed or expired token says so, without an error', async () => {
      expect(await ok(STATUS, { token: 'x'.repeat(43) }, null)).toMatchObject({ valid: false, message: INVITATION_MESSAGES.unknown });
      expect(await ok(STATUS, { token: 'not a token' }, null)).toMatchObject({ valid: false, message: INVITATION_MESSAGES.unknown });
      expect(await refused(ACCEPT, { token: 'nope', password: NEW_PASSWORD }, null)).toMatchObject({
        field: 'token',
        message: INVITATION_MESSAGES.unknown,
      });

      const email = 'ernest.expired@users.test';
      const id = await create(userInput(email));
      await s.db
        .update(schema.userInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.userInvitations.userId, id));
      const token = latestToken(email);
      expect(await ok(STATUS, { token }, null)).toMatchObject({ valid: false, message: INVITATION_MESSAGES.expired });
      expect(await refused(ACCEPT, { token, password: NEW_PASSWORD }, null)).toMatchObject({ message: INVITATION_MESSAGES.expired });
    });

    it('reinviteUser sends a new link and the older one stops working', async () => {
      const email = 'rita.reinvite@users.test';
      const id = await create(userInput(email));
      const first = latestToken(email);
      expect(await ok(REINVITE, { id })).toBe(id);
      expect(s.mail(email)).toHaveLength(2);
      const second = latestToken(email);
      expect(second).not.toBe(first);
      expect(await ok(STATUS, { token: first }, null)).toMatchObject({ valid: false, message: INVITATION_MESSAGES.replaced });
      expect(await refused(ACCEPT, { token: first, password: NEW_PASSWORD }, null)).toMatchObject({
        field: 'token',
        message: INVITATION_MESSAGES.replaced,
      });
      expect(await ok(ACCEPT, { token: second, password: NEW_PASSWORD }, null)).toBe(true);
    });

    it('two links sent at once leave only one open', async () => {
      const email = 'tess.twice@users.test';
      const id = await create(userInput(email));
      await Promise.all([ok(REINVITE, { id }), ok(RESET, { id })]);
      const tokens = s.mail(email).map((m) => TOKEN_IN.exec(m.text)?.[1] ?? '');
      expect(tokens).toHaveLength(3);
      const open = [];
      for (const token of tokens) if ((await ok<{ valid: boolean }>(STATUS, { token }, null)).valid) open.push(token);
      expect(open).toHaveLength(1);
    });

    it("an inactive user's link is refused, and an inactive user gets no new link", async () => {
      const email = 'ivan.inactive@users.test';
      const id = await create(userInput(email));
      const token = latestToken(email);
      await ok(DEACTIVATE, { id });
      expect(await ok(STATUS, { token }, null)).toMatchObject({ valid: false, message: INVITATION_MESSAGES.inactive });
      expect(await refused(ACCEPT, { token, password: NEW_PASSWORD }, null)).toMatchObject({ message: INVITATION_MESSAGES.inactive });
      expect(await refused(REINVITE, { id })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id', message: USER_MESSAGES.inactive });
    });
  });

  describe('resetUserPassword', () => {
    it('mails a reset link; the old password works until it is used, then every session ends', async () => {
      const user = await s.addUser({ key: 'resettable', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
      const session = await signInSession(s, user.email);
      expect(await ok(RESET, { id: user.id })).toBe(user.id);
      const mail = s.mail(user.email).at(-1);
      expect(mail?.subject).toBe('Reset your wound-care EMR password');
      const token = latestToken(user.email);
      expect(await ok(STATUS, { token }, null)).toMatchObject({ valid: true, purpose: 'reset' });
      // Until the link is used, nothing changes.
      expect((await s.gql(ME, undefined, session.access_token)).status).toBe(200);
      expect((await s.signIn(user.email, DEMO_PASSWORD)).status).toBe(200);

      expect(await refused(ACCEPT, { token, password: DEMO_PASSWORD }, null)).toMatchObject({
        field: 'password',
        message: PASSWORD_SAME_AS_CURRENT,
      });
      expect(await ok(ACCEPT, { token, password: NEW_PASSWORD }, null)).toBe(true);
      const me = await s.gql(ME, undefined, session.access_token);
      expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await s.signIn(user.email, DEMO_PASSWORD)).status).toBe(401);
      expect((await s.signIn(user.email, NEW_PASSWORD)).status).toBe(200);
      const events = await ok<{ kind: string }[]>(AUTH_EVENTS, { userId: user.id });
      expect(events.map((e) => e.kind)).toContain('password-reset');
    });
  });

  describe('deactivation and the self-lockout rules', () => {
    it('deactivation ends an open session at once; reactivation lets the user sign in again', async () => {
      const user = await s.addUser({ key: 'leaver', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
      const session = await signInSession(s, user.email);
      expect((await s.gql(ME, undefined, session.access_token)).status).toBe(200);
      expect(await ok(DEACTIVATE, { id: user.id })).toBe(user.id);
      const me = await s.gql(ME, undefined, session.access_token);
      expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await s.signIn(user.email)).status).not.toBe(200);
      expect(await ok(REACTIVATE, { id: user.id })).toBe(user.id);
      expect((await s.signIn(user.email)).status).toBe(200);
    });

    it('an administrator cannot deactivate themselves or remove their own security permission', async () => {
      const me = s.user('admin');
      expect(await refused(DEACTIVATE, { id: me.id })).toMatchObject({
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'id',
        message: 'You cannot deactivate your own account.',
      });
      const own = userInput(me.email, {
        givenName: me.givenName,
        familyName: me.familyName,
        roles: me.roles,
        jobFunctions: me.jobFunctions,
        permissions: me.permissions.filter((p) => p !== 'security'),
      });
      expect(await refused(UPDATE, await edit(me.id, own))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'user.permissions',
        message: SELF_LOCKOUT_MESSAGE,
      });
      // Another administrator's security permission may be removed.
      const other = await s.addUser({ key: 'other-admin', roles: ['security-admin'], jobFunctions: ['other'], permissions: ['security'] });
      expect(await ok(UPDATE, await edit(other.id, userInput(other.email, { permissions: ['settings'] })))).toBe(other.id);
      expect(await ok<{ permissions: string[] }>(GET, { id: other.id })).toMatchObject({ permissions: ['settings'] });
    });
  });

  describe('two administrators at once', () => {
    const securityAdmin = (key: string) =>
      s.addUser({ key, roles: ['security-admin'], jobFunctions: ['other'], permissions: ['security'] });
    const statusOf = async (id: string) =>
      (await s.db.select({ status: schema.users.status }).from(schema.users).where(eq(schema.users.id, id)))[0]?.status;

    it('deactivating each other at the same moment: one is refused, so one of them stays active', async () => {
      const a = await securityAdmin('duel-a');
      const b = await securityAdmin('duel-b');
      const [tokenA, tokenB] = [await s.token('duel-a'), await s.token('duel-b')];
      const both = () => Promise.all([s.gql(DEACTIVATE, { id: b.id }, tokenA), s.gql(DEACTIVATE, { id: a.id }, tokenB)]);
      let answers: Awaited<ReturnType<typeof both>>;
      if (kind === 'postgres') {
        // Both requests pass their sign-in check, then meet at the two rows, held here until both
        // wait: without the lock on the acting administrator, both deactivations would commit.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let holding = () => {};
        const locked = new Promise<void>((resolve) => {
          holding = resolve;
        });
        const holder = s.db.transaction(async (tx) => {
          await tx
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(inArray(schema.users.id, [a.id, b.id]))
            .for('update');
          holding();
          await held;
        });
        await locked;
        const pending = both();
        await expect
          .poll(
            async () => {
              const result = await s.db.execute(
                sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
              );
              return (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting;
            },
            { timeout: 10_000 },
          )
          .toBe(2);
        release();
        await holder;
        answers = await pending;
      } else {
        answers = await both();
      }
      const codes = answers.map((res) => res.body.errors?.[0]?.extensions?.code ?? 'ok').sort();
      expect(codes).toEqual(['UNAUTHENTICATED', 'ok']);
      expect([await statusOf(a.id), await statusOf(b.id)].sort()).toEqual(['active', 'inactive']);
    });

    it('an administrator whose security was just removed is refused, though their token still carries it', async () => {
      const demoted = await securityAdmin('demoted');
      const token = await s.token('demoted');
      const leaver = await s.addUser({ key: 'not-deactivated', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
      expect(await ok(UPDATE, await edit(demoted.id, userInput(demoted.email, { roles: ['staff'], permissions: ['settings'] })))).toBe(
        demoted.id,
      );
      expect(await refused(DEACTIVATE, { id: leaver.id }, token)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await refused(CREATE, { user: userInput('late.grant@users.test') }, token)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await statusOf(leaver.id)).toBe('active');
      expect(s.mail('late.grant@users.test')).toHaveLength(0);
    });

    it("a PIN reset waits for a change of the administrator's own access and is judged by it", async () => {
      const resetter = await securityAdmin('pin-resetter');
      const token = await s.token('pin-resetter');
      const holder = await s.addUser({ key: 'pin-holder', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
      await s.db.update(schema.users).set({ pinHash: 'kept' }).where(eq(schema.users.id, holder.id));
      const demote = (tx: Pick<typeof s.db, 'update'>) =>
        tx
          .update(schema.users)
          .set({ permissions: ['settings'] })
          .where(eq(schema.users.id, resetter.id));
      let res: Awaited<ReturnType<typeof s.gql>>;
      if (kind === 'postgres') {
        // Another administrator's change of the resetter's access holds both rows; the reset
        // signs in (the change is not committed yet), then waits for it: it must be judged by
        // the access the resetter holds once it has committed, not by what they held at sign-in.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let holding = () => {};
        const locked = new Promise<void>((resolve) => {
          holding = resolve;
        });
        const change = s.db.transaction(async (tx) => {
          await tx
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(inArray(schema.users.id, [resetter.id, holder.id]))
            .for('update');
          await demote(tx);
          holding();
          await held;
        });
        await locked;
        const pending = s.gql(RESET_PIN, { email: holder.email }, token);
        await expect
          .poll(
            async () => {
              const result = await s.db.execute(
                sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
              );
              return (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting;
            },
            { timeout: 10_000 },
          )
          .toBe(1);
        release();
        await change;
        res = await pending;
      } else {
        await demote(s.db);
        res = await s.gql(RESET_PIN, { email: holder.email }, token);
      }
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const [row] = await s.db.select({ pinHash: schema.users.pinHash }).from(schema.users).where(eq(schema.users.id, holder.id));
      expect(row?.pinHash).toBe('kept');
    });
  });

  describe('who may change whose access', () => {
    it('nobody changes their own roles, permissions or markets (adding reviewer-readonly would lock them out)', async () => {
      const me = s.user('admin');
      const mine = {
        givenName: me.givenName,
        familyName: me.familyName,
        roles: me.roles,
        jobFunctions: me.jobFunctions,
        permissions: me.permissions,
      };
      expect(
        await refused(UPDATE, await edit(me.id, userInput(me.email, { ...mine, roles: [...me.roles, 'reviewer-readonly'] }))),
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'user.roles',
        message: selfChangeMessage('role'),
      });
      expect(await refused(UPDATE, await edit(me.id, userInput(me.email, { ...mine, markets: ['TX'] })))).toMatchObject({
        field: 'user.markets',
        message: selfChangeMessage('market'),
      });
      // Their own name and phone they may change.
      expect(await ok(UPDATE, await edit(me.id, userInput(me.email, { ...mine, phone: '8135550199' })))).toBe(me.id);
    });

    it('a security administrator grants only what they hold; only an administrator grants more', async () => {
      await s.addUser({ key: 'sec-admin', roles: ['security-admin'], jobFunctions: ['other'], permissions: ['security', 'patient'] });
      const sec = await s.token('sec-admin');
      const target = await s.addUser({ key: 'granted', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
      expect(
        await refused(UPDATE, await edit(target.id, userInput(target.email, { roles: ['staff', 'administrator'] })), sec),
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'user.roles',
        message: notHeldMessage('role', ['administrator']),
      });
      expect(
        await refused(UPDATE, await edit(target.id, userInput(target.email, { permissions: ['patient', 'financial'] })), sec),
      ).toMatchObject({
        field: 'user.permissions',
        message: notHeldMessage('permission', ['financial']),
      });
      expect(await refused(CREATE, { user: userInput('escalated@users.test', { permissions: ['settings'] }) }, sec)).toMatchObject({
        field: 'user.permissions',
      });
      expect(await ok(UPDATE, await edit(target.id, userInput(target.email, { permissions: ['patient', 'security'] })), sec)).toBe(
        target.id,
      );
    });

    it('an inactive user is reactivated before any change', async () => {
      const gone = await s.addUser({ key: 'gone', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
      await ok(DEACTIVATE, { id: gone.id });
      expect(await refused(UPDATE, await edit(gone.id, userInput(gone.email, { roles: ['administrator'] })))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: USER_MESSAGES.inactive,
      });
    });

    it('a NUL character in a search or a field is bad input, never a 500', async () => {
      expect(await refused(LIST, { term: 'a\u0000b' })).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', field: 'term' });
      expect(await refused(CREATE, { user: userInput('nul@users.test', { givenName: 'A\u0000' }) })).toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    });
  });

  describe('refusals named on their field', () => {
    it('a taken e-mail, in any case, is refused on user.email; the e-mail cannot be changed', async () => {
      expect(await refused(CREATE, { user: userInput('CLINICIAN@demo.test') })).toMatchObject({
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'user.email',
        message: USER_MESSAGES.duplicateEmail,
      });
      const id = await create(userInput('fixed.email@users.test'));
      expect(await refused(UPDATE, await edit(id, userInput('changed.email@users.test')))).toMatchObject({
        field: 'user.email',
        message: USER_MESSAGES.emailFixed,
      });
      // The same address in another case is the same address.
      expect(await ok(UPDATE, await edit(id, userInput('Fixed.Email@users.test', { familyName: 'Changed' })))).toBe(id);
    });

    it.each([
      [{ email: 'not-an-email' }, 'user.email', 'This field has incorrect value'],
      [{ email: '' }, 'user.email', 'This field is required'],
      [{ givenName: '' }, 'user.givenName', 'This field is required'],
      [{ familyName: 'R2D2' }, 'user.familyName', 'This field has incorrect value'],
      [{ roles: [] }, 'user.roles', 'This field is required'],
      [{ roles: ['wizard'] }, 'user.roles', 'This field has incorrect value'],
      [{ jobFunctions: [] }, 'user.jobFunctions', 'This field is required'],
      [{ userType: 'robot' }, 'user.userType', 'This field has incorrect value'],
      [{ phone: '123' }, 'user.phone', 'This field has incorrect value'],
      [{ state: 'ZZ' }, 'user.state', 'This field has incorrect value'],
      [{ markets: ['ZZ'] }, 'user.markets', 'This field has incorrect value'],
    ] as const)('createUser %o → %s', async (change, field, message) => {
      expect(await refused(CREATE, { user: { ...userInput('bad.input@users.test'), ...change } })).toMatchObject({
        status: 400,
        code: 'BAD_USER_INPUT',
        field,
        message,
      });
    });

    it('organizations and practitioners must exist; a practitioner links to one user only', async () => {
      const email = 'links@users.test';
      expect(await refused(CREATE, { user: userInput(email, { legalEntityIds: [payerId, crypto.randomUUID()] }) })).toMatchObject({
        field: 'user.legalEntityIds',
        message: 'This field has incorrect value',
      });
      expect(await refused(CREATE, { user: userInput(email, { payerIds: [legalId] }) })).toMatchObject({ field: 'user.payerIds' });
      expect(await refused(CREATE, { user: userInput(email, { practitionerId: crypto.randomUUID() }) })).toMatchObject({
        field: 'user.practitionerId',
        message: 'The practitioner was not found.',
      });
      const first = await create(userInput('first.linked@users.test', { createPractitioner: true }));
      const { practitionerId } = await ok<{ practitionerId: string }>(GET, { id: first });
      expect(await refused(CREATE, { user: userInput(email, { practitionerId }) })).toMatchObject({
        field: 'user.practitionerId',
        message: 'This practitioner is already linked to another user.',
      });
      expect(await refused(CREATE, { user: userInput(email, { practitionerId, createPractitioner: true }) })).toMatchObject({
        field: 'user.createPractitioner',
      });
      // Keeping one's own practitioner is not 'another user's'.
      expect(await ok(UPDATE, await edit(first, userInput('first.linked@users.test', { practitionerId })))).toBe(first);
      expect(s.mail(email)).toHaveLength(0);
    });

    it.each([
      ['role', 'wizard'],
      ['jobFunction', 'juggler'],
      ['state', 'ZZ'],
      ['organizationId', 'not-a-uuid'],
      ['id', 'not-a-uuid'],
      ['firstName', 'x'.repeat(37)],
    ])('UserList %s=%s is refused on its argument', async (field, value) => {
      expect(await refused(LIST, { [field]: value })).toMatchObject({
        status: 400,
        code: 'BAD_USER_INPUT',
        field,
        message: 'This field has incorrect value',
      });
    });
  });

  describe('UserList', () => {
    const ids: Record<string, string> = {};
    const list = async (variables: Record<string, unknown>) => ok<ListedUsers>(LIST, { term: 'listing.test', ...variables });
    const emails = async (variables: Record<string, unknown>) => (await list(variables)).edges.map((e) => e.node.email.split('@')[0]);

    beforeAll(async () => {
      ids.alma = await create(
        userInput('alma@listing.test', { givenName: 'Alma', familyName: 'Quill', state: 'TX', legalEntityIds: [legalId] }),
      );
      ids.bruno = await create(
        userInput('bruno@listing.test', {
          givenName: 'Bruno',
          familyName: 'Quinn',
          state: 'FL',
          roles: ['finadmin'],
          jobFunctions: ['billing'],
          payerIds: [payerId],
        }),
      );
      ids.carla = await create(
        userInput('carla@listing.test', {
          givenName: 'Carla',
          familyName: 'rowe',
          state: 'TX',
          roles: ['staff', 'cbrbeta'],
          jobFunctions: ['cmon', 'clin'],
        }),
      );
      await ok(DEACTIVATE, { id: ids.carla });
    });

    it('orders by family then given name, with each user’s organizations', async () => {
      const all = await list({});
      expect(all.totalCount).toBe(3);
      expect(all.edges.map((e) => e.node.familyName)).toEqual(['Quill', 'Quinn', 'rowe']);
      expect(all.edges[0]?.node.legalEntities).toEqual([{ name: 'Sunrise Wound Group' }]);
      expect(all.edges[1]?.node.payers).toEqual([{ name: 'Acme Insurance' }]);
    });

    it.each([
      [{ active: true }, ['alma', 'bruno']],
      [{ active: false }, ['carla']],
      [{ firstName: 'al' }, ['alma']],
      [{ lastName: 'QUI' }, ['alma', 'bruno']],
      [{ lastName: 'quinn' }, ['bruno']],
      [{ jobFunction: 'clin' }, ['alma', 'carla']],
      [{ jobFunction: 'billing' }, ['bruno']],
      [{ state: 'TX' }, ['alma', 'carla']],
      [{ role: 'cbrbeta' }, ['carla']],
      [{ role: 'finadmin' }, ['bruno']],
      [{ term: 'alma quill' }, ['alma']],
      [{ term: 'QUINN' }, ['bruno']],
    ])('filters %o', async (filter, expected) => {
      expect(await emails(filter)).toEqual(expected);
    });

    it('filters by organization (legal entity or payer) and by id', async () => {
      expect(await emails({ organizationId: legalId })).toEqual(['alma']);
      expect(await emails({ organizationId: payerId })).toEqual(['bruno']);
      expect(await emails({ id: ids.bruno })).toEqual(['bruno']);
    });

    it('answers 25 a page', async () => {
      for (let i = 1; i <= 30; i++) {
        const n = String(i).padStart(2, '0');
        await s.addUser({ key: `pager-${n}`, email: `pager${n}@paging.test`, givenName: `P${n}`, familyName: 'Pager' });
      }
      const first = await ok<ListedUsers>(LIST, { term: 'paging.test' });
      expect(first.totalCount).toBe(30);
      expect(first.edges).toHaveLength(25);
      expect(first.edges[0]?.node.email).toBe('pager01@paging.test');
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = await ok<ListedUsers>(LIST, { term: 'paging.test', after: first.pageInfo.endCursor });
      expect(second.edges.map((e) => e.node.email)).toEqual([26, 27, 28, 29, 30].map((n) => `pager${n}@paging.test`));
      expect(second.pageInfo.hasNextPage).toBe(false);
    });
  });

  describe("'security' is needed", () => {
    const calls = (id: string, email: string): [string, string, Record<string, unknown>][] => [
      ['UserList', LIST, {}],
      ['User', GET, { id }],
      ['createUser', CREATE, { user: userInput('forbidden.create@users.test') }],
      ['updateUser', UPDATE, { id, versionId: 1, user: userInput(email) }],
      ['reinviteUser', REINVITE, { id }],
      ['resetUserPassword', RESET, { id }],
      ['deactivateUser', DEACTIVATE, { id }],
      ['reactivateUser', REACTIVATE, { id }],
      ['resetUserPin', RESET_PIN, { email }],
      ['AdminAuditList', AUDIT, { id }],
    ];

    it.each(['settings-only', 'external', 'reviewer'])('every call is FORBIDDEN to %s', async (key) => {
      const target = s.user('clinician');
      const token = await s.token(key);
      for (const [name, query, variables] of calls(target.id, target.email)) {
        expect(await refused(query, variables, token), name).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    it('a reviewer-readonly user holding security reads users but changes nothing', async () => {
      const target = s.user('clinician');
      const token = await s.token('reviewer-security');
      expect((await ok<ListedUsers>(LIST, { id: target.id }, token)).totalCount).toBe(1);
      for (const [name, query, variables] of calls(target.id, target.email).filter(
        ([n]) => !['UserList', 'User', 'AdminAuditList'].includes(n),
      )) {
        expect(await refused(query, variables, token), name).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    it('every call is UNAUTHENTICATED signed out; the invitation calls are public', async () => {
      const target = s.user('clinician');
      for (const [name, query, variables] of calls(target.id, target.email)) {
        expect(await refused(query, variables, null), name).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
      expect(await ok(STATUS, { token: 'x' }, null)).toMatchObject({ valid: false });
      expect(s.mail('forbidden.create@users.test')).toHaveLength(0);
    });
  });

  describe('the change history (admin_audit)', () => {
    it('records every change with its actor, before and after, and no secret', async () => {
      const email = 'audrey.audit@users.test';
      const id = await create(userInput(email, { givenName: 'Audrey', familyName: 'Audit' }));
      await ok(UPDATE, await edit(id, userInput(email, { givenName: 'Audrey', familyName: 'Audit', permissions: ['patient', 'tasking'] })));
      await ok(REINVITE, { id });
      await ok(RESET, { id });
      await ok(RESET_PIN, { email });
      await ok(DEACTIVATE, { id });
      await ok(REACTIVATE, { id });

      const entries = await auditOf(id);
      expect(entries.map((e) => e.action)).toEqual([
        'reactivate',
        'deactivate',
        'reset-pin',
        'reset-password',
        'reinvite',
        'update',
        'create',
      ]);
      for (const entry of entries) expect(entry).toMatchObject({ actorId: s.user('admin').id, actorEmail: 'admin@demo.test' });
      const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
      expect(byAction.create?.before).toBeNull();
      expect(byAction.create?.after).toMatchObject({ email, givenName: 'Audrey', status: 'active', permissions: ['patient'] });
      expect(byAction.update?.changedFields).toEqual(['permissions']);
      expect(byAction.update?.after).toMatchObject({ permissions: ['patient', 'tasking'] });
      expect(byAction.reinvite?.changedFields).toEqual(['invitedAt']);
      expect(byAction['reset-password']?.changedFields).toEqual(['invitedAt']);
      expect(byAction['reset-pin']).toMatchObject({ before: { hasPin: false }, after: { hasPin: false } });
      expect(byAction.deactivate).toMatchObject({ changedFields: ['status'], before: { status: 'active' }, after: { status: 'inactive' } });
      expect(byAction.reactivate?.changedFields).toEqual(['status']);
      const text = JSON.stringify(entries);
      expect(text).not.toMatch(/passwordHash|pinHash|\$argon2/);
    });

    it("a user's history is refused to a settings-only user", async () => {
      expect(await refused(AUDIT, { id: s.user('clinician').id }, await s.token('settings-only'))).toMatchObject({ code: 'FORBIDDEN' });
    });
  });
});
