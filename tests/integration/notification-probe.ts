// A notification published straight to a user's topic (what a server-side notification does),
// and the wait until a subscription hears one: proves the subscription is live before a test
// publishes the event it is about.
import { topics } from '../../server/realtime/emitter.ts';
import type { GqlError, Subscription, TestServer } from './harness.ts';

export type NotificationEvent = {
  data?: {
    onNotificationAdded?: { _id: string; cursor?: string; notify?: string | null; event?: { title?: string; code?: string | null } };
  } | null;
  errors?: GqlError[];
};

export const PROBE = 'probe-';
export const isProbe = (e: NotificationEvent) => e.data?.onNotificationAdded?._id.startsWith(PROBE) ?? false;

/** Publishes a notification with id `id` to the user's topic. */
export const publishNotification = (s: TestServer, userId: string, id: string) =>
  new Promise<void>((resolve) => {
    s.built.app.graphql.pubsub.publish(
      {
        topic: topics.notificationAdded(userId),
        payload: {
          onNotificationAdded: {
            _id: id,
            // No cursor: a probe is never taken for a replayed notification (server/realtime/replay.ts).
            cursor: '',
            viewed: false,
            createdAt: new Date().toISOString(),
            event: { code: null, title: 'probe', description: 'probe' },
            resource: { admissionId: null },
            meta: { patientId: null, patientName: null, practitionerId: null, practitionerName: null },
            resourceDetails: {
              resourceType: null,
              id: null,
              instantiatesCanonical: null,
              orderId: null,
              serviceRequestId: null,
              documentId: null,
            },
            notify: null,
          },
        },
      },
      () => resolve(),
    );
  });

/** Publishes probes until the subscription has heard one. */
export async function untilLive(s: TestServer, userId: string, sub: Subscription<NotificationEvent>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await publishNotification(s, userId, `${PROBE}ready-${i}`);
    try {
      await sub.waitFor((events) => events.some(isProbe), 50);
      return;
    } catch {
      // not subscribed yet; probe again
    }
  }
  throw new Error('subscription never became live');
}
