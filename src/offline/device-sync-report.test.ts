import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { deviceIdOf, REPORT_EVERY_MS, reportAfterDrain } from './device-sync-report';
import type { DrainResult } from './drain';
import type { GraphqlRequest } from './graphql-request';

const done: DrainResult = { acknowledged: 1, failed: 0, conflicts: 0, stoppedBy: 'done', pulled: false };

describe("a device's outbox report after a drain (SPEC §2 /admin-dashboard devices)", () => {
  it('reports the waiting count under one device id: again when it changes or after a while, never after a drain that did not reach the server', async () => {
    const userId = `u-${crypto.randomUUID()}`;
    const sent: unknown[] = [];
    const request = vi.fn(async (_doc: unknown, variables: unknown) => {
      sent.push(variables);
      return { reportDeviceSync: { deviceId: 'x', pending: 0 } };
    }) as unknown as GraphqlRequest;
    const id = await deviceIdOf(userId);
    expect(await deviceIdOf(userId)).toBe(id);

    expect(await reportAfterDrain(userId, { ...done, stoppedBy: 'network' }, request, 0)).toBe(false);
    expect(await reportAfterDrain(userId, done, request, 1_000)).toBe(true);
    expect(await reportAfterDrain(userId, done, request, 2_000)).toBe(false);
    expect(await reportAfterDrain(userId, done, request, 2_000 + REPORT_EVERY_MS)).toBe(true);
    expect(sent).toEqual([
      { deviceId: id, pending: 0 },
      { deviceId: id, pending: 0 },
    ]);
  });

  it('a failed report is dropped: the drain goes on', async () => {
    const userId = `u-${crypto.randomUUID()}`;
    const request = vi.fn(async () => {
      throw new Error('No internet connection');
    }) as unknown as GraphqlRequest;
    expect(await reportAfterDrain(userId, done, request)).toBe(false);
  });
});
