// How a long form is laid out so that it opens at once (the wound assessment holds up to five
// wounds, well over 150 items, SPEC §3): each top-level group is a section the clinician can fold
// and unfold. A form that shows few items opens with every section unfolded, as before; a larger
// one opens with its first section unfolded and the others folded to one line that says what is
// still missing. Items of an unfolded section come into the page in document order, the first
// screen of them at once (mount-budget.ts). Nothing is out of reach: a folded section opens with
// one click, and a question the page is sent to (e-sign's missing answers) or a message after a
// submit unfolds its section.
import type { QuestionnaireItem } from '../../domain/forms/questionnaire';
import type { RulePlan } from '../../domain/forms/rule-plan';
import type { FormState } from '../../domain/forms/rules';

/** Up to this many items shown, a form opens with every section unfolded. */
export const OPEN_ALL_UP_TO = 60;

export interface ItemPlace {
  /** linkId of the section (top-level group) it sits in. */
  section: string;
  /** Its position among the section's items, in document order (0: the first). */
  index: number;
}

export interface FormLayout {
  /** Every item's linkId, in document order. */
  linkIds: readonly string[];
  /** The sections (top-level groups), in order. */
  sections: readonly string[];
  /** Where each item inside a section sits (items outside any section are not listed). */
  places: ReadonlyMap<string, ItemPlace>;
  /** How many items each section holds (nested ones included). */
  sizes: ReadonlyMap<string, number>;
}

export const isSection = (item: QuestionnaireItem, depth: number): boolean => depth === 1 && item.type === 'group';

export function formLayout(plan: RulePlan): FormLayout {
  const sections: string[] = [];
  const places = new Map<string, ItemPlace>();
  const sizes = new Map<string, number>();
  const linkIds = plan.entries.map(({ item }) => item.linkId);
  for (const { item, ancestors } of plan.entries) {
    const section = ancestors[0];
    if (ancestors.length === 0) {
      if (item.type === 'group') {
        sections.push(item.linkId);
        sizes.set(item.linkId, 0);
      }
      continue;
    }
    if (section === undefined) continue;
    const index = sizes.get(section) ?? 0;
    places.set(item.linkId, { section, index });
    sizes.set(section, index + 1);
  }
  return { linkIds, sections, places, sizes };
}

/**
 * The sections unfolded when the form opens: all of them when it shows at most OPEN_ALL_UP_TO
 * items, else the first one shown; and, always, those holding one of `reveal` (a question the
 * page is sent to).
 */
export function initialOpenSections(layout: FormLayout, state: FormState, reveal: readonly string[] = []): Set<string> {
  const open = new Set<string>();
  if (state.visible.size <= OPEN_ALL_UP_TO) for (const section of layout.sections) open.add(section);
  else {
    const first = layout.sections.find((section) => state.visible.has(section));
    if (first) open.add(first);
  }
  for (const linkId of reveal) {
    const section = sectionOf(layout, linkId);
    if (section) open.add(section);
  }
  return open;
}

/**
 * The page as the form opens: the sections unfolded (initialOpenSections) and, for each, the
 * item it must hold at once (-1: none beyond its first screen; the revealed question's index).
 */
export function openingLayout(
  layout: FormLayout,
  state: FormState,
  reveal: string | null,
): { open: Set<string>; through: Map<string, number> } {
  const open = initialOpenSections(layout, state, reveal ? [reveal] : []);
  const through = new Map([...open].map((section) => [section, -1]));
  const place = reveal ? layout.places.get(reveal) : undefined;
  if (place) through.set(place.section, place.index);
  return { open, through };
}

/** The section an item sits in (a section is its own), or null outside any. */
export function sectionOf(layout: FormLayout, linkId: string): string | null {
  return layout.places.get(linkId)?.section ?? (layout.sizes.has(linkId) ? linkId : null);
}

/** A folded section's questions, as its one line tells them. */
export interface SectionSummary {
  /** Questions shown (worked-out ones aside). */
  questions: number;
  answered: number;
  /** Required and not answered. */
  missing: number;
  /** With a message (after a submit). */
  errors: number;
}

export function summaryText({ questions, answered, missing, errors }: SectionSummary): string {
  const parts = [`${answered} of ${questions} answered`];
  if (missing > 0) parts.push(`${missing} required ${missing === 1 ? 'answer' : 'answers'} missing`);
  if (errors > 0) parts.push(`${errors} to correct`);
  return parts.join(' · ');
}
