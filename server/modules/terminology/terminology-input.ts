// The arguments of the code systems' operations (DESIGN §5): parsed before anything else, refused
// with BAD_USER_INPUT naming the field. A code is parsed by the section form's own schema
// (src/domain/terminology/concept-input.ts), its paths under 'concept'.
import * as v from 'valibot';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Concept } from '../../../src/domain/terminology/code-systems.ts';
import { type CodeSystemDefinition, codeSystemById, parseCanonical } from '../../../src/domain/terminology/code-systems.ts';
import { type ConceptValues, conceptOf, conceptSchema } from '../../../src/domain/terminology/concept-input.ts';
import { badInput, notFound } from '../../errors.ts';
import { parseInput, parseVersionId, withoutNulls } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';
import { CODE_SYSTEM_FORMATS, type CodeSystemFormat, readCodeSystemFile } from './code-system-files.ts';

export const EXPANSION_PAGE = 100;
export const EXPANSION_MAX = 1000;

const systemOf = (id: unknown): CodeSystemDefinition => {
  const definition = typeof id === 'string' ? codeSystemById(id) : undefined;
  if (!definition) throw notFound('Code system');
  return definition;
};

export interface ConceptArgs {
  codeSystemId: string;
  draftVersion: number;
  isNew: boolean;
  concept: ConceptValues;
}

export function parseConceptArgs(raw: unknown): ConceptArgs {
  const args = raw as { codeSystemId?: unknown; draftVersion?: unknown; isNew?: unknown; concept?: unknown };
  const definition = systemOf(args.codeSystemId);
  const concept = conceptOf(parseInput(v.object({ concept: conceptSchema(definition) }), { concept: withoutNulls(args.concept) }).concept);
  return { codeSystemId: definition.id, draftVersion: parseVersionId(args.draftVersion), isNew: args.isNew === true, concept };
}

export function parsePublishArgs(raw: unknown): { codeSystemId: string; draftVersion: number } {
  const args = raw as { codeSystemId?: unknown; draftVersion?: unknown };
  return { codeSystemId: systemOf(args.codeSystemId).id, draftVersion: parseVersionId(args.draftVersion) };
}

export interface ImportArgs {
  codeSystemId: string;
  draftVersion: number;
  format: CodeSystemFormat;
  /** The file's codes, each checked by the code's schema. */
  concepts: Concept[];
}

const Format = v.picklist(CODE_SYSTEM_FORMATS, MESSAGES.incorrectValue);

export function parseFormat(raw: unknown): CodeSystemFormat {
  return parseInput(v.object({ format: Format }), { format: raw }).format;
}

export function parseImportArgs(raw: unknown): ImportArgs {
  const args = raw as { codeSystemId?: unknown; draftVersion?: unknown; format?: unknown; content?: unknown };
  const definition = systemOf(args.codeSystemId);
  const draftVersion = parseVersionId(args.draftVersion);
  const format = parseFormat(args.format);
  if (typeof args.content !== 'string') throw badInput(MESSAGES.required, 'content');
  return { codeSystemId: definition.id, draftVersion, format, concepts: readCodeSystemFile(definition, format, args.content) };
}

export function parseExportArgs(raw: unknown): { id: string; format: CodeSystemFormat } {
  const args = raw as { id?: unknown; format?: unknown };
  return { id: systemOf(args.id).id, format: parseFormat(args.format) };
}

export interface ExpandArgs {
  id: string;
  version: number | null;
  filter: string | null;
  offset: number;
  count: number;
}

const Paging = v.object({
  offset: v.optional(
    v.pipe(v.number(MESSAGES.incorrectValue), v.integer(MESSAGES.incorrectValue), v.minValue(0, MESSAGES.incorrectValue)),
    0,
  ),
  count: v.optional(
    v.pipe(
      v.number(MESSAGES.incorrectValue),
      v.integer(MESSAGES.incorrectValue),
      v.minValue(1, MESSAGES.incorrectValue),
      v.maxValue(EXPANSION_MAX, MESSAGES.incorrectValue),
    ),
    EXPANSION_PAGE,
  ),
});

export function parseExpandArgs(raw: unknown): ExpandArgs {
  const args = raw as { url?: unknown; filter?: unknown; offset?: unknown; count?: unknown };
  const canonical = typeof args.url === 'string' ? parseCanonical(args.url) : null;
  if (!canonical) throw badInput(MESSAGES.incorrectValue, 'url');
  const paging = parseInput(Paging, withoutNulls({ offset: args.offset, count: args.count }));
  const filter = parseTerm(typeof args.filter === 'string' ? args.filter : null, 'filter');
  return { id: canonical.id, version: canonical.version, filter: filter ?? null, ...paging };
}
