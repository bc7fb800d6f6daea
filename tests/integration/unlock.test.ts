// 'Lock EMR' unlock (POST /api/auth/unlock): the PIN is checked against its slow hash; a wrong
// or malformed PIN gets the spec's words with 403 (the session itself stays valid).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/auth/passwords.ts';
import * as schema from '../../server/db/schema.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

describe.each(kinds)('unlock on %s', (kind) => {
  let s: TestServer;
  let token: string;
  const unlock = (pin: unknown, bearer = token) =>
    s.fetch('/api/auth/unlock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ pin }),
    });

  beforeAll(async () => {
    s = await startServer(kind);
    await s.db
      .update(schema.users)
      .set({ pinHash: await hashSecret('135792') })
      .where(eq(schema.users.id, s.user('clinician').id));
    token = await s.token('clinician');
  });
  afterAll(() => s?.close());

  it('accepts the right PIN with 204', async () => {
    expect((await unlock('135792')).status).toBe(204);
  });

  it.each([['111111'], ['12345'], ['abcdef'], [123456], [null]])('refuses %j with 403 and the spec message', async (pin) => {
    const res = await unlock(pin);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Incorrect PIN, logout to continue' });
  });

  it('asks to verify the PIN when the user has none', async () => {
    const other = await s.token('billing');
    await s.db
      .update(schema.users)
      .set({ pinHash: null })
      .where(eq(schema.users.id, s.user('billing').id));
    const res = await unlock('135792', other);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Please verify your PIN' });
  });

  it('needs a signed-in user', async () => {
    expect((await unlock('135792', 'not-a-token-at-all')).status).toBe(401);
  });
});
