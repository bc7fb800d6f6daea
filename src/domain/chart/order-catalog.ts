// SPEC §2 clinical config 'orders' (role clinical-admin; hidden by HideOrders): the catalog the
// chart's Orders tab picks from. This is the list the product ships (the seed's version 1); the
// server checks a new order's code against the code system's newest published version
// (server/modules/terminology/published-codes.ts), maintained on /clinical-config/orders. An order
// keeps its code and its words, so one retired from the catalog later still reads as written.
import { activeConcepts, type Concept } from '../terminology/code-systems';

export const ORDER_CATALOG_SYSTEM = 'orders';

export const DEFAULT_ORDER_CATALOG: readonly Concept[] = activeConcepts([
  ['wound-culture', 'Wound culture and sensitivity'],
  ['wound-biopsy', 'Wound biopsy'],
  ['abi', 'Ankle-brachial index (ABI)'],
  ['arterial-duplex', 'Arterial duplex ultrasound'],
  ['venous-duplex', 'Venous duplex ultrasound'],
  ['foot-xray', 'X-ray of the foot'],
  ['cbc', 'Complete blood count (CBC)'],
  ['hba1c', 'Hemoglobin A1c'],
  ['albumin-prealbumin', 'Albumin and prealbumin'],
  ['compression-therapy', 'Compression therapy'],
  ['offloading-boot', 'Offloading boot'],
  ['pressure-redistribution-surface', 'Pressure redistribution surface'],
  ['nutrition-consult', 'Nutrition consult'],
  ['podiatry-referral', 'Podiatry consult'],
  ['home-health-wound-care', 'Home health wound care'],
]);
