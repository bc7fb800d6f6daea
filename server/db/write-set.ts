// The writes of one transaction, gathered while it reads and decides, and sent to the database
// as ONE statement at the end (runWrites): an encounter's new version, its appointment's, the
// Provenance record, their history rows and the mutation receipt cost one round trip instead of
// one each. A write set is for code that reads everything it needs first: nothing it holds is
// visible to reads in the same transaction until flush().
import type { Executor } from './client.ts';
import { type PlannedWrite, runWrites } from './resource-store.ts';

export class WriteSet {
  private readonly writes: PlannedWrite[] = [];

  /** Adds a planned write (store.plannedCreate / plannedUpdate, or any insert … returning). */
  add<W extends PlannedWrite>(write: W): W {
    this.writes.push(write);
    return write;
  }

  /** What was added, handed over unrun (a command applied in a set: its writes join the set's). */
  take(): PlannedWrite[] {
    return this.writes.splice(0);
  }

  /** Runs what was added, as one statement; whether each wrote a row (required ones throw). */
  flush(tx: Executor): Promise<boolean[]> {
    return runWrites(tx, this.writes.splice(0));
  }
}
