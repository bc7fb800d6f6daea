// The write pipeline's order (DESIGN §5 'One write pipeline'): the operation's rule and the role
// limit before the input is parsed, the target (NOT_FOUND / FORBIDDEN) before the version
// (CONFLICT with the declaration's words), a store's late version change as that same CONFLICT,
// and after apply the audit row and the events. A fake runner runs apply directly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { WriteSet } from '../../db/write-set.ts';
import { badInput, notFound } from '../../errors.ts';
import { adminAuditRepository } from './admin-audit-repository.ts';
import type { Command, MutationRunner, RealtimeEvent } from './mutation-runner.ts';
import { createWritePipeline, defineWrite } from './write-pipeline.ts';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  email: 'u1@example.test',
  givenName: 'Una',
  familyName: 'One',
  userType: 'internal',
  roles: ['staff'],
  jobFunctions: [],
  permissions: ['settings'],
  practitionerId: null,
  hasPin: false,
  ...over,
});

const tx = {} as Executor;

/** Runs apply at once, as the mutation runner would in its transaction, and keeps what it would publish and the commands. */
function fakeRunner() {
  const published: RealtimeEvent[] = [];
  const commands: Command[] = [];
  const runner = {
    async once(_me, command, apply) {
      commands.push(command);
      const done = await apply(tx, new Date('2026-01-02T03:04:05Z'), new WriteSet());
      published.push(...done.events);
      return done.result;
    },
  } as MutationRunner;
  return { runner, published, commands };
}

interface Row {
  id: string;
  versionId: number;
}

/** A declaration that records each step it is asked for. */
function declaration(steps: string[], options: { found?: boolean; mayWrite?: boolean; apply?: () => Promise<Row> } = {}) {
  return defineWrite({
    operation: 'Mutation.updateOrganization',
    input: (raw: unknown) => {
      steps.push('input');
      const { id, versionId } = raw as { id?: string; versionId: number };
      if (!id) throw badInput('An id is required.', 'id');
      return { id, versionId };
    },
    roles: () => {
      steps.push('roles');
      return options.mayWrite ?? true;
    },
    target: {
      kind: 'organization',
      resolve: async (_tx, _me, input) => {
        steps.push('target');
        if (options.found === false) throw notFound('Payer');
        return { id: input.id, versionId: 3 };
      },
      versionOf: (row: Row) => row.versionId,
    },
    version: (input) => input.versionId,
    conflictMessage: 'This payer was changed by someone else.',
    apply: async ({ target }) => {
      steps.push('apply');
      return options.apply ? options.apply() : { ...target, versionId: target.versionId + 1 };
    },
    audit: ({ target }, saved) => ({ entityType: 'Organization', entityId: saved.id, action: 'update', before: target, after: saved }),
    events: (_ctx, saved) => [{ topic: `payer:${saved.id}`, payload: saved }],
  });
}

describe('write pipeline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses the operation (UNAUTHENTICATED, FORBIDDEN) and the role limit before it parses the input', async () => {
    const { runner } = fakeRunner();
    const pipeline = createWritePipeline(runner);
    const steps: string[] = [];
    const bad = { versionId: 3 }; // no id: bad input, if it were parsed
    await expect(pipeline.run(declaration(steps), null, bad)).rejects.toMatchObject({ code: ERROR_CODES.UNAUTHENTICATED });
    await expect(pipeline.run(declaration(steps), user({ permissions: [] }), bad)).rejects.toMatchObject({
      code: ERROR_CODES.FORBIDDEN,
    });
    await expect(pipeline.run(declaration(steps), user({ roles: ['reviewer-readonly'] }), bad)).rejects.toMatchObject({
      code: ERROR_CODES.FORBIDDEN,
    });
    expect(steps).toEqual([]);
    await expect(pipeline.run(declaration(steps, { mayWrite: false }), user(), bad)).rejects.toMatchObject({
      code: ERROR_CODES.FORBIDDEN,
    });
    expect(steps).toEqual(['roles']);
    await expect(pipeline.run(declaration(steps), user(), bad)).rejects.toMatchObject({
      code: ERROR_CODES.BAD_USER_INPUT,
      details: { field: 'id' },
    });
    expect(steps).toEqual(['roles', 'roles', 'input']);
  });

  it('answers a missing target with NOT_FOUND before it compares versions, and a stale version with CONFLICT', async () => {
    const { runner, published } = fakeRunner();
    const pipeline = createWritePipeline(runner);
    const record = vi.spyOn(adminAuditRepository, 'record').mockResolvedValue();
    const steps: string[] = [];
    await expect(pipeline.run(declaration(steps, { found: false }), user(), { id: 'p1', versionId: 1 })).rejects.toMatchObject({
      code: ERROR_CODES.NOT_FOUND,
      message: 'Payer was not found.',
    });
    expect(steps).toEqual(['roles', 'input', 'target']);

    steps.length = 0;
    await expect(pipeline.run(declaration(steps), user(), { id: 'p1', versionId: 1 })).rejects.toMatchObject({
      code: ERROR_CODES.CONFLICT,
      message: 'This payer was changed by someone else.',
      details: { currentVersion: 3 },
    });
    expect(steps).toEqual(['roles', 'input', 'target']);
    expect(record).not.toHaveBeenCalled();
    expect(published).toEqual([]);
  });

  it("gives a store's late version change the declaration's CONFLICT words, and writes no audit row", async () => {
    const { runner, published } = fakeRunner();
    const pipeline = createWritePipeline(runner);
    const record = vi.spyOn(adminAuditRepository, 'record').mockResolvedValue();
    const late = declaration([], {
      apply: () => Promise.reject(new ConflictError('Organization', 'p1', 4)),
    });
    await expect(pipeline.run(late, user(), { id: 'p1', versionId: 3 })).rejects.toMatchObject({
      code: ERROR_CODES.CONFLICT,
      message: 'This payer was changed by someone else.',
      details: { currentVersion: 4 },
    });
    const { conflictMessage: _words, ...plain } = declaration([], {
      apply: () => Promise.reject(new ConflictError('Organization', 'p1', 4)),
    });
    await expect(pipeline.run(plain, user(), { id: 'p1', versionId: 3 })).rejects.toMatchObject({ message: MESSAGES.conflict });
    expect(record).not.toHaveBeenCalled();
    expect(published).toEqual([]);
  });

  it('applies the version the user saw, then writes the audit row in the transaction and hands the events to the runner', async () => {
    const { runner, published } = fakeRunner();
    const pipeline = createWritePipeline(runner);
    const record = vi.spyOn(adminAuditRepository, 'record').mockResolvedValue();
    const steps: string[] = [];
    const me = user();
    const saved = await pipeline.run(declaration(steps), me, { id: 'p1', versionId: 3 });
    expect(saved).toEqual({ id: 'p1', versionId: 4 });
    expect(steps).toEqual(['roles', 'input', 'target', 'apply']);
    expect(record).toHaveBeenCalledWith(
      tx,
      me,
      { entityType: 'Organization', entityId: 'p1', action: 'update', before: { id: 'p1', versionId: 3 }, after: saved },
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(published).toEqual([{ topic: 'payer:p1', payload: saved }]);
  });

  it('runs prepare after the rule, the roles and the input, before the transaction, and the target sees what it answered', async () => {
    const steps: string[] = [];
    const { runner, commands } = fakeRunner();
    const pipeline = createWritePipeline(runner);
    const measured = (options: { mayWrite?: boolean } = {}) => {
      const base = declaration(steps, options);
      return {
        ...base,
        prepare: async (_me: SessionUser, input: { id: string; versionId: number }) => {
          steps.push('prepare');
          expect(commands).toEqual([]);
          return { ...input, versionId: 3 };
        },
      };
    };
    await expect(pipeline.run(measured({ mayWrite: false }), user(), { id: 'p1', versionId: 1 })).rejects.toMatchObject({
      code: ERROR_CODES.FORBIDDEN,
    });
    await expect(pipeline.run(measured(), user(), { versionId: 1 })).rejects.toMatchObject({ code: ERROR_CODES.BAD_USER_INPUT });
    expect(steps).toEqual(['roles', 'roles', 'input']);
    steps.length = 0;
    vi.spyOn(adminAuditRepository, 'record').mockResolvedValue();
    // The version the prepared input names (3), not the one sent (1): no CONFLICT.
    expect(await pipeline.run(measured(), user(), { id: 'p1', versionId: 1 })).toEqual({ id: 'p1', versionId: 4 });
    expect(steps).toEqual(['roles', 'input', 'prepare', 'target', 'apply']);
  });

  it("names the receipt by the GraphQL field, as the runner's writes and the command batch always have", async () => {
    const { runner, commands } = fakeRunner();
    const pipeline = createWritePipeline(runner);
    vi.spyOn(adminAuditRepository, 'record').mockResolvedValue();
    const sent = { id: 'p1', versionId: 3 };
    await pipeline.run(declaration([]), user(), sent);
    expect(commands).toEqual([{ operation: 'updateOrganization', clientMutationId: null, variables: sent }]);
  });
});
