// The built PWA with SPA fallback. A deep link to a path the app knows gets index.html with
// 200; any other path gets index.html with 404, so the Not Found page is also a real 404.
import { existsSync, readFileSync } from 'node:fs';
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
  const indexHtml = readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: dir,
    wildcard: true,
    index: ['index.html'],
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
    return reply
      .code(isKnownPath(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
