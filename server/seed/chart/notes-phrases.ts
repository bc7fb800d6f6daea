// What the demo notes, alerts, orders, referrals and tasks say (notes.ts picks from these).
import type { AlertCategory } from '../../../src/domain/chart/chart-record-status.ts';

/** Note texts by communication topic (src/domain/chart/communication-topics.ts). */
export const NOTE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  'care-coordination': [
    'Coordinated the visit plan with the home health agency; next wound check confirmed.',
    'Case reviewed with the lead clinician. Continue the current plan of care and reassess in two weeks.',
  ],
  'clinical-update': [
    'Wound bed 80% granulation, moderate serous drainage, no odor. Continue current dressing.',
    'Periwound maceration noted. Switched to a more absorbent foam and added barrier cream.',
    'Wound measurements decreased since the last visit. Patient tolerating compression well.',
  ],
  scheduling: [
    'Called the patient to confirm the visit; the afternoon window suits them.',
    'Visit moved to the next day at the patient’s request (family appointment).',
  ],
  'insurance-authorization': [
    'Authorization request submitted to the payer; awaiting a decision.',
    'Payer approved 12 visits; authorization number recorded on the coverage.',
  ],
  'patient-family-call': [
    'Daughter called with questions about dressing supplies; instructions reviewed by phone.',
    'Spouse reports the patient slept better since the pain plan changed.',
  ],
  'pcp-communication': [
    'Faxed the latest visit notes to the PCP office; awaiting signed orders.',
    'PCP office called back: orders signed and returned.',
  ],
  'home-health': [
    'Home health nurse reports the dressing changed per orders; no signs of infection.',
    'Home health agency asked for updated wound care orders; sent the current plan.',
  ],
  facility: ['Spoke with the facility charge nurse about the offloading schedule.', 'Facility confirmed the room change for the patient.'],
  supplies: [
    'Supply order placed: foam dressings and gauze, delivery expected in 3 days.',
    'Patient is low on compression wraps; reorder requested.',
  ],
  'discharge-planning': [
    'Discussed discharge criteria with the patient; the wound is nearly closed.',
    'Discharge planning started: transition to the PCP with home health follow-up.',
  ],
  other: ['Patient prefers visit reminders by text message.', 'Gate code updated in the visit instructions.'],
};

export const ALERT_TEXTS: Readonly<Record<AlertCategory, readonly string[]>> = {
  'fall-risk': ['High fall risk: uses a walker', 'Fell at home in the last 30 days'],
  allergy: ['Latex allergy', 'Allergic to sulfa drugs', 'Adhesive sensitivity: use silicone tapes'],
  infection: ['MRSA history: contact precautions', 'Wound culture positive, on oral antibiotics'],
  safety: ['Dog on the premises: call ahead', 'Oxygen in use: no open flames', 'Steep stairs at the entrance, no ramp'],
  other: ['Hard of hearing: speak slowly and face the patient', 'Prefers a Spanish-speaking clinician'],
};

export const ORDER_TEXTS: readonly string[] = [
  'Silver alginate dressing, change 3x weekly',
  'Two-layer compression wrap, change weekly',
  'Offloading boot, wear daily when up',
  'Collagen dressing with foam cover, every other day',
  'Wound culture and sensitivity',
  'Negative pressure wound therapy, 125 mmHg continuous',
  'Sharp debridement as needed at visits',
  'Zinc barrier cream to the periwound, daily',
];

export const REFERRAL_REASONS: readonly string[] = [
  'Non-healing venous leg ulcer',
  'Stage 3 pressure injury, sacrum',
  'Diabetic foot ulcer, left plantar',
  'Surgical wound dehiscence, abdomen',
  'Arterial ulcer, right lateral ankle',
];

export const REFERRAL_SOURCES: readonly string[] = ['Hospital discharge planner', 'Home health agency', 'Skilled nursing facility'];

export const TASK_TITLES: readonly string[] = [
  'Obtain signed orders from the PCP',
  'Verify insurance eligibility',
  'Schedule the follow-up visit',
  'Order wound care supplies',
  'Call the patient about the missed visit',
  'Send visit notes to home health',
  'Request a prior authorization renewal',
  'Review wound photos with the lead clinician',
];
