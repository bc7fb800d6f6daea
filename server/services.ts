// The service layer, built once per app: the only place rules and permission checks live. Each
// area makes its own services (its manifest's createService, server/modules/area-module.ts), in
// the order of what it depends on; what is made here is what every area builds on (the platform).

import type { TokenIssuer } from './auth/tokens.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AreaModule, OutsideServices, Platform } from './modules/area-module.ts';
import { AREAS } from './modules/areas.ts';
import type { SessionPolicy } from './modules/identity/auth-service.ts';
import { createMutationRunner } from './modules/shared/mutation-runner.ts';
import { createReceiverAccess } from './modules/shared/receiver-access.ts';
import { createWritePipeline } from './modules/shared/write-pipeline.ts';
import { createWaitingRoomEvents } from './modules/telehealth/telehealth-events.ts';
import type { Realtime } from './realtime/emitter.ts';

type Area = (typeof AREAS)[number];
type Provided<A> = A extends AreaModule<never, infer P> ? P : never;
type Joined<U> = (U extends unknown ? (u: U) => void : never) extends (j: infer J) => void ? J : never;

/** The areas, each after those it depends on (their `dependsOn`, checked by architecture.test.ts). */
export function inDependencyOrder<A extends { name: string; dependsOn: readonly string[] }>(areas: readonly A[]): A[] {
  const byName = new Map(areas.map((a) => [a.name, a]));
  const ordered: A[] = [];
  const visiting = new Set<string>();
  const visit = (area: A) => {
    if (ordered.includes(area)) return;
    if (visiting.has(area.name)) throw new Error(`The areas depend on each other in a circle through '${area.name}'.`);
    visiting.add(area.name);
    for (const name of area.dependsOn) {
      const dependency = byName.get(name);
      if (dependency) visit(dependency);
    }
    ordered.push(area);
  };
  for (const area of areas) visit(area);
  return ordered;
}

export function createServices(
  db: Database,
  realtime: Realtime,
  tokens: TokenIssuer,
  sessions: SessionPolicy,
  mailer: Mailer,
  /** The durable job queue (server/jobs); started by the app once every area has registered its workers. */
  jobs: JobQueue,
  /** Outside services (DESIGN §8), chosen by configuration; the built-in simulators by default. */
  outside: OutsideServices = {},
) {
  // The waiting room's events are logged with their cursor before they are sent (telehealth-events.ts).
  const waitingRoom = createWaitingRoomEvents(db, realtime);
  // Every declared write runs through this one pipeline (DESIGN §5 'One write pipeline').
  const pipeline = createWritePipeline(createMutationRunner(db, waitingRoom.logged));
  const platform: Platform = { db, realtime, tokens, sessions, mailer, outside, pipeline, waitingRoom, jobs };
  const built: Record<string, unknown> = {
    mailer,
    // A realtime event's receivers as they are now, read once for all of them (DESIGN §5).
    receivers: createReceiverAccess(db),
  };
  for (const area of inDependencyOrder<Area>(AREAS)) {
    // `built` holds every area this one depends on: the manifest's own type names what it uses.
    Object.assign(built, area.createService(platform, built as never));
  }
  return built as Joined<Provided<Area>> & { mailer: Mailer; receivers: ReturnType<typeof createReceiverAccess> };
}

export type Services = ReturnType<typeof createServices>;
