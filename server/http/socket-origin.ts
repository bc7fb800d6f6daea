// The WebSocket origin the Content-Security-Policy allows (connect-src): the app's own address
// only. The client opens its subscription socket on the page's own origin (src/api/subscriptions.ts:
// window.location.origin, http → ws, https → wss). CSP Level 3 lets 'self' match that, but a
// browser before it (older Safari, on the tablets in the field) does not, so the origin is also
// named: PUBLIC_URL's when it is set (the address users reach), else the Host the page was asked
// for, only when it is a plain host name or address with an optional port (anything else in a
// header names nothing), as both ws: and wss: (behind a proxy the server may not know which the
// browser used; a browser refuses ws: from an https page anyway).
import type { IncomingMessage } from 'node:http';

/** A host name, IPv4 or [IPv6] address, and an optional port: nothing that could end a CSP source. */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** The WebSocket origin of an http(s) address: 'https://emr.example.org' → 'wss://emr.example.org'. */
export function socketOriginOf(address: string): string {
  const url = new URL(address);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

/** connect-src for a request's Host header: "'self'" alone when the header is not a plain host. */
export function connectSourcesOfHost(host: string | undefined): string {
  return host && host.length <= 260 && PLAIN_HOST.test(host) ? `'self' ws://${host} wss://${host}` : "'self'";
}

/** The connect-src directive: 'self' and the app's own socket origin, fixed by PUBLIC_URL or else per request. */
export function connectSources(publicUrl: string | undefined): string[] | ((req: IncomingMessage) => string)[] {
  return publicUrl ? ["'self'", socketOriginOf(publicUrl)] : [(req) => connectSourcesOfHost(req.headers.host)];
}
