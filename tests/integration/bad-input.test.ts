// Bad input gets a clear 4xx with a code, never a 500 or a stack trace (DESIGN §5), and
// writes nothing; the server keeps answering afterwards.
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenIssuer } from '../../server/auth/tokens.ts';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { MAX_NESTING } from '../../server/graphql/limits.ts';
import { MAX_COMPLEXITY, MAX_DEPTH } from '../../server/graphql/plugin.ts';
import { type GqlError, type GqlResponse, kinds, makePatient, startServer, subscribe, type TestServer, unknownId } from './harness.ts';

const SECRET = 'integration-suite-secret-0123456789abcdef';

/** Stack frames, file paths or driver internals must never reach a client. */
const LEAK = /\bat .+:\d+:\d+|node_modules|\.ts:\d+|\.js:\d+|Error:\s|drizzle|postgres|pglite|SELECT |INSERT |UPDATE /i;

const codes = (res: GqlResponse) => (res.body.errors ?? []).map((e) => e.extensions?.code);

describe.each(kinds)('bad input on %s', (kind) => {
  let s: TestServer;
  let admin: string;
  let idToken: string;
  let before: Record<string, number>;
  let usersBefore: { id: string; status: string }[];
  let patientId: string;
  let insurerId: string;

  const counts = async (): Promise<Record<string, number>> => {
    const tables = {
      users: schema.users,
      patients: schema.patients,
      history: schema.resourceHistory,
      notifications: schema.notifications,
      refreshTokens: schema.refreshTokens,
      receipts: schema.mutationReceipts,
    };
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) result[name] = (await s.db.select({ n: count() }).from(table))[0]?.n ?? -1;
    return result;
  };
  const userStatuses = () => s.db.select({ id: schema.users.id, status: schema.users.status }).from(schema.users).orderBy(schema.users.id);

  const post = (body: string, headers: Record<string, string> = {}) =>
    s.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, ...headers },
      body,
    });

  beforeAll(async () => {
    s = await startServer(kind, { env: { ACCESS_TOKEN_SECRET: SECRET } });
    const [ada] = await s.addPatients([makePatient('Ada', 'Lovelace'), makePatient('Grace', 'Hopper', { state: 'TX' })]);
    patientId = ada?.id ?? '';
    insurerId = (await stores.organization.create(s.db, { active: true, name: 'Acme Health', type: 'ins' }, { authorId: null })).id;
    admin = await s.token('admin');
    const session = await s.signIn(s.user('admin').email);
    idToken = ((await session.json()) as { id_token: string }).id_token;
    before = await counts();
    usersBefore = await userStatuses();
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('HTTP bodies', () => {
    it('malformed JSON → 400 JSON with a code and no internals', async () => {
      for (const route of ['/graphql', '/api/auth/sign-in']) {
        const res = await s.fetch(route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
        expect(res.status, route).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const text = await res.text();
        expect(text).toContain('BAD_USER_INPUT');
        expect(text).not.toMatch(LEAK);
        expect(text).not.toContain('stack');
      }
    });

    it('a GraphQL body over 1 MiB → 413, refused without running it', async () => {
      const res = await s.postOversized('/graphql', JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(1_100_000)}` }), {
        authorization: `Bearer ${admin}`,
      });
      expect(res.status).toBe(413);
      expect(res.contentType).toMatch(/^application\/json/);
      const body = JSON.parse(res.text) as GqlResponse['body'];
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toBe('Request body is too large');
      expect(res.text).not.toMatch(LEAK);
    });

    it('sign-in and sign-out bodies over their small limits → 413', async () => {
      const huge = JSON.stringify({ email: 'admin@demo.test', password: 'x', junk: 'y'.repeat(10_000) });
      const signIn = await s.postOversized('/api/auth/sign-in', huge);
      expect(signIn.status).toBe(413);
      expect(JSON.parse(signIn.text)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
      const signOut = await s.postOversized('/api/auth/sign-out', huge);
      expect(signOut.status).toBe(413);
    });

    it.each([
      ['text/plain', 'hello', 400],
      ['application/x-www-form-urlencoded', 'email=admin%40demo.test&password=x', 415],
      ['application/json', 'null', 400],
      ['application/json', '[1,2]', 400],
      ['application/json', '{"email":"admin@demo.test","password":12345}', 400],
      ['application/json', `{"email":"${'a'.repeat(250)}@demo.test","password":"x"}`, 400],
      ['application/json', `{"email":"admin@demo.test","password":"${'p'.repeat(300)}"}`, 400],
    ])('sign-in with %s body %#  → %i', async (contentType, body, status) => {
      const res = await s.fetch('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': contentType }, body });
      expect(res.status).toBe(status);
      const text = await res.text();
      expect(text).not.toMatch(LEAK);
      expect(text).not.toContain('access_token');
    });

    it('a batch (array body) or a text/plain body on /graphql is refused', async () => {
      const batch = await post(JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]));
      expect(batch.status).toBe(400);
      const plain = await post('{"query":"{ me { id } }"}', { 'content-type': 'text/plain' });
      expect(plain.status).toBe(400);
      expect(await plain.text()).not.toContain('"me"');
    });

    it('a mutation over GET is refused', async () => {
      const target = s.user('external');
      const res = await s.fetch(`/graphql?query=${encodeURIComponent(`mutation { deactivateUser(id: "${target.id}") }`)}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      // 405 Method Not Allowed: Mercurius' own status for a mutation over GET, kept by the error formatter.
      expect(res.status).toBe(405);
      const [row] = await s.db.select({ status: schema.users.status }).from(schema.users).where(eq(schema.users.id, target.id));
      expect(row?.status).toBe('active');
    });
  });

  describe('GraphQL documents', () => {
    it.each([
      ['unknown field', '{ nope }'],
      ['unknown argument', '{ PatientList(color: "red") { totalCount } }'],
      ['syntax error', '{ me { '],
      ['empty document', ''],
    ])('%s → 400 BAD_USER_INPUT', async (_name, query) => {
      const res = await s.gql(query, undefined, admin);
      expect(res.status).toBe(400);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.data ?? null).toBeNull();
    });

    it('a variable of the wrong type → 400 BAD_USER_INPUT', async () => {
      const res = await s.gql('query($f: Int) { PatientList(first: $f) { totalCount } }', { f: 'abc' }, admin);
      expect(res.status).toBe(400);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    });

    const nested = (levels: number) => {
      // __schema(1) types(2) fields(3) type(4), then ofType levels, then name.
      let inner = 'name';
      for (let i = 0; i < levels - 5; i++) inner = `ofType { ${inner} }`;
      return `{ __schema { types { fields { type { ${inner} } } } } }`;
    };

    it(`a query at the depth limit (${MAX_DEPTH}) runs; one level deeper → 400`, async () => {
      const atLimit = await s.gql(nested(MAX_DEPTH), undefined, admin);
      expect(atLimit.status).toBe(200);
      expect(atLimit.body.errors).toBeUndefined();

      const tooDeep = await s.gql(nested(MAX_DEPTH + 1), undefined, admin);
      expect(tooDeep.status).toBe(400);
      expect(codes(tooDeep)).toEqual(['BAD_USER_INPUT']);
      expect(tooDeep.body.errors?.[0]?.message).toContain(`exceeds the query depth limit of ${MAX_DEPTH}`);
    });

    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: PatientList(first: 100) { edges { node { id } } }`).join(' ')} }`;

    it(`a query costing more than ${MAX_COMPLEXITY} → BAD_USER_INPUT 'Query is too costly'`, async () => {
      // Each alias costs 1 + 100 × 3: nine fit under the limit, eleven do not.
      const fits = await s.gql(aliased(9), undefined, admin);
      expect(fits.status).toBe(200);
      expect(fits.body.errors).toBeUndefined();

      const costly = await s.gql(aliased(11), undefined, admin);
      expect(costly.status).toBe(400);
      expect(codes(costly)).toEqual(['BAD_USER_INPUT']);
      expect(costly.body.errors?.[0]?.message).toMatch(/^Query is too costly \(\d+, limit 3000\)\.$/);
      expect(costly.body.data ?? null).toBeNull();
    });

    it('the cost limit also applies when the page size comes from a variable', async () => {
      const query = `query($n: Int) { ${Array.from({ length: 11 }, (_, i) => `a${i}: PatientList(first: $n) { edges { node { id } } }`).join(' ')} }`;
      const res = await s.gql(query, { n: 100 }, admin);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.message).toMatch(/^Query is too costly/);
    });
  });

  describe('arguments', () => {
    it.each([
      ['PatientList', 0],
      ['PatientList', 101],
      ['PatientList', -1],
      ['UserList', 0],
      ['UserList', 101],
      ['GetNotificationList', 0],
      ['GetNotificationList', 101],
    ])('%s(first: %i) → BAD_USER_INPUT', async (field, first) => {
      const res = await s.gql(`query($first: Int) { ${field}(first: $first) { totalCount } }`, { first }, admin);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.extensions?.field).toBe('first');
      expect(res.status).toBe(400);
    });

    it.each([
      ['garbage'],
      ['x'.repeat(65)],
      [Buffer.from('o:-1').toString('base64url')],
      [Buffer.from('o:99999999999').toString('base64url')],
      [Buffer.from('offset 3').toString('base64url')],
    ])('PatientList(after: %j) → BAD_USER_INPUT', async (after) => {
      const res = await s.gql('query($after: String) { PatientList(after: $after) { totalCount } }', { after }, admin);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.extensions?.field).toBe('after');
    });

    it.each([
      ['Patient', '{ Patient(id: "not-a-uuid") { id } }'],
      ['Patient (SQL-ish)', `{ Patient(id: "1' OR '1'='1") { id } }`],
      ['User', '{ User(id: "42") { id } }'],
      ['deactivateUser', 'mutation { deactivateUser(id: "not-a-uuid") }'],
      ['markNotificationViewed', 'mutation { markNotificationViewed(id: "nope") { _id } }'],
    ])('%s with a malformed id → BAD_USER_INPUT', async (_name, query) => {
      const res = await s.gql(query, undefined, admin);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.extensions?.field).toBe('id');
      expect(res.body.errors?.[0]?.message).toBe('id is not a valid id');
    });

    it('a search term of 200 characters runs; 201 → BAD_USER_INPUT', async () => {
      const ok = await s.gql('query($t: String) { PatientList(term: $t) { totalCount } }', { t: 'a'.repeat(200) }, admin);
      expect(ok.body).toEqual({ data: { PatientList: { totalCount: 0 } } });
      for (const field of ['PatientList', 'UserList']) {
        const res = await s.gql(`query($t: String) { ${field}(term: $t) { totalCount } }`, { t: 'a'.repeat(201) }, admin);
        expect(codes(res), field).toEqual(['BAD_USER_INPUT']);
        expect(res.body.errors?.[0]?.extensions?.field).toBe('term');
      }
    });

    it('search wildcards are literal text, not patterns', async () => {
      for (const t of ['%', '_', '\\']) {
        const res = await s.gql<{ PatientList: { totalCount: number } }>(
          'query($t: String) { PatientList(term: $t) { totalCount } }',
          { t },
          admin,
        );
        expect(res.body.data?.PatientList.totalCount, t).toBe(0);
      }
    });
  });

  // Found when the server was tried as an attacker would (DESIGN §5 'One rule for free text and
  // dates'): each answered 500, stored a value no clinic means, or told internals back.
  describe('hostile input', () => {
    const ORDER = 'mutation($i: PatientOrderInput!) { addPatientOrder(input: $i) { id } }';
    const REFERRAL = 'mutation($i: PatientReferralInput!) { addPatientReferral(input: $i) { id } }';
    const COVERAGE = 'mutation($p: ID!, $i: CoverageInput!) { createCoverage(patientId: $p, input: $i) { id } }';
    const order = (over: Record<string, unknown>) => ({ i: { patientId, text: 'Offloading boot', status: 'draft', ...over } });
    const referral = (over: Record<string, unknown>) => ({
      i: { patientId, referralDate: '2026-01-05', source: 'PCP', reason: 'Ulcer', status: 'active', ...over },
    });
    const coverage = (over: Record<string, unknown>) => ({
      p: patientId,
      i: { insurerId, memberId: 'MEMBER-1', order: 1, status: 'active', approval: 'pending', effectiveDate: '2026-01-01', ...over },
    });
    const refusedOn = (res: GqlResponse, field: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.extensions?.field).toBe(field);
      expect(JSON.stringify(res.body)).not.toMatch(LEAK);
      return res.body.errors?.[0]?.message;
    };

    it.each(['1', 'true', '-0.5', '"1"', '"{}"'])('a body whose query is %s → 400 BAD_USER_INPUT, even signed out', async (query) => {
      for (const authorization of [undefined, `Bearer ${admin}`]) {
        const res = await s.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body: `{"query":${query}}`,
        });
        expect(res.status).toBe(400);
        const body = (await res.json()) as GqlResponse['body'];
        expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
        expect(body.errors?.[0]?.message).toBe('query must be GraphQL text.');
      }
    });

    it.each([
      ['addPatientOrder', 'text', ORDER, (c: string) => order({ text: `Boot${c}` })],
      ['addPatientReferral', 'source', REFERRAL, (c: string) => referral({ source: `PCP${c}` })],
      ['addPatientReferral', 'reason', REFERRAL, (c: string) => referral({ reason: `${c}Ulcer` })],
      ['createCoverage', 'groupName', COVERAGE, (c: string) => coverage({ groupName: `Group${c}` })],
      ['createCoverage', 'planName', COVERAGE, (c: string) => coverage({ planName: c })],
      ['createCoverage', 'subscriberName', COVERAGE, (c: string) => coverage({ subscriberName: `Ann${c} Lee` })],
    ] as const)('%s: a lone surrogate or a NUL in %s → BAD_USER_INPUT naming it', async (_op, field, query, variables) => {
      for (const [character, words] of [
        ['\ud800', 'cannot contain half of a character (a lone surrogate)'],
        ['\udc00', 'cannot contain half of a character (a lone surrogate)'],
        ['\u0000', 'cannot contain a NUL character'],
      ] as const) {
        expect(refusedOn(await s.gql(query, variables(character), admin), field)).toBe(`${field} ${words}`);
      }
    });

    it('createUser: a lone surrogate in a name is refused on its field, like every other free text (nothing created)', async () => {
      const CREATE = 'mutation($u: UserInput!) { createUser(user: $u) }';
      const user = {
        email: 'surrogate@demo.test',
        givenName: 'Ann\ud800',
        familyName: 'Lee',
        userType: 'internal',
        roles: ['staff'],
        permissions: [],
        jobFunctions: ['other'],
      };
      const res = await s.gql(CREATE, { u: user }, admin);
      expect(refusedOn(res, 'user.givenName')).toBe('user.givenName cannot contain half of a character (a lone surrogate)');
    });

    it('GetNotificationList with filters.endDate 9999-12-31 → BAD_USER_INPUT (no day after 9999)', async () => {
      const res = await s.gql(
        'query($f: NotificationFilters) { GetNotificationList(filters: $f) { totalCount } }',
        { f: { endDate: '9999-12-31' } },
        admin,
      );
      expect(refusedOn(res, 'filters.endDate')).toBe('filters.endDate must be a date from 1900-01-01 to 2100-12-31');
    });

    it('dates a clinic means: coverage and referral dates in the year 9999 or 3000 are refused', async () => {
      for (const [query, variables, field] of [
        [COVERAGE, coverage({ effectiveDate: '9999-12-31' }), 'effectiveDate'],
        [COVERAGE, coverage({ terminationDate: '3000-01-01' }), 'terminationDate'],
        [REFERRAL, referral({ referralDate: '9999-01-05' }), 'referralDate'],
        [REFERRAL, referral({ referralDate: '3000-01-05' }), 'referralDate'],
      ] as const) {
        expect(refusedOn(await s.gql(query, variables, admin), field)).toBe('Invalid date');
      }
    });

    it('blanks are no value: a member ID or an order of zero-width characters is required; an admissionId of "" is no id', async () => {
      expect(refusedOn(await s.gql(COVERAGE, coverage({ memberId: '\u200b\u200b' }), admin), 'memberId')).toBe('This field is required');
      expect(refusedOn(await s.gql(ORDER, order({ text: ' \u200b\u3164 ' }), admin), 'text')).toBe('This field is required');
      expect(refusedOn(await s.gql(ORDER, order({ admissionId: '' }), admin), 'admissionId')).toBe('admissionId is not a valid id');
    });

    const deeplyNested = `{ PatientList(term: ${'['.repeat(2000)}"x"${']'.repeat(2000)}) { totalCount } }`;
    const tooDeep = `This request asks for more than ${MAX_NESTING} levels of nesting. Split it into smaller requests.`;

    it('a query nested 2,000 brackets deep → BAD_USER_INPUT before it is parsed, signed out too', async () => {
      for (const token of [undefined, admin]) {
        const res = await s.gql(deeplyNested, undefined, token);
        expect(res.status).toBe(400);
        expect(codes(res)).toEqual(['BAD_USER_INPUT']);
        expect(res.body.errors?.[0]?.message).toBe(tooDeep);
      }
    });

    it('…and over the socket', async () => {
      const client = s.ws(admin);
      try {
        const sub = subscribe(client, deeplyNested);
        await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
        const errors = sub.errors[0] as GqlError[];
        expect(errors.map((e) => [e.extensions?.code, e.message])).toEqual([['BAD_USER_INPUT', tooDeep]]);
      } finally {
        await client.dispose();
      }
    });

    it('a value of the wrong type is quoted by a prefix only: 1 MB sent, a short answer back, signed out too', async () => {
      const huge = 'x'.repeat(1_000_000);
      for (const token of [undefined, admin]) {
        const res = await s.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({
            query: 'query($f: Int) { PatientList(first: $f) { totalCount } }',
            variables: { f: huge.slice(0, 999_900) },
          }),
        });
        expect(res.status).toBe(400);
        const text = await res.text();
        expect(text.length).toBeLessThan(1_000);
        const body = JSON.parse(text) as GqlResponse['body'];
        expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
        expect(body.errors?.[0]?.message).toMatch(
          /^Variable "\$f" got invalid value "x{24}…"; Int cannot represent non-integer value: "x{24}…"$/,
        );
      }
    });

    it('an unknown code is quoted by a prefix only', async () => {
      const res = await s.gql(
        'mutation($i: JobFunctionInput!) { updateJobFunction(input: $i) { _id } }',
        { i: { _id: 'clin', events: [`x${'y'.repeat(100_000)}`] } },
        admin,
      );
      expect(refusedOn(res, 'input.events')).toBe(`input.events: 'x${'y'.repeat(39)}' is not a known event`);
    });
  });

  describe('tokens', () => {
    const me = (authorization: string) =>
      s.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });

    const expectRefused = async (authorization: string) => {
      const res = await me(authorization);
      expect(res.status, authorization.slice(0, 40)).toBe(401);
      const body = (await res.json()) as GqlResponse['body'];
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      const flags = await s.fetch('/api/featureFlags', { headers: { authorization } });
      expect(flags.status).toBe(401);
    };

    const sessionUser = () => {
      const u = s.user('admin');
      return { ...u, userType: 'internal' as const, practitionerId: null, hasPin: true };
    };
    /** The admin's own sign-in (its access token's `sid`): a token of an open session, but for what is tested. */
    const adminSession = () => {
      const claims = JSON.parse(Buffer.from(admin.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
      return { id: claims.sid, expiresAt: new Date(Date.now() + 86_400_000) };
    };

    it('garbage, a wrong scheme and an empty bearer are refused', async () => {
      await expectRefused('Bearer garbage-token-value');
      await expectRefused(`Basic ${Buffer.from('admin@demo.test:Demo!2026pass').toString('base64')}`);
      await expectRefused('Bearer ');
      await expectRefused(admin);
    });

    it('a token signed with another secret is refused', async () => {
      const other = createTokenIssuer('another-secret-of-enough-length-0123456789', 900);
      await expectRefused(`Bearer ${(await other.issue(sessionUser(), new Date(), adminSession())).accessToken}`);
    });

    it('a forged signature is refused', async () => {
      const [header, payload] = admin.split('.');
      await expectRefused(`Bearer ${header}.${payload}.${Buffer.from('forged-signature-forged-signature').toString('base64url')}`);
    });

    it('an unsigned (alg none) token is refused', async () => {
      const payload = JSON.parse(Buffer.from(admin.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
      await expectRefused(`Bearer ${none}`);
    });

    it('an expired token is refused', async () => {
      const issuer = createTokenIssuer(SECRET, 900);
      const fresh = await issuer.issue(sessionUser(), new Date(), adminSession());
      expect((await me(`Bearer ${fresh.accessToken}`)).status).toBe(200);
      const old = await issuer.issue(sessionUser(), new Date(Date.now() - 3600_000), adminSession());
      await expectRefused(`Bearer ${old.accessToken}`);
    });

    it('the id token is not an access token', async () => {
      await expectRefused(`Bearer ${idToken}`);
    });

    it('a well-signed token for a user that does not exist is refused', async () => {
      const key = new TextEncoder().encode(SECRET);
      const now = Math.floor(Date.now() / 1000);
      const ghost = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('wound-care-emr')
        .setAudience('api')
        .setSubject(unknownId())
        .setIssuedAt(now)
        .setExpirationTime(now + 900)
        .sign(key);
      await expectRefused(`Bearer ${ghost}`);
    });
  });

  describe('afterwards', () => {
    it('nothing was written and the server still answers', async () => {
      expect(await counts()).toEqual(before);
      expect(await userStatuses()).toEqual(usersBefore);
      expect(await (await s.fetch('/api/status')).json()).toMatchObject({ info: { web: {} } });
      const me = await s.gql<{ me: { id: string } }>('{ me { id } }', undefined, admin);
      expect(me.body.data?.me.id).toBe(s.user('admin').id);
      const list = await s.gql<{ PatientList: { totalCount: number } }>('{ PatientList { totalCount } }', undefined, admin);
      expect(list.body.data?.PatientList.totalCount).toBe(2);
    });
  });
});
