import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// One runner, one project per workspace; browser end-to-end specs run under Playwright instead.
export default defineConfig({
  test: {
    // Two files at a time on CI's two cores (the default leaves one core idle): most files wait on a
    // database or a spawned server as much as they compute.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'protocol',
          include: ['packages/protocol/src/**/*.test.ts', 'packages/protocol/scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As the browser suite does on CI: a test failing once under the two-file load gets one more
          // run; a test that fails twice fails the suite.
          retry: process.env.CI ? 1 : 0,
          // Cheap password hashes (password-hash.ts): the production cost is asserted where it matters.
          env: { ARENA_WEAK_HASH_FOR_TESTS: '1' },
        },
      },
      {
        // The web app's i18next and react-i18next are its own small runtime (apps/web/vite.config.ts).
        resolve: {
          alias: {
            '@': webSrc,
            i18next: `${webSrc}/lib/i18n-runtime/i18next.ts`,
            'react-i18next': `${webSrc}/lib/i18n-runtime/react-i18next.ts`,
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // Dialog flows in jsdom take 1-2 s alone and past 5 s beside the server suites on 2 cores.
          testTimeout: 15_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: [
        '**/*.test.ts',
        'packages/domain/src/test-support/**',
        'packages/domain/src/index.ts',
        // type-only: interfaces with no runtime code
        'packages/domain/src/scheduler.ts',
      ],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
