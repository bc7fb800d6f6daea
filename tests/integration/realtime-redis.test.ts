// DESIGN §5: the server is stateless between requests, so several instances can run behind a
// load balancer on one database and one Redis. A notification added through instance B must
// reach a subscriber connected to instance A. Runs when TEST_REDIS_URL is set (.ci/run sets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { topics } from '../../server/realtime/emitter.ts';
import { startServer, subscribe, type TestServer } from './harness.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const SUB = 'subscription { onNotificationAdded { _id event { title } } }';
type Event = { data?: { onNotificationAdded?: { _id: string; event: { title: string } } } | null };

describe.skipIf(!REDIS_URL)('two instances sharing Redis', () => {
  let a: TestServer;
  let b: BuiltApp;

  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL ?? '' };
    a = await startServer('pglite', { env });
    b = await buildApp(loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...env }), {
      database: a.built.database,
      logger: false,
    });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers an event published on one instance to a subscriber on the other', async () => {
    const user = a.user('clinician');
    const client = a.ws(await a.token('clinician'));
    try {
      const sub = subscribe<Event>(client, SUB);
      // Probe through B until A's subscription is live (subscribing is asynchronous).
      for (let i = 0; i < 100 && !sub.events.some((e) => e.data?.onNotificationAdded?._id === `probe-${i - 1}`); i++) {
        await b.app.graphql.pubsub.publish({
          topic: topics.notificationAdded(user.id),
          payload: { onNotificationAdded: { _id: `probe-${i}`, event: { title: 'probe' } } },
        });
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(sub.events.length).toBeGreaterThan(0);

      const added = await b.services.notifications.add({
        userId: user.id,
        eventTitle: 'Admission Created',
        eventDescription: 'via instance B',
      });
      await sub.waitFor((events) => events.some((e) => e.data?.onNotificationAdded?._id === added._id));
    } finally {
      await client.dispose();
    }
  });
});
