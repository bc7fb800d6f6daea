import { describe, expect, it } from 'vitest';
import { needsPractitioner } from './user-practitioner';

describe('needsPractitioner', () => {
  it('is true for the clinicians (clin, advclin, lic-clin) and the lead clinician', () => {
    for (const code of ['clin', 'advclin', 'lic-clin', 'leadclin']) expect(needsPractitioner([code])).toBe(true);
    expect(needsPractitioner(['pons', 'clin'])).toBe(true);
  });

  it('is false for other job functions and for none', () => {
    expect(needsPractitioner(['pons', 'poff'])).toBe(false);
    expect(needsPractitioner([])).toBe(false);
  });
});
