import { test as base, expect } from '@playwright/test';

/**
 * Every page collects console errors and uncaught exceptions; a test fails if any appeared.
 * baseURL comes from the global setup's server (set after the config was first read).
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowedConsoleErrors: RegExp[];
  pageLifecycle: void;
  cspViolations: void;
}>({
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
  /**
   * Every page reports Content-Security-Policy violations (the server's policy, docs/deploy.md
   * "Security headers"); a test fails if any happened, whatever the console showed.
   */
  cspViolations: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __arenaCsp: string[] }).__arenaCsp = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(
            `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
          ),
        );
      });
      await use();
      if (page.isClosed()) return;
      const seen = await page
        .evaluate(() => (window as unknown as { __arenaCsp?: string[] }).__arenaCsp ?? [])
        .catch(() => [] as string[]); // a page navigated away or crashed: the console check still applies
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * When a test fails, attaches what the page was told about the network and its own visibility
   * (online/offline, visibilitychange, freeze/resume, with times): the query library parks calls while
   * a page is offline and pauses retries while it is hidden, so a screen stuck in its loading state
   * says which it was.
   */
  pageLifecycle: [
    async ({ page }, use, testInfo) => {
      await page.addInitScript(() => {
        const log: string[] = [];
        (window as unknown as { __arenaLifecycle: string[] }).__arenaLifecycle = log;
        const note = (what: string) =>
          log.push(
            `${Math.round(performance.now())} ms ${what} onLine=${navigator.onLine} ${document.visibilityState}`,
          );
        note('start');
        for (const type of ['online', 'offline']) window.addEventListener(type, () => note(type));
        for (const type of ['visibilitychange', 'freeze', 'resume'])
          document.addEventListener(type, () => note(type));
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const log = await page
        .evaluate(() => (window as unknown as { __arenaLifecycle?: string[] }).__arenaLifecycle ?? [])
        .catch((err: unknown) => [`not readable: ${String(err)}`]);
      // The reporter prints a failed test's text attachments with its error.
      await testInfo.attach('page-lifecycle', { body: log.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

export { expect };
