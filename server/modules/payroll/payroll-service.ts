// Pay periods (SPEC §3, §7): the reads by the one reader (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { payrollQueries } from './payroll-operations.ts';

type User = SessionUser | null;

export function createPayrollService(db: Database) {
  const reader = createReader(db);
  return {
    history: (user: User, args: unknown) => reader.run(payrollQueries.history, user, args),
    encounters: (user: User, args: unknown) => reader.run(payrollQueries.encounters, user, args),
  };
}
