// Once per run of the integration suite: a migrated database to copy, so each test file starts
// from it instead of creating PostgreSQL's catalog and running every migration again (PGlite's
// initdb alone is about two seconds a file). PGlite: the data directory dumped to a file each
// file loads; PostgreSQL (DATABASE_URL): a template database each file's database is made from.
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir), as a file path. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), or '' without DATABASE_URL. */
    postgresTemplate: string;
  }
}

async function pgliteTemplate(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite cannot dump its data directory');
    const file = path.join(os.tmpdir(), `emr-pglite-template-${process.pid}-${randomUUID()}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `emr_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  const [pglite, postgres] = await Promise.all([pgliteTemplate(), adminUrl ? postgresTemplate(adminUrl) : Promise.resolve('')]);
  project.provide('pgliteTemplate', pglite);
  project.provide('postgresTemplate', postgres);
  return async () => {
    rmSync(pglite, { force: true });
    if (adminUrl && postgres) await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${postgres}" WITH (FORCE)`));
  };
}
