// The import graph of a source folder, read without TypeScript: every `import … from`, `import '…'`,
// `export … from` and `import('…')` specifier of each .ts/.tsx file, type-only ones included (a
// type import still ties two layers together). Relative specifiers are resolved to repository
// paths; package names are kept as written. Used by server/architecture.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ImportEdge {
  /** The importing file, relative to the repository root, with '/' separators. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The imported file (repository path) for a relative specifier; null for a package. */
  resolved: string | null;
}

const SKIP = new Set(['node_modules', 'generated', 'migrations']);

/** The .ts/.tsx files under `dir` (repository paths), leaving out generated code and migrations. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP.has(entry.name)) walk(child);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

// Block comments, and line comments that start a line (a '//' inside a string, as in a URL, stays).
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const STATIC = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]/g;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The specifiers a source text imports, in order. */
export function specifiersOf(source: string): string[] {
  const code = source.replace(COMMENTS, '');
  return [...code.matchAll(STATIC), ...code.matchAll(DYNAMIC)].map((m) => m[1] ?? '').filter(Boolean);
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(root: string, from: string, specifier: string): string {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return base;
}

/** Every import edge of the files under `dirs`. */
export function importGraph(root: string, dirs: readonly string[]): ImportEdge[] {
  return dirs.flatMap((dir) =>
    sourceFiles(root, dir).flatMap((from) =>
      specifiersOf(readFileSync(path.join(root, from), 'utf8')).map((specifier) => ({
        from,
        specifier,
        resolved: specifier.startsWith('.') ? resolve(root, from, specifier) : null,
      })),
    ),
  );
}

/** The strongly connected groups of more than one node (each a set of nodes that import each other, transitively). */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  // Tarjan's algorithm; the graphs here have a few dozen nodes.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
