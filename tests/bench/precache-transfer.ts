// The service worker's precache as it travels: the URLs of the precache manifest injected into the
// built sw.js, each fetched from the server as the worker's install fetches it, with
// `Accept-Encoding: br, gzip`, and the bytes on the wire summed (status line, headers and the body
// as sent, compressed or not; node:http leaves the body encoded). Several at a time, as the
// worker's install (sw/precache.ts).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileName } from './transfer.ts';

const CONCURRENCY = 6;

interface ManifestEntry {
  url: string;
  revision: string | null;
}

/** The precache manifest in a built sw.js (vite-plugin-pwa injects it as a JSON array of {revision, url}). */
export function precacheManifest(distDir: string): string[] {
  const script = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const entries = [...script.matchAll(/\{"(?:revision|url)":[^{}]*\}/g)]
    .map((match) => JSON.parse(match[0]) as Partial<ManifestEntry>)
    .filter((entry): entry is ManifestEntry => typeof entry.url === 'string' && 'revision' in entry);
  if (entries.length === 0) throw new Error(`no precache manifest found in ${path.join(distDir, 'sw.js')}`);
  return entries.map((entry) => entry.url);
}

interface Fetched {
  path: string;
  bytes: number;
  encoding: string;
}

function fetchOnWire(url: URL): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let body = 0;
      response.on('data', (chunk: Buffer) => {
        body += chunk.length;
      });
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`precache ${url.pathname}: HTTP ${response.statusCode}`));
          return;
        }
        const raw = response.rawHeaders;
        let head = Buffer.byteLength(`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n\r\n`);
        for (let i = 0; i + 1 < raw.length; i += 2) head += Buffer.byteLength(`${raw[i]}: ${raw[i + 1]}\r\n`);
        resolve({ path: url.pathname, bytes: head + body, encoding: String(response.headers['content-encoding'] ?? 'identity') });
      });
    });
    request.on('error', reject);
  });
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

export async function precacheTransfer(origin: string, distDir: string) {
  const queue = precacheManifest(distDir).map((url) => new URL(url, `${origin}/`));
  const fetched: Fetched[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) fetched.push(await fetchOnWire(next));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const encodings: Record<string, number> = {};
  for (const f of fetched) encodings[f.encoding] = (encodings[f.encoding] ?? 0) + 1;
  const largest = [...fetched].sort((a, b) => b.bytes - a.bytes).slice(0, 10);
  return {
    files: fetched.length,
    KB: kb(fetched.reduce((n, f) => n + f.bytes, 0)),
    encodings,
    largest: largest.map((f) => ({ file: fileName(f.path), KB: kb(f.bytes) })),
  };
}
