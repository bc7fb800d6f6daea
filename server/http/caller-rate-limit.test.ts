// The one caller count (DESIGN §5 'Limits'): `perMinute` requests a minute per key, one window per
// key from its first request, the refusal saying how long to wait; counted by @fastify/rate-limit.
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { callerKey, createCallerLimit } from './caller-rate-limit.ts';

const refusalOf = async (take: Promise<void>): Promise<AppError | null> => {
  try {
    await take;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

async function limitOf(perMinute: number) {
  const app = Fastify();
  await app.register(rateLimit, { global: false });
  await app.ready();
  return createCallerLimit(app, perMinute);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('callerKey', () => {
  it('is the user when signed in, across addresses; the address otherwise', () => {
    expect(callerKey('u1', '10.0.0.1')).toBe('user:u1');
    expect(callerKey('u1', '10.0.0.2')).toBe('user:u1');
    expect(callerKey(null, '10.0.0.1')).toBe('address:10.0.0.1');
  });
});

describe('createCallerLimit', () => {
  it('is no limit at 0', async () => {
    expect(await limitOf(0)).toBeNull();
  });

  it('takes max requests a window per key, then refuses with the wait until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000 });
    const limit = await limitOf(3);
    if (!limit) throw new Error('no limit');
    for (let i = 0; i < 3; i++) expect(await refusalOf(limit.take('user:a'))).toBeNull();
    vi.setSystemTime(16_000);
    const refused = await refusalOf(limit.take('user:a'));
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe('Too many requests. Please wait 45 seconds and try again.');
    expect(refused?.details).toEqual({ retryAfter: 45 });
    // Another key has its own count.
    expect(await refusalOf(limit.take('user:b'))).toBeNull();
    // A refused request still counts; the window ends a minute after its first request.
    vi.setSystemTime(60_999);
    expect((await refusalOf(limit.take('user:a')))?.message).toBe('Too many requests. Please wait 1 seconds and try again.');
    vi.setSystemTime(61_000);
    expect(await refusalOf(limit.take('user:a'))).toBeNull();
  });
});
