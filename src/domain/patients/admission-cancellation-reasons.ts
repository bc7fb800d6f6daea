// SPEC §2 administrative code system 'admission-cancellation-reason' (menu 'Adm Canc Reasons'):
// why an admission that had not started was cancelled. This is the list the product ships (the
// seed's version 1); the server checks a cancellation's reason against the code system's newest
// published version (server/modules/terminology/published-codes.ts), maintained on
// /administrative-config/code-system/admission-cancellation-reason. The admission keeps the
// reason's code and display, so a reason retired later still reads as it was.
import { activeConcepts, type Concept } from '../terminology/code-systems';

export const ADMISSION_CANCELLATION_SYSTEM = 'admission-cancellation-reason';

export const DEFAULT_ADMISSION_CANCELLATION_REASONS: readonly Concept[] = activeConcepts([
  ['patient-declined', 'Patient declined'],
  ['not-eligible', 'Not eligible'],
  ['no-authorization', 'No authorization'],
  ['moved-out-of-area', 'Moved out of area'],
  ['deceased', 'Deceased'],
  ['other', 'Other'],
]);
