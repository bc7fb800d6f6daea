// Clinical Rounds' reads and its one write (SPEC §2 /manage-session), declared for the reader and
// the write pipeline (DESIGN §5). The operation's rule admits case managers and lead clinicians;
// the session covers only patients the caller may read (rounds-session.ts), and a save names only
// those: another patient is refused.
import { randomUUID } from 'node:crypto';
import { badInput } from '../../errors.ts';
import { defineQuery, defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseRoundsDate, parseRoundsSave, type RoundsSaveInput } from './rounds-input.ts';
import { type RoundsEntries, type RoundsSessionRow, roundsRepository } from './rounds-repository.ts';
import { readSession, sessionPatients } from './rounds-session.ts';

/** The caller's session of the day, locked (null before its first save); its version is 0 then. */
const ownSession: WriteTarget<RoundsSaveInput, RoundsSessionRow | null> = {
  kind: 'self',
  resolve: (tx, me, input) => roundsRepository.session(tx, me.id, input.date, true),
  versionOf: (row) => row?.versionId ?? 0,
};

export const roundsQueries = {
  session: defineQuery({
    operation: 'Query.RoundsSession',
    input: parseRoundsDate,
    target: noTarget,
    read: ({ db, me, input }) => readSession(db, me, input.date),
  }),
  dates: defineQuery({
    operation: 'Query.RoundsSessionDates',
    input: () => null,
    target: noTarget,
    read: ({ db, me }) => roundsRepository.sessionDates(db, me.id),
  }),
};

export const roundsWrites = {
  saveRoundsSession: defineWrite({
    operation: 'Mutation.saveRoundsSession',
    input: parseRoundsSave,
    target: ownSession,
    version: (i) => i.versionId,
    apply: async ({ tx, me, now, input, target }) => {
      const covered = new Set((await sessionPatients(tx, me, input.date)).map((p) => p.id));
      const entries: RoundsEntries = { ...(target?.entries ?? {}) };
      for (const [i, e] of input.entries.entries()) {
        if (!covered.has(e.patientId)) throw badInput('This patient is not in the session.', `entries.${i}.patientId`);
        entries[e.patientId] = { ...(e.note ? { note: e.note } : {}), ...(e.decision ? { decision: e.decision } : {}) };
      }
      await roundsRepository.saveSession(tx, {
        id: target?.id ?? randomUUID(),
        userId: me.id,
        date: input.date,
        versionId: (target?.versionId ?? 0) + 1,
        entries,
        now,
      });
      return readSession(tx, me, input.date);
    },
  }),
};
