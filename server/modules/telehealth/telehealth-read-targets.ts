// What a telehealth read acts on and its record access rule (DESIGN §8 'Access'): one telehealth
// encounter, read without a lock (a read is not in a write's transaction), to a caller who may
// read its patient (FORBIDDEN otherwise). None by that id is no answer (null), not NOT_FOUND: the
// field is nullable (telehealth.graphql TelehealthEncounter).
import { forbidden } from '../../errors.ts';
import { mayReadPatient } from '../shared/patient-access.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';
import { type TelehealthRow, telehealthRepository } from './telehealth-repository.ts';

export const telehealthEncounterTarget: WriteTarget<{ id: string }, TelehealthRow | null> = {
  kind: 'encounter',
  async resolve(db, me, { id }) {
    const found = await telehealthRepository.read(db, id);
    if (!found) return null;
    if (!(await mayReadPatient(db, me, found.row.content.subject.reference.split('/')[1] ?? null))) throw forbidden();
    return found;
  },
};
