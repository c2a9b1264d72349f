import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-label';

describe('fieldLabel', () => {
  it("uses the instrument's label when it gives one", () => {
    expect(fieldLabel('religiousAffiliation', { religiousAffiliation: 'Religion' })).toBe('Religion');
  });

  it('makes words from the key otherwise', () => {
    expect(fieldLabel('countryOfResidence')).toBe('Country of residence');
    expect(fieldLabel('dob', { dob: null })).toBe('Dob');
  });
});
