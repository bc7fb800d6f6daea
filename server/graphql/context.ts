import type { SessionUser } from '../../src/domain/access.ts';
import type { Receiver } from '../modules/shared/receiver-access.ts';
import type { SocketSession } from '../realtime/socket-guard.ts';
import type { Services } from '../services.ts';

export interface GraphQLContext {
  /**
   * The caller, read from `token` before each execution (the plugin's preExecution hook): not
   * when the context is made, so a request refused before execution (too long, too costly, rate
   * limited) costs no database read.
   */
  user: SessionUser | null;
  /** The bearer access token of the request, or of the socket's connection_init. */
  token?: string | undefined;
  services: Services;
  /** The client's address (request.ip) for the auth audit trail; null over the WebSocket. */
  address?: string | null;
  /** Over the WebSocket: the connection (its caps, and closing it). */
  socket?: SocketSession | undefined;
  /**
   * Over the WebSocket: the receiver of the event being delivered as they are now (session, user,
   * roles, grants), read once for every subscriber of the event; null once the session has ended.
   */
  receiver?: (() => Promise<Receiver | null>) | undefined;
}
