// Expansions of published value-set versions, kept in memory (DESIGN §5): a version never changes
// once published, so a page of it never goes stale; a publish drops the code system's pages anyway
// (they are no longer the newest) so memory holds what is asked now. Bounded: the oldest page
// asked goes first.
export interface ExpansionKey {
  id: string;
  version: number;
  filter: string | null;
  offset: number;
  count: number;
}

export interface ExpansionPage {
  rows: { code: string; display: string; category: string | null }[];
  total: number;
}

const keyOf = (k: ExpansionKey) => JSON.stringify([k.id, k.version, k.filter, k.offset, k.count]);

export function createExpansionCache(capacity = 500) {
  const pages = new Map<string, { id: string; page: Promise<ExpansionPage> }>();
  return {
    async get(key: ExpansionKey, load: () => Promise<ExpansionPage>): Promise<ExpansionPage> {
      const k = keyOf(key);
      const hit = pages.get(k);
      if (hit) {
        // Most recently asked last (Map keeps insertion order).
        pages.delete(k);
        pages.set(k, hit);
        return hit.page;
      }
      const page = load();
      pages.set(k, { id: key.id, page });
      page.catch(() => pages.delete(k));
      while (pages.size > capacity) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
      return page;
    },
    /** A publish: the code system's kept pages go. */
    invalidate(id: string): void {
      for (const [k, entry] of pages) if (entry.id === id) pages.delete(k);
    },
    get size() {
      return pages.size;
    },
  };
}

export type ExpansionCache = ReturnType<typeof createExpansionCache>;
