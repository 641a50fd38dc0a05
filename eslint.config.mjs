// The layer table, enforced: a file imports only its own layer or the
// layers below it; a route module never imports another; a web feature never imports another.
// Use cases (commands/ outside the store adapters) import domain and commands' ports only, and
// nothing of HTTP or a database; routes reach the planner only through its port in commands/.
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

const layer = (type, pattern) => ({ type, pattern, mode: 'full' });

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', '.data/**', 'coverage/**', 'tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx', 'web/src/testing/**'] },
  {
    files: ['**/*.ts', '**/*.mts', '**/*.tsx', '**/*.mjs'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['domain/**', 'commands/**', 'projections/**', 'planner/**', 'api/**', 'web/src/**'],
      'boundaries/elements': [
        layer('domain', 'domain/**'),
        layer('commands-adapter', 'commands/{postgres,eventstoredb,personalData}/**'),
        layer('commands-adapter', 'commands/exportImport.ts'),
        layer('commands', 'commands/**'),
        layer('projections', 'projections/**'),
        layer('planner', 'planner/**'),
        layer('api-routes-index', 'api/routes/index.ts'),
        { type: 'api-route', pattern: 'api/routes/*.ts', mode: 'full', capture: ['route'] },
        layer('api', 'api/**'),
        { type: 'web-feature', pattern: 'web/src/features/*/**', mode: 'full', capture: ['feature'] },
        layer('web-app', 'web/src/app/**'),
        layer('web-shared', 'web/src/shared/**'),
        layer('web-entry', 'web/src/*'),
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain' } } } },
            { from: { element: { type: 'commands' } }, allow: { to: { element: { types: { anyOf: ['domain', 'commands'] } } } } },
            { from: { element: { type: 'commands-adapter' } }, allow: { to: { element: { types: { anyOf: ['domain', 'commands', 'commands-adapter'] } } } } },
            { from: { element: { type: 'projections' } }, allow: { to: { element: { types: { anyOf: ['domain', 'commands', 'projections'] } } } } },
            { from: { element: { type: 'planner' } }, allow: { to: { element: { types: { anyOf: ['domain', 'commands', 'projections', 'planner'] } } } } },
            { from: { element: { type: 'api-route' } }, allow: { to: { element: { types: { anyOf: ['domain', 'commands', 'commands-adapter', 'projections', 'api'] } } } } },
            { from: { element: { type: 'api-routes-index' } }, allow: { to: { element: { types: { anyOf: ['api-route', 'api'] } } } } },
            { from: { element: { type: 'api' } }, allow: { to: { element: { types: { anyOf: ['domain', 'commands', 'commands-adapter', 'projections', 'planner', 'api', 'api-routes-index'] } } } } },
            { from: { element: { type: 'web-entry' } }, allow: { to: { element: { types: { anyOf: ['web-app', 'web-shared', 'web-entry'] } } } } },
            { from: { element: { type: 'web-app' } }, allow: { to: { element: { types: { anyOf: ['web-app', 'web-shared', 'web-feature'] } } } } },
            { from: { element: { type: 'web-shared' } }, allow: { to: { element: { type: 'web-shared' } } } },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { types: { anyOf: ['web-shared'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The domain and the use cases know nothing of HTTP or of a database client.
    files: ['domain/**/*.ts', 'commands/**/*.ts'],
    ignores: ['commands/{postgres,eventstoredb,personalData}/**', 'commands/exportImport.ts'],
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
