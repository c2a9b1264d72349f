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
