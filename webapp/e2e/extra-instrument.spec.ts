import { expect, test } from '@playwright/test';
import { continueAnonymously, e2eDatabaseUrl, keepScreenshot, seedPopulation } from './journey-support';
import { expectNoAxeViolations } from './support';

// Runs only under playwright.extra-instrument.config.ts: the server loads the fixture folder with
// the extra wellbeing.yaml. Nothing in the web app names that instrument.
test.setTimeout(120_000);

test.beforeAll(() => {
  const instrumentsDir = process.env.E2E_INSTRUMENTS_DIR;
  if (!instrumentsDir) throw new Error('Run with -c playwright.extra-instrument.config.ts');
  seedPopulation(40, e2eDatabaseUrl(), instrumentsDir);
});

test('an instrument file added to the folder is offered, taken and reported with no code change', async ({ page }) => {
  await page.goto('/survey');
  await continueAnonymously(page);
  const take = page.getByRole('link', { name: 'Take the Survey Everyday Wellbeing' });
  await expect(take).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the Survey Loneliness' })).toBeVisible();
  await expectNoAxeViolations(page, '/survey with the extra instrument');
  await take.click();
  await expect(page).toHaveURL(/\/survey\/wellbeing$/);

  const instructions = page.getByRole('dialog', { name: 'Instructions' });
  await expect(instructions).toContainText('the following 3 statements');
  await instructions.getByRole('button', { name: 'Start' }).click();
  for (const [index, answer] of ['Often', 'Sometimes', 'Often'].entries()) {
    await expect(page.getByText(`${index + 1} of 3`, { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: answer, exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Thank you for sharing your details with us!' })).toBeVisible();
  await page.getByRole('link', { name: 'See Report' }).click();
  await expect(page).toHaveURL(/\/report\/wellbeing\/[0-9a-f]{32}$/);
  const reminder = page.getByRole('dialog', { name: 'Quick Reminder' });
  await reminder.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(reminder).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Your Wellbeing Report', level: 1 })).toBeVisible();
  await expect(page.getByText('8 / 9').first()).toBeAttached();
  await expect(page.getByText('High Everyday Wellbeing')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Doing Well' })).toBeVisible();
  await page.getByRole('tab', { name: 'Workplace' }).click();
  await expect(page.getByRole('heading', { name: 'Colleagues' })).toBeVisible();
  await expectNoAxeViolations(page, 'the extra instrument report');
  await keepScreenshot(page, 'extra-instrument-report');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // An address no route and no instrument claims is still Not Found.
  await page.goto('/no-such-survey');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
