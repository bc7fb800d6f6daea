// The auth audit trail (auth_event): written by the server for every auth event, and by devices
// for what happened offline (POST /api/auth/audit).
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authEvents } from '../../db/schema/identity.ts';

export const AUTH_EVENT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'lockout',
  'sso-sign-in',
  'sign-out',
  'refresh-reuse',
  'pin-change',
  'pin-reset',
  'unlock',
  'unlock-failed',
  'code-sent',
  'code-failed',
  'password-change',
  'password-reset',
] as const;
export type AuthEventKind = (typeof AUTH_EVENT_KINDS)[number];

/** What a device may report (src/api/auth-audit.ts). */
export const DEVICE_EVENT_KINDS = ['unlock', 'unlock-failed', 'lock', 'idle-logout'] as const;
export type DeviceEventKind = (typeof DEVICE_EVENT_KINDS)[number];

export const DEVICE_DETAIL = 'reported by device';

export interface AuthEventInput {
  kind: AuthEventKind | DeviceEventKind;
  at: Date;
  userId?: string | null | undefined;
  email?: string | null | undefined;
  address?: string | null | undefined;
  detail?: string | null | undefined;
}

export type AuthEventRow = typeof authEvents.$inferSelect;

const toRow = (e: AuthEventInput) => ({
  id: randomUUID(),
  at: e.at,
  kind: e.kind,
  userId: e.userId ?? null,
  email: e.email?.toLowerCase() ?? null,
  address: e.address ?? null,
  detail: e.detail ?? null,
});

export const authEventRepository = {
  async insert(tx: Executor, ...events: AuthEventInput[]): Promise<void> {
    if (events.length) await tx.insert(authEvents).values(events.map(toRow));
  },

  async list(tx: Executor, filter: { userId: string | null; limit: number }): Promise<AuthEventRow[]> {
    return tx
      .select()
      .from(authEvents)
      .where(filter.userId ? eq(authEvents.userId, filter.userId) : undefined)
      .orderBy(desc(authEvents.at), desc(authEvents.seq))
      .limit(filter.limit);
  },
};
