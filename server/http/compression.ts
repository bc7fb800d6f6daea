// Compressed answers for a phone on a weak signal (DESIGN §1), from the well-kept plugins:
// - the built files: their .br and .gz siblings, made at build time (vite.config.ts), picked by
//   @fastify/static's preCompressed negotiation (static-routes.ts);
// - everything else the server sends (GraphQL and JSON answers, a file without a sibling) from
//   @fastify/compress, brotli or gzip by Accept-Encoding, above COMPRESS_ABOVE_BYTES, always with
//   `Vary: Accept-Encoding`.
// Never compressed: the answers that carry tokens or other secrets (sign-in, refresh, SSO,
// unlock, password reset). A compressed secret beside text the caller chose leaks through the
// answer's length (BREACH), so those routes are refused compression by their path, here, before
// any route is declared: a new route under those paths is covered without remembering to.
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: the encoding's headers would cost more than they save. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** Paths whose answers carry tokens or secrets (SPEC §7 /refreshToken; the auth routes). */
const SECRET_BEARING = [/^\/api\/auth\//, /^\/refreshToken(?:$|\?)/];

export const carriesSecrets = (url: string): boolean => SECRET_BEARING.some((pattern) => pattern.test(url));

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Declared before @fastify/compress registers its own onRoute hook, so it runs first.
  app.addHook('onRoute', (route) => {
    if (carriesSecrets(route.url ?? route.path)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_ABOVE_BYTES,
    // On the fly, per answer: brotli's middle quality is near its best ratio for JSON at a small
    // fraction of the CPU of quality 11 (which the build uses for the static files).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
