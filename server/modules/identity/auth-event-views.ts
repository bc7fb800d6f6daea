// An auth audit event as AuthEvents answers it.
import type { AuthEventRow } from './auth-event-repository.ts';

export interface AuthEventView {
  id: string;
  at: string;
  kind: string;
  userId: string | null;
  email: string | null;
  address: string | null;
  detail: string | null;
}

export const toAuthEventView = (row: AuthEventRow): AuthEventView => ({
  id: row.id,
  at: row.at.toISOString(),
  kind: row.kind,
  userId: row.userId,
  email: row.email,
  address: row.address,
  detail: row.detail,
});
