// A batch of commands applied as a set (the header of encounters/command-batch.ts, DESIGN §4
// step 3): ONE transaction for the request. While a set is open, the mutation runner does not
// open a transaction per command: it runs the command's apply in the set's transaction, with
// its own write set, and on success hands the writes (and the receipt) to the set, where later
// commands read them through the overlay (set-overlay.ts); a command that fails leaves its
// writes unsent, so it leaves nothing. A write made straight to the database instead of through
// the write set (a notification's insert) cannot be dropped so: a command that fails after one
// is a surprise. At the end the set's writes go as one statement (db/collapse-writes.ts); a
// receipt id already taken, a version moved, or anything unexpected there is a surprise too,
// and the caller rolls the whole set back and runs the batch command by command. Events and the
// waiting room's news wait for the commit.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../../db/client.ts';
import { collapseWrites } from '../../db/collapse-writes.ts';
import { type PlannedWrite, runWritesCounted } from '../../db/resource-store.ts';
import { WriteSet } from '../../db/write-set.ts';
import { mutationReceiptRepository, type NewReceipt } from './mutation-receipt-repository.ts';
import { type SetOverlay, SetSurprise } from './set-overlay.ts';

export class CommandSet {
  private readonly writes: PlannedWrite[] = [];
  private readonly receipts: NewReceipt[] = [];
  private readonly after: (() => Promise<void>)[] = [];
  /** The running command wrote outside its write set. */
  private wroteDirectly = false;

  constructor(
    readonly tx: Executor,
    readonly overlay: SetOverlay,
  ) {}

  /**
   * Runs a command's apply in the set: its writes (and its receipt, `receipt` makes it) join the
   * set's on success; dropped on failure. A failure after a write outside the write set is a
   * surprise (the mutation runner also makes one of an error of the database: the transaction
   * may be aborted).
   */
  async apply<D>(
    run: (tx: Executor, now: Date, writes: WriteSet) => Promise<D>,
    receipt: ((now: Date, done: D) => NewReceipt) | null,
  ): Promise<D> {
    const writes = new WriteSet();
    const now = new Date();
    this.wroteDirectly = false;
    let done: D;
    try {
      done = await run(this.tx, now, writes);
    } catch (error) {
      if (this.wroteDirectly) throw new SetSurprise('a command failed after a write outside its write set', { cause: error });
      throw error;
    }
    const planned = writes.take();
    if (receipt) this.receipts.push(receipt(now, done));
    this.overlay.put(planned);
    this.writes.push(...planned);
    return done;
  }

  /** Something to do once the set has committed (a command's events, the waiting room's news), in order. */
  afterCommit(work: () => Promise<void>): void {
    this.after.push(work);
  }

  noteDirectWrite(): void {
    this.wroteDirectly = true;
  }

  /** Sends the set's writes and receipts as one statement; a receipt taken or a version moved is a surprise. */
  async flush(): Promise<void> {
    const sent = collapseWrites(this.tx, this.writes, () => new SetSurprise('a version moved'));
    if (this.receipts.length > 0) sent.push(mutationReceiptRepository.plannedStoreMany(this.tx, this.receipts));
    let wrote: number[];
    try {
      wrote = await runWritesCounted(this.tx, sent);
    } catch (error) {
      if (error instanceof SetSurprise) throw error;
      throw new SetSurprise('the set was refused', { cause: error });
    }
    if (this.receipts.length > 0 && wrote.at(-1) !== this.receipts.length) throw new SetSurprise('a receipt id was taken');
  }

  /** After commit: what waited for it. */
  async committed(): Promise<void> {
    for (const work of this.after) await work();
  }
}

const scope = new AsyncLocalStorage<CommandSet>();

/** Runs `work` with `set` open: the runner applies commands into it. */
export const inCommandSet = <R>(set: CommandSet, work: () => Promise<R>): Promise<R> => scope.run(set, work);

/** The set being applied, if any. */
export const currentSet = (): CommandSet | undefined => scope.getStore();

/** The overlay the reads of a command in a set answer from (undefined outside a set). */
export const setOverlay = (): SetOverlay | undefined => scope.getStore()?.overlay;

/** A write straight to the database (not through a write set): a command in a set that fails after it cannot be dropped alone. */
export const noteDirectWrite = (): void => scope.getStore()?.noteDirectWrite();

/** `work` after the write commits: now outside a set (the runner's transaction has committed), else after the set's. */
export async function afterCommit(work: () => Promise<void>): Promise<void> {
  const set = scope.getStore();
  if (set) set.afterCommit(work);
  else await work();
}
