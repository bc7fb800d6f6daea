import { describe, expect, it } from 'vitest';
import { allComplete, pendingCount, readyToSend, type UploadItem, uploadItemsReducer } from './upload-items';

const add = (items: UploadItem[], type: string | null = null) =>
  uploadItemsReducer(items, {
    kind: 'add',
    files: [
      { id: 'a', name: 'a.pdf', size: 10 },
      { id: 'b', name: 'b.png', size: 20 },
    ],
    type,
  });

describe('upload items (SPEC §4)', () => {
  it('adds dropped files queued at 0, with the only document type preset', () => {
    const items = add([], 'insurance');
    expect(items.map((i) => [i.id, i.status, i.progress, i.type])).toEqual([
      ['a', 'queued', 0, 'insurance'],
      ['b', 'queued', 0, 'insurance'],
    ]);
  });

  it('starts at 0, reports progress, and reaches 100 only when completed', () => {
    let items = uploadItemsReducer(add([], 'x'), { kind: 'start', id: 'a' });
    expect(items[0]).toMatchObject({ status: 'uploading', progress: 0 });
    items = uploadItemsReducer(items, { kind: 'progress', id: 'a', percent: 42.4 });
    expect(items[0]?.progress).toBe(42);
    items = uploadItemsReducer(items, { kind: 'progress', id: 'a', percent: 100 });
    expect(items[0]?.progress).toBe(99);
    items = uploadItemsReducer(items, { kind: 'complete', id: 'a' });
    expect(items[0]).toMatchObject({ status: 'completed', progress: 100 });
  });

  it("fails at 100 with SPEC §5's words, and a retry starts from 0 again", () => {
    let items = uploadItemsReducer(add([], 'x'), { kind: 'start', id: 'b' });
    items = uploadItemsReducer(items, { kind: 'fail', id: 'b', error: 'No internet connection' });
    expect(items[1]).toMatchObject({ status: 'failed', progress: 100, error: 'No internet connection. You can either retry or cancel it' });
    items = uploadItemsReducer(items, { kind: 'start', id: 'b' });
    expect(items[1]).toMatchObject({ status: 'uploading', progress: 0, error: null });
  });

  it('cancel removes the row in any state', () => {
    let items = uploadItemsReducer(add([], 'x'), { kind: 'start', id: 'a' });
    items = uploadItemsReducer(items, { kind: 'cancel', id: 'a' });
    expect(items.map((i) => i.id)).toEqual(['b']);
  });

  it('ignores progress and results of a row that is no longer uploading (a late answer after cancel)', () => {
    const items = add([], 'x');
    expect(uploadItemsReducer(items, { kind: 'complete', id: 'a' })).toEqual(items);
    expect(uploadItemsReducer(items, { kind: 'fail', id: 'a', error: 'x' })).toEqual(items);
    expect(uploadItemsReducer(items, { kind: 'progress', id: 'zz', percent: 5 })).toEqual(items);
  });

  it('sends only queued rows with a type, and names those without one', () => {
    let items = add([]);
    items = uploadItemsReducer(items, { kind: 'set-type', id: 'b', type: 'referral' });
    const { send, missingType } = readyToSend(items);
    expect(send.map((i) => i.id)).toEqual(['b']);
    expect(missingType.map((i) => i.id)).toEqual(['a']);
    items = uploadItemsReducer(items, { kind: 'type-missing', id: 'a' });
    expect(items[0]?.typeMissing).toBe(true);
    items = uploadItemsReducer(items, { kind: 'set-type', id: 'a', type: 'letter' });
    expect(items[0]).toMatchObject({ typeMissing: false, type: 'letter' });
  });

  it('is valid only when every item is complete; completed items do not count against the limit', () => {
    let items = add([], 'x');
    expect(allComplete(items)).toBe(false);
    expect(allComplete([])).toBe(false);
    for (const id of ['a', 'b']) {
      items = uploadItemsReducer(items, { kind: 'start', id });
      items = uploadItemsReducer(items, { kind: 'complete', id });
    }
    expect(allComplete(items)).toBe(true);
    expect(pendingCount(items)).toBe(0);
  });
});
