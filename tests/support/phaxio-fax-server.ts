// An in-process fax provider compatible with the parts of Phaxio's REST API v2.1 that
// server/modules/letters/phaxio-fax.ts uses (tests only): POST /v2.1/faxes (multipart: to, file,
// tag[NAME], caller_id) records a fax and answers its id; GET /v2.1/faxes lists the sent faxes,
// newest first, filtered by direction, tag[NAME] and created_after; both under HTTP Basic
// authentication with its key and secret. `failNext` makes the next send go wrong as a provider's
// can: refused (503), rate limited (429), the number rejected (422), taken but the answer lost
// (the fax is recorded, then the connection is dropped), or never answered. Listens on 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

export const PHAXIO_TEST_KEY = 'test-api-key';
export const PHAXIO_TEST_SECRET = 'test-api-secret';

export interface RecordedFax {
  id: number;
  to: string;
  tags: Record<string, string>;
  callerId: string | null;
  fileName: string;
  pdf: Uint8Array;
  createdAt: string;
}

export type SendFault = 'refuse' | 'rate-limit' | 'reject-number' | 'lose-answer' | 'hang';

export interface PhaxioFaxServer {
  /** The API's address, as FAX_API_URL. */
  url: string;
  /** The faxes taken, in order. */
  faxes: RecordedFax[];
  /** Requests seen, as 'METHOD /path' (no query). */
  requests: string[];
  /** The next sends go wrong, one fault each, in order. */
  failNext(...faults: SendFault[]): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** The request as a fetch Request, to read its multipart body with undici's own parser. */
const asRequest = (req: IncomingMessage) =>
  new Request(`http://127.0.0.1${req.url}`, {
    method: req.method ?? 'GET',
    headers: req.headers as Record<string, string>,
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit);

export async function startPhaxioFaxServer(): Promise<PhaxioFaxServer> {
  const faxes: RecordedFax[] = [];
  const requests: string[] = [];
  const faults: SendFault[] = [];
  const hanging = new Set<ServerResponse>();
  let nextId = 1000;
  const expected = `Basic ${Buffer.from(`${PHAXIO_TEST_KEY}:${PHAXIO_TEST_SECRET}`).toString('base64')}`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== expected) return json(res, 401, { success: false, message: 'Invalid API credentials' });
    if (url.pathname !== '/v2.1/faxes') return json(res, 404, { success: false, message: 'Not found' });

    if (req.method === 'GET') {
      const after = url.searchParams.get('created_after');
      const since = after ? Date.parse(after) : Date.now() - 7 * 86_400_000;
      const tags = [...url.searchParams].flatMap(([name, value]) => {
        const tag = /^tag\[(.+)\]$/.exec(name)?.[1];
        return tag ? [[tag, value] as const] : [];
      });
      const direction = url.searchParams.get('direction');
      const data = faxes
        .filter((fax) => Date.parse(fax.createdAt) >= since)
        .filter(() => direction === null || direction === 'sent')
        .filter((fax) => tags.every(([tag, value]) => fax.tags[tag] === value))
        .reverse()
        .map((fax) => ({
          id: fax.id,
          direction: 'sent',
          num_pages: 1,
          status: 'queued',
          is_test: true,
          created_at: fax.createdAt,
          caller_id: fax.callerId,
          recipients: [{ phone_number: fax.to, status: 'queued' }],
          tags: fax.tags,
        }));
      return json(res, 200, {
        success: true,
        message: 'Retrieved faxes successfully',
        data,
        paging: { total: data.length, per_page: 20, page: 1 },
      });
    }

    if (req.method !== 'POST') return json(res, 405, { success: false, message: 'Method not allowed' });
    const form = await asRequest(req).formData();
    const fault = faults.shift();
    if (fault === 'refuse') return json(res, 503, { success: false, message: 'Service unavailable' });
    if (fault === 'rate-limit') return json(res, 429, { success: false, message: 'Rate limit exceeded' });
    if (fault === 'hang') {
      hanging.add(res);
      return;
    }
    const to = form.get('to');
    const file = form.get('file');
    if (fault === 'reject-number' || typeof to !== 'string' || !/^\+[1-9]\d{7,14}$/.test(to)) {
      return json(res, 422, { success: false, message: `Phone number ${String(to)} is invalid` });
    }
    if (!(file instanceof File)) return json(res, 422, { success: false, message: 'You must provide a file or content_url' });
    const tags: Record<string, string> = {};
    for (const [name, value] of form) {
      const tag = /^tag\[(.+)\]$/.exec(name)?.[1];
      if (tag && typeof value === 'string') tags[tag] = value;
    }
    const callerId = form.get('caller_id');
    const fax: RecordedFax = {
      id: nextId++,
      to,
      tags,
      callerId: typeof callerId === 'string' ? callerId : null,
      fileName: file.name,
      pdf: new Uint8Array(await file.arrayBuffer()),
      createdAt: new Date().toISOString(),
    };
    faxes.push(fax);
    // Taken, but the client never hears it: the connection drops before any answer.
    if (fault === 'lose-answer') return req.socket.destroy();
    return json(res, 200, { success: true, message: 'Fax queued for sending', data: { id: fax.id } });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { success: false, message: 'Internal error' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2.1`,
    faxes,
    requests,
    failNext: (...next) => {
      faults.push(...next);
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
