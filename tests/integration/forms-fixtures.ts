// Answers of the seeded forms (server/seed/forms) that the forms tests give again and again.

export const yes = { code: 'yes', display: 'Yes' };
export const no = { code: 'no', display: 'No' };

/** A complete interval history (the follow-up's must form). */
export const INTERVAL = {
  'pain-status': [{ code: 'better', display: 'Better' }],
  'appetite-status': [{ code: 'same', display: 'Same' }],
  hospitalized: [no],
  'urgent-care': [no],
};

/** One active wound with every required answer. */
export const WOUND = {
  'wound-count': [1],
  'w1-type': [{ code: 'venous-ulcer', display: 'Venous ulcer' }],
  'w1-location': [{ code: 'lower-leg', display: 'Lower leg' }],
  'w1-status': [{ code: 'active', display: 'Active' }],
  'w1-length': [{ value: 2.5, unit: 'cm' }],
  'w1-width': [{ value: 2, unit: 'cm' }],
  'w1-depth': [{ value: 0.3, unit: 'cm' }],
  'w1-exudate-amount': [{ code: 'small', display: 'Small' }],
  'w1-primary-dressing': ['Alginate'],
  'w1-frequency': [{ code: 'daily', display: 'Daily' }],
};
