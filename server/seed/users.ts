// The demo accounts of DESIGN §6: one app_user per persona, password DEMO_PASSWORD and (where the
// persona has one) PIN DEMO_PIN, each hashed on its own (distinct salts); users with a
// practitioner are linked to it and carry its state.
import dayjs from 'dayjs';
import { hashSecret } from '../auth/passwords.ts';
import type { users } from '../db/schema.ts';
import { DEMO_PASSWORD, DEMO_PIN, PERSONAS, passwordChangedOn } from './personas.ts';
import type { Staff } from './practitioners.ts';
import { Rng } from './random.ts';

export type UserRow = typeof users.$inferInsert & { id: string };

/** Ids of the demo users by persona key (they do not depend on `today`). */
export function personaUserIds(): Map<string, string> {
  const rng = new Rng('users');
  return new Map(PERSONAS.map((p) => [p.key, rng.uuid()]));
}

export async function buildUsers(staff: readonly Staff[], today: Date): Promise<UserRow[]> {
  const ids = personaUserIds();
  const created = dayjs(today).subtract(90, 'day').toDate();
  // argon2 (~90 ms each): all hashes are started together.
  const hashes = await Promise.all(
    PERSONAS.map(async (p) => ({ password: await hashSecret(DEMO_PASSWORD), pin: p.hasPin ? await hashSecret(DEMO_PIN) : null })),
  );
  return PERSONAS.map((p, i) => {
    const member = staff.find((s) => s.personaKey === p.key);
    const hash = hashes[i];
    const id = ids.get(p.key);
    if (!hash || !id) throw new Error(`seed: missing user data for ${p.key}`);
    const changed = passwordChangedOn(p, today);
    // An account is never younger than its password.
    const since = changed < created ? changed : created;
    return {
      id,
      email: p.email,
      givenName: p.givenName,
      familyName: p.familyName,
      status: 'active',
      userType: p.userType,
      roles: [...p.roles],
      jobFunctions: [...p.jobFunctions],
      permissions: [...p.permissions],
      markets: [...p.markets],
      practitionerId: member?.practitioner.id ?? null,
      phone: `813555${String(100 + i).padStart(4, '0')}`,
      state: member?.place.state ?? p.practitionerState ?? null,
      passwordHash: hash.password,
      passwordChangedOn: changed,
      pinHash: hash.pin,
      pinModifiedOn: hash.pin ? changed : null,
      lastLoggedIn: null,
      statusUpdatedDate: since,
      createdAt: since,
    };
  });
}
