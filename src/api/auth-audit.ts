// Auth events that happen on the device (an unlock, a wrong PIN, an idle lock or logout) belong in
// the server's audit trail too. They are queued in localStorage — the device may be offline in a
// basement — and sent with POST /api/auth/audit when a session and a connection are there.
import { authHeaders, freshSession } from './auth';
import { REQUEST_TIMEOUT_MS, send } from './http';

export type DeviceAuthEventKind = 'unlock' | 'unlock-failed' | 'lock' | 'idle-logout';
interface QueuedEvent {
  userId: string;
  kind: DeviceAuthEventKind;
  at: string;
}

const QUEUE_KEY = 'emr.authAudit';
/** The server takes at most 50 per request; older events beyond that are dropped. */
const MAX_QUEUED = 50;

function readQueue(): QueuedEvent[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedEvent[]) : [];
  } catch {
    return [];
  }
}

const writeQueue = (queue: QueuedEvent[]) => {
  if (queue.length === 0) localStorage.removeItem(QUEUE_KEY);
  else localStorage.setItem(QUEUE_KEY, JSON.stringify(queue.slice(-MAX_QUEUED)));
};

let flushing: Promise<void> | null = null;
/** An event was queued while a flush was on its way: it goes in one more request right after. */
let queuedMeanwhile = false;

/**
 * Sends the signed-in user's queued events; keeps them when offline or refused for a passing
 * reason. One request at a time; events queued during it follow at once (a 'lock' right after an
 * unlock's report must reach the server: it locks the session there, SPEC §4).
 */
export function flushAuthEvents(): Promise<void> {
  if (flushing) {
    queuedMeanwhile = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      queuedMeanwhile = false;
      await sendQueued();
    } while (queuedMeanwhile);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendQueued(): Promise<void> {
  const session = await freshSession().catch(() => null);
  if (!session || !navigator.onLine) return;
  const mine = readQueue().filter((e) => e.userId === session.user.id);
  if (mine.length === 0) return;
  try {
    await send('/api/auth/audit', {
      method: 'POST',
      headers: { ...authHeaders(session), 'content-type': 'application/json' },
      body: JSON.stringify({ events: mine.map(({ kind, at }) => ({ kind, at })) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // Another tab may have queued more meanwhile: only what was sent goes.
    writeQueue(readQueue().filter((e) => !mine.some((m) => m.at === e.at && m.kind === e.kind && m.userId === e.userId)));
  } catch {
    // offline or refused: the next flush tries again
  }
}

/** Records a device auth event and tries to send it now. */
export function reportAuthEvent(userId: string, kind: DeviceAuthEventKind, at = new Date()): void {
  writeQueue([...readQueue(), { userId, kind, at: at.toISOString() }]);
  void flushAuthEvents();
}
