import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Keeps the one-way dependencies of ARCHITECTURE.md: common ← server, common ← web, never across. */
const forbid = (...groups) => ['error', { patterns: groups.map((group) => ({ group: [group], message: 'See ARCHITECTURE.md: this import crosses a boundary.' })) }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': forbid('**/server/**', 'node:*', 'pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'fastify', '@fastify/*'),
    },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['common/**/*.ts'],
    rules: { 'no-restricted-imports': forbid('**/server/**', '**/web/**', 'node:*') },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': forbid('**/web/**') },
  },
);
