// The hostile-input walk (DESIGN §5: bad input gets a clear message, never a 500 or a stack
// trace; 'One rule for free text and dates'). Every Query and Mutation of the schema, built from
// its typeDefs as the schema walk builds them, is sent as a signed-out caller, a clinician and an
// administrator with hostile values in its arguments (property-based, fast-check, a fixed seed):
// lone surrogates, NUL, blanks and zero-width text, huge strings, deep nesting, wrong types,
// extreme dates and numbers. No answer may be INTERNAL_SERVER_ERROR or a 500, none may carry
// internals (stack frames, SQL, file paths, 'Maximum call stack'), none may echo a huge value
// back, and the server answers normally afterwards. Raw bodies and query texts are walked too.
// It prints the figure: hostile requests sent, answers by class, 0 INTERNAL, 0 leaked.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeDefs } from '../../server/graphql/schema.ts';
import { PERMISSIONS } from '../../src/domain/access.ts';
import { addChartRecords } from './chart-records-fixtures.ts';
import { addCoverageRecords } from './coverage-fixtures.ts';
import { addAppointment, addPractitioner, todayAt } from './encounters-fixtures.ts';
import { type GqlResponse, kinds, makePatient, startServer, type TestServer } from './harness.ts';

const schema = buildSchema(typeDefs);
/** One seed for the whole walk: a failure names its operation and value, and happens again. */
const SEED = 20_260_517;
/** Values tried per operation and caller (157 operations × 3 callers × RUNS requests per database). */
const RUNS = 4;

type Root = 'Query' | 'Mutation';
interface Operation {
  name: string;
  field: GraphQLField<unknown, unknown>;
  document: string;
}

/** The smallest selection: the first scalar field (descending into objects), else __typename. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 3) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const scalar = fields.find((f) => isLeafType(getNamedType(f.type)));
  if (scalar) return `{ ${scalar.name} }`;
  const object = fields[0];
  return object ? `{ ${object.name} ${selection(object.type, depth + 1)} }` : '{ __typename }';
}

/** The operation with every argument as a variable of its declared type: any JSON value can be sent. */
const operationFor = (root: Root, field: GraphQLField<unknown, unknown>): Operation => {
  const declared = field.args.length ? `(${field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const passed = field.args.length ? `(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return {
    name: `${root}.${field.name}`,
    field,
    document: `${root === 'Query' ? 'query' : 'mutation'} Hostile${declared} { ${field.name}${passed} ${selection(field.type)} }`,
  };
};

const OPERATIONS: Operation[] = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.values((root === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map((f) => operationFor(root, f)),
);

// ---- hostile values ----------------------------------------------------------------------------

/** A list nested `levels` deep around one value, and the same with objects. */
const nestedList = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};
const nestedObject = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

/** Sent now and then: no answer may echo it back. */
const HUGE = 'x'.repeat(200_000);
const ECHO = 'x'.repeat(300);

const HOSTILE_TEXT = [
  '\ud800',
  'a\udc00b',
  'Ann\ud83d',
  '\u0000',
  'x\u0000y',
  '',
  '   ',
  '\t\n\r',
  '\u200b\u200b',
  '\u200d',
  '\ufeff',
  '\u3164',
  '\u00ad',
  'x'.repeat(10_001),
  HUGE,
  '9999-12-31',
  '0000-00-00',
  '0001-01-01',
  '3000-01-01',
  '1899-12-31',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  'NaN',
  '-1',
  '1e309',
  "' OR '1'='1",
  "'; DROP TABLE patient; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '$'.concat('{7*7}'),
  '{"a":1}',
  '__proto__',
  'constructor',
  'o:-1',
  Buffer.from('o:99999999999').toString('base64url'),
];
const HOSTILE_NUMBERS = [0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 0.5, -0.5, 1e-300, 99_999_999];
/** Whole numbers GraphQL's Int takes: they reach the server's own checks. */
const EXTREME_INTS = [0, -1, 1, 2, 2 ** 31 - 1, -(2 ** 31), 99_999_999, -99_999_999];

interface WalkIds {
  patientId: string;
  practitionerId: string;
  appointmentId: string;
  orderId: string;
  coverageId: string;
  userId: string;
}

function arbitraries(ids: WalkIds) {
  const known = Object.values(ids);
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    {
      weight: 2,
      arbitrary: fc.string({ unit: fc.constantFrom('\ud800', '\udfff', '\u0000', ' ', '\u200b', 'a', '\n', '"', '{'), maxLength: 24 }),
    },
    { weight: 2, arbitrary: fc.constantFrom(...known, randomUUID(), randomUUID().toUpperCase()) },
  );
  const number = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  const whole = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...EXTREME_INTS) }, fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
  const deep = fc.constantFrom(nestedList(70), nestedList(500), nestedObject(70), nestedObject(500));
  const json = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(text, fc.oneof(text, number), { maxKeys: 3 }), deep);
  /** A value of another type altogether. */
  const wrong = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    number,
    text,
    fc.constant([]),
    fc.constant({}),
    fc.array(text, { maxLength: 3 }),
    fc.dictionary(text, text, { maxKeys: 3 }),
    deep,
  );

  /**
   * A hostile value of the type. `strict`: of its type all through (it gets past graphql's
   * coercion to the server's own checks); otherwise any part may be of another type or missing.
   */
  const valueFor = (type: GraphQLInputType, depth: number, strict: boolean): fc.Arbitrary<unknown> => {
    const inner = (t: GraphQLInputType) =>
      strict ? valueFor(t, depth + 1, true) : fc.oneof({ weight: 3, arbitrary: valueFor(t, depth + 1, false) }, wrong);
    if (isNonNullType(type)) return valueFor(type.ofType, depth, strict);
    if (isListType(type)) return fc.array(inner(type.ofType), { maxLength: 3 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type)) {
      if (depth > 3) return fc.constant({});
      const fields = Object.values(type.getFields());
      const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, inner(f.type)])), { requiredKeys: strict ? required : [] });
    }
    switch (getNamedType(type).name) {
      case 'Int':
        return strict ? whole : fc.oneof(whole, fc.constantFrom(...HOSTILE_NUMBERS));
      case 'Float':
        return number;
      case 'Boolean':
        return fc.boolean();
      case 'JSON':
        return json;
      default:
        return text;
    }
  };

  /**
   * The variables of one request: three times in four every argument hostile within its type,
   * else any part of another type; optional arguments now and then left out.
   */
  return (op: Operation): fc.Arbitrary<Record<string, unknown>> => {
    const requiredKeys = op.field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
    const of = (strict: boolean) =>
      fc.record(
        Object.fromEntries(
          op.field.args.map((a) => [a.name, strict ? valueFor(a.type, 0, true) : fc.oneof(valueFor(a.type, 0, false), wrong)]),
        ),
        {
          requiredKeys,
        },
      );
    return fc.oneof({ weight: 3, arbitrary: of(true) }, { weight: 1, arbitrary: of(false) });
  };
}

// ---- what an answer may not be ------------------------------------------------------------------

/** Internals: stack frames, file paths, driver and SQL words, the engine's own errors. */
const LEAK =
  /(?:\/|file:|node:)[\w./-]+:\d+:\d+|node_modules|\/work\/|\.ts:\d+|\.js:\d+|Maximum call stack|Failed query|\bselect\s.+\sfrom\b|\binsert into\b|\bon conflict\b|drizzle|pglite|DatabaseError|TypeError|RangeError|ReferenceError|is not iterable|Cannot read prop|undefined is not/i;

interface Tally {
  sent: number;
  classes: Map<string, number>;
  internal: string[];
  leaked: string[];
}

const classOf = (status: number, body: GqlResponse['body']): string => {
  const codes = [...new Set((body.errors ?? []).map((e) => e.extensions?.code ?? 'none'))];
  return codes.length ? `${status} ${codes.join('+')}` : `${status} data`;
};

/** Records the answer and fails (naming the request) when it is a 500, an internal error, a leak or an echo. */
function judge(tally: Tally, what: string, status: number, text: string): void {
  tally.sent += 1;
  let body: GqlResponse['body'];
  try {
    body = JSON.parse(text) as GqlResponse['body'];
  } catch {
    body = { errors: [{ message: text.slice(0, 200), extensions: { code: 'not JSON' } }] };
  }
  const cls = classOf(status, body);
  tally.classes.set(cls, (tally.classes.get(cls) ?? 0) + 1);
  const errors = JSON.stringify(body.errors ?? []);
  const internal = status >= 500 || errors.includes('INTERNAL_SERVER_ERROR');
  if (internal) tally.internal.push(`${what}: ${status} ${errors.slice(0, 300)}`);
  const leak = LEAK.exec(errors)?.[0] ?? (text.includes(ECHO) ? 'an echo of a huge value' : undefined);
  if (leak) tally.leaked.push(`${what}: ${leak} in ${errors.slice(0, 300)}`);
  expect(internal, `${what} answered ${status} ${errors.slice(0, 500)}`).toBe(false);
  expect(leak, `${what} leaked: ${errors.slice(0, 500)}`).toBeUndefined();
  // graphql stops at 50 errors of coercion; each is told in a few words, whatever was sent.
  expect(body.errors?.length ?? 0, `${what} answered ${body.errors?.length} errors`).toBeLessThanOrEqual(51);
  for (const e of body.errors ?? []) expect(e.message.length, `${what} answered ${e.message.slice(0, 300)}`).toBeLessThanOrEqual(300);
}

// ---- the walk --------------------------------------------------------------------------------

type Caller = 'signed-out' | 'clinician' | 'administrator';
const CALLERS: readonly Caller[] = ['signed-out', 'clinician', 'administrator'];

describe.each(kinds)('hostile walk on %s', (kind) => {
  let s: TestServer;
  let variablesOf: (op: Operation) => fc.Arbitrary<Record<string, unknown>>;
  const tally: Tally = { sent: 0, classes: new Map(), internal: [], leaked: [] };
  const tokens = new Map<Caller, string>();
  let generation = 0;
  let started = 0;

  /** A fresh caller of the role (a walked mutation may have ended the last one's session or changed its PIN). */
  async function signIn(caller: Exclude<Caller, 'signed-out'>): Promise<string> {
    generation += 1;
    const user =
      caller === 'clinician'
        ? await s.addUser({
            key: `walk-clinician-${generation}`,
            roles: ['staff'],
            jobFunctions: ['clin'],
            permissions: ['patient'],
            markets: ['FL'],
          })
        : await s.addUser({
            key: `walk-admin-${generation}`,
            roles: ['administrator', 'security-admin'],
            jobFunctions: ['other'],
            permissions: [...PERMISSIONS],
          });
    const res = await s.signIn(user.email);
    const token = ((await res.json()) as { access_token: string }).access_token;
    tokens.set(caller, token);
    return token;
  }

  const post = async (body: string, token?: string) => {
    const res = await s.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    return { status: res.status, text: await res.text() };
  };

  beforeAll(async () => {
    s = await startServer(kind);
    const clinic = await addPractitioner(s, 'FL');
    const [patient] = await s.addPatients([makePatient('Hostile', 'Walk', { state: 'FL' })]);
    if (!patient) throw new Error('no patient');
    const chart = await addChartRecords(s, patient.id);
    const coverage = await addCoverageRecords(s, patient.id);
    const target = await s.addUser({ key: 'walk-target', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'] });
    variablesOf = arbitraries({
      patientId: patient.id,
      practitionerId: clinic.practitionerId,
      appointmentId: await addAppointment(s, {
        patientId: patient.id,
        practitionerId: clinic.practitionerId,
        start: todayAt(clinic.zone, '09:00'),
      }),
      orderId: chart.orderId,
      coverageId: coverage.coverageId,
      userId: target.id,
    });
    await signIn('clinician');
    await signIn('administrator');
    started = performance.now();
  });

  afterAll(async () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const classes = [...tally.classes].sort(([a], [b]) => a.localeCompare(b)).map(([cls, n]) => `${cls}: ${n}`);
    console.log(
      `hostile walk on ${kind}: ${tally.sent} hostile requests in ${seconds} s; answers by class: ${classes.join(', ')}; ` +
        `${tally.internal.length} INTERNAL, ${tally.leaked.length} leaked`,
    );
    await s?.close();
  });

  it('walks the whole schema (guards against walking nothing)', () => {
    expect(OPERATIONS.length).toBeGreaterThan(100);
  });

  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s: hostile arguments never answer 500 nor leak', async (name, op) => {
    for (const caller of CALLERS) {
      await fc.assert(
        fc.asyncProperty(variablesOf(op), async (variables) => {
          const token = caller === 'signed-out' ? undefined : tokens.get(caller);
          const body = JSON.stringify({ query: op.document, variables });
          const res = await post(body, token);
          judge(tally, `${name} as ${caller}`, res.status, res.text);
          if (token && res.text.includes('"UNAUTHENTICATED"') && caller !== 'signed-out') await signIn(caller);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  });

  it('hostile bodies and query texts never answer 500 nor leak', async () => {
    const admin = tokens.get('administrator');
    const bodies = [
      '{"query":1}',
      '{"query":true}',
      '{"query":-0.5}',
      '{"query":[]}',
      '{"query":{}}',
      '{"query":"1"}',
      '{"query":"\\"text\\""}',
      '{"query":"null"}',
      JSON.stringify({ query: JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition' }] }) }),
      JSON.stringify({ query: JSON.stringify({ kind: 'Document', definitions: 5 }) }),
      JSON.stringify({ query: `{ me(x: ${'['.repeat(2000)}${']'.repeat(2000)}) { id } }` }),
      JSON.stringify({ query: `${'{ me '.repeat(3000)}${'}'.repeat(3000)}` }),
      JSON.stringify({ query: `query(${'('.repeat(3000)}) { me { id } }` }),
      JSON.stringify({ query: `{ PatientList(term: ${'{a:'.repeat(1500)}1${'}'.repeat(1500)}) { totalCount } }` }),
      JSON.stringify({ query: '{ PatientList(term: "\ud800") { totalCount } }' }),
      JSON.stringify({ query: '{ PatientList(term: "\\ud800") { totalCount } }' }),
      JSON.stringify({ query: '{ PatientList(term: "a\u0000b") { totalCount } }' }),
      JSON.stringify({ query: '{ PatientList(term: """\ud800""") { totalCount } }' }),
      JSON.stringify({ query: '{ me { id } }', variables: 'abc' }),
      JSON.stringify({ query: '{ me { id } }', variables: [1, 2] }),
      JSON.stringify({ query: '{ me { id } }', variables: 5 }),
      // Written out: JSON.stringify itself recurses once per level.
      `{"query":"query($t: String) { PatientList(term: $t) { totalCount } }","variables":{"t":${'['.repeat(20_000)}1${']'.repeat(20_000)}}}`,
      JSON.stringify({ query: 'query($t: String) { PatientList(term: $t) { totalCount } }', variables: { t: HUGE } }),
      JSON.stringify({ query: 'query($f: Int) { PatientList(first: $f) { totalCount } }', variables: { f: HUGE } }),
      JSON.stringify({ query: 'query($f: [Int]) { PatientList(first: $f) { totalCount } }', variables: { f: [HUGE] } }),
      JSON.stringify({ query: '{ me { id } }', operationName: 5 }),
      JSON.stringify({ query: '{ me { id } }', operationName: { a: 1 } }),
      JSON.stringify({ query: '{ me { id } }', extensions: { persistedQuery: { sha256Hash: 5 } } }),
      JSON.stringify({ query: '{ me { id } }', persisted: true }),
    ];
    for (const [i, body] of bodies.entries()) {
      for (const token of [undefined, admin]) {
        const res = await post(body, token);
        judge(tally, `body ${i} ${token ? 'as administrator' : 'signed out'}`, res.status, res.text);
      }
    }
    for (const url of [
      '/graphql?query=1',
      '/graphql?query=%7B%7D',
      '/graphql?query=a&query=b',
      '/graphql?query=%7Bme%7Bid%7D%7D&variables=%7B',
    ]) {
      const res = await s.fetch(url, { headers: { authorization: `Bearer ${admin}` } });
      judge(tally, `GET ${url}`, res.status, await res.text());
    }
    // Any text as a query: brackets, quotes, escapes and odd characters in any order.
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '(',
      ')',
      '"',
      '"""',
      '\\',
      '#',
      '\n',
      '$x',
      ':',
      '!',
      '@',
      ' me ',
      ' query ',
      'id',
      '\ud800',
      '\u0000',
      '1',
      '...',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 60 }), async (pieces) => {
        const res = await post(JSON.stringify({ query: pieces.join('') }), admin);
        judge(tally, `query text ${JSON.stringify(pieces.join('')).slice(0, 120)}`, res.status, res.text);
      }),
      { seed: SEED, numRuns: 60, endOnFailure: true },
    );
  });

  it('the server answers normally afterwards', async () => {
    const token = await signIn('administrator');
    const me = await s.gql<{ me: { id: string } }>('{ me { id } }', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body.data?.me.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await s.gql<{ PatientList: { totalCount: number } }>('{ PatientList { totalCount } }', undefined, token);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data?.PatientList.totalCount).toBeGreaterThanOrEqual(1);
    expect((await s.fetch('/api/status')).status).toBe(200);
    expect(tally.internal).toEqual([]);
    expect(tally.leaked).toEqual([]);
  });
});
