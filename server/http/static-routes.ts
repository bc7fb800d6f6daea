// The built PWA with SPA fallback. A deep link to a path the app knows gets index.html with
// 200; any other path gets index.html with 404, so the Not Found page is also a real 404.
// Each file goes as its build-time .br or .gz sibling when the browser accepts one
// (preCompressed: content negotiation with `Vary: Accept-Encoding`; compression.ts). Hashed
// files under assets/ are immutable for a year; everything else, index.html first, is `no-cache`
// so a deploy is seen on the next load.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isKnownPath } from '../../src/domain/menu.ts';

const API_PREFIXES = ['/api/', '/graphql', '/subscriptions/', '/refreshToken'];

export async function staticRoutes(app: FastifyInstance, { root }: { root: string }) {
  const dir = path.resolve(root);
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dir }, 'no built client found; run `npm run build` to serve the app');
    return;
  }

  await app.register(fastifyStatic, {
    root: dir,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(res, filePath) {
      const rel = path.relative(dir, filePath);
      if (rel.startsWith('assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p)) || path.extname(url)) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not Found' });
    }
    // sendFile keeps this status and negotiates the shell's .br/.gz like any other file. A 404
    // carries no validators: a conditional request must not turn the Not Found page into a 304.
    if (isKnownPath(url)) return reply.sendFile('index.html');
    return reply.code(404).sendFile('index.html', { etag: false, lastModified: false });
  });
}
