import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

test("'Continue with Google' signs in through the identity provider and opens the dashboard", async ({ page }) => {
  await page.goto('/signin');
  const option = page.getByRole('link', { name: 'Continue with Google' });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute('href', '/api/auth/google?state=frontend');
  await expectNoAxeViolations(page, '/signin with a provider');

  await option.click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await expect(page.getByRole('button', { name: 'person@example.org' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('guest'))).toBe('false');
  expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeTruthy();
  await expectNoAxeViolations(page, '/dashboard/reports after provider sign-in');

  // The stored refresh token is a working one: signing out revokes it on the server.
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await page.getByRole('button', { name: 'person@example.org' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
});
