/** Jest: server suites in node, web component suites in jsdom, browser journeys in Chromium. */
/** ESM-only packages pulled in by fastify plugins: transformed to CommonJS for Jest. */
const esmOnlyPackages = '/node_modules/(?!(cookie|content-disposition)/)';
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: true } }];

module.exports = {
  globalSetup: '<rootDir>/tests/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/tests/support/globalTeardown.mjs',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      // Integration suites talk to a real PostgreSQL on a 2-core machine shared by parallel workers.
      testTimeout: 30_000,
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/tests/browser/'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: [esmOnlyPackages],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc },
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
