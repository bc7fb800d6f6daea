// The fax gateway (DESIGN §8 'Outside services'): how a letter reaches the PCP. The app only
// talks to this interface; configuration picks who answers (FAX_SERVICE, server/config.ts): the
// built-in simulator by default (fax-simulator.ts), or Phaxio's REST API (phaxio-fax.ts). A send
// carries the letter's idempotency key: the same key is one fax, however often it is sent (a
// retry after a crash between the send and its record), across restarts too.
import { createFaxSimulator, type FaxSimulatorOptions } from './fax-simulator.ts';
import { createPhaxioFax, type PhaxioOptions } from './phaxio-fax.ts';

export { FaxRejectedError, FaxUnavailableError } from './fax-unavailable.ts';

export const FAX_SERVICES = ['simulator', 'phaxio'] as const;
export type FaxServiceKind = (typeof FAX_SERVICES)[number];

export interface FaxSend {
  /** The idempotency key: one fax per key. */
  key: string;
  /** The fax number, digits. */
  to: string;
  pdf: Uint8Array;
}

export interface FaxGateway {
  readonly kind: FaxServiceKind;
  /**
   * Sends (or finds the fax already sent under this key). Throws FaxUnavailableError when the
   * provider does not take it this time, FaxRejectedError when it refuses this letter itself.
   */
  send(fax: FaxSend): Promise<{ faxId: string; duplicate: boolean }>;
}

export function createFaxGateway(kind: FaxServiceKind, options: FaxSimulatorOptions & { phaxio?: PhaxioOptions }): FaxGateway {
  switch (kind) {
    case 'phaxio': {
      if (!options.phaxio) throw new Error('FAX_SERVICE=phaxio needs FAX_API_KEY and FAX_API_SECRET.');
      return createPhaxioFax(options.phaxio);
    }
    case 'simulator':
      return createFaxSimulator(options);
  }
}
