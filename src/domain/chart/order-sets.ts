// SPEC §2 clinical config 'order-sets' (role clinical-admin; hidden by HideOrders, as orders are):
// named groups of the order catalog's codes (order-catalog.ts) that the chart's Orders tab adds at
// once. These are the sets the product ships (the seed's version 1); a clinic edits them on
// /clinical-config/order-sets. Each order added keeps its own code and words.
import type { Concept } from '../terminology/code-systems';

export const ORDER_SET_SYSTEM = 'order-sets';

const set = (code: string, display: string, members: readonly string[]): Concept => ({ code, display, status: 'active', members });

export const DEFAULT_ORDER_SETS: readonly Concept[] = [
  set('venous-ulcer-workup', 'Venous leg ulcer work-up', ['abi', 'venous-duplex', 'compression-therapy']),
  set('diabetic-foot-workup', 'Diabetic foot ulcer work-up', ['foot-xray', 'hba1c', 'offloading-boot', 'podiatry-referral']),
  set('arterial-workup', 'Arterial insufficiency work-up', ['abi', 'arterial-duplex']),
  set('nutrition-workup', 'Nutrition work-up', ['albumin-prealbumin', 'cbc', 'nutrition-consult']),
  set('pressure-injury-care', 'Pressure injury care', ['pressure-redistribution-surface', 'nutrition-consult', 'home-health-wound-care']),
];
