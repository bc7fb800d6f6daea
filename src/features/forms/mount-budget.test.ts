import { describe, expect, it } from 'vitest';
import { createMountBudget } from './mount-budget';

/** Tasks posted by the budget, run by the test one at a time. */
function taskQueue() {
  const tasks: (() => void)[] = [];
  return {
    post: (task: () => void) => void tasks.push(task),
    runOne: () => tasks.shift()?.(),
    get length() {
      return tasks.length;
    },
  };
}

const SIZES = new Map([
  ['a', 20],
  ['b', 5],
]);

describe('createMountBudget', () => {
  it("puts an open section's first screen in the page at once, the rest a chunk per task once started (the first a frame later)", () => {
    const queue = taskQueue();
    const budget = createMountBudget(SIZES, new Map([['a', -1]]), { firstScreen: 6, chunk: 5, post: queue.post });
    expect(budget.limit('a')).toBe(6);
    expect(budget.limit('b')).toBe(0);
    expect(queue.length).toBe(0);
    budget.start();
    let told = 0;
    budget.subscribe(() => told++);
    queue.runOne();
    expect(budget.limit('a')).toBe(6);
    queue.runOne();
    expect(budget.limit('a')).toBe(11);
    queue.runOne();
    queue.runOne();
    expect(budget.limit('a')).toBe(20);
    expect(told).toBe(3);
    expect(queue.length).toBe(0);
  });

  it('holds at once the item it must reach, and a section smaller than a screen whole', () => {
    const queue = taskQueue();
    const budget = createMountBudget(
      SIZES,
      new Map([
        ['a', 14],
        ['b', -1],
      ]),
      { firstScreen: 6, chunk: 5, post: queue.post },
    );
    expect(budget.limit('a')).toBe(15);
    expect(budget.limit('b')).toBe(5);
    budget.reach('a', 17);
    expect(budget.limit('a')).toBe(18);
  });

  it('unfolds and folds sections on demand, and adds nothing while stopped', () => {
    const queue = taskQueue();
    const budget = createMountBudget(SIZES, new Map(), { firstScreen: 6, chunk: 5, post: queue.post });
    budget.start();
    budget.open('a');
    expect(budget.limit('a')).toBe(6);
    budget.stop();
    queue.runOne();
    expect(budget.limit('a')).toBe(6);
    budget.start();
    expect(queue.length).toBe(1);
    queue.runOne();
    expect(budget.limit('a')).toBe(11);
    budget.close('a');
    expect(budget.limit('a')).toBe(0);
    queue.runOne();
    expect(budget.limit('a')).toBe(0);
  });
});
