// replayThenLive and cursorValue (SPEC §7 the waiting-room subscription and onNotificationAdded
// with `since`): a client that reconnects with the last cursor it has gets the kept backlog first,
// oldest first, then the live events, and an event in both is delivered once.
import { describe, expect, it, vi } from 'vitest';
import { cursorValue, replayThenLive } from './replay.ts';

interface Event {
  cursor: string;
  name: string;
}

const ev = (cursor: number, name = `e${cursor}`): Event => ({ cursor: String(cursor), name });
const cursorOf = (event: Event) => cursorValue(event.cursor);

/** A live stream over fixed events, recording when it is opened and closed. */
function liveOf(events: readonly Event[], { withReturn = true } = {}) {
  const opened = vi.fn();
  const closed = vi.fn(async (): Promise<IteratorResult<Event>> => ({ done: true, value: undefined }));
  const live: AsyncIterable<Event> = {
    [Symbol.asyncIterator]() {
      opened();
      let at = 0;
      const next = async (): Promise<IteratorResult<Event>> => {
        const event = events[at++];
        return event ? { done: false, value: event } : { done: true, value: undefined };
      };
      return withReturn ? { next, return: closed } : { next };
    },
  };
  return { live, opened, closed };
}

/** Reads the iterator until it ends, returning the events' names. */
async function drain(events: AsyncIterableIterator<Event>): Promise<string[]> {
  const names: string[] = [];
  for await (const event of events) names.push(event.name);
  return names;
}

describe('replayThenLive', () => {
  it('without since: only the live events, in order, and no backlog is read', async () => {
    const { live } = liveOf([ev(0), ev(3), ev(4)]);
    const backlog = vi.fn(async () => [ev(1)]);
    expect(await drain(replayThenLive(live, null, backlog, cursorOf))).toEqual(['e0', 'e3', 'e4']);
    expect(backlog).not.toHaveBeenCalled();
  });

  it('with since: the backlog after it first (oldest first), then the live events', async () => {
    const { live } = liveOf([ev(8), ev(9)]);
    const backlog = vi.fn(async () => [ev(5), ev(6), ev(7)]);
    expect(await drain(replayThenLive(live, 4, backlog, cursorOf))).toEqual(['e5', 'e6', 'e7', 'e8', 'e9']);
    expect(backlog).toHaveBeenCalledOnce();
    expect(backlog).toHaveBeenCalledWith(4);
  });

  it('opens the live stream at once and reads the backlog only on the first next(), so nothing falls between them', async () => {
    const { live, opened } = liveOf([ev(3)]);
    const backlog = vi.fn(async () => [ev(2)]);
    const events = replayThenLive(live, 1, backlog, cursorOf);
    expect(opened).toHaveBeenCalledOnce();
    expect(backlog).not.toHaveBeenCalled();
    expect(await events.next()).toEqual({ done: false, value: ev(2) });
    expect(await events.next()).toEqual({ done: false, value: ev(3) });
    expect(backlog).toHaveBeenCalledOnce();
  });

  it('drops a live event at or below the last delivered cursor (the overlap of backlog and live)', async () => {
    // Raised while the backlog was being read: 6 and 7 are in both, 3 is older than what the client had.
    const { live } = liveOf([ev(6, 'live-6'), ev(3, 'live-3'), ev(7, 'live-7'), ev(8, 'live-8'), ev(8, 'again-8')]);
    const backlog = async () => [ev(5, 'kept-5'), ev(6, 'kept-6'), ev(7, 'kept-7')];
    expect(await drain(replayThenLive(live, 4, backlog, cursorOf))).toEqual(['kept-5', 'kept-6', 'kept-7', 'live-8']);
  });

  it('with an empty backlog, live events up to since itself are dropped', async () => {
    const { live } = liveOf([ev(9), ev(10), ev(11)]);
    expect(await drain(replayThenLive(live, 10, async () => [], cursorOf))).toEqual(['e11']);
  });

  it('passes on a live event without a cursor and keeps comparing with the last one', async () => {
    const { live } = liveOf([ev(5), { cursor: '', name: 'no-cursor' }, ev(5, 'dup-5'), ev(6)]);
    expect(await drain(replayThenLive(live, null, async () => [], cursorOf))).toEqual(['e5', 'no-cursor', 'e6']);
  });

  it('return() closes the live stream and ends the iterator', async () => {
    const { live, closed } = liveOf([ev(1), ev(2)]);
    const events = replayThenLive(live, null, async () => [], cursorOf);
    expect(await events.next()).toEqual({ done: false, value: ev(1) });
    expect(await events.return?.()).toEqual({ done: true, value: undefined });
    expect(closed).toHaveBeenCalledOnce();
  });

  it('return() ends the iterator when the live stream has nothing to close', async () => {
    const { live } = liveOf([ev(1)], { withReturn: false });
    const events = replayThenLive(live, null, async () => [], cursorOf);
    expect(await events.return?.()).toEqual({ done: true, value: undefined });
  });

  it('breaking out of for await closes the live stream', async () => {
    const { live, closed } = liveOf([ev(1), ev(2), ev(3)]);
    for await (const event of replayThenLive(live, null, async () => [], cursorOf)) {
      if (event.name === 'e2') break;
    }
    expect(closed).toHaveBeenCalledOnce();
  });
});

describe('cursorValue', () => {
  it('reads a cursor as its number', () => {
    expect(cursorValue('12')).toBe(12);
    expect(cursorValue('0')).toBe(0);
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a negative number', '-1'],
    ['a word', 'x'],
    ['a fraction', '1.5'],
    ['a number past the safe integers', '9007199254740993'],
  ])('rejects %s', (_, cursor) => {
    expect(cursorValue(cursor)).toBeNull();
  });
});
