// In-tab signals between the offline modules, without import cycles: commands say "the outbox
// changed" (the sync engine drains), the drain says "draining" (the sync status shows it).

type Listener = () => void;

const outboxListeners = new Map<string, Set<Listener>>();
const drainingUsers = new Set<string>();
const drainingListeners = new Set<Listener>();

/** Subscribes to new or re-queued outbox entries of `userId` in this tab. */
export function onOutboxChanged(userId: string, listener: Listener): () => void {
  let set = outboxListeners.get(userId);
  if (!set) {
    set = new Set();
    outboxListeners.set(userId, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the sync engine that `userId`'s outbox has entries to send. */
export function signalOutboxChanged(userId: string): void {
  for (const listener of [...(outboxListeners.get(userId) ?? [])]) listener();
}

/** Marks whether this tab is sending `userId`'s outbox. */
export function setDraining(userId: string, draining: boolean): void {
  if (draining === drainingUsers.has(userId)) return;
  if (draining) drainingUsers.add(userId);
  else drainingUsers.delete(userId);
  for (const listener of [...drainingListeners]) listener();
}

export const isDraining = (userId: string): boolean => drainingUsers.has(userId);

/** Subscribes to changes of the draining flags. */
export function onDrainingChanged(listener: Listener): () => void {
  drainingListeners.add(listener);
  return () => drainingListeners.delete(listener);
}
