// An area's manifest (server/modules/README.md 'One folder per area'): what the app needs of a
// functional area — its SDL, read from the .graphql files beside the manifest, its resolvers, its
// operation rules, the areas it builds on and its services. server/graphql/schema.ts,
// graphql/plugin.ts, server/services.ts and codegen read every area through `AREAS` (areas.ts);
// server/architecture.test.ts holds each manifest to its folder: its SDL fields are exactly its
// rules' GraphQL fields and have its resolvers, and `dependsOn` is exactly what the folder imports.
import { readFileSync } from 'node:fs';
import type { OperationRule } from '../../src/domain/operation-permissions.ts';
import type { TokenIssuer } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Realtime } from '../realtime/emitter.ts';
import type { EligibilityService } from './coverage/eligibility-service.ts';
import type { DocumentStorage } from './documents/document-storage.ts';
import type { SessionPolicy } from './identity/auth-service.ts';
import type { FaxGateway } from './letters/fax-gateway.ts';
import type { WritePipeline } from './shared/write-pipeline.ts';
import type { WaitingRoomEvents } from './telehealth/telehealth-events.ts';

/** Outside services (DESIGN §8), chosen by configuration; the built-in simulators when absent. */
export interface OutsideServices {
  eligibility?: EligibilityService;
  documentStorage?: DocumentStorage;
  routingUrl?: string | undefined;
  /** PUBLIC_URL, for the links of invitation mail (users/user-service.ts). */
  publicUrl?: string | undefined;
  /** ADP's company code, for Payroll Info's export (payroll/payroll-service.ts). */
  adpCompanyCode?: string;
  /** The fax gateway of the PCP letters (letters/fax-gateway.ts). */
  fax?: FaxGateway;
}

/** What every area's services are made from (server/services.ts builds it once per app). */
export interface Platform {
  db: Database;
  realtime: Realtime;
  tokens: TokenIssuer;
  sessions: SessionPolicy;
  mailer: Mailer;
  outside: OutsideServices;
  /** Every declared write runs through this one pipeline (DESIGN §5 'One write pipeline'). */
  pipeline: WritePipeline;
  /** The waiting room's event log, which the pipeline publishes through (telehealth-events.ts). */
  waitingRoom: WaitingRoomEvents;
  /** The durable job queue (DESIGN §8 'Background work'): an area registers its workers here. */
  jobs: JobQueue;
}

/**
 * `Needs`: the services of the areas it depends on that it builds with (made first: server/services.ts
 * makes the areas in `dependsOn` order); `Provides`: its own services, by the name resolvers call them.
 */
export interface AreaModule<Needs = never, Provides extends object = object> {
  /** The area's folder under server/modules. */
  name: string;
  /** The area's SDL: its types and its `extend type Query/Mutation/Subscription` fields. */
  typeDefs: string;
  /** One resolver set per SDL file. */
  resolvers: readonly Resolvers[];
  /** Who may call each of its operations (SPEC §6; src/domain/operation-rules/<area>.ts). */
  rules: Readonly<Record<string, OperationRule>>;
  /** The areas whose files this one imports (besides shared), one way only (README 'Layers'). */
  dependsOn: readonly string[];
  /** Its services, made once per app. */
  createService: (platform: Platform, built: Needs) => Provides;
}

/** A manifest, with its services' types kept (server/services.ts `Services` is made of them). */
export const defineArea = <Needs, Provides extends object>(area: AreaModule<Needs, Provides>): AreaModule<Needs, Provides> => area;

/** The named .graphql files beside the manifest at `manifestUrl`, joined. */
export const readSdl = (manifestUrl: string, files: readonly string[]): string =>
  files.map((file) => readFileSync(new URL(file, manifestUrl), 'utf8')).join('\n');
