import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Realtime } from '../../realtime/emitter.ts';
import { createMutationRunner, databaseRefusal, UNSTORABLE } from './mutation-runner.ts';

/** An error as node-postgres and PGlite raise it, maybe wrapped by Drizzle (`cause`). */
const pgError = (code: string, wrapped = false) => {
  const error = Object.assign(new Error(`pg ${code}`), { code });
  return wrapped ? Object.assign(new Error('Failed query'), { cause: error }) : error;
};

describe('database refusals as client errors (DESIGN §5: a deadlock is a retryable CONFLICT)', () => {
  it.each(['40P01', '40001'])('turns %s into a retryable CONFLICT, also wrapped', (code) => {
    for (const error of [pgError(code), pgError(code, true)]) {
      const refusal = databaseRefusal(error);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal?.code).toBe(ERROR_CODES.CONFLICT);
      expect(refusal?.message).toBe(MESSAGES.conflict);
      expect(refusal?.extensions).toEqual({ code: ERROR_CODES.CONFLICT, retryable: true });
      expect(refusal?.message).not.toMatch(/deadlock/i);
    }
  });

  it('keeps an unstorable character bad input, and leaves every other error alone', () => {
    expect(databaseRefusal(pgError('22021'))).toMatchObject({ code: ERROR_CODES.BAD_USER_INPUT, message: UNSTORABLE });
    // A lone surrogate in jsonb: 22P02 with the surrogate named in its detail (PostgreSQL and PGlite).
    const surrogate = Object.assign(pgError('22P02'), { detail: 'Unicode low surrogate must follow a high surrogate.' });
    expect(databaseRefusal(Object.assign(new Error('Failed query'), { cause: surrogate }))).toMatchObject({
      code: ERROR_CODES.BAD_USER_INPUT,
      message: UNSTORABLE,
    });
    expect(databaseRefusal(pgError('22P02'))).toBeNull();
    expect(databaseRefusal(pgError('23505'))).toBeNull();
    expect(databaseRefusal(new Error('deadlock detected'))).toBeNull();
  });

  it('answers a mutation whose transaction was a deadlock victim with the retryable CONFLICT', async () => {
    const db = { transaction: () => Promise.reject(pgError('40P01', true)) } as unknown as Database;
    const runner = createMutationRunner(db, { publish: async () => {} } as unknown as Realtime);
    const me = { id: 'u1' } as SessionUser;
    const run = runner.once(me, { operation: 'startEncounter', clientMutationId: null, variables: {} }, async () => ({
      result: null,
      events: [],
    }));
    await expect(run).rejects.toMatchObject({ code: ERROR_CODES.CONFLICT, details: { retryable: true } });
  });
});
