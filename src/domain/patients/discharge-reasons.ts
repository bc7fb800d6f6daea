// SPEC §2 administrative code system 'discharge-reason' (menu 'Discharge Reasons'): the reason a
// discharge request is filed for. This is the list the product ships (the seed's version 1); the
// server checks a request's reason against the code system's newest published version
// (server/modules/terminology/published-codes.ts), maintained on
// /administrative-config/code-system/discharge-reason. A request keeps its reason's code; a reason
// retired later still reads under its display on the requests filed with it.
import { activeConcepts, type Concept } from '../terminology/code-systems';

export const DISCHARGE_REASON_SYSTEM = 'discharge-reason';

export const DEFAULT_DISCHARGE_REASONS: readonly Concept[] = activeConcepts([
  ['wound-healed', 'Wound healed'],
  ['transferred-to-another-provider', 'Transferred to another provider'],
  ['patient-request', 'Patient request'],
  ['hospice', 'Hospice'],
  ['deceased', 'Deceased'],
  ['other', 'Other'],
]);
