import { z } from 'zod';

/** Spec section 5: the special characters a sign-up password may use to meet the rule. */
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES_MESSAGE = 'Password must meet all requirements';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const ACCOUNT_PASSWORDS_DO_NOT_MATCH = 'New password and confirm password must match';

export type PasswordCriterion = { id: string; label: string; test: (password: string) => boolean };

export const passwordCriteria: readonly PasswordCriterion[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  {
    id: 'special',
    label: `One special character (${SPECIAL_CHARACTERS})`,
    test: (p) => [...p].some((character) => SPECIAL_CHARACTERS.includes(character)),
  },
];

export type StrengthLevel = 'weak' | 'medium' | 'strong';

/** Spec section 5: 2 or fewer criteria met is weak (33%), 3 medium (66%), 4 strong (100%). */
export function passwordStrength(password: string): { met: number; level: StrengthLevel; percent: number } {
  const met = passwordCriteria.filter((criterion) => criterion.test(password)).length;
  if (met >= 4) return { met, level: 'strong', percent: 100 };
  if (met === 3) return { met, level: 'medium', percent: 66 };
  return { met, level: 'weak', percent: 33 };
}

export function meetsPasswordRules(password: string): boolean {
  return passwordCriteria.every((criterion) => criterion.test(password));
}

const email = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com'));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password'),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    email,
    password: z.string().min(1, 'Enter a password').refine(meetsPasswordRules, PASSWORD_RULES_MESSAGE),
    confirmPassword: z.string().min(1, 'Confirm your password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Account edit: passwords are optional; a new one must equal its confirmation. */
export const accountSchema = z
  .object({
    email,
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .refine((values) => !values.newPassword || values.newPassword === values.confirmPassword, {
    message: ACCOUNT_PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })
  .refine((values) => !values.newPassword || values.currentPassword.length > 0, {
    message: 'Enter your current password to set a new one',
    path: ['currentPassword'],
  });
export type AccountValues = z.infer<typeof accountSchema>;

export const consentSchema = z.object({
  adult: z.boolean().refine((checked) => checked, 'Please confirm that you are 18 or older'),
  voluntary: z.boolean().refine((checked) => checked, 'Please confirm that you are taking part voluntarily'),
});
export type ConsentValues = z.infer<typeof consentSchema>;
