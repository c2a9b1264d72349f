import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PASSWORDS_DO_NOT_MATCH,
  accountSchema,
  consentSchema,
  meetsPasswordRules,
  PASSWORD_RULES_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  passwordStrength,
  signInSchema,
  signUpSchema,
} from './validation';

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('password rules (spec section 5)', () => {
  it.each([
    ['Abcdefg!', true],
    ['abcdefg!', false], // no uppercase
    ['ABCDEFG!', false], // no lowercase
    ['Abcdefgh', false], // no special character
    ['Abcde!', false], // shorter than 8
    ['Abcdefg_', false], // '_' is not in the special set
    ['Abcdefg"', true],
    ['Abcdefg<', true],
  ])('%s meets the rules: %s', (password, expected) => {
    expect(meetsPasswordRules(password)).toBe(expected);
  });

  it('rates strength by criteria met: <=2 weak 33%, 3 medium 66%, 4 strong 100%', () => {
    expect(passwordStrength('')).toEqual({ met: 0, level: 'weak', percent: 33 });
    expect(passwordStrength('abcdefgh')).toEqual({ met: 2, level: 'weak', percent: 33 });
    expect(passwordStrength('Abcdefgh')).toEqual({ met: 3, level: 'medium', percent: 66 });
    expect(passwordStrength('Abc!')).toEqual({ met: 3, level: 'medium', percent: 66 });
    expect(passwordStrength('Abcdefg!')).toEqual({ met: 4, level: 'strong', percent: 100 });
  });
});

describe('sign-up form', () => {
  it('accepts a valid e-mail and a matching strong password', () => {
    const result = signUpSchema.safeParse({ email: 'a@example.org', password: 'Abcdefg!', confirmPassword: 'Abcdefg!' });
    expect(result.success).toBe(true);
  });

  it("says 'Password must meet all requirements' and 'Passwords do not match'", () => {
    const result = signUpSchema.safeParse({ email: 'a@example.org', password: 'weakpass', confirmPassword: 'other' });
    expect(messages(result)).toEqual([`password: ${PASSWORD_RULES_MESSAGE}`, `confirmPassword: ${PASSWORDS_DO_NOT_MATCH}`]);
  });

  it('requires a well-formed e-mail', () => {
    const result = signUpSchema.safeParse({ email: 'not-an-email', password: 'Abcdefg!', confirmPassword: 'Abcdefg!' });
    expect(messages(result)).toEqual(['email: Enter a valid e-mail address, like name@example.com']);
  });
});

describe('sign-in form', () => {
  it('requires both fields', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email: Enter your e-mail address',
      'password: Enter your password',
    ]);
  });
});

describe('account form', () => {
  const base = { email: 'a@example.org', currentPassword: '', newPassword: '', confirmPassword: '' };

  it('allows changing only the e-mail', () => {
    expect(accountSchema.safeParse(base).success).toBe(true);
  });

  it("says 'New password and confirm password must match'", () => {
    const result = accountSchema.safeParse({ ...base, currentPassword: 'Old-pass1!', newPassword: 'New-pass1!', confirmPassword: 'nope' });
    expect(messages(result)).toEqual([`confirmPassword: ${ACCOUNT_PASSWORDS_DO_NOT_MATCH}`]);
  });

  it('asks for the current password before a new one', () => {
    const result = accountSchema.safeParse({ ...base, newPassword: 'New-pass1!', confirmPassword: 'New-pass1!' });
    expect(messages(result)).toEqual(['currentPassword: Enter your current password to set a new one']);
  });
});

describe('privacy consent', () => {
  it('needs both the 18+ and the voluntary confirmation', () => {
    expect(consentSchema.safeParse({ adult: true, voluntary: true }).success).toBe(true);
    expect(messages(consentSchema.safeParse({ adult: false, voluntary: true }))).toEqual([
      'adult: Please confirm that you are 18 or older',
    ]);
    expect(messages(consentSchema.safeParse({ adult: true, voluntary: false }))).toEqual([
      'voluntary: Please confirm that you are taking part voluntarily',
    ]);
  });
});
