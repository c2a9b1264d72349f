import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, NEW_PASSWORD, STRONG_PASSWORD, uniqueEmail } from './support';

// One registered user's life, step by step, as a person would click it. The steps share the
// account (sign-up is rate limited per minute), so they run in order.
test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('journey');
let password = STRONG_PASSWORD;

async function signIn(page: Page, withPassword: string) {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(withPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('landing page leads to the privacy notice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Your Social Wellness' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Here's what to expect" })).toBeVisible();
  await expectNoAxeViolations(page, '/');
  await page.getByRole('link', { name: 'Take the survey' }).first().click();
  await expect(page).toHaveURL(/\/privacy-notice$/);
  await expectNoAxeViolations(page, '/privacy-notice');

  await page.getByRole('button', { name: 'Next' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you begin' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(dialog.getByText('Please confirm that you are 18 or older')).toBeVisible();
  await expectNoAxeViolations(page, '/privacy-notice consent dialog with errors');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('sign up shows the password rules and lands on /demographic', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Profile' })).toBeVisible();
  await expectNoAxeViolations(page, '/signup');

  await page.getByLabel('E-mail').fill(email);
  const passwordInput = page.getByLabel('Password', { exact: true });
  await passwordInput.fill('short');
  await expect(page.getByText('Strength: Weak')).toBeVisible();
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Password must meet all requirements')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(passwordInput).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '/signup with errors');

  await passwordInput.fill('Calmteal1!');
  await expect(page.getByText('Strength: Strong')).toBeVisible();
  await passwordInput.fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/demographic$/);
  await expect(page.getByText('Account created')).toBeVisible();
  await expectNoAxeViolations(page, '/demographic');
});

test('sign out from the user menu returns home, then sign in again', async ({ page }) => {
  await signIn(page, password);
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await expect(page.getByText('You have no reports yet')).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/reports');

  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();

  await signIn(page, 'Wrong-password-1!');
  await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password');
  await expectNoAxeViolations(page, '/signin with an error');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
});

test('profile edit saves a dropdown value and a name', async ({ page }) => {
  await signIn(page, password);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByText('N/A').first()).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/profile');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Full name').fill('Robin Example');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await expectNoAxeViolations(page, '/dashboard/profile editing');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile updated')).toBeVisible();
  const details = page.locator('dl');
  await expect(details).toContainText('Robin Example');
  await expect(details).toContainText('Female');
  await expect(details).toContainText('1990-05-17');

  await page.reload();
  await expect(page.locator('dl')).toContainText('Robin Example');
});

test('account edit checks the confirmation and changes the password', async ({ page }) => {
  await signIn(page, password);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByText(email).last()).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/account');

  await page.getByRole('button', { name: 'Edit account' }).click();
  await page.getByLabel('Current Password').fill(password);
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill('Not-the-same-1!');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('New password and confirm password must match')).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/account with a mismatch');

  await page.getByLabel('Current Password').fill('Not-my-password-1!');
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText('Current password is incorrect');

  await page.getByLabel('Current Password').fill(password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Account updated successfully')).toBeVisible();
  password = NEW_PASSWORD;

  await page.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, password);
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
});

test('account deletion asks first, Escape keeps the account, Yes deletes it', async ({ page }) => {
  await signIn(page, password);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'Confirm Deletion dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await signIn(page, password);
  await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password');
});
