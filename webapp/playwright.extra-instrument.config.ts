import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { sharedConfig, surveyServer } from './e2e/playwright-shared';

/**
 * "Adding an instrument file adds a survey": the server runs with SURVEY_INSTRUMENTS_DIR at a
 * fixture folder holding the three real instruments plus a small extra one (wellbeing.yaml).
 * Run: npx playwright test -c playwright.extra-instrument.config.ts
 */
const port = Number(process.env.E2E_EXTRA_PORT ?? 9765 + Math.floor(Math.random() * 200));
const stateDir = process.env.E2E_STATE_DIR ?? mkdtempSync(join(tmpdir(), 'survey-e2e-extra-'));
process.env.E2E_STATE_DIR = stateDir;
process.env.E2E_EXTRA_PORT = String(port);
const instrumentsDir = resolve(import.meta.dirname, '..', 'tests', 'fixtures', 'extra_instruments');
process.env.E2E_INSTRUMENTS_DIR = instrumentsDir;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...sharedConfig(baseURL),
  testMatch: 'extra-instrument*.spec.ts',
  // Its own folder, so this run does not empty the main run's results.
  outputDir: './test-artifacts/extra-instrument-results',
  timeout: 90_000,
  webServer: surveyServer(port, stateDir, { SURVEY_INSTRUMENTS_DIR: instrumentsDir }),
});
