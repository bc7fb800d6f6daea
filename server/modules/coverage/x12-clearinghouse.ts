// A clearinghouse that takes ASC X12 270 inquiries over HTTPS and answers with a 271 in the
// response body (ELIGIBILITY_SERVICE=x12, ELIGIBILITY_CLEARINGHOUSE_URL; DESIGN §8 'Outside
// services'). The messages are x12-eligibility.ts's. A clearinghouse that cannot be reached, times
// out or answers with an HTTP error did not answer (EligibilityUnavailableError): nothing is
// recorded and a bulk run retries it.
import type { EligibilityService } from './eligibility-service.ts';
import { EligibilityUnavailableError } from './eligibility-unavailable.ts';
import { build270, parse271, type X12Parties } from './x12-eligibility.ts';

export interface ClearinghouseOptions extends X12Parties {
  url: string;
  /** How long one inquiry may take (ms). */
  timeoutMs?: number;
}

export function createX12Clearinghouse(options: ClearinghouseOptions): EligibilityService {
  let control = Math.floor(Date.now() / 1000) % 1_000_000;
  return {
    kind: 'x12',
    async check(request) {
      control += 1;
      const body = build270(request, options, control, new Date());
      let text: string;
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/edi-x12', accept: 'application/edi-x12' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        if (!response.ok) throw new Error(`the clearinghouse answered ${response.status}`);
        text = await response.text();
      } catch (error) {
        throw new EligibilityUnavailableError(`The eligibility service did not answer: ${(error as Error).message}`);
      }
      try {
        return parse271(text, request);
      } catch (error) {
        throw new EligibilityUnavailableError(`The clearinghouse's answer could not be read: ${(error as Error).message}`);
      }
    },
  };
}
