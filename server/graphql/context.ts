import type { SessionUser } from '../../src/domain/access.ts';
import type { Services } from '../services.ts';

export interface GraphQLContext {
  user: SessionUser | null;
  services: Services;
  /** The client's address (request.ip) for the auth audit trail; null over the WebSocket. */
  address?: string | null;
}
