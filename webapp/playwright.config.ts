import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { sharedConfig, surveyServer } from './e2e/playwright-shared';

/**
 * End-to-end tests against the real server (`survey serve`), which serves the built web app
 * (`npm run build` first) and the API on one origin, on a fresh SQLite file per run.
 * The browser is Debian's Chromium; Playwright never downloads one.
 */
const port = Number(process.env.E2E_PORT ?? 8765 + Math.floor(Math.random() * 1000));
const stateDir = process.env.E2E_STATE_DIR ?? mkdtempSync(join(tmpdir(), 'survey-e2e-'));
process.env.E2E_STATE_DIR = stateDir;
process.env.E2E_PORT = String(port);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
process.env.E2E_OIDC_PORT = String(oidcPort);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...sharedConfig(baseURL),
  // Needs its own server (extra instruments folder): playwright.extra-instrument.config.ts.
  testIgnore: ['**/extra-instrument*.spec.ts'],
  outputDir: './test-results',
  fullyParallel: false,
  timeout: 60_000,
  webServer: [
    {
      // A real local OpenID Connect provider, so 'Continue with Google' runs end to end.
      command: `node e2e/oidc-provider.mjs ${oidcPort}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    surveyServer(port, stateDir, {
      PUBLIC_URL: baseURL,
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'survey-e2e',
      OIDC_CLIENT_SECRET: 'survey-e2e-secret',
      OIDC_NAME: 'Google',
    }),
  ],
});
