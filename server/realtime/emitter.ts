// Pub/sub for GraphQL subscriptions: in-memory by default, Redis when REDIS_URL is set, so
// several server instances behind a load balancer deliver each other's events (DESIGN §5).
import mqemitter, { type MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';

export interface Realtime {
  emitter: MQEmitter;
  publish(topic: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

export function createRealtime(redisUrl: string | undefined): Realtime {
  const emitter: MQEmitter = redisUrl ? (mqemitterRedis({ connectionString: redisUrl }) as unknown as MQEmitter) : mqemitter();
  return {
    emitter,
    publish: (topic, payload) =>
      new Promise((resolve, reject) => emitter.emit({ topic, payload } as never, (err?: Error) => (err ? reject(err) : resolve()))),
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}

export const topics = {
  notificationAdded: (userId: string) => `NOTIFICATION_ADDED:${userId}`,
  /** Per practitioner: whoever may hear a practitioner's encounters subscribes to that topic. */
  encounterCreated: (practitionerId: string) => `ENCOUNTER_CREATED:${practitionerId}`,
  encounterUpdated: (practitionerId: string) => `ENCOUNTER_UPDATED:${practitionerId}`,
  /** Per practitioner: a booking, a route or a visit's encounter changed their schedule (SPEC §4 live board). */
  scheduleChanged: (practitionerId: string) => `SCHEDULE_CHANGED:${practitionerId}`,
  /** Per patient state: the waiting room's requests (SPEC §7 waiting-room subscription by patient states). Logged for replay. */
  waitingRoom: (state: string) => `WAITING_ROOM:${state}`,
  /** Per bulk eligibility run: its progress (SPEC §2 /bulk-eligibility), for whoever may read the run. */
  bulkEligibility: (runId: string) => `BULK_ELIGIBILITY:${runId}`,
  /** Per letter kind: a PCP letter sent or failed (SPEC §2 /missed-appointments, /made-encounters), for PCC users who may read its patient. */
  pcpLetters: (kind: string) => `PCP_LETTERS:${kind}`,
};
