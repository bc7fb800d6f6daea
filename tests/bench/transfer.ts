// Bytes as the browser received them: every same-origin response of a page, from the DevTools
// protocol (Network.responseReceived for what it is, Network.loadingFinished's encodedDataLength
// for its size on the wire: headers and the body as sent, compressed or not), by kind and by file.
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** What a response is: the app's files by kind, and the server's answers (API) apart. */
export type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'manifest' | 'media' | 'api' | 'other';

export interface Transfer {
  /** Path and query on this origin. */
  path: string;
  kind: Kind;
  /** Bytes on the wire (encodedDataLength). */
  bytes: number;
  /** Content-Encoding of the answer ('identity' when none). */
  encoding: string;
}

const API_PREFIXES = ['/api/', '/graphql', '/subscriptions/', '/refreshToken'];

const BY_RESOURCE_TYPE: Record<string, Kind> = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Font: 'font',
  Image: 'image',
  Manifest: 'manifest',
  Media: 'media',
};

const BY_EXTENSION: Record<string, Kind> = {
  '.html': 'html',
  '.js': 'js',
  '.mjs': 'js',
  '.css': 'css',
  '.woff2': 'font',
  '.woff': 'font',
  '.png': 'image',
  '.svg': 'image',
  '.ico': 'image',
  '.webp': 'image',
  '.webmanifest': 'manifest',
  '.wav': 'media',
};

export function kindOf(urlPath: string, resourceType?: string): Kind {
  if (API_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return 'api';
  const byType = resourceType ? BY_RESOURCE_TYPE[resourceType] : undefined;
  return byType ?? BY_EXTENSION[path.extname(urlPath.split('?')[0] ?? '')] ?? 'other';
}

const header = (headers: Record<string, unknown>, name: string): string | undefined => {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return found === undefined ? undefined : String(found[1]);
};

export interface Recorder {
  /** Our CDP session on the page (e.g. to disable the HTTP cache). */
  cdp: CDPSession;
  /** The same-origin responses finished so far. */
  transfers(): Transfer[];
}

/** Starts recording the page's same-origin responses (from now on). */
export async function recordTransfers(context: BrowserContext, page: Page, origin: string): Promise<Recorder> {
  const cdp = await context.newCDPSession(page);
  const pending = new Map<string, Omit<Transfer, 'bytes'>>();
  const done: Transfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const url = new URL(response.url);
    if (url.origin !== origin) return;
    const urlPath = url.pathname + url.search;
    pending.set(requestId, {
      path: urlPath,
      kind: kindOf(urlPath, type),
      encoding: header(response.headers, 'content-encoding') ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = pending.get(requestId);
    if (!response) return;
    pending.delete(requestId);
    done.push({ ...response, bytes: encodedDataLength });
  });
  await cdp.send('Network.enable');
  return { cdp, transfers: () => [...done] };
}

// ---------- the figures ----------

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const sum = (transfers: readonly Transfer[]) => transfers.reduce((n, t) => n + t.bytes, 0);

/** A file's name in the breakdown: a hashed asset by its chunk name and type (`index-BVbBMo-i.js` → `index.js`), else its path. */
export function fileName(urlPath: string): string {
  const clean = urlPath.split('?')[0] ?? urlPath;
  if (!clean.startsWith('/assets/')) return clean;
  const file = path.basename(clean);
  const hashed = /^(.*)-[\w-]{8}(\.\w+)$/.exec(file);
  return hashed ? `${hashed[1]}${hashed[2]}` : file;
}

export interface TransferReport {
  /** The app's files (everything but the API), the figure held to the budget. */
  appKB: number;
  files: number;
  /** KB by kind (the API's answers included, apart). */
  byKind: Partial<Record<Kind, number>>;
  /** How many responses came with each Content-Encoding. */
  encodings: Record<string, number>;
  /** The API's answers: not the app's code, not in the budget. */
  api: { requests: number; KB: number };
  /** KB by file, largest first (a name two files share gets their paths). */
  breakdown: Record<string, number>;
}

export function transferReport(transfers: readonly Transfer[]): TransferReport {
  const app = transfers.filter((t) => t.kind !== 'api');
  const api = transfers.filter((t) => t.kind === 'api');
  const byKind: Partial<Record<Kind, number>> = {};
  for (const t of transfers) byKind[t.kind] = (byKind[t.kind] ?? 0) + t.bytes;
  const encodings: Record<string, number> = {};
  for (const t of transfers) encodings[t.encoding] = (encodings[t.encoding] ?? 0) + 1;
  const sorted = [...app].sort((a, b) => b.bytes - a.bytes);
  const names = sorted.map((t) => fileName(t.path));
  const bytesByName = new Map<string, number>();
  sorted.forEach((t, i) => {
    const name = names[i] ?? t.path;
    const key = names.indexOf(name) === names.lastIndexOf(name) ? name : t.path;
    bytesByName.set(key, (bytesByName.get(key) ?? 0) + t.bytes);
  });
  const breakdown = Object.fromEntries([...bytesByName].map(([name, bytes]) => [name, kb(bytes)]));
  return {
    appKB: kb(sum(app)),
    files: app.length,
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, bytes]) => [kind, kb(bytes)])),
    encodings,
    api: { requests: api.length, KB: kb(sum(api)) },
    breakdown,
  };
}
