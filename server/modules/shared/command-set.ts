// A batch of commands applied as a set (the header of encounters/command-batch.ts, DESIGN §4
// step 3): ONE transaction for the request. While a set is open, the mutation runner does not
// open a transaction per command: it runs the command's apply in the set's transaction, with
// its own write set, and on success hands the writes (and the receipt) to the set, where later
// commands read them through the overlay (set-overlay.ts); a command that fails leaves its
// writes unsent, so it leaves nothing. Rows a command inserts that nothing in the set reads back
// and whose columns the database fills (a notification's cursor) wait too, and go as one insert a
// table at the end (insertLater); dropped with a failed command's writes. A write made straight
// to the database instead cannot be dropped so: a command that fails after one is a surprise. At
// the end the set's writes go as one statement (db/collapse-writes.ts); a
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

/** Rows to insert at the set's flush, and what to tell their command once they are (DESIGN §4 step 3). */
interface LaterInsert<R extends { id: string }, S extends { id: string }> {
  table: string;
  rows: readonly R[];
  insertAll: (tx: Executor, rows: readonly R[]) => Promise<S[]>;
  inserted: (rows: readonly S[]) => void;
}

export class CommandSet {
  private readonly writes: PlannedWrite[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: each entry's row types agree within the entry (insertLater's signature)
  private readonly inserts: LaterInsert<any, any>[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: as above
  private running: LaterInsert<any, any>[] = [];
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
    this.running = [];
    let done: D;
    try {
      done = await run(this.tx, now, writes);
    } catch (error) {
      if (this.wroteDirectly) throw new SetSurprise('a command failed after a write outside its write set', { cause: error });
      throw error;
    }
    this.inserts.push(...this.running);
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

  /**
   * Rows of `table` the running command inserts: sent at the flush with every other command's rows
   * of the table, in one statement (`insertAll` of the first); `inserted` then gets this command's
   * rows as stored, before the commit and its events. Dropped if the command fails.
   */
  insertLater<R extends { id: string }, S extends { id: string }>(
    table: string,
    rows: readonly R[],
    insertAll: (tx: Executor, rows: readonly R[]) => Promise<S[]>,
    inserted: (rows: readonly S[]) => void,
  ): void {
    if (rows.length > 0) this.running.push({ table, rows, insertAll, inserted });
  }

  /** The rows waiting for the flush, one insert a table; each command told of its own. */
  private async insertWaiting(): Promise<void> {
    // biome-ignore lint/suspicious/noExplicitAny: as the field
    const tables = new Map<string, LaterInsert<any, any>[]>();
    for (const entry of this.inserts) {
      const entries = tables.get(entry.table);
      if (entries) entries.push(entry);
      else tables.set(entry.table, [entry]);
    }
    for (const entries of tables.values()) {
      const first = entries[0];
      if (!first) continue;
      const inserted = await first.insertAll(
        this.tx,
        entries.flatMap((e) => e.rows),
      );
      const stored = new Map(inserted.map((row) => [row.id, row]));
      for (const entry of entries) {
        const rows = entry.rows.flatMap((row) => stored.get(row.id) ?? []);
        if (rows.length !== entry.rows.length) throw new SetSurprise(`a row of ${entry.table} was not inserted`);
        entry.inserted(rows);
      }
    }
  }

  /** Sends the set's writes and receipts as one statement, then its waiting inserts; a receipt taken, a version moved or a row refused is a surprise. */
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
    try {
      await this.insertWaiting();
    } catch (error) {
      if (error instanceof SetSurprise) throw error;
      throw new SetSurprise('a waiting insert was refused', { cause: error });
    }
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
