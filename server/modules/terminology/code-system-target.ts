// What a code system's operations act on (DESIGN §5 'the target and its rule'): a code system of
// the catalog (src/domain/terminology/code-systems.ts), NOT_FOUND otherwise; FORBIDDEN to a caller
// without its kind's permission (clinical config: 'clinical-admin'; master lists: 'settings') and,
// for everyone, while a setting hides it (SPEC §2 'items hidden by settings' are hidden on the
// server too). A write locks its row: two edits of one draft are taken one after the other.
import { hasPermission, type SessionUser } from '../../../src/domain/access.ts';
import type { Settings } from '../../../src/domain/settings.ts';
import { type CodeSystemDefinition, codeSystemById, isHidden } from '../../../src/domain/terminology/code-systems.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { settingsRepository } from '../settings/settings-repository.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';
import { type CodeSystemRow, terminologyRepository } from './terminology-repository.ts';

export interface CodeSystemTarget {
  definition: CodeSystemDefinition;
  row: CodeSystemRow;
}

/** Whether `me` maintains code systems of this kind. */
export const maintains = (me: SessionUser, definition: CodeSystemDefinition): boolean =>
  hasPermission(me, definition.kind === 'clinical' ? 'clinical-admin' : 'settings');

/** The code systems among `definitions` that settings hide now (one read of their settings). */
export async function hiddenSystems(tx: Executor, definitions: readonly CodeSystemDefinition[]): Promise<Set<string>> {
  const keys = [...new Set(definitions.flatMap((d) => d.hiddenBy ?? []))];
  if (keys.length === 0) return new Set();
  const settings = Object.fromEntries((await settingsRepository.all(tx, keys)).map((row) => [row.key, row.value])) as Settings;
  return new Set(definitions.filter((d) => isHidden(d, settings)).map((d) => d.id));
}

/** The catalog entry of `id`, NOT_FOUND when there is none, FORBIDDEN while hidden. */
export async function visibleDefinition(tx: Executor, id: string): Promise<CodeSystemDefinition> {
  const definition = codeSystemById(id);
  if (!definition) throw notFound('Code system');
  if ((await hiddenSystems(tx, [definition])).size > 0) throw forbidden();
  return definition;
}

export function codeSystemTarget<I>(idOf: (input: I) => string, options: { lock: boolean }): WriteTarget<I, CodeSystemTarget> {
  return {
    kind: 'code-system',
    async resolve(tx, me, input) {
      const id = idOf(input);
      const definition = codeSystemById(id);
      if (!definition) throw notFound('Code system');
      if (!maintains(me, definition)) throw forbidden();
      await visibleDefinition(tx, id);
      const read = () => terminologyRepository.system(tx, id, { forUpdate: options.lock });
      // A catalog entry newer than the database's seed gets its row on first use.
      let row = await read();
      if (!row) {
        await terminologyRepository.ensureSystem(tx, id, new Date());
        row = await read();
      }
      if (!row) throw notFound('Code system');
      return { definition, row };
    },
    versionOf: (target) => target.row.draftVersion,
  };
}
