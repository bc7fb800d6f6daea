// The built-in fax simulator (FAX_SERVICE=simulator, the default; DESIGN §8 'Outside services'):
// it sends nothing out and keeps each fax it was given in its folder (DATA_DIR/fax-outbox) under
// the letter's key, so the same key is one fax also across restarts. FAX_SIMULATOR_FAILURE_RATE
// (0–1) makes that share of sends fail, as an unreachable provider would; FAX_SIMULATOR_DELAY_MS
// is the time it takes a letter, a provider's pace.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaxGateway } from './fax-gateway.ts';
import { FaxUnavailableError } from './fax-unavailable.ts';

export interface FaxSimulatorOptions {
  dir: string;
  failureRate?: number;
  delayMs?: number;
}

export function createFaxSimulator(options: FaxSimulatorOptions): FaxGateway {
  const failureRate = options.failureRate ?? 0;
  const fileOf = (key: string) => path.join(options.dir, `${key.replace(/[^a-zA-Z0-9-]/g, '')}.json`);
  return {
    kind: 'simulator',
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
