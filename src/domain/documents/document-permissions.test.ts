import { describe, expect, it } from 'vitest';
import type { Permission, Role } from '../access';
import { mayChangeChart } from '../chart/chart-record-access';
import { isRestOperation, refusalOf } from '../operation-permissions';

const user = (roles: Role[], permissions: Permission[] = ['patient']) => ({ roles, permissions });
const UPLOAD = 'POST /api/patients/:patientId/documents';
const CONTENT = 'GET /api/documents/:documentId/content';

describe('who may read and change documents (SPEC §6)', () => {
  it('names the REST routes by method and path', () => {
    expect(isRestOperation(UPLOAD)).toBe(true);
    expect(isRestOperation(CONTENT)).toBe(true);
    expect(isRestOperation('Mutation.deleteDocument')).toBe(false);
  });

  it("needs 'patient' for the list, the file, the upload and the delete", () => {
    for (const op of ['Query.DocumentList', CONTENT, UPLOAD, 'Mutation.deleteDocument'] as const) {
      expect(refusalOf(null, op), op).toBe('unauthenticated');
      expect(refusalOf(user(['staff'], ['financial']), op), op).toBe('forbidden');
      expect(refusalOf(user(['staff']), op), op).toBeNull();
    }
  });

  it('lets reviewer-readonly read but not upload (a POST route is a write) or delete', () => {
    const reviewer = user(['reviewer-readonly'], ['patient', 'settings', 'security']);
    expect(refusalOf(reviewer, 'Query.DocumentList')).toBeNull();
    expect(refusalOf(reviewer, CONTENT)).toBeNull();
    expect(refusalOf(reviewer, UPLOAD)).toBe('forbidden');
    expect(refusalOf(reviewer, 'Mutation.deleteDocument')).toBe('forbidden');
  });

  it('never lets an external user change the chart, though they may read it', () => {
    const external = user(['external']);
    expect(refusalOf(external, CONTENT)).toBeNull();
    expect(mayChangeChart(external, UPLOAD)).toBe(false);
    expect(mayChangeChart(external, 'Mutation.deleteDocument')).toBe(false);
    expect(mayChangeChart(user(['staff']), UPLOAD)).toBe(true);
  });
});
