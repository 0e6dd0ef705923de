import { test as base, expect } from '@playwright/test';

/**
 * Every page collects console errors and uncaught exceptions; a test fails if any appeared.
 * baseURL comes from the global setup's server (set after the config was first read).
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects (e.g. refused connections after it kills a server on purpose). */
  allowedConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
  baseURL: async ({}, use) => {
    const url = process.env.ARENA_BASE_URL;
    if (!url) throw new Error('ARENA_BASE_URL not set: global setup did not start the server');
    await use(url);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      const unexpected = errors.filter((e) => !allowedConsoleErrors.some((re) => re.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
