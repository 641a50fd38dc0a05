/** Jest: server suites in node, web component suites in jsdom, browser journeys in Chromium. */
/** ESM-only packages pulled in by fastify plugins: transformed to CommonJS for Jest. */
const esmOnlyPackages = '/node_modules/(?!(cookie|content-disposition)/)';
const swcOptions = (module) => ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module }];
const swc = swcOptions({ type: 'commonjs', ignoreDynamic: true });
/** Web components lazy-load chunks (charts): in jsdom a dynamic import becomes a require. */
const swcWeb = swcOptions({ type: 'commonjs' });

module.exports = {
  // Jest reads testTimeout from here only (a project's own is ignored); it bounds every test and
  // hook. Integration suites talk to a real PostgreSQL on a loaded 2-core machine; heavier suites
  // state a larger budget of their own.
  testTimeout: 60_000,
  globalSetup: '<rootDir>/tests/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/tests/support/globalTeardown.mjs',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/tests/browser/'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/noQueuedQueries.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: [esmOnlyPackages],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swcWeb },
      moduleNameMapper: { '\\.(css)$': '<rootDir>/tests/support/styleStub.js' },
      setupFiles: ['<rootDir>/web/src/testing/jsdomPolyfills.ts'],
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: [esmOnlyPackages],
    },
  ],
};
