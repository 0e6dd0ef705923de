import { test as base, expect } from '@playwright/test';

/**
 * Every page collects console errors and uncaught exceptions; a test fails if any appeared.
 * baseURL comes from the global setup's server (set after the config was first read).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
  baseURL: async ({}, use) => {
    const url = process.env.ARENA_BASE_URL;
    if (!url) throw new Error('ARENA_BASE_URL not set: global setup did not start the server');
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
