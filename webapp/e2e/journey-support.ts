import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const webappDir = dirname(dirname(fileURLToPath(import.meta.url)));
// Outside test-results/, which every Playwright run empties first (two configs run in a row).
export const artifactsDir = join(webappDir, 'test-artifacts');

/** Adds a synthetic population to the e2e database, so reports show real comparison numbers. */
export function seedPopulation(respondents: number, databaseUrl: string, instrumentsDir?: string): void {
  execFileSync('uv', ['run', '--frozen', 'survey', 'seed-demo', '--respondents', String(respondents)], {
    cwd: dirname(webappDir),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ...(instrumentsDir ? { SURVEY_INSTRUMENTS_DIR: instrumentsDir } : {}),
    },
    stdio: 'pipe',
    timeout: 120_000,
  });
}

export function e2eDatabaseUrl(): string {
  const stateDir = process.env.E2E_STATE_DIR;
  if (!stateDir) throw new Error('E2E_STATE_DIR is not set: run through playwright.config.ts');
  return `sqlite:///${stateDir}/e2e.db`;
}

/** A full-page screenshot kept as a test artifact (test-artifacts/NAME.png). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** The guest prompt on a survey route: continue without an account. */
export async function continueAnonymously(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Sign Up to save your progress' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Continue Anonymously' }).click();
  await expect(prompt).toBeHidden();
}

/** Picks an answer of the current question and presses Next; checks the progress moved on. */
export async function answerAndNext(page: Page, answer: string, position: number, total: number): Promise<void> {
  await expect(page.getByText(`${position} of ${total}`, { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: answer, exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** No horizontal scrolling at the current width. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = globalThis.document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Gives an existing account the operator role through the CLI, as an administrator would. */
export function makeOperator(email: string, databaseUrl: string): void {
  execFileSync('uv', ['run', '--frozen', 'survey', 'create-operator', email], {
    cwd: dirname(webappDir),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'pipe',
    timeout: 60_000,
  });
}
