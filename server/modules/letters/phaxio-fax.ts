// PCP letters faxed through Phaxio's REST API v2.1 (FAX_SERVICE=phaxio; DESIGN §8 'Outside
// services'), with Node's own fetch and FormData:
//   POST {FAX_API_URL}/faxes  multipart: to (E.164), file, tag[NAME]=value, caller_id
//     → { success, message, data: { id } }   (phaxio.com/docs/api/v2/faxes/create_and_send_fax)
//   GET  {FAX_API_URL}/faxes  ?direction=sent&tag[NAME]=value&created_after=RFC 3339&per_page
//     → { success, message, data: [fax…] }, newest first; created_after defaults to a week ago
//                                                      (phaxio.com/docs/api/v2/faxes/list_faxes)
// both with HTTP Basic authentication (the API key and secret).
//
// Phaxio takes no idempotency key, so the letter's key rides on the fax as a tag, and every send
// first lists the account's sent faxes with that tag: a fax already there is the letter's fax
// (duplicate), whether an earlier attempt heard Phaxio's answer or not (the process died, or the
// connection dropped, between Phaxio taking the fax and our record). Sends of one key in this
// process wait for each other, so two jobs here never both find nothing and both send. A fax
// Phaxio took is the letter's one fax whatever became of its delivery: a fax that later failed on
// the line is not sent again under the same key (the provider retries the line itself).
//
// Neither the PDF nor the fax number is ever logged or put in an error message: Phaxio's own
// messages may quote the number, so only the HTTP status is kept.
import type { FaxGateway } from './fax-gateway.ts';
import { FaxRejectedError, FaxUnavailableError } from './fax-unavailable.ts';

export const PHAXIO_API_URL = 'https://api.phaxio.com/v2.1';

export interface PhaxioOptions {
  /** The API's address, PHAXIO_API_URL unless a test's compatible server (FAX_API_URL). */
  url: string;
  apiKey: string;
  apiSecret: string;
  /** A Phaxio number of the account to send from, E.164 (FAX_CALLER_ID); unset: the account's default. */
  callerId?: string | undefined;
  /** How long one request may take (ms). */
  timeoutMs?: number;
}

/** The tag holding the letter's idempotency key. */
export const KEY_TAG = 'idempotency_key';
/** How far back the lookup reaches: longer than any letter's retries, and a Failed letter sent again later. */
const LOOKBACK_DAYS = 90;

/** A US fax number (the PCPs' are NANP numbers, SPEC §3 Phone) in E.164, or null. */
export function toE164(digits: string): string | null {
  const d = digits.replace(/\D/g, '');
  if (/^[2-9]\d{2}[2-9]\d{6}$/.test(d)) return `+1${d}`;
  if (/^1[2-9]\d{2}[2-9]\d{6}$/.test(d)) return `+${d}`;
  return null;
}

interface PhaxioFax {
  id: number | string;
  tags?: Record<string, string> | null;
}

const reason = (error: unknown) => {
  const e = error as Error & { cause?: { code?: string } };
  if (e.name === 'TimeoutError') return 'it did not answer in time';
  return e.cause?.code ?? e.message;
};

export function createPhaxioFax(options: PhaxioOptions): FaxGateway {
  const base = options.url.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const inFlight = new Map<string, Promise<{ faxId: string; duplicate: boolean }>>();

  /** One request; its JSON's data when Phaxio says success, else the refusal as an error. */
  async function call(method: 'GET' | 'POST', path: string, body?: FormData): Promise<unknown> {
    let response: Response;
    let answer: { success?: unknown; data?: unknown } | null;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json' },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = (await response.json().catch(() => null)) as typeof answer;
    } catch (error) {
      // Unreachable, reset or timed out: for a send, Phaxio may or may not have taken it; the
      // retry's lookup tells which.
      throw new FaxUnavailableError(`The fax service did not answer: ${reason(error)}.`);
    }
    if (response.ok && answer?.success === true) return answer.data;
    if ([400, 413, 415, 422].includes(response.status)) {
      // Phaxio refuses the request itself (an invalid number, a file it cannot fax): the same
      // letter sent again is refused again, so this is not the "try later" of a busy service:
      // the letter job marks the letter Failed at once, with this reason (letter-sender.ts).
      throw new FaxRejectedError(`The fax service refused the letter (HTTP ${response.status}).`);
    }
    if (response.status === 401 || response.status === 403) {
      // Our credentials, not the letter: retried, so letters go once FAX_API_KEY/SECRET are fixed.
      throw new FaxUnavailableError(
        `The fax service refused our credentials (HTTP ${response.status}): check FAX_API_KEY and FAX_API_SECRET.`,
      );
    }
    // 429 (rate limit), 5xx, a wrong address, or a 2xx we cannot read: try later.
    throw new FaxUnavailableError(
      response.ok
        ? 'The fax service answered in a way that could not be read.'
        : `The fax service did not take the letter (HTTP ${response.status}).`,
    );
  }

  /** The fax already sent under this key, if any (the oldest, should there be more). */
  async function findSent(key: string): Promise<string | null> {
    const query = new URLSearchParams({
      direction: 'sent',
      [`tag[${KEY_TAG}]`]: key,
      created_after: new Date(Date.now() - LOOKBACK_DAYS * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      per_page: '20',
    });
    const data = await call('GET', `/faxes?${query}`);
    if (!Array.isArray(data)) throw new FaxUnavailableError('The fax service answered in a way that could not be read.');
    // Checked here too: a lookup that ignored the tag must not pass another letter's fax off as this one.
    const mine = (data as PhaxioFax[]).filter((fax) => fax?.tags?.[KEY_TAG] === key && fax.id !== undefined);
    const oldest = mine.at(-1);
    return oldest ? String(oldest.id) : null;
  }

  async function sendOnce(key: string, to: string, pdf: Uint8Array): Promise<{ faxId: string; duplicate: boolean }> {
    const number = toE164(to);
    if (!number) throw new FaxRejectedError('The fax number is not a 10-digit US fax number.');
    const sent = await findSent(key);
    if (sent) return { faxId: sent, duplicate: true };
    const form = new FormData();
    form.append('to', number);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'letter.pdf');
    form.append(`tag[${KEY_TAG}]`, key);
    if (options.callerId) form.append('caller_id', options.callerId);
    const data = (await call('POST', '/faxes', form)) as { id?: unknown } | null;
    const id = data?.id;
    // Taken but without an id we can read: the next attempt's lookup finds it by its tag.
    if (typeof id !== 'number' && typeof id !== 'string')
      throw new FaxUnavailableError('The fax service answered in a way that could not be read.');
    return { faxId: String(id), duplicate: false };
  }

  return {
    kind: 'phaxio',
    async send({ key, to, pdf }) {
      const running = inFlight.get(key);
      if (running) return { ...(await running), duplicate: true };
      const sending = sendOnce(key, to, pdf);
      inFlight.set(key, sending);
      try {
        return await sending;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}
