import { describe, expect, it } from 'vitest';
import { mayCloseSession } from './close-session';

const row = (telemedicineStatus: string, allowCheckout: boolean) => ({ telemedicineStatus, encounter: { state: { allowCheckout } } });

describe('mayCloseSession (SPEC §4)', () => {
  it('offers it on a session in progress that the server lets check out', () => {
    expect(mayCloseSession(row('in-progress', true))).toBe(true);
  });

  it('not when the server does not allow the checkout', () => {
    expect(mayCloseSession(row('in-progress', false))).toBe(false);
  });

  it('never on a request, or a session finished or cancelled', () => {
    for (const status of ['requested', 'finished', 'cancelled']) expect(mayCloseSession(row(status, true))).toBe(false);
  });
});
