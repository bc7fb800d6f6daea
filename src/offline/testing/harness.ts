// Shared set-up of the offline core's tests: a fresh user (own database) with the fake server's
// pack already on the device.
import { deviceDb, type OutboxEntry } from '../device-db';
import { pullSchedulePack } from '../pack';
import { FakeServer } from './fake-server';
import { type ServerStorage, seedStorage } from './fixtures';

let users = 0;

export const RANGE = { from: '2026-03-09', to: '2026-03-17' } as const;

/** A new user id (so each test has its own database) and a fake server with its pack pulled. */
export async function signedInDevice(storage: ServerStorage = seedStorage(3)): Promise<{ userId: string; server: FakeServer }> {
  const userId = `t-${++users}-${Math.random().toString(36).slice(2, 8)}`;
  const server = new FakeServer(storage);
  await pullSchedulePack(userId, RANGE, { request: server.request });
  return { userId, server };
}

export const outboxOf = (userId: string): Promise<OutboxEntry[]> => deviceDb(userId).outbox.toArray();

export const encounterOf = async (userId: string, id: string) => deviceDb(userId).encounters.get(id);

export const appointmentOf = async (userId: string, id: string) => deviceDb(userId).appointments.get(id);
