// The server's layer rules (STYLE 'Rules we keep' 1, 6; DESIGN §2, §5; server/modules/README.md),
// checked over the import graph, so a new area cannot quietly break them:
//   - modules never import the transport (server/graphql, server/http): resolvers and routes call
//     services, never the reverse;
//   - Drizzle (drizzle-orm, server/db/schema*) only in *-repository.ts files, server/db and
//     server/seed: services hold rules, repositories hold queries;
//   - no import cycle between module folders (server/modules/<a> → … → <a>): shared pieces go
//     down to server/modules/shared, which imports no module; an area that builds on another
//     imports it one way (users → identity, encounters → forms);
//   - src/domain (shared with the server) imports only src/domain.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, type ImportEdge, importGraph, specifiersOf } from '../tests/import-graph.ts';

const root = path.resolve(import.meta.dirname, '..');
const server = importGraph(root, ['server']);
const domain = importGraph(root, ['src/domain']);

const show = (edges: readonly ImportEdge[]) => edges.map((e) => `${e.from} → ${e.specifier}`);
const moduleOf = (file: string | null): string | null => (file ? (/^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null) : null);

const isDrizzle = (e: ImportEdge) =>
  e.specifier === 'drizzle-orm' || e.specifier.startsWith('drizzle-orm/') || /^server\/db\/schema(\.ts|\/)/.test(e.resolved ?? '');
const mayUseDrizzle = (file: string) => file.endsWith('-repository.ts') || file.startsWith('server/db/') || file.startsWith('server/seed/');

describe('the import scanner', () => {
  it('reads every form of import and export, multi-line and type-only, and skips comments', () => {
    const source = [
      "import a from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {',
      '  c,',
      '  type D,',
      "} from 'c-lib';",
      "import './side-effect.ts';",
      "export { e } from './e.ts';",
      "export * from './f.ts';",
      "const g = await import('./g.ts');",
      "// import h from './h.ts';",
      "/* import i from './i.ts'; */",
      "const url = 'https://example.test/x'; export const j = 'not an import';",
    ].join('\n');
    expect(specifiersOf(source).sort()).toEqual(['../b.ts', './a.ts', './e.ts', './f.ts', './g.ts', './side-effect.ts', 'c-lib']);
  });

  it('finds the modules and their imports', () => {
    const modules = new Set(server.map((e) => moduleOf(e.from)).filter(Boolean));
    expect(modules).toContain('patients');
    expect(modules).toContain('shared');
    expect(
      server.some((e) => e.from === 'server/modules/patients/patient-service.ts' && e.resolved === 'server/modules/shared/paging.ts'),
    ).toBe(true);
  });

  it('finds groups of nodes that import each other, transitively', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });
});

describe('server layers (server/modules/README.md)', () => {
  it('modules never import server/graphql or server/http (the transport calls services, not the reverse)', () => {
    const wrong = server.filter((e) => e.from.startsWith('server/modules/') && /^server\/(graphql|http)\//.test(e.resolved ?? ''));
    expect(show(wrong)).toEqual([]);
  });

  it('only repositories, server/db and server/seed use Drizzle or the table definitions', () => {
    const wrong = server.filter((e) => isDrizzle(e) && !mayUseDrizzle(e.from));
    expect(show(wrong)).toEqual([]);
  });

  it('no two module folders import each other, directly or through others', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of server) {
      const from = moduleOf(e.from);
      const to = moduleOf(e.resolved);
      if (!from) continue;
      const targets = graph.get(from) ?? new Set<string>();
      if (to && to !== from) targets.add(to);
      graph.set(from, targets);
    }
    // A cycle fails with the imports that make it, so the fix is plain.
    const imports = (members: readonly string[]) =>
      show(
        server.filter(
          (e) => moduleOf(e.from) !== moduleOf(e.resolved) && [e.from, e.resolved].every((f) => members.includes(moduleOf(f) ?? '')),
        ),
      );
    expect(cyclesOf(graph).map((c) => ({ cycle: c.join(' ↔ '), imports: imports(c) }))).toEqual([]);
  });

  it('server/modules/shared imports no other module (it is the bottom layer)', () => {
    const wrong = server.filter((e) => moduleOf(e.from) === 'shared' && moduleOf(e.resolved) !== null && moduleOf(e.resolved) !== 'shared');
    expect(show(wrong)).toEqual([]);
  });
});

describe('src/domain (shared with the server)', () => {
  it('imports only src/domain', () => {
    const wrong = domain.filter((e) => e.resolved !== null && !e.resolved.startsWith('src/domain/'));
    expect(show(wrong)).toEqual([]);
  });
});
