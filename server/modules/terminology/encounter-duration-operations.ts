// Encounter duration (SPEC §2 /clinical-config/encounter-duration; clinical-admin): the read every
// booking user makes and the clinical admin's change, declared for the one reader and the write
// pipeline (DESIGN §5). The durations are the application's configuration, not a record of anyone:
// the operation's rule is the whole rule. Stored as one setting, read and written under a lock of
// its row, audited (entity 'Setting', id the setting's key) in the same transaction.
import {
  durationRows,
  ENCOUNTER_DURATION_SETTING,
  EncounterDurationsInput,
  parseStoredDurations,
  storedDurations,
} from '../../../src/domain/scheduling/encounter-duration.ts';
import { settingsRepository } from '../settings/settings-repository.ts';
import { parseInput } from '../shared/input.ts';
import { defineQuery, defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';

/** The stored durations (null: none saved yet). */
const storedSetting: WriteTarget<unknown, string | null> = {
  kind: 'none',
  resolve: async (tx) => (await settingsRepository.byKey(tx, ENCOUNTER_DURATION_SETTING))?.value ?? null,
};

export const encounterDurationQueries = {
  list: defineQuery({
    operation: 'Query.EncounterDurations',
    input: () => ({}),
    target: noTarget,
    read: async ({ db }) => durationRows(parseStoredDurations((await settingsRepository.byKey(db, ENCOUNTER_DURATION_SETTING))?.value)),
  }),
};

export const encounterDurationWrites = {
  updateEncounterDurations: defineWrite({
    operation: 'Mutation.updateEncounterDurations',
    input: (raw: unknown) => parseInput(EncounterDurationsInput, raw),
    target: storedSetting,
    apply: async ({ tx, input }) => {
      const text = storedDurations(input);
      await settingsRepository.put(tx, ENCOUNTER_DURATION_SETTING, text);
      return { text, rows: durationRows(parseStoredDurations(text)) };
    },
    audit: ({ target: before }, { text }) => ({
      entityType: 'Setting',
      entityId: ENCOUNTER_DURATION_SETTING,
      action: 'update',
      before: before ? parseStoredDurations(before) : null,
      after: parseStoredDurations(text),
    }),
  }),
};
