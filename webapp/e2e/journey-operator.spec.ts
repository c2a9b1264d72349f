import { expect, test } from '@playwright/test';
import { e2eDatabaseUrl, makeOperator } from './journey-support';
import { expectNoAxeViolations, STRONG_PASSWORD, uniqueEmail } from './support';

// The operator's statistics page, against the real server: an operator sees the numbers, the
// same page tells anyone else that it is not allowed.
test('an operator reads the survey statistics', async ({ page, request }) => {
  const email = uniqueEmail('operator');
  const created = await request.post('/api/createUser', { data: { role: 'user', email, password: STRONG_PASSWORD } });
  expect(created.status()).toBe(201);
  makeOperator(email, e2eDatabaseUrl());

  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Survey Stats' })).toBeVisible();
  for (const card of ['Loneliness Responses', 'Attachment Responses', 'Total Responses', 'Dropped Survey']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Total Responses', { exact: true }).locator('xpath=following-sibling::p')).toHaveText(/^\d+$/);
  await page.getByRole('button', { name: 'Last 24h' }).click();
  await expect(page.getByRole('button', { name: 'Last 24h' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table');
  for (const column of ['Email', 'Last Loneliness Survey', 'Last Attachment Survey', 'Loneliness Score']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expectNoAxeViolations(page, '/stats as operator');
});

test('the first page loads no renderer or chart code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Your Social Wellness' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /report-screen|question-step|survey-screen|recharts/.test(path))).toEqual([]);
  await page.goto('/stats');
  // A visitor without an account is not an operator either (the guest prompt shows on top).
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeAttached();
});
