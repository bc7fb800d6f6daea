// The care team a read is of (shared/write-pipeline.ts QueryDeclaration): CareTeam(id), kept within
// the caller's states as teamToChange keeps a change (team-operations.ts; DESIGN §8 'Access'; an
// administrator: all): another state's team is NOT_FOUND, as if it did not exist. Read without a
// lock: a read is not in a write's transaction.
import type { CareTeam } from '../../../src/domain/administration/care-team.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { loadStateScope } from '../shared/patient-access.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';
import { teamInScope } from './team-operations.ts';

export const teamToRead: WriteTarget<{ id: string }, ResourceRow<CareTeam>> = {
  kind: 'care-team',
  async resolve(db, me, { id }) {
    const row = await stores.careTeam.read(db, id);
    if (!row || !teamInScope(await loadStateScope(db, me), row.content.state)) throw notFound('Care team');
    return row;
  },
};
