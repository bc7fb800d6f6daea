// Offset cursors for list queries. SPEC §9: page size 25 by default; search max 200 characters.
import * as v from 'valibot';
import { badInput } from '../errors.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

const encode = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

const PageArgs = v.object({
  first: v.nullish(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1, 'first must be at least 1'),
      v.maxValue(MAX_PAGE_SIZE, `first must be at most ${MAX_PAGE_SIZE}`),
    ),
  ),
  after: v.nullish(v.pipe(v.string(), v.maxLength(64, 'after is not a valid cursor'))),
});

export function parsePage(args: { first?: number | null | undefined; after?: string | null | undefined }): {
  offset: number;
  limit: number;
} {
  const parsed = v.safeParse(PageArgs, { first: args.first, after: args.after });
  if (!parsed.success) {
    const [issue] = parsed.issues;
    throw badInput(issue.message, v.getDotPath(issue) ?? undefined);
  }
  let offset = 0;
  if (parsed.output.after) {
    const decoded = Buffer.from(parsed.output.after, 'base64url').toString();
    const match = /^o:(\d{1,9})$/.exec(decoded);
    if (!match?.[1]) throw badInput('after is not a valid cursor', 'after');
    offset = Number(match[1]) + 1;
  }
  return { offset, limit: parsed.output.first ?? DEFAULT_PAGE_SIZE };
}

/** Search terms are trimmed, whitespace collapsed and limited to 200 characters (SPEC §5). */
export function parseTerm(term: string | null | undefined): string | null {
  if (term == null) return null;
  const clean = term.trim().replace(/\s+/g, ' ');
  if (clean.length > MAX_SEARCH_LENGTH) throw badInput(`Search can be at most ${MAX_SEARCH_LENGTH} characters`, 'term');
  return clean || null;
}

export function connection<T>(nodes: readonly T[], offset: number, totalCount: number) {
  return {
    edges: nodes.map((node, i) => ({ node, cursor: encode(offset + i) })),
    totalCount,
    pageInfo: { hasNextPage: offset + nodes.length < totalCount, endCursor: nodes.length ? encode(offset + nodes.length - 1) : null },
  };
}
