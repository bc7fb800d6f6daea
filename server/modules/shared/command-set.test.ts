import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { CommandSet } from './command-set.ts';
import { SetOverlay, SetSurprise } from './set-overlay.ts';

interface Row {
  id: string;
  text: string;
}
interface Stored extends Row {
  seq: number;
}

/** A set on no database: with no resource writes and no receipts, its flush sends only the waiting inserts. */
const newSet = () => new CommandSet({} as Executor, new SetOverlay({ rows: new Map(), patients: new Map(), pools: new Map() }));

/** A table's insert as the database would answer it: each row given its sequence number. */
function table() {
  const calls: Row[][] = [];
  let seq = 0;
  const insertAll = async (_tx: Executor, rows: readonly Row[]): Promise<Stored[]> => {
    calls.push([...rows]);
    return rows.map((row) => ({ ...row, seq: ++seq }));
  };
  return { calls, insertAll };
}

describe('CommandSet.insertLater (DESIGN §4 step 3)', () => {
  it("sends every command's rows of a table as one insert at the flush, each command told of its own; a failed command's rows are dropped", async () => {
    const set = newSet();
    const notes = table();
    const told: Record<string, Stored[]> = {};
    const command = (name: string, rows: Row[], fail = false) =>
      set.apply(async () => {
        set.insertLater('note', rows, notes.insertAll, (stored) => {
          told[name] = [...stored];
        });
        if (fail) throw new Error('refused');
        return name;
      }, null);

    await command('a', [
      { id: '1', text: 'one' },
      { id: '2', text: 'two' },
    ]);
    await expect(command('b', [{ id: '3', text: 'dropped' }], true)).rejects.toThrow('refused');
    await command('c', [{ id: '4', text: 'four' }]);
    expect(notes.calls).toEqual([]);

    await set.flush();
    expect(notes.calls).toEqual([
      [
        { id: '1', text: 'one' },
        { id: '2', text: 'two' },
        { id: '4', text: 'four' },
      ],
    ]);
    expect(told).toEqual({
      a: [
        { id: '1', text: 'one', seq: 1 },
        { id: '2', text: 'two', seq: 2 },
      ],
      c: [{ id: '4', text: 'four', seq: 3 }],
    });
  });

  it('a row the database did not return, or an insert refused, is a surprise (the batch runs command by command)', async () => {
    const short = newSet();
    await short.apply(async () => {
      short.insertLater(
        'note',
        [{ id: '1', text: 'one' }],
        async () => [],
        () => {},
      );
    }, null);
    await expect(short.flush()).rejects.toBeInstanceOf(SetSurprise);

    const refused = newSet();
    await refused.apply(async () => {
      refused.insertLater(
        'note',
        [{ id: '1', text: 'one' }],
        async () => {
          throw new Error('violates foreign key');
        },
        () => {},
      );
    }, null);
    await expect(refused.flush()).rejects.toBeInstanceOf(SetSurprise);
  });
});
