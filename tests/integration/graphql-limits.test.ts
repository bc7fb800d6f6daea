// GraphQL abuse limits (DESIGN §5): aliases and list arguments count, so a request asking for
// syncEncounterCommands 1,000 times, or 1,000 narrative PDFs, is refused before any resolver
// runs, in a few milliseconds; every operation of the app itself fits. /graphql has a rate
// limit per signed-in user (per address when signed out). Introspection is off in production.
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkShape,
  MAX_COMPLEXITY,
  MAX_FIELDS,
  MAX_QUERY_LENGTH,
  MAX_ROOT_MUTATIONS,
  MAX_TOKENS,
  queryCost,
} from '../../server/graphql/limits.ts';
import { MAX_COMMANDS } from '../../server/modules/encounters/command-batch.ts';
import * as documents from '../../src/gql/graphql.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const aliased = (n: number, field: string) => `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const SYNC_1000 = aliased(1000, 'syncEncounterCommands(commands: []) { clientMutationId }');
const PDF_1000 = aliased(1000, 'generateEncounterNarrativePDF(encounterId: "00000000-0000-4000-8000-000000000000") { fileName }');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

describe.each(kinds)('GraphQL limits on %s', (kind) => {
  let s: TestServer;
  let token: string;
  let batchCalls = 0;
  let pdfCalls = 0;

  beforeAll(async () => {
    s = await startServer(kind);
    token = await s.token('clinician');
    // Count the work that would be done: the resolvers reach these through the services.
    const services = s.built.services;
    const sync = services.syncEncounterCommands;
    services.syncEncounterCommands = (...args: Parameters<typeof sync>) => {
      batchCalls += 1;
      return sync(...args);
    };
    const narrative = services.responses.narrative;
    services.responses.narrative = (...args: Parameters<typeof narrative>) => {
      pdfCalls += 1;
      return narrative(...args);
    };
  });
  afterAll(() => s?.close());

  /** In process (no network): the server's own time for the request, refused. */
  async function timedRefusal(query: string) {
    const started = performance.now();
    const res = await s.built.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query }),
    });
    return {
      ms: performance.now() - started,
      status: res.statusCode,
      body: res.json() as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
    };
  }

  it('1,000 aliased syncEncounterCommands are refused before any work, in a few milliseconds', async () => {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { ms, status, body } = await timedRefusal(SYNC_1000);
      times.push(ms);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toBe(
        `This request asks for more than ${MAX_QUERY_LENGTH} characters of query. Split it into smaller requests.`,
      );
    }
    expect(batchCalls).toBe(0);
    // The figure itself is the bench's (tests/bench/graphql-limits.ts); here only a loose bound for a loaded machine.
    console.log(`1,000 aliases refused in ${median(times).toFixed(2)} ms (median of ${times.length}, in process)`);
    expect(median(times)).toBeLessThan(250);
  });

  it('1,000 narrative PDFs are refused before any is made; even a few are too costly', async () => {
    const many = await timedRefusal(PDF_1000);
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.message).toMatch(/^This request asks for more than \d+ characters of query\./);
    const six = await timedRefusal(
      aliased(6, 'generateEncounterNarrativePDF(encounterId: "00000000-0000-4000-8000-000000000000") { fileName }'),
    );
    expect(six.status).toBe(400);
    expect(six.body.errors?.[0]?.message).toMatch(/^Query is too costly \(\d+, limit 3000\)\.$/);
    expect(pdfCalls).toBe(0);
  });

  it('shorter documents: the parser stops at its token bound, and fields are counted before validation', async () => {
    const compact = `{ ${Array.from({ length: 400 }, (_, i) => `a${i}:me{id}`).join(' ')} }`;
    expect(compact.length).toBeLessThan(MAX_QUERY_LENGTH);
    const tokens = await timedRefusal(compact);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.message).toBe(
      `This request asks for more than ${MAX_TOKENS} tokens of query. Split it into smaller requests.`,
    );
    const wide = await timedRefusal(`{ me { ${'id '.repeat(MAX_FIELDS + 1)}} }`);
    expect(wide.status).toBe(400);
    expect(wide.body.errors?.[0]?.message).toBe(`This request asks for more than ${MAX_FIELDS} fields. Split it into smaller requests.`);
  });

  it(`more than ${MAX_ROOT_MUTATIONS} mutations in one request are refused`, async () => {
    const res = await timedRefusal(aliased(MAX_ROOT_MUTATIONS + 1, 'syncEncounterCommands(commands: []) { clientMutationId }'));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe(
      `This request asks for more than ${MAX_ROOT_MUTATIONS} mutations. Split it into smaller requests.`,
    );
    const one = await s.gql('mutation { syncEncounterCommands(commands: []) { clientMutationId } }', undefined, token);
    expect(one.body).toEqual({ data: { syncEncounterCommands: [] } });
  });

  it('a list argument counts its items, from a variable too', async () => {
    const calls = batchCalls;
    const commands = Array.from({ length: 150 }, () => ({}));
    const query =
      'mutation($c: [EncounterCommandInput!]!) { a: syncEncounterCommands(commands: $c) { clientMutationId } b: syncEncounterCommands(commands: $c) { clientMutationId } }';
    const res = await s.gql(query, { c: commands }, token);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/^Query is too costly \(\d+, limit 3000\)\.$/);
    expect(batchCalls).toBe(calls);
  });

  it("every operation of the app fits, the outbox's full batch included", () => {
    const schema = s.built.app.graphql.schema;
    const seen: string[] = [];
    for (const [name, value] of Object.entries(documents)) {
      if (!name.endsWith('Document')) continue;
      const document = parse(String(value));
      const variables: Record<string, unknown> = {};
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const variable of definition.variableDefinitions ?? []) {
          // Lists at their largest (the outbox's full batch), pages at 25, dates and ids as text.
          const type = JSON.stringify(variable.type);
          variables[variable.variable.name.value] = type.includes(Kind.LIST_TYPE)
            ? Array.from({ length: MAX_COMMANDS }, () => ({}))
            : type.includes('"Int"')
              ? 25
              : type.includes('"Boolean"')
                ? true
                : '2026-01-01';
        }
      }
      expect(() => checkShape(document), name).not.toThrow();
      let cost = 0;
      try {
        cost = queryCost(schema, document, variables);
      } catch {
        continue; // an input object variable: its value is not a cost question
      }
      expect(cost, name).toBeLessThanOrEqual(MAX_COMPLEXITY);
      seen.push(name);
    }
    expect(seen).toContain('SyncEncounterCommandsDocument');
    expect(seen).toContain('MyScheduleDocument');
  });
});

describe.each(kinds)('GraphQL rate limit on %s', (kind) => {
  const LIMIT = 5;
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { env: { GRAPHQL_RATE_LIMIT: String(LIMIT) } });
  });
  afterAll(() => s?.close());

  it(`answers 429 past ${LIMIT} requests a minute, counted per user, and per address when signed out`, async () => {
    const clinician = await s.token('clinician');
    const coordinator = await s.token('coordinator');
    for (let i = 0; i < LIMIT; i++) expect((await s.gql('{ me { id } }', undefined, clinician)).status).toBe(200);
    const refused = await s.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${clinician}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(refused.status).toBe(429);
    // Mercurius answers for /graphql in its own shape: a GraphQL error with the code.
    const answer = (await refused.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(answer.errors?.[0]?.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    // Another user from the same address has their own count.
    expect((await s.gql('{ me { id } }', undefined, coordinator)).status).toBe(200);
    // Signed out: counted by address.
    for (let i = 0; i < LIMIT; i++) expect((await s.gql('{ me { id } }')).status).toBe(401);
    expect((await s.gql('{ me { id } }')).status).toBe(429);
  });
});

describe.each(kinds)('introspection on %s', (kind) => {
  let production: TestServer;
  let dev: TestServer;
  const INTROSPECT = '{ __schema { queryType { name } } }';
  beforeAll(async () => {
    production = await startServer(kind, {
      env: {
        APP_ENV: 'production',
        ACCESS_TOKEN_SECRET: 'a-production-secret-of-enough-length-0123',
        PUBLIC_URL: 'https://emr.example.test',
      },
    });
    dev = await startServer(kind);
  });
  afterAll(async () => {
    await production?.close();
    await dev?.close();
  });

  it('is refused in production and answered in dev', async () => {
    const refused = await production.gql(INTROSPECT, undefined, await production.token('admin'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe('GraphQL introspection is off in production.');
    const typeQuery = await production.gql('{ __type(name: "User") { name } }', undefined, await production.token('admin'));
    expect(typeQuery.status).toBe(400);
    // __typename is not introspection: the app's own queries may ask for it.
    expect((await production.gql('{ __typename }', undefined, await production.token('admin'))).body).toEqual({
      data: { __typename: 'Query' },
    });
    expect((await dev.gql(INTROSPECT, undefined, await dev.token('admin'))).body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });
});
