// The layer table, enforced: a file imports only its own layer or the
// layers below it; a route module never imports another; a web feature never imports another.
// Use cases (commands/ outside the store adapters) import domain and commands' ports only, and
// nothing of HTTP or a database; routes reach the planner only through its port in commands/.
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

// An element is a folder, matched from the project's root; a folder listed earlier claims its files
// first, so web/src (the entry files) comes after the folders inside it.
const layer = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) });
const types = (...names) => ({ element: { types: { anyOf: names } } });
/** The store adapters: the only code of commands/ that may speak to a database or EventStoreDB. */
const ADAPTER_FILES = ['commands/{postgres,eventstoredb,personalData}/**', 'commands/exportImport.ts'];
const adapter = { file: { categories: 'commands-adapter' } };
const route = { file: { categories: 'api-route' } };
const routesIndex = { file: { categories: 'api-routes-index' } };

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', '.data/**', 'coverage/**', 'tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx', 'web/src/testing/**'] },
  {
    files: ['**/*.ts', '**/*.mts', '**/*.tsx', '**/*.mjs'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['domain/**', 'commands/**', 'projections/**', 'planner/**', 'api/**', 'web/src/**'],
      'boundaries/elements': [
        layer('domain', 'domain'),
        layer('commands', 'commands'),
        layer('projections', 'projections'),
        layer('planner', 'planner'),
        layer('api', 'api'),
        layer('web-feature', 'web/src/features/*', ['feature']),
        layer('web-app', 'web/src/app'),
        layer('web-shared', 'web/src/shared'),
        layer('web-entry', 'web/src'),
      ],
      // Roles of single files inside a layer.
      'boundaries/files': [
        { category: 'commands-adapter', pattern: ADAPTER_FILES },
        { category: 'api-routes-index', pattern: 'api/routes/index.ts' },
        { category: 'api-route', pattern: 'api/routes/!(index).ts' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      // The last policy that matches an import decides.
      'boundaries/dependencies': [
        2,
        {
          default: 'disallow',
          // Imports inside one layer are checked too: a use case importing an adapter beside it, say.
          checkInternals: true,
          policies: [
            { from: types('domain'), allow: { to: types('domain') } },
            { from: types('commands'), allow: { to: types('domain', 'commands') } },
            { from: types('projections'), allow: { to: types('domain', 'commands', 'projections') } },
            { from: types('planner'), allow: { to: types('domain', 'commands', 'projections', 'planner') } },
            { from: types('api'), allow: { to: types('domain', 'commands', 'projections', 'planner', 'api') } },
            // Only the adapters themselves and the composition root (api/) reach a store adapter.
            { from: types('commands', 'projections', 'planner'), disallow: { to: adapter } },
            { from: adapter, allow: { to: types('domain', 'commands') } },
            // The app reaches a route module only through the routes' index, which reaches nothing below api/.
            { from: types('api'), disallow: { to: route } },
            { from: routesIndex, allow: { to: route } },
            { from: routesIndex, disallow: { to: types('domain', 'commands', 'projections', 'planner') } },
            // A route reaches the planner only through its port in commands/.
            { from: route, disallow: { to: [routesIndex, types('planner')] } },
            { from: types('web-entry'), allow: { to: types('web-app', 'web-shared', 'web-entry') } },
            { from: types('web-app'), allow: { to: types('web-app', 'web-shared', 'web-feature') } },
            { from: types('web-shared'), allow: { to: types('web-shared') } },
            { from: types('web-feature'), allow: { to: types('web-shared') } },
            { from: types('web-feature'), allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
          ],
        },
      ],
    },
  },
  {
    // The domain and the use cases know nothing of HTTP or of a database client.
    files: ['domain/**/*.ts', 'commands/**/*.ts'],
    ignores: ADAPTER_FILES,
    rules: {
      'no-restricted-imports': [
        2,
        {
          paths: ['fastify', 'knex', 'pg', 'node:fs', 'light-my-request'].map((name) => ({ name, message: 'Use cases and the domain take their I/O as explicit dependencies (ports), not clients.' })),
          patterns: [{ group: ['@fastify/*', 'fastify-*', '@eventstore/*'], message: 'Use cases and the domain take their I/O as explicit dependencies (ports), not clients.' }],
        },
      ],
    },
  },
  {
    // The domain narrows its types (discriminated unions, checks, helpers that throw the domain
    // error) instead of asserting them: no `!` and no `as` casts (`as const` is fine).
    files: ['domain/**/*.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 2,
      '@typescript-eslint/consistent-type-assertions': [2, { assertionStyle: 'never' }],
    },
  },
  {
    // A route maps a request to a use case: it neither runs the command handler nor a decider itself.
    files: ['api/routes/*.ts'],
    rules: {
      'no-restricted-imports': [
        2,
        {
          patterns: [
            { group: ['**/commands/handleCommand'], message: 'Call a use case (commands/<feature>/<useCase>.ts) instead.' },
            { group: ['**/domain/**'], importNamePattern: '^[a-z][A-Za-z]*Decider$', message: 'Call a use case (commands/<feature>/<useCase>.ts) instead.' },
          ],
        },
      ],
    },
  },
);
