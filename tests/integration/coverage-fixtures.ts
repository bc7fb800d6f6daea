// A patient's coverage-tab records for suites that only need them to exist (the schema walk): an
// insurer (a payer organization of type ins), a primary coverage with it, and an authorization.
import { stores } from '../../server/db/stores.ts';
import type { TestServer } from './harness.ts';

export interface CoverageRecordIds {
  insurerId: string;
  coverageId: string;
  authorizationId: string;
}

export async function addCoverageRecords(s: TestServer, patientId: string): Promise<CoverageRecordIds> {
  const options = { authorId: null };
  const insurer = await stores.organization.create(
    s.db,
    {
      active: true,
      name: 'Walk Health of Florida',
      type: 'ins',
      address: [{ line: ['1 Payer Way'], city: 'Tampa', state: 'FL', postalCode: '33601' }],
    },
    options,
  );
  const coverage = await stores.coverage.create(
    s.db,
    {
      status: 'active',
      beneficiary: { reference: `Patient/${patientId}` },
      order: 1,
      payor: { reference: `Organization/${insurer.id}`, display: insurer.content.name },
      subscriberId: 'WALK123',
      approval: 'approved',
      period: { start: '2026-01-01' },
    },
    options,
  );
  const authorization = await stores.priorAuthorization.create(
    s.db,
    {
      status: 'active',
      patient: { reference: `Patient/${patientId}` },
      coverage: { reference: `Coverage/${coverage.id}` },
      period: { start: '2026-01-01' },
      recorded: '2026-01-01T12:00:00.000Z',
      number: 'AUTH-WALK',
    },
    options,
  );
  return { insurerId: insurer.id, coverageId: coverage.id, authorizationId: authorization.id };
}

/** A valid coverage input naming `insurerId` (the walk's refusals must not be bad input). */
export const coverageInput = (insurerId: string) => ({
  insurerId,
  memberId: 'WALK456',
  order: 1,
  status: 'active',
  approval: 'pending',
  effectiveDate: '2026-01-01',
});

/** A valid authorization input under `coverageId`. */
export const authorizationInput = (coverageId: string) => ({
  number: 'AUTH-WALK2',
  coverageId,
  status: 'pending',
  periodStart: '2026-01-01',
});
