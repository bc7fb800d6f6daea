// The one paged list of the server (DESIGN §8 'Lists'): every `XList(first, after, …)` field
// answers a connection through pagedList, so the client's searchable list reads them all alike.
// Offset cursors; SPEC §9: page size 25 by default; SPEC §5: search max 200, trimmed.
import * as v from 'valibot';
import { SearchInput } from '../../../src/domain/validation/search.ts';
import { badInput } from '../../errors.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

type Maybe<T> = T | null | undefined;

/** The paging arguments of a list field, as GraphQL gives them. */
export interface PageArgs {
  first?: Maybe<number>;
  after?: Maybe<string>;
}

/** What a repository's list method takes. */
export interface Page {
  offset: number;
  limit: number;
}

/**
 * What a repository's list method returns: one page of rows and the count of all of them, or, for
 * a list too long to count on every page (`countCapped`), a floor: the count stopped there.
 */
export interface RowsAndCount<Row> {
  rows: readonly Row[];
  totalCount: number;
  countCapped?: boolean;
}

export interface Connection<Node> {
  edges: { node: Node; cursor: string }[];
  totalCount: number;
  /** totalCount is a floor: more match than were counted (a capped count, `countCap`). */
  totalCountCapped: boolean;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** How many rows a capped count counts at most: this many past the page, so it never falls behind what was shown. */
export const COUNT_CAP = 1_000;
export const countCap = ({ offset, limit }: Page): number => offset + limit + COUNT_CAP;

const encode = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

const pageSchema = (maxSize: number) =>
  v.object({
    first: v.nullish(
      v.pipe(v.number(), v.integer(), v.minValue(1, 'first must be at least 1'), v.maxValue(maxSize, `first must be at most ${maxSize}`)),
    ),
    after: v.nullish(v.pipe(v.string(), v.maxLength(64, 'after is not a valid cursor'))),
  });
const PAGE_SCHEMAS = new Map<number, ReturnType<typeof pageSchema>>();

/** `first`/`after` → offset and limit; BAD_USER_INPUT naming the argument. */
export function parsePage(args: PageArgs, maxSize = MAX_PAGE_SIZE): Page {
  let schema = PAGE_SCHEMAS.get(maxSize);
  if (!schema) {
    schema = pageSchema(maxSize);
    PAGE_SCHEMAS.set(maxSize, schema);
  }
  const parsed = v.safeParse(schema, { first: args.first, after: args.after });
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

/**
 * A search argument: the client's rule (src/domain/validation/search.ts: at most 200
 * characters, trimmed, whitespace collapsed); null when blank. BAD_USER_INPUT on `field`.
 */
export function parseTerm(term: Maybe<string>, field = 'term'): string | null {
  const parsed = v.safeParse(SearchInput, term ?? undefined);
  if (!parsed.success) throw badInput(parsed.issues[0].message, field);
  return parsed.output || null;
}

function connection<Node>(nodes: readonly Node[], offset: number, totalCount: number, capped: boolean): Connection<Node> {
  return {
    edges: nodes.map((node, i) => ({ node, cursor: encode(offset + i) })),
    totalCount,
    totalCountCapped: capped,
    pageInfo: {
      hasNextPage: capped || offset + nodes.length < totalCount,
      endCursor: nodes.length ? encode(offset + nodes.length - 1) : null,
    },
  };
}

/**
 * A list field's answer: parses `first`/`after` first, then `fetchPage` parses the filters,
 * checks what they name and asks the repository for that page (rows and the total count, with
 * the filters and the caller's access condition applied); the rows become the connection of
 * their views. Call it after authorize().
 */
export async function pagedList<Row, Node>(
  args: PageArgs,
  fetchPage: (page: Page) => Promise<RowsAndCount<Row>>,
  toNode: (row: Row) => Node,
  /** The largest page a caller may ask for (SPEC §9: lookups such as CountyList and MarketList fetch 200). */
  maxPageSize = MAX_PAGE_SIZE,
): Promise<Connection<Node>> {
  const page = parsePage(args, maxPageSize);
  const { rows, totalCount, countCapped = false } = await fetchPage(page);
  return connection(rows.map(toNode), page.offset, totalCount, countCapped);
}
