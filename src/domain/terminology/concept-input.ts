// One code of a code system as its section edits it (SPEC §2 clinical config and administrative
// code systems; SPEC §3 code-system statuses and procedure categories), one schema for the form and
// the server (STYLE rule 3): a code (letters, digits, '.', '_' or '-', at most 64; it never changes
// once made: records keep it), a display (required, at most 200), a status and, for a system that
// has categories (procedures), one of them.
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { textField } from '../validation/fields';
import { CONCEPT_STATUSES, type CodeSystemDefinition, type Concept } from './code-systems';

export const CODE_MAX = 64;
export const DISPLAY_MAX = 200;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The most codes one code may stand for (an order set's orders). */
export const MEMBERS_MAX = 30;

const memberList = v.pipe(
  v.array(v.pipe(v.string(MESSAGES.incorrectValue), v.regex(CODE, MESSAGES.incorrectValue)), MESSAGES.incorrectValue),
  v.minLength(1, MESSAGES.required),
  v.maxLength(MEMBERS_MAX, MESSAGES.incorrectValue),
  v.check((codes) => new Set(codes).size === codes.length, MESSAGES.incorrectValue),
);
const noMembers = v.optional(
  v.pipe(
    v.nullable(v.array(v.string(MESSAGES.incorrectValue), MESSAGES.incorrectValue)),
    v.check((codes) => codes === null || codes.length === 0, MESSAGES.incorrectValue),
  ),
  null,
);

export function conceptSchema(system: Pick<CodeSystemDefinition, 'categories' | 'membersFrom'>) {
  const categories = system.categories;
  return v.object({
    code: v.pipe(
      textField({ required: true, max: CODE_MAX }),
      v.check((code) => code === '' || CODE.test(code), MESSAGES.incorrectValue),
    ),
    display: textField({ required: true, max: DISPLAY_MAX }),
    status: v.optional(v.picklist(CONCEPT_STATUSES, MESSAGES.incorrectValue), 'active'),
    category: categories
      ? v.pipe(
          v.optional(v.nullable(v.string(MESSAGES.incorrectValue)), null),
          v.check((c) => c !== null && c !== '', MESSAGES.required),
          v.check((c) => c === null || c === '' || categories.includes(c), MESSAGES.incorrectValue),
        )
      : v.optional(
          v.pipe(
            v.nullable(v.string(MESSAGES.incorrectValue)),
            v.check((c) => c === null || c === '', MESSAGES.incorrectValue),
          ),
          null,
        ),
    // An order set names at least one order of the catalog (the server checks each is offered).
    members: system.membersFrom ? memberList : noMembers,
  });
}

export type ConceptValues = Concept;

/** A category given as '' is none. */
export const conceptOf = (values: {
  code: string;
  display: string;
  status: Concept['status'];
  category: string | null;
  members?: readonly string[] | null;
}): Concept => ({
  ...values,
  category: values.category || null,
  members: values.members?.length ? [...values.members] : null,
});

/** A code made from a display, for the add form's suggestion ('Silver alginate' → 'silver-alginate'). */
export function codeFromDisplay(display: string): string {
  return display
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CODE_MAX);
}
