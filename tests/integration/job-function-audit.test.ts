// The job functions' notification events are an administrative change (SPEC §2 /notifications
// 'Subscribed Events for ', §7 updateJobFunction): each change writes its admin_audit row in the
// change's transaction, read back through AdminAuditList (entity JobFunction, by its code) by
// whoever reads the job functions; a refused change writes none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUBSCRIPTIONS } from '../../src/domain/notifications/notification-events.ts';
import { fails, ok } from './encounters-fixtures.ts';
import { kinds, NOBODY, startServer, type TestServer } from './harness.ts';

const UPDATE_JOB = 'mutation($input: JobFunctionInput!) { updateJobFunction(input: $input) { _id events { _id } } }';
const AUDIT = `query($id: ID!) { AdminAuditList(entityType: "JobFunction", entityId: $id) {
  totalCount edges { node { entityType entityId action actorId actorEmail changedFields before after } } } }`;

interface AuditList {
  totalCount: number;
  edges: {
    node: {
      entityType: string;
      entityId: string;
      action: string;
      actorId: string | null;
      actorEmail: string | null;
      changedFields: string[];
      before: unknown;
      after: unknown;
    };
  }[];
}

describe.each(kinds)('job function changes in the audit on %s', (kind) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startServer(kind);
    await s.addUser({ key: 'security-only', roles: ['security-admin'], jobFunctions: ['other'], permissions: ['security'] });
    await s.addUser({ key: 'patient-only', roles: ['staff'], jobFunctions: ['clin'], permissions: ['patient'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('records who changed which events, before and after, newest first', async () => {
    const admin = s.user('admin');
    const first = ['ccd-document-ready'];
    await ok(s, 'admin', UPDATE_JOB, { input: { _id: 'clin', events: first } });
    await ok(s, 'admin', UPDATE_JOB, { input: { _id: 'clin', events: ['order-created', 'ccd-document-ready'] } });

    const audit = await ok<AuditList>(s, 'admin', AUDIT, { id: 'clin' });
    expect(audit.totalCount).toBe(2);
    expect(audit.edges.map((e) => e.node)).toEqual([
      {
        entityType: 'JobFunction',
        entityId: 'clin',
        action: 'update',
        actorId: admin.id,
        actorEmail: admin.email,
        changedFields: ['events'],
        before: { events: first },
        after: { events: ['order-created', 'ccd-document-ready'] },
      },
      {
        entityType: 'JobFunction',
        entityId: 'clin',
        action: 'update',
        actorId: admin.id,
        actorEmail: admin.email,
        changedFields: ['events'],
        // The first change of a fresh database starts from the default subscriptions.
        before: { events: [...DEFAULT_SUBSCRIPTIONS.clin] },
        after: { events: first },
      },
    ]);
    // Another job function's history is its own.
    expect((await ok<AuditList>(s, 'admin', AUDIT, { id: 'cmon' })).totalCount).toBe(0);
  });

  it('writes nothing for a refused change', async () => {
    expect((await fails(s, 'admin', UPDATE_JOB, { input: { _id: 'wizard', events: [] } })).extensions?.code).toBe('NOT_FOUND');
    expect((await fails(s, 'admin', UPDATE_JOB, { input: { _id: 'billing', events: ['nope'] } })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await fails(s, 'security-only', UPDATE_JOB, { input: { _id: 'billing', events: [] } })).extensions?.code).toBe('FORBIDDEN');
    expect((await ok<AuditList>(s, 'admin', AUDIT, { id: 'wizard' })).totalCount).toBe(0);
    expect((await ok<AuditList>(s, 'admin', AUDIT, { id: 'billing' })).totalCount).toBe(0);
  });

  it('is read by whoever reads the job functions, no one else', async () => {
    await ok(s, 'admin', UPDATE_JOB, { input: { _id: 'pons', events: [] } });
    expect((await ok<AuditList>(s, 'security-only', AUDIT, { id: 'pons' })).totalCount).toBe(1);
    expect((await fails(s, 'patient-only', AUDIT, { id: 'pons' })).extensions?.code).toBe('FORBIDDEN');
    expect((await fails(s, NOBODY.key, AUDIT, { id: 'pons' })).extensions?.code).toBe('FORBIDDEN');
  });
});
