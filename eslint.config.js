import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Keeps the one-way dependencies of ARCHITECTURE.md: common ← server, common ← web, never across. */
/** What no module of common/ may import: it is the contract both sides share. */
const COMMON_FORBIDS = ['**/server/**', '**/web/**', 'node:*'];
const forbid = (...groups) => ['error', { patterns: groups.map((group) => ({ group: [group], message: 'See ARCHITECTURE.md: this import crosses a boundary.' })) }];


/**
 * A plain module's imports: common's own boundaries, no zod at run time, and values only from
 * other plain modules (`notPlain`: the relative paths that are not).
 */
const plainModule = (notPlain) => [
  'error',
  {
    patterns: [
      ...forbid(...COMMON_FORBIDS)[1].patterns,
      { group: ['zod'], allowTypeImports: true, message: 'A plain module (*.plain.ts, common/api/routes/) loads no zod at run time: see eslint.config.js.' },
      { regex: notPlain, allowTypeImports: true, message: 'A plain module (*.plain.ts, common/api/routes/) imports values only from other plain modules: see eslint.config.js.' },
    ],
  },
];

/**
 * The web app's layers (ARCHITECTURE.md, decision 017): each may import only what is below it.
 *   app (web/app, web/router.tsx, web/main.tsx)  composes features into pages and the shell;
 *   feature (web/features/<name>)                 its own folder, never another feature;
 *   api (web/api)                                 the calls and query keys two features share;
 *   components (web/components)                   UI primitives, no data;
 *   lib (web/lib)                                 the typed client and small hooks;
 *   common                                        the contract shared with the server.
 * web/test (render helpers, mocks, shared fixtures) is for test files only.
 */
const webElements = [
  { type: 'app', pattern: 'web/app/**', partialMatch: false },
  { type: 'feature', pattern: 'web/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'api', pattern: 'web/api/**', partialMatch: false },
  { type: 'components', pattern: 'web/components/**', partialMatch: false },
  { type: 'lib', pattern: 'web/lib/**', partialMatch: false },
  { type: 'test-support', pattern: 'web/test/**', partialMatch: false },
  { type: 'common', pattern: 'common/**', partialMatch: false },
  // Last, so it only takes what no folder above did: web/router.tsx and web/main.tsx belong to the app.
  { type: 'app', pattern: 'web', partialMatch: false },
];

const layerPolicies = (extra) => [
  { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'api', 'components', 'lib', 'common', ...extra] } } } } },
  // A feature reaches only into itself: the {{ }} is the captured name of the importing feature.
  { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
  { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: ['api', 'components', 'lib', 'common', ...extra] } } } } },
  { from: { element: { type: 'api' } }, allow: { to: { element: { types: { anyOf: ['api', 'lib', 'common', ...extra] } } } } },
  { from: { element: { type: 'components' } }, allow: { to: { element: { types: { anyOf: ['components', 'lib', 'common', ...extra] } } } } },
  { from: { element: { type: 'lib' } }, allow: { to: { element: { types: { anyOf: ['lib', 'common', ...extra] } } } } },
  { from: { element: { type: 'test-support' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'api', 'components', 'lib', 'common', 'test-support'] } } } } },
  { from: { element: { type: 'common' } }, allow: { to: { element: { type: 'common' } } } },
];

const webBoundaries = (extra) => ({
  plugins: { boundaries },
  settings: {
    'boundaries/elements': webElements,
    'boundaries/include': ['web/**/*', 'common/**/*'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies(extra) }],
    'boundaries/no-unknown-files': 'error',
  },
});

/**
 * The server's folders in layers, lowest first (ARCHITECTURE.md): a folder imports only itself and
 * the layers below it, so two folders never import each other and no longer cycle closes either.
 * A new folder's imports fail the lint until it is placed here. Tests may import across.
 * server/config.ts (the environment, importing nothing of the server) is left out: anyone may read it.
 */
const serverLayers = [
  ['jobs'],
  ['db', 'crypto'],
  ['audit', 'mail', 'http'],
  ['billing'],
  ['access'],
  ['teams'],
  ['tokens'],
  ['auth'],
  ['profile', 'compose', 'health', 'media', 'blog', 'extensions', 'admin', 'trash', 'members'],
  ['draws'],
  ['lists'],
  ['giveaways'],
  ['csv'],
  ['api-v1', 'account'],
  ['app'], // server/app.ts, server/main.ts
];

const serverElements = [
  ...serverLayers.flat().filter((folder) => folder !== 'app').map((folder) => ({ type: `server-${folder}`, pattern: `server/${folder}/**`, partialMatch: false })),
  // A folder the layers do not name: no policy, so it may import nothing until it is placed.
  { type: 'server-unplaced', pattern: 'server/*', partialMatch: false },
  // Last, so it only takes what no folder above did: server/app.ts and server/main.ts.
  { type: 'server-app', pattern: 'server', partialMatch: false },
  { type: 'common', pattern: 'common/**', partialMatch: false },
];

const serverPolicies = serverLayers.flatMap((layer, index) => {
  const below = serverLayers.slice(0, index).flat();
  return layer.map((folder) => ({
    from: { element: { type: `server-${folder}` } },
    allow: { to: { element: { types: { anyOf: [folder, ...below].map((name) => `server-${name}`).concat('common') } } } },
  }));
});

const serverBoundaries = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': serverElements,
    'boundaries/include': ['server/*/**/*', 'server/app.ts', 'server/main.ts', 'common/**/*'],
    'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies: serverPolicies }],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', '.wxt/**', '.output/**', 'node_modules/**', 'data/**', 'test-results/**', 'server/db/migrations/**', 'coverage/**'] },
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
  { files: ['web/**/*.{ts,tsx}'], ignores: ['web/**/*.test.{ts,tsx}', 'web/**/test-fixtures.ts', 'web/test/**'], ...webBoundaries([]) },
  { files: ['web/**/*.test.{ts,tsx}', 'web/**/test-fixtures.ts', 'web/test/**/*.{ts,tsx}'], ...webBoundaries(['test-support', 'app']) },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['common/**/*.ts'],
    rules: { 'no-restricted-imports': forbid(...COMMON_FORBIDS) },
  },
  // Plain modules (issue #35, decision 026): what the first paint, the browser extension and the
  // certificate's Verify load carries no zod at run time. A common module that must stay so ends in
  // `.plain.ts` (the contract's `api/routes/` folder is plain as a whole); it may import types from
  // anywhere, values only from other plain modules.
  { files: ['common/**/*.plain.ts'], rules: { 'no-restricted-imports': plainModule('^\\.{1,2}/(?!.*\\.plain$)') } },
  { files: ['common/api/routes/**/*.ts'], rules: { 'no-restricted-imports': plainModule('^\\.\\./(?!.*\\.plain$)') } },
  {
    // The browser extension (issue #23): browser code that shares only the contract's words and types.
    files: ['extension/**/*.ts'],
    ignores: ['extension/**/*.test.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': forbid('**/server/**', '**/web/**', 'node:*', 'zod') },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': forbid('**/web/**') },
  },
  { files: ['server/**/*.ts'], ignores: ['server/**/*.test.ts'], ...serverBoundaries },
);
