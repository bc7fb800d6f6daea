// The forms read their choices from the value sets (SPEC §2 clinical config; DESIGN §5): an item
// that names a value set (answerValueSet) is served with the codes its newest published version
// offers, in the list's order, wherever a questionnaire leaves the server — the day pack (offline
// too), the encounter's forms, and the answers' checks. A new wound type, product or barrier thus
// reaches the forms after the next pull, without a deploy. A value set hidden by its setting, or
// not published yet, leaves the item's own choices. Saved answers keep their code and display, so
// a code retired later still reads as it was in the visits signed with it.
import type { Coding, Questionnaire, QuestionnaireItem } from '../../../src/domain/forms/questionnaire.ts';
import { codeSystemById, parseCanonical } from '../../../src/domain/terminology/code-systems.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { hiddenSystems } from './code-system-target.ts';
import { terminologyRepository } from './terminology-repository.ts';

function valueSetIds(items: readonly QuestionnaireItem[] | undefined, into: Set<string>): Set<string> {
  for (const item of items ?? []) {
    const id = item.answerValueSet ? parseCanonical(item.answerValueSet)?.id : undefined;
    if (id) into.add(id);
    valueSetIds(item.items, into);
  }
  return into;
}

function bindItems(
  items: readonly QuestionnaireItem[] | undefined,
  offered: ReadonlyMap<string, Coding[]>,
): QuestionnaireItem[] | undefined {
  if (!items) return undefined;
  return items.map((item) => {
    const id = item.answerValueSet ? parseCanonical(item.answerValueSet)?.id : undefined;
    const codes = id ? offered.get(id) : undefined;
    const nested = bindItems(item.items, offered);
    return { ...item, ...(codes?.length ? { answerOptions: codes } : {}), ...(nested ? { items: nested } : {}) };
  });
}

/** The questionnaires with their value-set items bound to the newest published codes (one query, none when no item names one). */
export async function bindValueSets<Q extends Pick<Questionnaire, 'items'>>(
  tx: Executor,
  rows: readonly ResourceRow<Q>[],
): Promise<ResourceRow<Q>[]> {
  const ids = new Set<string>();
  for (const row of rows) valueSetIds(row.content.items, ids);
  if (ids.size === 0) return [...rows];
  const definitions = [...ids].flatMap((id) => codeSystemById(id) ?? []);
  const hidden = await hiddenSystems(tx, definitions);
  const visible = definitions.filter((d) => !hidden.has(d.id)).map((d) => d.id);
  const offered = await terminologyRepository.offeredCodes(tx, visible);
  if (offered.size === 0) return [...rows];
  return rows.map((row) => ({ ...row, content: { ...row.content, items: bindItems(row.content.items, offered) ?? [] } }));
}
