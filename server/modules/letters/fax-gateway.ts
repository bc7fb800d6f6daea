// The fax gateway (DESIGN §8 'Outside services'): how a letter reaches the PCP. The app only
// talks to this interface; configuration picks who answers (FAX_SERVICE, server/config.ts): today
// the built-in simulator, which sends nothing out and keeps each fax it was given in
// DATA_DIR/fax-outbox. A send carries the letter's idempotency key, as fax providers' APIs take
// one: the same key is one fax, however often it is sent (a retry after a crash between the send
// and its record), which the simulator keeps across restarts in its folder. FAX_SIMULATOR_FAILURE_RATE
// (0–1) makes that share of sends fail, as an unreachable provider would; FAX_SIMULATOR_DELAY_MS is
// the time it takes a letter, a provider's pace.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const FAX_SERVICES = ['simulator'] as const;
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
  /** Sends (or finds the fax already sent under this key); throws FaxUnavailableError when the provider does not take it. */
  send(fax: FaxSend): Promise<{ faxId: string; duplicate: boolean }>;
}

export class FaxUnavailableError extends Error {}

export function createFaxGateway(kind: FaxServiceKind, options: { dir: string; failureRate?: number; delayMs?: number }): FaxGateway {
  switch (kind) {
    case 'simulator': {
      const failureRate = options.failureRate ?? 0;
      const fileOf = (key: string) => path.join(options.dir, `${key.replace(/[^a-zA-Z0-9-]/g, '')}.json`);
      return {
        kind,
        async send({ key, to, pdf }) {
          const file = fileOf(key);
          const sent = await readFile(file, 'utf8').then(
            (text) => JSON.parse(text) as { faxId: string },
            () => null,
          );
          if (sent) return { faxId: sent.faxId, duplicate: true };
          if (options.delayMs) await sleep(options.delayMs);
          if (failureRate > 0 && Math.random() < failureRate) throw new FaxUnavailableError('The fax service did not take the letter.');
          await mkdir(options.dir, { recursive: true });
          const faxId = `SIMFAX-${key}`;
          await writeFile(file, JSON.stringify({ faxId, to, bytes: pdf.byteLength, sentAt: new Date().toISOString() }), {
            flag: 'wx',
          }).catch((error: NodeJS.ErrnoException) => {
            // Another send of the same key got there first: still one fax.
            if (error.code !== 'EEXIST') throw error;
          });
          return { faxId, duplicate: false };
        },
      };
    }
  }
}
