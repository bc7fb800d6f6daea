// What one GraphQL request may ask for (DESIGN §5 "query depth and cost are limited"). Aliases
// make one field many: a request naming syncEncounterCommands 1,000 times, or 1,000 narrative
// PDFs, is one HTTP request. So every alias counts, in steps that each cost less than the next:
// - checkLength, before the caller is even authenticated: the query is text, at most
//   MAX_QUERY_LENGTH characters, nested at most MAX_NESTING deep (a scan of its brackets: graphql's
//   parser recurses once per level and would overflow the stack first); then the parser stops at
//   MAX_TOKENS tokens;
// - checkVariables, before execution: the variables nested at most MAX_NESTING deep;
// - checkShape, before validation (linear in the document): at most MAX_FIELDS field
//   selections and MAX_ROOT_MUTATIONS mutations in a request;
// - queryCost, before execution, with the variables: each field 1; a mutation 10; the fields
//   in FIELD_COSTS their own price (PDF rendering, password hashing, the day's pack); a paged
//   list its page size times its items; a list argument (the outbox's commands) its length times
//   the price of one item. Over MAX_COMPLEXITY the request is refused before any resolver runs.
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  parse,
  type SelectionSetNode,
  type TypeNode,
  type ValidationRule,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { ERROR_CODES } from '../../src/domain/errors.ts';
import { AppError, badInput } from '../errors.ts';

export const MAX_DEPTH = 8;
export const MAX_COMPLEXITY = 3000;
/** Field selections in one document, aliases and fragments included (the app's largest, MySchedule, has about 110). */
export const MAX_FIELDS = 600;
/** Root mutation fields in one request (the app sends one; the outbox batches inside syncEncounterCommands). */
export const MAX_ROOT_MUTATIONS = 10;
/** Characters of query text (the app's largest document, MySchedule, has about 2,000); variables are apart. */
export const MAX_QUERY_LENGTH = 20_000;
/** Tokens the parser reads before it gives up (MySchedule has about 210). */
export const MAX_TOKENS = 2_000;
/**
 * Brackets, braces and parentheses open at once in the query text, and levels of lists and
 * objects in the variables (the app's deepest document opens about 12; MAX_DEPTH limits fields).
 */
export const MAX_NESTING = 64;

/** Queries and mutations of one WebSocket connection running at once (the app sends none; subscriptions apart). */
export const MAX_IN_FLIGHT_PER_SOCKET = 16;
/** Subscriptions open on one WebSocket connection (the app opens a handful per tab). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;
/** Subscriptions open for one user on this server, over all their connections. */
export const MAX_SUBSCRIPTIONS_PER_USER = 200;

const MUTATION_COST = 10;
/** Fields whose work is far above a row read: CPU-bound rendering or hashing, or a whole day's data. */
export const FIELD_COSTS: Readonly<Record<string, number>> = {
  'Mutation.generateEncounterNarrativePDF': 500,
  'Mutation.changePassword': 500,
  'Mutation.confirmPasswordChange': 500,
  'Mutation.upsertUserPin': 500,
  'Mutation.sendPINVerificationCode': 200,
  'Mutation.validatePINVerificationCode': 200,
  'Query.MySchedule': 200,
};

const tooMuch = (what: string, limit: number) =>
  badInput(`This request asks for more than ${limit} ${what}. Split it into smaller requests.`);

/**
 * The query as sent, before anything else is done with it: GraphQL text (a number or an object is
 * none), within MAX_QUERY_LENGTH characters and MAX_NESTING levels of brackets. No query at all is
 * left to Mercurius ('Unknown query').
 */
export function checkLength(query: unknown): void {
  if (query == null) return;
  if (typeof query !== 'string') throw badInput('query must be GraphQL text.', 'query');
  if (query.length > MAX_QUERY_LENGTH) throw tooMuch('characters of query', MAX_QUERY_LENGTH);
  if (nestingOf(query) > MAX_NESTING) throw tooMuch('levels of nesting', MAX_NESTING);
  if (isJson(query)) throw notGraphql();
}

const notGraphql = () => badInput('query must be GraphQL text.', 'query');

/**
 * Whether the text is JSON. Mercurius reads a query that fails to parse as GraphQL as a JSON
 * syntax tree instead ({"query":"1"} became the document 1); the app sends GraphQL text only, and
 * no JSON value is a GraphQL document, so JSON is refused before Mercurius sees it. GraphQL text
 * fails JSON.parse at its first word.
 */
function isJson(text: string): boolean {
  if (!/^\s*[-{["\d]|^\s*(?:true|false|null)\s*$/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The deepest nesting of ( [ { in GraphQL text, outside strings and comments: one pass, no
 * parsing. Unbalanced text is the parser's to refuse.
 */
export function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '#') {
      while (i + 1 < text.length && text[i + 1] !== '\n' && text[i + 1] !== '\r') i++;
    } else if (c === '"' && text.startsWith('"""', i)) {
      // A block string: up to the next """ that is not escaped (\""").
      i += 3;
      while (i < text.length && !text.startsWith('"""', i)) i += text.startsWith('\\"""', i) ? 4 : 1;
      i += 2;
    } else if (c === '"') {
      // A string: up to its closing quote (or the line's end, where the parser refuses it).
      i++;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    } else if (c === '{' || c === '[' || c === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (c === '}' || c === ']' || c === ')') {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * The variables, before execution: nested at most MAX_NESTING deep (graphql's coercion and the
 * inputs' schemas recurse once per level). Walked without recursion.
 */
export function checkVariables(variables: unknown): void {
  if (variables == null || typeof variables !== 'object') return;
  const stack: { value: unknown; depth: number }[] = [{ value: variables, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, depth } = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_NESTING) throw tooMuch('levels of nesting in the variables', MAX_NESTING);
    for (const item of Array.isArray(value) ? value : Object.values(value)) stack.push({ value: item, depth: depth + 1 });
  }
}

/** The parser's own words when it stops at MAX_TOKENS ("more that" sic), said as the other limits say it. */
export const tooManyTokens = (message: string): string | null =>
  /Document contains more th[ae]t \d+ tokens/.test(message)
    ? `This request asks for more than ${MAX_TOKENS} tokens of query. Split it into smaller requests.`
    : null;

/** The longest message a caller is told (graphql quotes a refused value whole: 1 MB sent, 1 MB back). */
export const MAX_MESSAGE = 200;
/** How much of a quoted value a message keeps. */
const QUOTED_PREFIX = 24;

/** A prefix of `text` that does not end in half of a character. */
const prefix = (text: string, length: number): string => {
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};

/** Every "quoted value" longer than QUOTED_PREFIX cut to its prefix and '…', in one pass over the text. */
function cutQuotedValues(message: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('"', i);
    if (open < 0) return out + message.slice(i);
    let close = open + 1;
    while (close < message.length && message[close] !== '"') close += message[close] === '\\' ? 2 : 1;
    const value = message.slice(open + 1, Math.min(close, message.length));
    const kept = value.length > QUOTED_PREFIX ? `${prefix(value, QUOTED_PREFIX)}…` : value;
    out += `${message.slice(i, open + 1)}${kept}"`;
    i = close + 1;
  }
  return out;
}

/**
 * A parse, validation or coercion message as the caller is told it: the parser's token bound and
 * a stack overflow in our words (never 'Maximum call stack size exceeded'), each quoted value cut
 * to a short prefix, and the whole at most MAX_MESSAGE characters.
 */
export function callerMessage(message: string): string {
  const tokens = tooManyTokens(message);
  if (tokens) return tokens;
  if (/maximum call stack/i.test(message)) return tooMuch('levels of nesting', MAX_NESTING).message;
  if (message.length <= MAX_MESSAGE) return message;
  const shorter = cutQuotedValues(message);
  return shorter.length <= MAX_MESSAGE ? shorter : `${prefix(shorter, MAX_MESSAGE - 1)}…`;
}

/**
 * The query text parsed within MAX_TOKENS, a syntax error as BAD_USER_INPUT in the parser's words
 * (the socket's operations: /graphql's are parsed by Mercurius with the same bound).
 */
export function parseQuery(query: string): DocumentNode {
  try {
    return parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    throw badInput(callerMessage(error instanceof Error ? error.message : String(error)));
  }
}

/** Counts every field selection (each alias on its own) and the root mutation fields; throws past the limits. */
export function checkShape(document: DocumentNode): void {
  // Only a parsed document reaches here (isJson); anything else is refused, never walked.
  if (typeof document !== 'object' || document === null || !Array.isArray(document.definitions)) throw notGraphql();
  let fields = 0;
  let mutations = 0;
  const walk = (set: SelectionSetNode | undefined, root: boolean, mutation: boolean) => {
    if (!set) return;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        fields += 1;
        if (root && mutation) mutations += 1;
        walk(selection.selectionSet, false, false);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, root, mutation);
      } else {
        fields += 1; // a fragment spread: its fields are counted once, in its definition
      }
      if (fields > MAX_FIELDS) throw tooMuch('fields', MAX_FIELDS);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, true, definition.operation === 'mutation');
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) walk(definition.selectionSet, false, false);
  }
  if (mutations > MAX_ROOT_MUTATIONS) throw tooMuch('mutations', MAX_ROOT_MUTATIONS);
}

/** The longest list among a field's arguments (0 when none is a list). */
const longestList = (args: Record<string, unknown>): number =>
  Object.values(args).reduce<number>((longest, value) => (Array.isArray(value) ? Math.max(longest, value.length) : longest), 0);

const estimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const onMutation = type.name === 'Mutation';
  const own = FIELD_COSTS[`${type.name}.${field.name}`] ?? (onMutation ? MUTATION_COST : 1);
  // A paged list: its page (default 25) times one item.
  if (typeof args.first === 'number') return own + Math.max(args.first, 1) * childComplexity;
  if ('first' in args || typeof args.after === 'string') return own + 25 * childComplexity;
  // A list argument: each item is work of its own (a command of the batch is a mutation).
  return own + longestList(args) * (onMutation ? MUTATION_COST : 1) + childComplexity;
};

/** The request's cost with its variables (a list passed as a variable counts its length). */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): number {
  return getComplexity({ schema, query: document, variables: variables ?? {}, estimators: [estimator] });
}

export function checkCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): void {
  let cost: number;
  try {
    cost = queryCost(schema, document, variables);
  } catch (error) {
    // Variables that are not of their declared types cannot be costed; execution refuses them
    // (graphql's variable coercion, naming the variable) before any resolver runs. The error is
    // graphql's own, of another copy of its classes than the formatter's: thrown here, it was a 500.
    if ((error as { name?: unknown } | null)?.name === 'GraphQLError') return;
    throw error;
  }
  if (cost > MAX_COMPLEXITY) throw badInput(`Query is too costly (${cost}, limit ${MAX_COMPLEXITY}).`);
}

/** The least value of a variable's type (read from its AST: the schema may be another copy of graphql's classes). */
function leastValue(schema: GraphQLSchema, type: TypeNode): unknown {
  if (type.kind === Kind.NON_NULL_TYPE) return leastValue(schema, type.type);
  if (type.kind === Kind.LIST_TYPE) return [];
  const named = schema.getType(type.name.value) as { name: string; getValues?: () => { value: unknown }[] } | undefined;
  if (named?.getValues) return named.getValues()[0]?.value;
  if (named?.name === 'Int' || named?.name === 'Float') return 0;
  if (named?.name === 'Boolean') return false;
  return '';
}

/**
 * A subscription's cost. Mercurius gives its hook no variables, so each stands in as the least
 * value of its type (a list empty): a subscription's arguments name what to watch and carry no
 * work, and a required variable left out would otherwise refuse every subscription that has one.
 */
export function checkSubscriptionCost(schema: GraphQLSchema, document: DocumentNode): void {
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) variables[v.variable.name.value] = leastValue(schema, v.type);
  }
  checkCost(schema, document, variables);
}

/**
 * Production has no introspection: __schema and __type are refused at validation (__typename,
 * which the app's own queries may ask for, is not introspection). Written here rather than
 * graphql's NoSchemaIntrospectionCustomRule, whose type checks fail across the ESM and CommonJS
 * copies of graphql that this server and Mercurius load.
 */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError('GraphQL introspection is off in production.', { nodes: node }));
    }
  },
});

/**
 * Past the per-user (or per-address) budget of requests a minute: over HTTP a 429 (with
 * Retry-After), over the socket the operation's error; `retryAfter` in seconds.
 */
export const rateLimited = (retryAfterMs: number) => {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(ERROR_CODES.RATE_LIMITED, `Too many requests. Please wait ${retryAfter} seconds and try again.`, { retryAfter });
};
