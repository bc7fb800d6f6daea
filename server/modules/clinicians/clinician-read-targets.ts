// The clinician a read is of (shared/write-pipeline.ts QueryDeclaration): Clinician(id), within the
// caller's states as clinicianInScope keeps an edit (clinician-operations.ts; administrators: all):
// another state's clinician is NOT_FOUND, as if they did not exist. Read without a lock: a read is
// not in a write's transaction.
import { notFound } from '../../errors.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';
import { clinicianRepository } from './clinician-repository.ts';

/** The clinician's id, once they are found within the caller's states. */
export const clinicianToRead: WriteTarget<{ id: string }, { id: string }> = {
  kind: 'clinician',
  async resolve(db, me, { id }) {
    if (!(await clinicianRepository.inScope(db, id, await loadStateScope(db, me)))) throw notFound('Clinician');
    return { id };
  },
};
