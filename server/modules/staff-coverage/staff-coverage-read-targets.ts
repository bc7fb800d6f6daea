// The user a CoverageConfig read is of (shared/write-pipeline.ts QueryDeclaration): a user of the
// kind's job functions (SPEC §2: each screen configures those only), NOT_FOUND for anyone else.
// Who covers what is configuration of every market (settings), so no state limits the user. Read
// without a lock: a read is not in a write's transaction.
import { type CoverageKind, isCoverageSubject } from '../../../src/domain/administration/coverage.ts';
import { notFound } from '../../errors.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';
import { type CoverageSubjectRow, staffCoverageRepository as repo } from './staff-coverage-repository.ts';

export const coverageSubjectToRead: WriteTarget<{ kind: CoverageKind; userId: string }, CoverageSubjectRow> = {
  kind: 'user',
  async resolve(db, _me, { kind, userId }) {
    const subject = await repo.subject(db, kind, userId);
    if (!subject || !isCoverageSubject(kind, subject.user.jobFunctions)) throw notFound('User');
    return subject;
  },
};
