// Compressed delivery (server/http/compression.ts, static-routes.ts): built files go as their
// build-time .br/.gz siblings by Accept-Encoding, JSON answers are compressed on the fly above a
// small size, and the answers that carry tokens never are (BREACH). Raw HTTP (node:http), so the
// bytes and headers are the ones on the wire: fetch would decode them out of sight.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/personas.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(
  base: string,
  urlPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(urlPath, base), { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const decode = (res: Raw): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
};

const varies = (res: Raw) => expect(String(res.headers.vary ?? '').toLowerCase()).toContain('accept-encoding');

// Big enough that every encoding is worth it, and different per encoding so the test sees which
// file was sent.
const script = `export const items = [${Array.from({ length: 400 }, (_, i) => `'item ${i}'`).join(', ')}];\n`;
const shell = `<!doctype html><title>EMR fixture shell</title><div id="root"></div><!-- ${'padding '.repeat(200)} -->`;

describe.each(kinds)('compressed delivery on %s', (kind) => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'emr-compressed-'));
    mkdirSync(path.join(dir, 'assets'));
    const file = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
    };
    file('assets/app-AbCd1234.js', script);
    file('index.html', shell);
    s = await startServer(kind, { env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a hashed asset', () => {
    const asset = '/assets/app-AbCd1234.js';

    it('goes as brotli to a browser that accepts it', async () => {
      const res = await raw(s.baseUrl, asset, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      varies(res);
      expect(res.body.length).toBeLessThan(script.length / 3);
      expect(decode(res)).toBe(script);
    });

    it('goes as gzip to one that accepts only gzip', async () => {
      const res = await raw(s.baseUrl, asset, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      varies(res);
      expect(decode(res)).toBe(script);
    });

    it('goes as it is to one that accepts neither', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
        const res = await raw(s.baseUrl, asset, { headers });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        varies(res);
        expect(res.body.toString()).toBe(script);
      }
    });
  });

  describe('the HTML shell', () => {
    it.each(['/', '/index.html', '/my-schedule', '/sign-in'])('%s is no-cache, compressed by negotiation', async (route) => {
      const res = await raw(s.baseUrl, route, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      varies(res);
      expect(decode(res)).toBe(shell);
    });

    it('an unknown path is a real 404 with the shell, without validators', async () => {
      const res = await raw(s.baseUrl, '/no/such/page', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeUndefined();
      expect(decode(res)).toBe(shell);
    });
  });

  describe('API answers', () => {
    const signIn = () =>
      raw(s.baseUrl, '/api/auth/sign-in', {
        method: 'POST',
        headers: { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' },
        body: JSON.stringify({ email: s.user('admin').email, password: DEMO_PASSWORD }),
      });

    it('a sign-in answer, which carries tokens, is not compressed', async () => {
      const res = await signIn();
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.length).toBeGreaterThan(1024); // large enough that it would have been
      expect(JSON.parse(res.body.toString())).toHaveProperty('access_token');
    });

    it('a refresh answer, which carries tokens, is not compressed', async () => {
      const { refresh_token: refreshToken } = JSON.parse((await signIn()).body.toString()) as { refresh_token: string };
      const res = await raw(s.baseUrl, '/refreshToken', {
        headers: { 'accept-encoding': 'gzip, deflate, br', refreshtoken: refreshToken },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body.toString())).toHaveProperty('access_token');
    });

    it('a large GraphQL answer is compressed, a small one is not', async () => {
      const token = await s.token('admin');
      const post = (query: string) =>
        raw(s.baseUrl, '/graphql', {
          method: 'POST',
          headers: { 'accept-encoding': 'gzip, br', 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query }),
        });
      const large = await post('{ __schema { types { name description } } }');
      expect(large.status).toBe(200);
      expect(large.headers['content-encoding']).toBe('br');
      varies(large);
      expect(JSON.parse(decode(large))).toHaveProperty('data.__schema.types');

      const small = await post('{ __typename }');
      expect(small.status).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
    });
  });
});
