// The request log keeps no value a user sent (DESIGN §5): an invitation or password-reset link's
// token (SPEC §4 Users) and a password-reset code never reach it, whether they travel in the
// page's url (/invitation?token=…), a GraphQL GET's variables or a POST body; the log still says
// which path was asked for, with its query values as [redacted].
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import { REDACTED } from '../../server/http/request-log.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

const CREATE = 'mutation($user: UserInput!) { createUser(user: $user) }';
const RESET = 'mutation($id: ID!) { resetUserPassword(id: $id) }';
const STATUS = 'query($token: String!) { InvitationStatus(token: $token) { valid purpose } }';
const ACCEPT = 'mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) }';
const CONFIRM = `mutation($email: String!, $code: String!, $password: String!) {
  confirmPasswordChange(email: $email, verificationCode: $code, newPassword: $password) }`;
const TOKEN_IN = /\/invitation\?token=([A-Za-z0-9_-]{43})/;
const EMAIL = 'logged.nurse@fixture.test';
const PASSWORDS = ['Invited!Nurse2026', 'Reset!Nurse2027', 'Coded!Nurse2028'];

describe.each(kinds)('the request log on %s', (kind) => {
  let s: TestServer;
  const lines: string[] = [];
  let admin: string;

  beforeAll(async () => {
    s = await startServer(kind, { env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });

  /** The newest link's token mailed to EMAIL. */
  const mailedToken = (): string => {
    const token = TOKEN_IN.exec(s.mail(EMAIL).at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`no link was mailed to ${EMAIL}`);
    return token;
  };

  /** A GraphQL call as a GET: its variables travel in the url. */
  const gqlGet = (query: string, variables: Record<string, unknown>) =>
    s.fetch(`/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`);

  /** Everything a link's page does with its token: open it, read its status (GET and POST), set the password. */
  async function useLink(token: string, password: string, purpose: 'invite' | 'reset') {
    await s.fetch(`/invitation?token=${token}`);
    const status = await gqlGet(STATUS, { token });
    expect(await status.json()).toEqual({ data: { InvitationStatus: { valid: true, purpose } } });
    expect((await s.gql(STATUS, { token })).body.data).toEqual({ InvitationStatus: { valid: true, purpose } });
    // A mutation over GET is refused, but its url reaches the server.
    expect((await gqlGet(ACCEPT, { token, password })).status).toBeGreaterThanOrEqual(400);
    expect((await s.gql(ACCEPT, { token, password })).body).toEqual({ data: { acceptInvitation: true } });
  }

  it('holds no invitation or reset token, no reset code and no password', async () => {
    const created = await s.gql<{ createUser: string }>(
      CREATE,
      {
        user: {
          email: EMAIL,
          givenName: 'Logged',
          familyName: 'Nurse',
          userType: 'internal',
          roles: ['staff'],
          permissions: ['patient'],
          jobFunctions: ['clin'],
        },
      },
      admin,
    );
    const id = created.body.data?.createUser;
    if (!id) throw new Error(JSON.stringify(created.body));
    const invitation = mailedToken();
    await useLink(invitation, PASSWORDS[0] as string, 'invite');

    expect((await s.gql(RESET, { id }, admin)).body.data).toEqual({ resetUserPassword: id });
    const reset = mailedToken();
    expect(reset).not.toBe(invitation);
    await useLink(reset, PASSWORDS[1] as string, 'reset');

    // The password-expired screen's code: asked for and checked in POST bodies, used by GraphQL.
    const post = (path: string, body: unknown) =>
      s.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/auth/password-reset/code', { email: EMAIL })).status).toBe(200);
    const code = s.latestCode(EMAIL);
    expect((await post('/api/auth/password-reset/verify', { email: EMAIL, code })).status).toBe(200);
    await gqlGet(CONFIRM, { email: EMAIL, code, password: PASSWORDS[2] });
    expect((await s.gql(CONFIRM, { email: EMAIL, code, password: PASSWORDS[2] })).body).toEqual({
      data: { confirmPasswordChange: true },
    });

    // No value the user was sent or typed…
    const log = lines.join('');
    for (const secret of [invitation, reset, ...PASSWORDS, encodeURIComponent(PASSWORDS[0] as string)]) {
      expect(log).not.toContain(secret);
    }
    // The code is a few digits, which a timestamp may hold: it is looked for as a value.
    for (const quoted of [`"${code}"`, `%22${code}%22`, `=${code}`]) expect(log).not.toContain(quoted);
    expect(log).not.toMatch(/token=(?!\[redacted\])/);
    // …though the log is there and says what was asked for.
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toContain(`/invitation?token=${REDACTED}`);
    expect(urls).toContain(`/graphql?query=${REDACTED}&variables=${REDACTED}`);
    expect(urls).toContain('/api/auth/password-reset/verify');
  });
  it('a database failure is logged by its code and the operation, never the values sent (no SQL parameters)', async () => {
    // The database refuses these rows as no input check would: the failure is the server's (500),
    // and its log line is all that is left of it.
    await s.db.execute(
      sql.raw(`alter table service_request add constraint log_test_order check (coalesce(content->>'text', '') not like 'Refused%')`),
    );
    await s.db.execute(
      sql.raw(`alter table coverage add constraint log_test_coverage check (coalesce(content->>'subscriberId', '') not like 'REFUSED%')`),
    );
    const [patient] = await s.addPatients([makePatient('Logged', 'Patient')]);
    const insurer = await stores.organization.create(s.db, { active: true, name: 'Logged Health', type: 'ins' }, { authorId: null });
    const ORDER_TEXT = 'Refused order: compression wrap for Logged Patient';
    const MEMBER_ID = 'REFUSED-MEMBER-4242';
    const SUBSCRIBER = 'Secret Subscriber Name';
    const before = lines.length;

    const order = await s.gql(
      'mutation($i: PatientOrderInput!) { addPatientOrder(input: $i) { id } }',
      { i: { patientId: patient?.id, text: ORDER_TEXT, status: 'draft' } },
      admin,
    );
    const coverage = await s.gql(
      'mutation($p: ID!, $i: CoverageInput!) { createCoverage(patientId: $p, input: $i) { id } }',
      {
        p: patient?.id,
        i: {
          insurerId: insurer.id,
          memberId: MEMBER_ID,
          order: 1,
          status: 'active',
          approval: 'pending',
          effectiveDate: '2026-01-01',
          subscriberName: SUBSCRIBER,
        },
      },
      admin,
    );
    for (const res of [order, coverage]) {
      expect(res.status).toBe(500);
      expect(res.body.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['INTERNAL_SERVER_ERROR', 'Something went wrong']]);
    }

    const logged = lines.slice(before).join('');
    for (const value of [ORDER_TEXT, 'compression wrap', MEMBER_ID, SUBSCRIBER, 'Failing row', 'insert into', 'params:']) {
      expect(logged).not.toContain(value);
    }
    // …though each failure is there, by its code and its operation.
    const failures = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg?: string; field?: string; err?: { code?: string; constraint?: string } })
      .filter((line) => line.msg === 'graphql resolver failed');
    expect(failures.map((f) => [f.field, f.err?.code, f.err?.constraint])).toEqual([
      ['addPatientOrder', '23514', 'log_test_order'],
      ['createCoverage', '23514', 'log_test_coverage'],
    ]);
  });
});
