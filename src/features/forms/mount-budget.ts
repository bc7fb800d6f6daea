// What of an unfolded section is in the page (form-layout.ts): its first screen of items at once,
// then the rest a chunk at a time, in document order, until the whole section is there. Each
// chunk waits for the page to be drawn and then runs as a task of its own, so input is answered
// in between; the first chunk waits for one frame more, so that what the first screen's frame
// set off (its own tasks, a click's follow-up) runs before any more is added. Nothing idles until
// the section is complete.

/** Items of a section put in the page at once when it unfolds (a tablet screen's worth). */
export const FIRST_SCREEN_ITEMS = 8;
/** Items added per task after that. */
export const CHUNK_ITEMS = 8;

export interface MountBudget {
  /** How many of the section's items (in document order) may be in the page now. */
  limit(section: string): number;
  /** Unfolds a section: its first screen at once (through its item `through` at least), the rest in later tasks. */
  open(section: string, through?: number): void;
  /** Puts the section's items through `through` in the page now. */
  reach(section: string, through: number): void;
  close(section: string): void;
  subscribe(listener: () => void): () => void;
  /** Starts adding chunks (once the page holds the first screen); stop() pauses. */
  start(): void;
  stop(): void;
}

export interface BudgetOptions {
  firstScreen?: number;
  chunk?: number;
  /** Runs `task` later (default: afterNextPaint). */
  post?: (task: () => void) => void;
}

/** How long a chunk waits for a frame that does not come (a page in the background draws none). */
const NO_FRAME_MS = 100;

/** Runs `task` as a task of its own once the next frame is drawn (a MessageChannel message posted from requestAnimationFrame). */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, NO_FRAME_MS);
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  });
}

/** A budget for sections of `sizes` items; `open` are unfolded from the start (with their first item to reach). */
export function createMountBudget(
  sizes: ReadonlyMap<string, number>,
  open: ReadonlyMap<string, number>,
  { firstScreen = FIRST_SCREEN_ITEMS, chunk = CHUNK_ITEMS, post = afterNextPaint }: BudgetOptions = {},
): MountBudget {
  const limits = new Map<string, number>();
  const listeners = new Set<() => void>();
  let running = false;
  let scheduled = false;
  const sizeOf = (section: string) => sizes.get(section) ?? 0;
  const growing = () => [...limits].some(([section, limit]) => limit < sizeOf(section));
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const grow = () => {
    scheduled = false;
    if (!running) return;
    for (const [section, limit] of limits) limits.set(section, Math.min(sizeOf(section), limit + chunk));
    notify();
    schedule(true);
  };
  /** `next`: right after a chunk (one frame); else the first chunk after a first screen (two). */
  const schedule = (next = false) => {
    if (!running || scheduled || !growing()) return;
    scheduled = true;
    post(next ? grow : () => post(grow));
  };
  const firstLimit = (section: string, through: number) => Math.min(sizeOf(section), Math.max(firstScreen, through + 1));
  for (const [section, through] of open) limits.set(section, firstLimit(section, through));

  return {
    limit: (section) => limits.get(section) ?? 0,
    open(section, through = -1) {
      limits.set(section, Math.max(limits.get(section) ?? 0, firstLimit(section, through)));
      notify();
      schedule();
    },
    reach(section, through) {
      const limit = limits.get(section) ?? 0;
      if (limit > through) return;
      limits.set(section, Math.min(sizeOf(section), through + 1));
      notify();
      schedule();
    },
    close(section) {
      limits.delete(section);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      running = true;
      schedule();
    },
    stop() {
      running = false;
    },
  };
}
