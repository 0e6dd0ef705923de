import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser (MACHINE-NOTES). */
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: process.env.ARENA_BASE_URL,
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
