import { describe, expect, it } from 'vitest';
import { batchRead, batchReadMany, withBatchReads } from './batch-reads.ts';

describe('batch reads', () => {
  it('outside a batch, every read goes to the database', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect([await batchRead('k', load), await batchRead('k', load)]).toEqual([1, 2]);
  });

  it('within a batch, a key is read once (null answers too); another batch reads again', async () => {
    let loads = 0;
    const load = async () => (++loads > 0 ? null : 0);
    await withBatchReads(async () => {
      expect([await batchRead('k', load), await batchRead('k', load)]).toEqual([null, null]);
    });
    expect(loads).toBe(1);
    await withBatchReads(() => batchRead('k', load));
    expect(loads).toBe(2);
  });

  it('a read that fails is read again by the next command', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      if (loads === 1) throw new Error('rolled back');
      return 'row';
    };
    await withBatchReads(async () => {
      await expect(batchRead('k', load)).rejects.toThrow('rolled back');
      expect(await batchRead('k', load)).toBe('row');
      expect(await batchRead('k', load)).toBe('row');
    });
    expect(loads).toBe(2);
  });

  it('reads by several keys read only those not read yet, together; a key not found is read again', async () => {
    const asked: string[][] = [];
    const load = async (keys: readonly string[]) => {
      asked.push([...keys]);
      return new Map(keys.filter((k) => k !== 'gone').map((k) => [k, `${k}!`]));
    };
    await withBatchReads(async () => {
      expect([...(await batchReadMany('q', ['a', 'b', 'a'], load))]).toEqual([
        ['a', 'a!'],
        ['b', 'b!'],
      ]);
      expect([...(await batchReadMany('q', ['b', 'c', 'gone'], load))]).toEqual([
        ['b', 'b!'],
        ['c', 'c!'],
      ]);
      await batchReadMany('q', ['gone'], load);
    });
    expect(asked).toEqual([['a', 'b'], ['c', 'gone'], ['gone']]);
  });
});
