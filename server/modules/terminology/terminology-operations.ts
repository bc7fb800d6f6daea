// saveCodeSystemConcept and publishCodeSystem (SPEC §2 clinical config and administrative code
// systems; SPEC §3 statuses), declared once for the write pipeline (DESIGN §5). Edits go into the
// code system's draft, against the draft version the user saw (CONFLICT when it moved on); a new
// code must not exist yet ('This field has incorrect value' on concept.code), a code is never
// renamed (records keep it) and is retired by its status, never deleted. Publishing copies the
// draft into a new numbered version and retires the one before: versions are never changed, so
// an encounter documented with a version keeps its words. Every change writes its audit row: who,
// when, and the code before and after.
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { CodeSystemDefinition, Concept } from '../../../src/domain/terminology/code-systems.ts';
import type { Executor } from '../../db/client.ts';
import { badInput } from '../../errors.ts';
import { defineWrite } from '../shared/write-pipeline.ts';
import { type CodeSystemTarget, codeSystemTarget } from './code-system-target.ts';
import { parseConceptArgs, parseImportArgs, parsePublishArgs } from './terminology-input.ts';
import { terminologyRepository } from './terminology-repository.ts';
import { type CodeSystemView, codeSystemView } from './terminology-views.ts';

export async function readCodeSystem(tx: Executor, { definition }: CodeSystemTarget): Promise<CodeSystemView> {
  const row = await terminologyRepository.system(tx, definition.id);
  if (!row) throw new Error(`code system ${definition.id} has no row`);
  const concepts = await terminologyRepository.draft(tx, definition.id);
  const versions = await terminologyRepository.versions(tx, definition.id);
  return codeSystemView(definition, row, concepts, versions);
}

const conceptShape = (c: {
  code: string;
  display: string;
  status: string;
  category?: string | null;
  members?: readonly string[] | null;
}) => ({
  code: c.code,
  display: c.display,
  status: c.status,
  category: c.category ?? null,
  ...(c.members?.length ? { members: [...c.members] } : {}),
});

const sameMembers = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined): boolean =>
  (a ?? []).join(' ') === (b ?? []).join(' ');

/**
 * Codes that stand for others (an order set's orders) name only codes the other code system's
 * newest published version offers: the index of the first that does not, or -1.
 */
async function badMembers(tx: Executor, definition: CodeSystemDefinition, concepts: readonly Concept[]): Promise<number> {
  if (!definition.membersFrom) return -1;
  const offered = await terminologyRepository.offeredCodes(tx, [definition.membersFrom]);
  const codes = new Set((offered.get(definition.membersFrom) ?? []).map((c) => c.code));
  return concepts.findIndex((c) => (c.members ?? []).some((member) => !codes.has(member)));
}

export const terminologyWrites = {
  saveCodeSystemConcept: defineWrite({
    operation: 'Mutation.saveCodeSystemConcept',
    input: parseConceptArgs,
    target: codeSystemTarget((i: { codeSystemId: string }) => i.codeSystemId, { lock: true }),
    version: (i) => i.draftVersion,
    apply: async ({ tx, me, now, input: { codeSystemId, isNew, concept }, target }) => {
      if ((await badMembers(tx, target.definition, [concept])) >= 0) throw badInput(MESSAGES.incorrectValue, 'concept.members');
      let before = null;
      if (isNew) {
        if (!(await terminologyRepository.addConcept(tx, codeSystemId, concept))) throw badInput(MESSAGES.incorrectValue, 'concept.code');
      } else {
        before = await terminologyRepository.updateConcept(tx, codeSystemId, concept);
        if (!before) throw badInput(MESSAGES.incorrectValue, 'concept.code');
      }
      await terminologyRepository.draftChanged(tx, codeSystemId, me.id, now);
      return { before, view: await readCodeSystem(tx, target) };
    },
    audit: ({ input: { codeSystemId, concept, isNew } }, { before }) => ({
      entityType: 'CodeSystem',
      entityId: codeSystemId,
      action: isNew ? 'add-code' : 'update-code',
      before: before ? conceptShape(before) : null,
      after: conceptShape(concept),
    }),
  }),

  /**
   * A file's codes into the draft (SPEC §2 code systems: import): a code not in the draft is added,
   * one whose display, status or category differs is changed (its code stays), the rest are left;
   * codes the file does not name stay as they are (a code is retired by its status, never deleted).
   * All or nothing, against the draft version the user saw; one audit row with the counts.
   */
  importCodeSystem: defineWrite({
    operation: 'Mutation.importCodeSystem',
    input: parseImportArgs,
    target: codeSystemTarget((i: { codeSystemId: string }) => i.codeSystemId, { lock: true }),
    version: (i) => i.draftVersion,
    apply: async ({ tx, me, now, input: { codeSystemId, concepts }, target }) => {
      const bad = await badMembers(tx, target.definition, concepts);
      if (bad >= 0) throw badInput(`Row ${bad + 1}: members: ${MESSAGES.incorrectValue}`, 'content');
      const draft = new Map((await terminologyRepository.draft(tx, codeSystemId)).map((c) => [c.code, c]));
      const added = concepts.filter((c) => !draft.has(c.code));
      const changed = concepts.filter((c) => {
        const before = draft.get(c.code);
        return (
          before &&
          (before.display !== c.display ||
            before.status !== c.status ||
            (before.category ?? null) !== (c.category ?? null) ||
            !sameMembers(before.members, c.members))
        );
      });
      await terminologyRepository.appendConcepts(tx, codeSystemId, added);
      for (const concept of changed) await terminologyRepository.updateConcept(tx, codeSystemId, concept);
      if (added.length || changed.length) await terminologyRepository.draftChanged(tx, codeSystemId, me.id, now);
      const counts = { added: added.length, updated: changed.length, unchanged: concepts.length - added.length - changed.length };
      return { ...counts, view: await readCodeSystem(tx, target) };
    },
    audit: ({ input: { codeSystemId, format } }, { added, updated, unchanged }) => ({
      entityType: 'CodeSystem',
      entityId: codeSystemId,
      action: 'import',
      before: null,
      after: { format, added, updated, unchanged },
    }),
  }),

  publishCodeSystem: defineWrite({
    operation: 'Mutation.publishCodeSystem',
    input: parsePublishArgs,
    target: codeSystemTarget((i: { codeSystemId: string }) => i.codeSystemId, { lock: true }),
    version: (i) => i.draftVersion,
    apply: async ({ tx, me, now, input: { codeSystemId }, target }) => {
      const draft = await terminologyRepository.draft(tx, codeSystemId);
      const version = target.row.publishedVersion + 1;
      await terminologyRepository.publish(tx, codeSystemId, version, draft.length, me.id, now);
      return { version, count: draft.length, view: await readCodeSystem(tx, target) };
    },
    audit: ({ input: { codeSystemId }, target }, { version, count }) => ({
      entityType: 'CodeSystem',
      entityId: codeSystemId,
      action: 'publish',
      before: { version: target.row.publishedVersion },
      after: { version, count },
    }),
  }),
};
