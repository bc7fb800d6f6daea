// The Phaxio fax client (FAX_SERVICE=phaxio) against an in-process compatible provider
// (tests/support/phaxio-fax-server.ts): a letter is one fax under its key, also when it is sent
// again, at once, or after Phaxio took it but its answer was lost; a busy, failing, slow or gone
// provider did not take it (FaxUnavailableError, retried); a refused number is FaxRejectedError;
// no error names the fax number.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PHAXIO_TEST_KEY,
  PHAXIO_TEST_SECRET,
  type PhaxioFaxServer,
  startPhaxioFaxServer,
} from '../../../tests/support/phaxio-fax-server.ts';
import { createFaxGateway, FaxRejectedError, FaxUnavailableError } from './fax-gateway.ts';
import { KEY_TAG, toE164 } from './phaxio-fax.ts';

const pdf = new TextEncoder().encode('%PDF-1.4 a letter');

describe('the Phaxio fax gateway', () => {
  let provider: PhaxioFaxServer;
  const gateway = (more: { apiSecret?: string; timeoutMs?: number; callerId?: string } = {}) =>
    createFaxGateway('phaxio', {
      dir: '/nonexistent',
      phaxio: { url: provider.url, apiKey: PHAXIO_TEST_KEY, apiSecret: PHAXIO_TEST_SECRET, ...more },
    });

  beforeAll(async () => {
    provider = await startPhaxioFaxServer();
  });
  beforeEach(() => {
    provider.faxes.length = 0;
    provider.requests.length = 0;
  });
  afterAll(() => provider.close());

  it('sends the PDF to the E.164 number, tagged with the key, from the caller id', async () => {
    const sent = await gateway({ callerId: '+18135550000' }).send({ key: 'letter-1', to: '8135550199', pdf });
    expect(sent).toEqual({ faxId: String(provider.faxes[0]?.id), duplicate: false });
    expect(provider.faxes).toHaveLength(1);
    expect(provider.faxes[0]).toMatchObject({ to: '+18135550199', tags: { [KEY_TAG]: 'letter-1' }, callerId: '+18135550000' });
    expect(Buffer.from(provider.faxes[0]?.pdf ?? []).toString()).toBe('%PDF-1.4 a letter');
    // It looked for an earlier fax of the key before sending.
    expect(provider.requests).toEqual(['GET /v2.1/faxes', 'POST /v2.1/faxes']);
  });

  it('answers the same key sent again, by another process too, with the fax it already sent', async () => {
    const first = await gateway().send({ key: 'letter-2', to: '8135550199', pdf });
    const again = await gateway().send({ key: 'letter-2', to: '8135550199', pdf });
    expect(again).toEqual({ faxId: first.faxId, duplicate: true });
    const other = await gateway().send({ key: 'letter-3', to: '8135550199', pdf });
    expect(other.duplicate).toBe(false);
    expect(provider.faxes.map((f) => f.tags[KEY_TAG])).toEqual(['letter-2', 'letter-3']);
  });

  it('sends a key once when two sends of it run at once', async () => {
    const one = gateway();
    const [a, b] = await Promise.all([
      one.send({ key: 'letter-4', to: '8135550199', pdf }),
      one.send({ key: 'letter-4', to: '8135550199', pdf }),
    ]);
    expect(a.faxId).toBe(b.faxId);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(provider.faxes).toHaveLength(1);
  });

  it("is one fax when Phaxio took it but the answer was lost: the retry finds it by the key's tag", async () => {
    provider.failNext('lose-answer');
    await expect(gateway().send({ key: 'letter-5', to: '8135550199', pdf })).rejects.toBeInstanceOf(FaxUnavailableError);
    expect(provider.faxes).toHaveLength(1);
    const retry = await gateway().send({ key: 'letter-5', to: '8135550199', pdf });
    expect(retry).toEqual({ faxId: String(provider.faxes[0]?.id), duplicate: true });
    expect(provider.faxes).toHaveLength(1);
  });

  it('says a refusing, rate-limited, slow or gone provider did not take it, and a retry sends it once', async () => {
    provider.failNext('refuse', 'rate-limit');
    await expect(gateway().send({ key: 'letter-6', to: '8135550199', pdf })).rejects.toThrow(/did not take the letter \(HTTP 503\)/);
    await expect(gateway().send({ key: 'letter-6', to: '8135550199', pdf })).rejects.toThrow(/HTTP 429/);
    provider.failNext('hang');
    const slow = gateway({ timeoutMs: 300 }).send({ key: 'letter-6', to: '8135550199', pdf });
    await expect(slow).rejects.toBeInstanceOf(FaxUnavailableError);
    await expect(slow).rejects.toThrow(/did not answer in time/);
    const gone = createFaxGateway('phaxio', {
      dir: '/nonexistent',
      phaxio: { url: 'http://127.0.0.1:9/v2.1', apiKey: 'k', apiSecret: 's', timeoutMs: 2_000 },
    });
    await expect(gone.send({ key: 'letter-6', to: '8135550199', pdf })).rejects.toBeInstanceOf(FaxUnavailableError);
    expect(provider.faxes).toHaveLength(0);
    expect((await gateway().send({ key: 'letter-6', to: '8135550199', pdf })).duplicate).toBe(false);
    expect(provider.faxes).toHaveLength(1);
  });

  it('takes wrong credentials as unavailable (the letter is fine; retried once they are fixed)', async () => {
    const wrong = gateway({ apiSecret: 'not-the-secret' }).send({ key: 'letter-7', to: '8135550199', pdf });
    await expect(wrong).rejects.toBeInstanceOf(FaxUnavailableError);
    await expect(wrong).rejects.toThrow(/credentials \(HTTP 401\)/);
  });

  it('rejects a number Phaxio refuses, or that is no US fax number, without naming it', async () => {
    provider.failNext('reject-number');
    const refused = gateway().send({ key: 'letter-8', to: '8135550199', pdf });
    await expect(refused).rejects.toBeInstanceOf(FaxRejectedError);
    await expect(refused).rejects.not.toThrow(/8135550199/);
    await expect(refused).rejects.toThrow('The fax service refused the letter (HTTP 422).');
    const bad = gateway().send({ key: 'letter-9', to: '0123', pdf });
    await expect(bad).rejects.toBeInstanceOf(FaxRejectedError);
    await expect(bad).rejects.not.toThrow(/0123/);
    expect(provider.faxes).toHaveLength(0);
  });

  it('writes US numbers in E.164', () => {
    expect(toE164('8135550199')).toBe('+18135550199');
    expect(toE164('1 (813) 555-0199')).toBe('+18135550199');
    expect(toE164('0135550199')).toBeNull();
    expect(toE164('555-0199')).toBeNull();
  });
});
