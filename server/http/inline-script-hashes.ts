// The CSP's script-src allows the app's own files ('self') and, by their hashes, exactly the
// inline scripts of the built index.html: the first screen's pick (scripts/vite-prerender.ts),
// which must run before the first paint without a round trip for a file of its own. Read once
// at start from the build being served; with no build (or none inline) nothing is added.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A script element with no attributes at all: never one that loads a file or is not JavaScript. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP source of each inline script of `html` ('sha256-…' of its text, as browsers hash it). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The hashes of the served build's index.html (server/http/static-routes.ts serves it from `staticDir`). */
export function builtInlineScriptHashes(staticDir: string): string[] {
  const file = path.join(path.resolve(staticDir), 'index.html');
  return existsSync(file) ? [...new Set(inlineScriptHashes(readFileSync(file, 'utf8')))] : [];
}
