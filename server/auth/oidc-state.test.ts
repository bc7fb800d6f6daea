import { describe, expect, it } from 'vitest';
import { createPendingSignInSealer, readPendingCookie, SSO_PENDING_TTL_SECONDS } from './oidc-state.ts';

const SECRET = 'a-test-token-secret-of-at-least-32-characters';
const pending = { codeVerifier: 'verifier-abc', state: 'state-123', nonce: 'nonce-xyz' };

describe('pending sign-in cookie', () => {
  const sealer = createPendingSignInSealer(SECRET);

  it('opens what it sealed, and hides it', async () => {
    const sealed = await sealer.seal(pending);
    expect(sealed).not.toContain('state-123');
    expect(await sealer.open(sealed)).toEqual(pending);
  });

  it('expires after ten minutes', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const sealed = await sealer.seal(pending, now);
    expect(await sealer.open(sealed, new Date(now.getTime() + (SSO_PENDING_TTL_SECONDS - 5) * 1000))).toEqual(pending);
    expect(await sealer.open(sealed, new Date(now.getTime() + (SSO_PENDING_TTL_SECONDS + 5) * 1000))).toBeNull();
  });

  it('refuses a tampered cookie, one sealed with another secret, and garbage', async () => {
    const sealed = await sealer.seal(pending);
    const parts = sealed.split('.');
    const ciphertext = parts[3] ?? '';
    parts[3] = `${ciphertext.slice(0, 1) === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(await sealer.open(parts.join('.'))).toBeNull();
    const other = await createPendingSignInSealer(`${SECRET}-other`).seal(pending);
    expect(await sealer.open(other)).toBeNull();
    expect(await sealer.open('not.a.jwe')).toBeNull();
    expect(await sealer.open(undefined)).toBeNull();
  });

  it('reads its cookie among others', () => {
    expect(readPendingCookie('a=1; emr_sso=abc.def; b=2')).toBe('abc.def');
    expect(readPendingCookie('a=1')).toBeUndefined();
    expect(readPendingCookie(undefined)).toBeUndefined();
  });
});
