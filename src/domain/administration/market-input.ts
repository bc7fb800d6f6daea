// A market as the Market Team screen edits it (SPEC §2 /master-list/market-team-config, the
// 'Market Team' settings child; SPEC §3 Organization of type market), one schema for the form and
// the server (STYLE rule 3): its name (required, at most 100), its state (a supported state), the
// counties it serves (each a county of that state: the server's check, it holds the county table)
// and Active. A market's name and state are set when it is created: clinicians are placed in a
// market by its name (SPEC §3 Practitioner markets) and addresses by its state, so an edit keeps
// them (MARKET_FIXED_MESSAGE on the field otherwise).
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { SUPPORTED_STATES } from '../time-zone';
import { textField } from '../validation/fields';

export const MARKET_NAME_MAX = 100;
/** More counties than any state has in the county table; a longer list is refused. */
export const MAX_MARKET_COUNTIES = 300;

export const DUPLICATE_MARKET_MESSAGE = 'A market with this name already exists in the state.';
export const MARKET_FIXED_MESSAGE = "A market's name and state are kept once it is created: clinicians and addresses are placed in it.";

/** The record's field labels ('Change history' names of what changed; marketAuditRecord's keys). */
export const MARKET_FIELD_LABELS = {
  name: 'Name',
  state: 'State',
  counties: 'Counties',
  active: 'Active',
} as const;

const Counties = v.pipe(
  v.optional(v.array(v.string(MESSAGES.incorrectValue), MESSAGES.incorrectValue), []),
  v.maxLength(MAX_MARKET_COUNTIES, MESSAGES.incorrectValue),
  // One county once, in the order of the alphabet (SPEC §9 lists sort case-insensitively).
  v.transform((names) =>
    [...new Set(names.map((n) => n.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
  ),
);

export const MarketInput = v.object({
  name: textField({ required: true, max: MARKET_NAME_MAX }),
  state: v.pipe(
    textField({ required: true }),
    v.check((s) => s === '' || (SUPPORTED_STATES as readonly string[]).includes(s), MESSAGES.incorrectValue),
  ),
  counties: Counties,
  active: v.optional(v.boolean(MESSAGES.incorrectValue), true),
});
export type MarketFormValues = v.InferInput<typeof MarketInput>;
export type MarketValues = v.InferOutput<typeof MarketInput>;

export const emptyMarket = (): MarketFormValues => ({ name: '', state: '', counties: [], active: true });
