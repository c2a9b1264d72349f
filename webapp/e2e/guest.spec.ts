import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

test('a guest is prompted on the dashboard and continues anonymously', async ({ page }) => {
  await page.goto('/');
  // No prompt on the landing page.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Sign Up to save your progress' });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page, 'guest prompt');

  // Focus stays inside the dialog.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await prompt.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await prompt.getByRole('button', { name: 'Continue Anonymously' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Anonymous User' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('anonymous'))).toBe('true');
  await expectNoAxeViolations(page, '/dashboard/reports as anonymous');

  // The Quick Reminder appears on the profile tab for a non-registered user.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  const reminder = page.getByRole('dialog', { name: 'Quick Reminder' });
  await expect(reminder).toBeVisible();
  await expectNoAxeViolations(page, 'Quick Reminder');
  await reminder.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(reminder).toBeHidden();

  // Clearing the session goes home and forgets the anonymous user.
  await page.getByRole('button', { name: 'Anonymous User' }).click();
  await page.getByRole('menuitem', { name: 'Clear Your Session' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('userId'))).toBeNull();
});

test('layouts work at 360 px with the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const mobileMenu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileMenu.getByRole('link', { name: 'Take the Survey' })).toBeVisible();
  await expect(mobileMenu.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page, '/ at 360 px with the menu open');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await mobileMenu.getByRole('link', { name: 'Take the Survey' }).click();
  await expect(page).toHaveURL(/\/privacy-notice$/);
  await expect(mobileMenu).toBeHidden();

  for (const path of ['/privacy-notice', '/signup', '/signin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wider, `${path} is wider than 360 px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `${path} at 360 px`);
  }
});
