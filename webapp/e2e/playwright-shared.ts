import { devices, type Project } from '@playwright/test';

/**
 * Debian's Chromium (never a downloaded browser), headless, as root and offline: the flags keep
 * it from reaching for the network it does not have.
 */
export const chromiumProject: Project = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
};

/**
 * The real server (`survey serve`, serving the built app from dist/) on a fresh SQLite file in
 * `stateDir`, with `env` added to its environment.
 */
export function surveyServer(port: number, stateDir: string, env: Record<string, string> = {}) {
  return {
    command: `cd .. && uv run --frozen survey serve --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/api/auth/providers`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      DATABASE_URL: `sqlite:///${stateDir}/e2e.db`,
      MAIL_OUTBOX_DIR: `${stateDir}/outbox`,
      SECRET_KEY: 'e2e-secret-key-not-for-production-0123456789abcdef',
      // Many sign-ups from one address in a few minutes: the limits are tested in pytest.
      LOGIN_RATE_PER_MINUTE: '1000',
      SIGNUP_RATE_PER_MINUTE: '1000',
      ANONYMOUS_RATE_PER_MINUTE: '1000',
      ...env,
    },
  };
}

/** What both configs share: one worker (2 cores), no retries, evidence kept on failure. */
export function sharedConfig(baseURL: string) {
  return {
    testDir: './e2e',
    workers: 1,
    retries: 0,
    expect: { timeout: 10_000 },
    reporter: [['list']] as [string][],
    use: {
      baseURL,
      screenshot: 'only-on-failure' as const,
      trace: 'retain-on-failure' as const,
      video: 'off' as const,
    },
    projects: [chromiumProject],
  };
}
