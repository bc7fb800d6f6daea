// The integration harness (DESIGN §7, STYLE rule 12): the real app from buildApp() on a fresh
// database — in-memory PGlite, or a throw-away PostgreSQL database when DATABASE_URL is set —
// listening on a real port, with its own fixtures (no dependency on the demo seed).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client as WsClient } from 'graphql-ws';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { type BuiltApp, buildApp } from '../../server/app.ts';
import { hashSecret } from '../../server/auth/passwords.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import type { ResourceRow } from '../../server/db/resource-store.ts';
import * as schema from '../../server/db/schema.ts';
import { stores } from '../../server/db/stores.ts';
import { SUBSCRIPTION_PATH } from '../../server/graphql/plugin.ts';
import type { LogStream } from '../../server/http/request-log.ts';
import { DEMO_PASSWORD, DEMO_SETTINGS_ON, PERSONAS, passwordChangedOn } from '../../server/seed/personas.ts';
import type { JobFunction, Permission, Role, UserType } from '../../src/domain/access.ts';
import type { Patient } from '../../src/domain/resources.ts';
import { SETTING_KEYS } from '../../src/domain/settings.ts';
import { latestCode, type Mail, mailTo } from '../mail-box.ts';

export type DbKind = 'pglite' | 'postgres';

/** CI sets DATABASE_URL, so every suite runs on both databases there. */
export const kinds: readonly DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const BUILD_NUMBER = '4242';

export interface FixtureUser {
  key: string;
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  roles: Role[];
  jobFunctions: JobFunction[];
  permissions: Permission[];
}

export interface NewFixtureUser {
  key: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  userType?: UserType;
  roles?: Role[];
  jobFunctions?: JobFunction[];
  permissions?: Permission[];
  status?: 'active' | 'inactive';
  /** When the password was changed (default now). */
  passwordChangedOn?: Date;
  accountExpiresOn?: Date | null;
  /** The markets (state codes) whose patients the user reads (app_user.markets; default none). */
  markets?: readonly string[];
}

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: GqlError[] };
}

export interface StartOptions {
  /** Extra environment for loadConfig (e.g. SIGN_IN_RATE_LIMIT, STATIC_DIR). */
  env?: Record<string, string>;
  /** Setting rows; default: the demo settings (DESIGN §6). */
  settings?: Record<string, string>;
  /** Where the server's log lines go (at env LOG_LEVEL); default: no log at all. */
  logStream?: LogStream;
}

export interface TestServer {
  kind: DbKind;
  built: BuiltApp;
  db: Database;
  baseUrl: string;
  wsUrl: string;
  /** The server's DATA_DIR (a fresh temporary folder): file mail lands in its mail/ folder. */
  dataDir: string;
  users: ReadonlyMap<string, FixtureUser>;
  user(key: string): FixtureUser;
  addUser(spec: NewFixtureUser): Promise<FixtureUser>;
  addPatients(contents: readonly Patient[]): Promise<ResourceRow<Patient>[]>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST a body the server is expected to refuse unread (413): see postOversized. */
  postOversized(path: string, body: string, headers?: Record<string, string>): Promise<RawResponse>;
  signIn(email: string, password?: string): Promise<Response>;
  /** A fresh access token for a fixture user (signs in over HTTP). */
  token(key: string): Promise<string>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResponse<T>>;
  ws(token?: string): WsClient;
  /** Messages the server has mailed to an address, oldest first. */
  mail(email: string): Mail[];
  /** The newest verification code mailed to an address (throws when there is none). */
  latestCode(email: string): string;
  close(): Promise<void>;
}

export const DEMO_SETTINGS: Record<string, string> = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, (DEMO_SETTINGS_ON as readonly string[]).includes(key) ? 'true' : 'false']),
);

/** One argon2 hash shared by every fixture user: hashing is deliberately slow. */
let sharedHash: Promise<string> | undefined;
const passwordHash = (): Promise<string> => {
  sharedHash ??= hashSecret(DEMO_PASSWORD);
  return sharedHash;
};

/** A user with no permission code at all (for FORBIDDEN checks). */
export const NOBODY: NewFixtureUser = { key: 'nobody', roles: ['staff'], jobFunctions: ['other'], permissions: [] };

export function makePatient(given: string, family: string, options: { state?: string; birthDate?: string; phone?: string } = {}): Patient {
  return {
    active: true,
    name: [{ use: 'official', given: [given], family }],
    gender: 'female',
    birthDate: options.birthDate ?? '1950-06-15',
    telecom: options.phone ? [{ system: 'phone', value: options.phone, use: 'mobile' }] : [],
    address: [
      { line: ['1 Main St'], city: 'Tampa', state: options.state ?? 'FL', postalCode: '33601', latitude: 27.95, longitude: -82.46 },
    ],
    payerName: 'Acme Health',
  };
}

export interface RawResponse {
  status: number;
  contentType: string | undefined;
  text: string;
}

/**
 * A POST whose body the server refuses before reading it all (413). The server answers and
 * closes; the rest of the upload then fails with a late EPIPE or ECONNRESET on the client's
 * socket after the response is complete. fetch (undici) can surface that as an unhandled
 * error in the test process, so this uses node:http and treats a write error after the
 * response as the expected end of the exchange. A write error before any response still fails.
 */
export function postOversized(url: string, body: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close', ...headers } },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], text }));
        response.on('error', (error) =>
          text ? resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], text }) : reject(error),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return;
      reject(error);
    });
    request.end(body);
  });
}

/**
 * What global-setup.ts provides, or '' outside a vitest run (a benchmark starting the harness's
 * server): that database then starts empty and startServer migrates it.
 */
const provided = (key: 'pgliteTemplate' | 'postgresTemplate'): string => {
  try {
    return inject(key);
  } catch {
    return '';
  }
};

/** The suite's migrated PGlite data directory, read once per file. */
let pgliteTemplate: Promise<Blob | undefined> | undefined;
const loadPgliteTemplate = (): Promise<Blob | undefined> => {
  const file = provided('pgliteTemplate');
  pgliteTemplate ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return pgliteTemplate;
};

/**
 * A fresh database, migrated when global-setup.ts made a template (a copy of it): in-memory
 * PGlite, or a new PostgreSQL database dropped by `drop`.
 */
export async function openTestDatabase(kind: DbKind): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await loadPgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `emr_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = provided('postgresTemplate');
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export async function startServer(kind: DbKind, options: StartOptions = {}): Promise<TestServer> {
  const { database, drop } = await openTestDatabase(kind);
  await database.migrate();
  const db = database.db;

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'emr-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_ENV: 'dev',
    BUILD_NUMBER,
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    SIGN_IN_RATE_LIMIT: '100000',
    // Suites send many requests as one user from one address; graphql-limits.test.ts and
    // rest-rate-limits.test.ts set their own.
    GRAPHQL_RATE_LIMIT: '0',
    DOWNLOAD_RATE_LIMIT: '0',
    UPLOAD_RATE_LIMIT: '0',
    STATIC_DIR: `/nonexistent-static-${randomUUID()}`,
    // No job queue workers polling the database unless a suite runs jobs (ccd.test.ts).
    JOB_WORKERS: 'false',
    ...options.env,
  });
  const built = await buildApp(config, options.logStream ? { database, logStream: options.logStream } : { database, logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const wsUrl = `ws://127.0.0.1:${address.port}${SUBSCRIPTION_PATH}`;

  const settingRows = Object.entries(options.settings ?? DEMO_SETTINGS).map(([key, value]) => ({ key, value }));
  if (settingRows.length) await db.insert(schema.settings).values(settingRows);

  const users = new Map<string, FixtureUser>();
  const hash = await passwordHash();
  const now = new Date();
  const rowFor = (spec: NewFixtureUser, userType: UserType) => ({
    id: randomUUID(),
    email: spec.email ?? `${spec.key}@fixture.test`,
    givenName: spec.givenName ?? spec.key,
    familyName: spec.familyName ?? 'Fixture',
    status: spec.status ?? ('active' as const),
    userType,
    roles: spec.roles ?? [],
    jobFunctions: spec.jobFunctions ?? [],
    permissions: spec.permissions ?? [],
    passwordHash: hash,
    passwordChangedOn: spec.passwordChangedOn ?? now,
    accountExpiresOn: spec.accountExpiresOn ?? null,
    markets: [...(spec.markets ?? [])],
    statusUpdatedDate: now,
    createdAt: now,
  });
  const remember = (key: string, row: ReturnType<typeof rowFor>): FixtureUser => {
    const user: FixtureUser = {
      key,
      id: row.id,
      email: row.email,
      givenName: row.givenName,
      familyName: row.familyName,
      roles: row.roles,
      jobFunctions: row.jobFunctions,
      permissions: row.permissions,
    };
    users.set(key, user);
    return user;
  };

  const personaRows = PERSONAS.map((p) => ({
    ...rowFor(p, p.userType),
    email: p.email,
    givenName: p.givenName,
    familyName: p.familyName,
    pinHash: p.hasPin ? hash : null,
    // The password-expiry personas keep their age (5, 0 and -3 days left).
    passwordChangedOn: p.passwordAgeDays === undefined ? now : passwordChangedOn(p, now),
  }));
  const nobody = rowFor(NOBODY, 'internal');
  await db.insert(schema.users).values([...personaRows, nobody]);
  PERSONAS.forEach((p, i) => {
    const row = personaRows[i];
    if (row) remember(p.key, row);
  });
  remember(NOBODY.key, nobody);

  const tokens = new Map<string, string>();

  const server: TestServer = {
    kind,
    built,
    db,
    baseUrl,
    wsUrl,
    dataDir,
    users,
    user(key) {
      const found = users.get(key);
      if (!found) throw new Error(`no fixture user ${key}`);
      return found;
    },
    async addUser(spec) {
      const row = rowFor(spec, spec.userType ?? 'internal');
      await db.insert(schema.users).values(row);
      return remember(spec.key, row);
    },
    addPatients: (contents) => stores.patient.createMany(db, contents, { authorId: null }),
    fetch: (path, init) => fetch(`${baseUrl}${path}`, init),
    postOversized: (path, body, headers) => postOversized(`${baseUrl}${path}`, body, headers),
    signIn: (email, password = DEMO_PASSWORD) =>
      fetch(`${baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    async token(key) {
      const cached = tokens.get(key);
      if (cached) return cached;
      const res = await server.signIn(server.user(key).email);
      if (res.status !== 200) throw new Error(`sign-in of ${key} failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { access_token: string };
      tokens.set(key, body.access_token);
      return body.access_token;
    },
    async gql(query, variables, token) {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
      });
      return { status: res.status, body: (await res.json()) as GqlResponse['body'] } as never;
    },
    ws: (token) =>
      createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        lazy: true,
        retryAttempts: 0,
        connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      }),
    mail: (email) => mailTo(path.join(dataDir, 'mail'), email),
    latestCode(email) {
      const code = latestCode(dataDir, email);
      if (!code) throw new Error(`no verification code was mailed to ${email}`);
      return code;
    },
    async close() {
      await built.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** A subscription's events as they arrive, with a way to wait for one. */
export interface Subscription<T> {
  events: T[];
  errors: unknown[];
  completed(): boolean;
  waitFor(predicate: (events: T[], errors: unknown[]) => boolean, timeoutMs?: number): Promise<void>;
  dispose(): void;
}

export function subscribe<T = { data?: Record<string, unknown> | null; errors?: GqlError[] }>(
  client: WsClient,
  query: string,
  variables?: Record<string, unknown>,
): Subscription<T> {
  const events: T[] = [];
  const errors: unknown[] = [];
  let done = false;
  const dispose = client.subscribe<T>(variables ? { query, variables } : { query }, {
    next: (value) => {
      events.push(value as T);
    },
    error: (error) => {
      errors.push(error);
      done = true;
    },
    complete: () => {
      done = true;
    },
  });
  return {
    events,
    errors,
    completed: () => done,
    async waitFor(predicate, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(events, errors)) {
        if (Date.now() > until) throw new Error(`timed out; events ${JSON.stringify(events)} errors ${JSON.stringify(errors)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    dispose,
  };
}

/** The test's own wait (not a timing assumption about the server). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A uuid that names nothing. */
export const unknownId = () => randomUUID();
