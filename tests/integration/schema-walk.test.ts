// THE permission test (DESIGN §5): every Query, Mutation and Subscription field of the schema
// has a rule in OPERATION_RULES (and no rule names a field that is gone); every field that is not
// 'public' refuses an anonymous caller with UNAUTHENTICATED; every permission-guarded field
// refuses a caller that holds every other permission, role and job function but none of its own
// with FORBIDDEN; 'self' fields serve any signed-in user; and 'public' fields (proven some other
// way, e.g. an e-mailed code) serve an anonymous caller without an internal error. Operations are built from the schema, so a new field
// is covered the moment it is added.
import { randomUUID } from 'node:crypto';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeDefs } from '../../server/graphql/schema.ts';
import { JOB_FUNCTIONS, PERMISSIONS, type Permission, ROLES } from '../../src/domain/access.ts';
import { OPERATION_RULES, type OperationRule } from '../../src/domain/operation-permissions.ts';
import { type GqlError, kinds, sleep, startServer, subscribe, type TestServer } from './harness.ts';

const schema = buildSchema(typeDefs);

type RootKind = 'Query' | 'Mutation' | 'Subscription';
const ROOTS: Record<RootKind, GraphQLObjectType | null | undefined> = {
  Query: schema.getQueryType(),
  Mutation: schema.getMutationType(),
  Subscription: schema.getSubscriptionType(),
};
const KEYWORD: Record<RootKind, string> = { Query: 'query', Mutation: 'mutation', Subscription: 'subscription' };

interface Operation {
  name: string;
  root: RootKind;
  document: string;
  rule: OperationRule | undefined;
}

/** A literal of the input type, for required arguments (ids are fresh uuids: they name nothing). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return JSON.stringify(randomUUID());
      case 'String':
        return '"x"';
      case 'Int':
        return '1';
      case 'Float':
        return '1.5';
      case 'Boolean':
        return 'true';
      case 'DateTime':
        return JSON.stringify(new Date().toISOString());
      default:
        return '"x"';
    }
  }
  throw new Error(`no literal for ${String(type)}`);
}

const requiredArgs = (args: readonly GraphQLArgument[]): string => {
  const required = args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  return required.length ? `(${required.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
};

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

const operationFor = (root: RootKind, field: GraphQLField<unknown, unknown>): Operation => {
  const name = `${root}.${field.name}`;
  return {
    name,
    root,
    document: `${KEYWORD[root]} Walk { ${field.name}${requiredArgs(field.args)} ${selection(field.type)} }`,
    rule: (OPERATION_RULES as Record<string, OperationRule>)[name],
  };
};

const OPERATIONS: Operation[] = (Object.keys(ROOTS) as RootKind[]).flatMap((root) =>
  Object.values(ROOTS[root]?.getFields() ?? {}).map((field) => operationFor(root, field)),
);
const PUBLIC_OPERATIONS = OPERATIONS.filter((o) => o.rule?.kind === 'public');
const GUARDED_OPERATIONS = OPERATIONS.filter((o) => o.rule?.kind !== 'public');
const HTTP_OPERATIONS = GUARDED_OPERATIONS.filter((o) => o.root !== 'Subscription');
const WS_OPERATIONS = GUARDED_OPERATIONS.filter((o) => o.root === 'Subscription');
const PERMISSION_OPERATIONS = OPERATIONS.filter((o) => o.rule?.kind === 'permission');
const SELF_OPERATIONS = OPERATIONS.filter((o) => o.rule?.kind === 'self');

describe('the schema and OPERATION_RULES agree', () => {
  it('the walk found the schema (guards against walking nothing)', () => {
    expect(HTTP_OPERATIONS.length).toBeGreaterThanOrEqual(10);
    expect(WS_OPERATIONS.length).toBeGreaterThanOrEqual(1);
  });

  it.each(OPERATIONS.map((o) => [o.name]))('%s has a rule', (name) => {
    expect(OPERATION_RULES).toHaveProperty([name]);
  });

  it('no rule names a field that is not in the schema', () => {
    const names = new Set(OPERATIONS.map((o) => o.name));
    expect(Object.keys(OPERATION_RULES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('every permission rule names at least one known permission code', () => {
    for (const o of PERMISSION_OPERATIONS) {
      const rule = o.rule as Extract<OperationRule, { kind: 'permission' }>;
      expect(rule.anyOf.length, o.name).toBeGreaterThan(0);
      for (const code of rule.anyOf) expect(PERMISSIONS, o.name).toContain(code);
    }
  });

  it.each(OPERATIONS.map((o) => [o.name, o.document]))('%s builds a valid operation', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });
});

const codesOf = (errors: readonly GqlError[] | undefined): (string | undefined)[] => (errors ?? []).map((e) => e.extensions?.code);

describe.each(kinds)('schema walk on %s', (kind) => {
  let s: TestServer;
  /** Holds every permission except `lacking`, every role and every job function. */
  const withoutPermissions = async (lacking: readonly Permission[]): Promise<string> => {
    const key = `without-${[...lacking].sort().join('-')}`;
    if (!s.users.has(key)) {
      await s.addUser({
        key,
        roles: [...ROLES],
        jobFunctions: [...JOB_FUNCTIONS],
        permissions: PERMISSIONS.filter((p) => !lacking.includes(p)),
      });
    }
    return s.token(key);
  };
  /** Holds exactly one permission code. */
  const withOnly = async (permission: Permission): Promise<string> => {
    const key = `only-${permission}`;
    if (!s.users.has(key)) await s.addUser({ key, roles: ['staff'], jobFunctions: ['other'], permissions: [permission] });
    return s.token(key);
  };

  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('over HTTP', () => {
    it.each(HTTP_OPERATIONS.map((o) => [o.name, o]))('%s refuses an anonymous caller', async (_name, op) => {
      const res = await s.gql(op.document);
      expect(res.body.errors?.length, JSON.stringify(res.body)).toBeGreaterThan(0);
      expect(codesOf(res.body.errors)).toEqual(['UNAUTHENTICATED']);
      expect(res.status).toBe(401);
    });

    it.each(HTTP_OPERATIONS.map((o) => [o.name, o]))('%s refuses a forged token', async (_name, op) => {
      const real = await s.token('admin');
      const [header, payload] = real.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not-the-signature-at-all-0123456789').toString('base64url')}`;
      const res = await s.gql(op.document, undefined, forged);
      expect(codesOf(res.body.errors)).toEqual(['UNAUTHENTICATED']);
    });

    it.each(PERMISSION_OPERATIONS.filter((o) => o.root !== 'Subscription').map((o) => [o.name, o]))(
      '%s refuses a caller without any of its permissions',
      async (_name, op) => {
        const rule = op.rule as Extract<OperationRule, { kind: 'permission' }>;
        const res = await s.gql(op.document, undefined, await withoutPermissions(rule.anyOf));
        expect(codesOf(res.body.errors), JSON.stringify(res.body)).toEqual(['FORBIDDEN']);
        expect(res.status).toBe(403);
        // The user with no permission code at all is refused too.
        const nobody = await s.gql(op.document, undefined, await s.token('nobody'));
        expect(codesOf(nobody.body.errors)).toEqual(['FORBIDDEN']);
      },
    );

    it.each(
      PERMISSION_OPERATIONS.filter((o) => o.root !== 'Subscription').flatMap((o) =>
        (o.rule as Extract<OperationRule, { kind: 'permission' }>).anyOf.map((p) => [o.name, p, o] as const),
      ),
    )('%s lets in a caller holding only %s', async (_name, permission, op) => {
      const res = await s.gql(op.document, undefined, await withOnly(permission));
      const codes = codesOf(res.body.errors);
      expect(codes, JSON.stringify(res.body)).not.toContain('UNAUTHENTICATED');
      expect(codes, JSON.stringify(res.body)).not.toContain('FORBIDDEN');
      expect(codes, JSON.stringify(res.body)).not.toContain('INTERNAL_SERVER_ERROR');
    });

    it.each(PUBLIC_OPERATIONS.map((o) => [o.name, o]))('%s (public) serves an anonymous caller', async (_name, op) => {
      const res = await s.gql(op.document);
      const codes = codesOf(res.body.errors);
      expect(codes, JSON.stringify(res.body)).not.toContain('UNAUTHENTICATED');
      expect(codes, JSON.stringify(res.body)).not.toContain('FORBIDDEN');
      expect(codes, JSON.stringify(res.body)).not.toContain('INTERNAL_SERVER_ERROR');
    });

    it('public operations are few and named on purpose', () => {
      expect(PUBLIC_OPERATIONS.map((o) => o.name)).toEqual(['Mutation.confirmPasswordChange']);
    });

    it.each(SELF_OPERATIONS.filter((o) => o.root !== 'Subscription').map((o) => [o.name, o]))(
      '%s serves any signed-in user (even one with no permission)',
      async (_name, op) => {
        const res = await s.gql(op.document, undefined, await s.token('nobody'));
        const codes = codesOf(res.body.errors);
        expect(codes, JSON.stringify(res.body)).not.toContain('UNAUTHENTICATED');
        expect(codes, JSON.stringify(res.body)).not.toContain('FORBIDDEN');
        expect(codes, JSON.stringify(res.body)).not.toContain('INTERNAL_SERVER_ERROR');
      },
    );
  });

  describe('over WebSocket', () => {
    // Mercurius sends a subscribe resolver's throw as an `error` message: an array of errors.
    const firstError = (errors: unknown[]): GqlError | undefined => (errors[0] as GqlError[] | undefined)?.[0];

    it.each(WS_OPERATIONS.map((o) => [o.name, o]))('%s refuses an anonymous subscriber', async (_name, op) => {
      const client = s.ws();
      try {
        const sub = subscribe(client, op.document);
        await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
        expect(sub.events).toEqual([]);
        expect(firstError(sub.errors)?.message).toBe('You must sign in to continue.');
      } finally {
        await client.dispose();
      }
    });

    // BUG (server/graphql/plugin.ts): an AppError thrown by a subscribe resolver bypasses the
    // errorFormatter; Mercurius sends it via toGraphQLError(), which has no extensions, so the
    // client gets { message, locations, path } without extensions.code 'UNAUTHENTICATED'.
    it.each(WS_OPERATIONS.map((o) => [o.name, o]))('%s tells the anonymous subscriber UNAUTHENTICATED', async (_name, op) => {
      const client = s.ws();
      try {
        const sub = subscribe(client, op.document);
        await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
        expect(firstError(sub.errors)?.extensions?.code).toBe('UNAUTHENTICATED');
      } finally {
        await client.dispose();
      }
    });

    it.each(WS_OPERATIONS.map((o) => [o.name, o]))('%s refuses a subscriber with a forged token', async (_name, op) => {
      const client = s.ws('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged-signature-value');
      try {
        const sub = subscribe(client, op.document);
        await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
        expect(sub.events).toEqual([]);
        expect(firstError(sub.errors)?.message).toBe('You must sign in to continue.');
      } finally {
        await client.dispose();
      }
    });

    it.each(PERMISSION_OPERATIONS.filter((o) => o.root === 'Subscription').map((o) => [o.name, o]))(
      '%s refuses a subscriber without any of its permissions',
      async (_name, op) => {
        const rule = op.rule as Extract<OperationRule, { kind: 'permission' }>;
        const client = s.ws(await withoutPermissions(rule.anyOf));
        try {
          const sub = subscribe(client, op.document);
          await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
          expect(firstError(sub.errors)?.message).toBe('You do not have permission to do this.');
        } finally {
          await client.dispose();
        }
      },
    );

    it.each(SELF_OPERATIONS.filter((o) => o.root === 'Subscription').map((o) => [o.name, o]))(
      '%s keeps a signed-in subscriber subscribed',
      async (_name, op) => {
        const client = s.ws(await s.token('nobody'));
        try {
          const sub = subscribe(client, op.document);
          // Nothing is published, so a live subscription stays silent and open.
          await sleep(300);
          expect(sub.errors).toEqual([]);
          expect(sub.completed()).toBe(false);
        } finally {
          await client.dispose();
        }
      },
    );

    it.each(PERMISSION_OPERATIONS.filter((o) => o.root !== 'Subscription').map((o) => [o.name, o]))(
      '%s over the socket refuses a caller without any of its permissions',
      async (_name, op) => {
        const rule = op.rule as Extract<OperationRule, { kind: 'permission' }>;
        const client = s.ws(await withoutPermissions(rule.anyOf));
        try {
          const sub = subscribe(client, op.document);
          await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
          expect(codesOf(sub.events[0]?.errors)).toEqual(['FORBIDDEN']);
        } finally {
          await client.dispose();
        }
      },
    );

    it.each(HTTP_OPERATIONS.map((o) => [o.name, o]))('%s over the socket refuses an anonymous caller', async (_name, op) => {
      const client = s.ws();
      try {
        const sub = subscribe(client, op.document);
        await sub.waitFor((events, errors) => events.length > 0 || errors.length > 0);
        expect(codesOf(sub.events[0]?.errors)).toEqual(['UNAUTHENTICATED']);
      } finally {
        await client.dispose();
      }
    });
  });
});
