import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      'data/**',
      '.cache/**',
      'artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    // The browser code: hooks called conditionally or with stale dependencies fail only at run time.
    files: ['frontends/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/web-session/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // A second copy of react-router in a remote would not see the shell's location; zod straight from
    // its package would probe for eval, which the page's policy refuses (packages/ui/src/zod.ts).
    files: ['frontends/*/src/**/*.{ts,tsx}', 'packages/ui/src/**', 'packages/web-session/src/**'],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing/**', 'packages/ui/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import from @p2p/router, the one router the apps share.' },
            { name: 'zod', message: 'Import from @p2p/ui/zod, configured for the content security policy.' },
          ],
        },
      ],
    },
  },
  {
    // Node runs the services from dist, where `@p2p/contracts/odds` and the other browser subpaths are
    // TypeScript sources only bundlers and Jest can read: a value from one crashes the process at start
    // while every test passes. Types are erased, so they may come from anywhere.
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@p2p/contracts/*'],
              allowTypeImports: true,
              message: 'Import values from @p2p/contracts: its subpaths are sources for the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
      },
    },
  },
);
