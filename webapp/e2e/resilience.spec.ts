import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

test('tokens the server no longer accepts end the session and lead to /signin', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.localStorage.setItem('userId', 'someone');
    window.localStorage.setItem('email', 'someone@example.org');
    window.localStorage.setItem('guest', 'false');
    window.localStorage.setItem('anonymous', 'false');
    window.localStorage.setItem('accessToken', 'not-a-valid-token');
    window.localStorage.setItem('refreshToken', 'not-a-valid-refresh-token');
  });
  const refresh = page.waitForResponse((response) => response.url().endsWith('/refresh'));
  await page.goto('/dashboard/reports');
  expect((await refresh).status()).toBe(401);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeNull();
  await expectNoAxeViolations(page, '/signin after the session ended');
});

test('a route module that fails to load reloads once, then shows the friendly error page', async ({ page }) => {
  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });
  await page.route(/\/assets\/dashboard-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Your Social Wellness' })).toBeVisible();
  const loadsBefore = documentLoads;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();

  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  // The one reload went to the page that was asked for, and there was no second one.
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(documentLoads - loadsBefore).toBe(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem('routeModuleReloaded'))).toBeNull();
  await expectNoAxeViolations(page, 'router error page');
});
