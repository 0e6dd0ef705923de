// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** Features that still import the app/ re-exports (app/page.tsx, app/paths.ts); this list only shrinks. */
const featuresStillOnAppShims = new Set(['activities', 'sportsbook', 'responsible']);

/**
 * Import direction (HOUSE-STYLE "Rules of thumb"), checked on the resolved path of every relative or
 * aliased import: packages never import apps; the pure packages import nothing from Node or React;
 * a web feature never imports another feature nor app/ (app/ composes them); lib/ and components/ import
 * neither features nor app/.
 * @type {import('eslint').Rule.RuleModule}
 */
const importBoundaries = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const inPackage = /\/packages\/(domain|protocol)\/src\//.test(file);
    const feature = /\/apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    const webShared = /\/apps\/web\/src\/(lib|components)\//.test(file);
    const webSrc = file.includes('/apps/web/src/')
      ? file.slice(0, file.indexOf('/apps/web/src/') + 14)
      : null;
    /** @param {string} spec */
    const resolve = (spec) => {
      if (spec.startsWith('.')) return path.posix.resolve(path.posix.dirname(file), spec);
      if (spec.startsWith('@/') && webSrc) return webSrc + spec.slice(2);
      return null;
    };
    /** @param {any} node @param {string} spec */
    const check = (node, spec) => {
      const target = resolve(spec);
      if (inPackage) {
        if (spec.startsWith('node:') || /^(react|react-dom|fastify|pg)(\/|$)/.test(spec))
          return context.report({
            node,
            messageId: 'bad',
            data: { why: `packages/* stay pure: no '${spec}'` },
          });
        if (target?.includes('/apps/'))
          return context.report({ node, messageId: 'bad', data: { why: 'packages/* never import apps/*' } });
      }
      if (feature && target) {
        const other = /\/apps\/web\/src\/features\/([^/]+)/.exec(target)?.[1];
        if (other && other !== feature)
          context.report({
            node,
            messageId: 'bad',
            data: { why: `feature '${feature}' may not import feature '${other}'` },
          });
        if (target.includes('/apps/web/src/app/') && !featuresStillOnAppShims.has(feature))
          context.report({
            node,
            messageId: 'bad',
            data: {
              why: `feature '${feature}' may not import app/ (page frames: components/ui, paths: lib)`,
            },
          });
      }
      if (webShared && target && /\/apps\/web\/src\/(features|app)\//.test(target))
        context.report({
          node,
          messageId: 'bad',
          data: { why: 'lib/ and components/ sit below features and app/: they import neither' },
        });
    };
    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      '.data/**',
      'playwright-report/**',
      'apps/server/media/**', // MPEG-TS video segments (.ts) and other media, not TypeScript
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.es2022 },
    },
    plugins: { arena: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'arena/import-boundaries': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['packages/domain/src/**', 'packages/protocol/src/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'process',
          'Buffer',
          'require',
        ].map((name) => ({ name, message: 'packages/* run in browser and Node alike: inject it instead' })),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'apps/server/**',
      'scripts/**',
      'bench/**',
      '*.config.ts',
      '*.config.js',
      'apps/web/e2e/**',
      'apps/web/vite.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plain-JS tooling runs before node_modules exists; it gets the untyped rules only.
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
);
