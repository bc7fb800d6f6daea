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
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isRestOperation, OPERATION_RULES } from '../src/domain/operation-permissions.ts';
import { cyclesOf, type ImportEdge, importGraph, specifiersOf } from '../tests/import-graph.ts';
import { AREAS } from './modules/areas.ts';

/** The root types' own fields (server/graphql/schema/base.graphql), resolved by the area that owns them. */
const BASE_FIELDS = new Set(['Query.me', 'Mutation.markNotificationViewed', 'Subscription.onNotificationAdded']);

const root = path.resolve(import.meta.dirname, '..');
const server = importGraph(root, ['server']);
const domain = importGraph(root, ['src/domain']);

const show = (edges: readonly ImportEdge[]) => edges.map((e) => `${e.from} → ${e.specifier}`);
const moduleOf = (file: string | null): string | null => (file ? (/^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null) : null);

const isDrizzle = (e: ImportEdge) =>
  e.specifier === 'drizzle-orm' || e.specifier.startsWith('drizzle-orm/') || /^server\/db\/schema(\.ts|\/)/.test(e.resolved ?? '');
/** An area's GraphQL wiring: its resolvers and its manifest (area-module.ts), which may import server/graphql. */
const isWiring = (file: string) => /^server\/modules\/([^/]+\/)?[\w-]+-(resolvers|module)\.ts$/.test(file);
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
  it("modules never import server/graphql or server/http, but for an area's GraphQL wiring (its resolvers and manifest)", () => {
    const wrong = server.filter(
      (e) => e.from.startsWith('server/modules/') && !isWiring(e.from) && /^server\/(graphql|http)\//.test(e.resolved ?? ''),
    );
    expect(show(wrong)).toEqual([]);
  });

  it("only an area's manifest imports its resolvers (services never call up into the transport)", () => {
    const wrong = server.filter((e) => (e.resolved ?? '').endsWith('-resolvers.ts') && !e.from.endsWith('-module.ts'));
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

describe('one folder per area (server/modules/README.md)', () => {
  const areaFolders = readdirSync(path.join(root, 'server/modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shared')
    .map((d) => d.name);
  /** The fields an SDL adds to the root types (its `extend type Query/Mutation/Subscription`). */
  const rootFields = (sdl: string): string[] =>
    parse(sdl).definitions.flatMap((d) =>
      d.kind === Kind.OBJECT_TYPE_EXTENSION && ['Query', 'Mutation', 'Subscription'].includes(d.name.value)
        ? (d.fields ?? []).map((f) => `${d.name.value}.${f.name.value}`)
        : [],
    );

  it('every area folder with SDL has its manifest in AREAS, named for its folder, reading all its .graphql files', () => {
    const withSdl = areaFolders.filter((a) => readdirSync(path.join(root, 'server/modules', a)).some((f) => f.endsWith('.graphql')));
    expect(AREAS.map((a) => a.name).sort()).toEqual(withSdl.sort());
    for (const area of AREAS) {
      const dir = path.join(root, 'server/modules', area.name);
      const files = readdirSync(dir).filter((f) => f.endsWith('.graphql'));
      expect(area.typeDefs, area.name).toBe(files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n'));
      expect(existsSync(path.join(dir, `${area.name}-module.ts`)), area.name).toBe(true);
    }
  });

  it("every field an area's SDL adds to Query, Mutation or Subscription has a rule and a resolver of that area", () => {
    for (const area of AREAS) {
      const fields = rootFields(area.typeDefs);
      expect(fields.length, area.name).toBeGreaterThan(0);
      const resolved = new Set(
        area.resolvers.flatMap((r) =>
          (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) => Object.keys(r[root] ?? {}).map((f) => `${root}.${f}`)),
        ),
      );
      expect(
        fields.filter((f) => !(f in OPERATION_RULES)),
        `${area.name}: fields without a rule`,
      ).toEqual([]);
      expect(
        fields.filter((f) => !resolved.has(f)),
        `${area.name}: fields without a resolver`,
      ).toEqual([]);
      expect(
        [...resolved].filter((f) => !fields.includes(f) && !BASE_FIELDS.has(f)),
        `${area.name}: resolvers of other areas' fields`,
      ).toEqual([]);
    }
  });

  it("each manifest's rules are exactly its fields' (SDL, and the base fields it resolves) and its REST routes'", () => {
    for (const area of AREAS) {
      const resolvedBase = area.resolvers.flatMap((r) =>
        (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) =>
          Object.keys(r[root] ?? {})
            .map((f) => `${root}.${f}`)
            .filter((f) => BASE_FIELDS.has(f)),
        ),
      );
      const graphqlRules = Object.keys(area.rules).filter((name) => !isRestOperation(name));
      expect(graphqlRules.sort(), area.name).toEqual([...rootFields(area.typeDefs), ...resolvedBase].sort());
    }
    // Every rule belongs to one area: OPERATION_RULES is the areas' rules joined.
    expect(AREAS.flatMap((a) => Object.keys(a.rules)).sort()).toEqual(Object.keys(OPERATION_RULES).sort());
  });

  it('each manifest declares exactly the areas its folder imports (server/modules/README.md "Layers")', () => {
    const imported = new Map<string, Set<string>>();
    for (const e of server) {
      const from = moduleOf(e.from);
      const to = moduleOf(e.resolved);
      if (from && to && to !== from && to !== 'shared') imported.set(from, (imported.get(from) ?? new Set()).add(to));
    }
    for (const area of AREAS) {
      expect([...(imported.get(area.name) ?? [])].sort(), area.name).toEqual([...area.dependsOn].sort());
    }
  });
});

const client = importGraph(root, ['src']);
const layerOf = (file: string | null): string | null => {
  if (!file?.startsWith('src/')) return null;
  const [, top, sub] = file.split('/');
  return top === 'features' ? `features/${sub}` : (top ?? null);
};

describe('client layers (STYLE rule 1, src/features/README.md)', () => {
  it('features never import another feature, a route or the app shell', () => {
    const wrong = client.filter((e) => {
      const from = layerOf(e.from);
      const to = layerOf(e.resolved);
      if (!from?.startsWith('features/') || !to) return false;
      return to === 'routes' || to === 'app' || (to.startsWith('features/') && to !== from);
    });
    expect(show(wrong)).toEqual([]);
  });

  it('ui, api and offline never import features, routes or the app shell', () => {
    const wrong = client.filter((e) => {
      const from = layerOf(e.from);
      const to = layerOf(e.resolved) ?? '';
      return ['ui', 'api', 'offline'].includes(from ?? '') && (to.startsWith('features/') || to === 'routes' || to === 'app');
    });
    expect(show(wrong)).toEqual([]);
  });
});
