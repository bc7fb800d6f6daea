import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInlineScriptHashes, inlineScriptHashes } from './inline-script-hashes.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, and nothing that loads a file or has attributes', () => {
    const html = `<head><script>(function(){ var é = 1; })();\n</script><script src="/a.js"></script>
      <script type="module" src="/b.js"></script><script type="application/json">{"a":1}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('(function(){ var é = 1; })();\n')]);
  });

  it('reads the served build, and adds nothing when there is none', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    expect(builtInlineScriptHashes(dir)).toEqual([]);
    writeFileSync(path.join(dir, 'index.html'), '<script>a()</script><p></p><script>a()</script><script>b()</script>');
    expect(builtInlineScriptHashes(dir)).toEqual([sha('a()'), sha('b()')]);
  });
});
