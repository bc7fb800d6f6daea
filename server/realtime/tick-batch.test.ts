// tickBatch: the lookups of one turn of the event loop are read together, once; a lookup asked
// while that read runs waits for a read of its own; recent() answers the same turn's read again.
import { describe, expect, it, vi } from 'vitest';
import { tickBatch } from './tick-batch.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A batch over numbers whose read doubles them (7 is never found), recording each read. */
function doubling() {
  const reads: number[][] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const batch = tickBatch<number, number>(String, async (inputs) => {
    reads.push([...inputs]);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    return new Map(inputs.filter((n) => n !== 7).map((n) => [String(n), n * 2]));
  });
  return {
    batch,
    reads,
    holdReads: () => {
      hold = true;
    },
    releaseRead: () => release?.(),
  };
}

describe('tickBatch', () => {
  it('reads every lookup of one turn with one read, each once, and answers each', async () => {
    const { batch, reads } = doubling();
    const answers = await Promise.all([batch.load(1), batch.load(2), batch.load(1), batch.load(7)]);
    expect(answers).toEqual([2, 4, 2, undefined]);
    expect(reads).toEqual([[1, 2, 7]]);
  });

  it('lookups of a later turn are read again', async () => {
    const { batch, reads } = doubling();
    await batch.load(1);
    await nextTurn();
    await batch.load(1);
    expect(reads).toEqual([[1], [1]]);
  });

  it('a lookup asked while a read runs is not answered from it', async () => {
    const { batch, reads, holdReads, releaseRead } = doubling();
    holdReads();
    const first = batch.load(1);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const second = batch.load(1);
    releaseRead();
    expect(await first).toBe(2);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    releaseRead();
    expect(await second).toBe(2);
  });

  it("recent() answers this turn's read again without reading, and reads once the turn is over", async () => {
    const { batch, reads } = doubling();
    const answer = await batch.load(3);
    expect(await batch.recent(3)).toBe(answer);
    expect(await batch.recent(7)).toBeUndefined();
    expect(reads).toEqual([[3], [7]]);
    await nextTurn();
    await batch.recent(3);
    expect(reads).toEqual([[3], [7], [3]]);
  });

  it('a failed read fails every lookup of its batch, and the next batch reads again', async () => {
    let fail = true;
    const batch = tickBatch<number, number>(String, async (inputs) => {
      if (fail) throw new Error('down');
      return new Map(inputs.map((n) => [String(n), n]));
    });
    await expect(Promise.all([batch.load(1), batch.load(2)])).rejects.toThrow('down');
    fail = false;
    expect(await batch.load(1)).toBe(1);
  });
});
