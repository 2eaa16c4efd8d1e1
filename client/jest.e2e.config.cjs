/** Browser tests: Playwright driving Debian's Chromium against the real built server. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  moduleNameMapper: {
    // The shared rules, from their TypeScript source (as in jest.config.cjs).
    '^@waters/domain$': '<rootDir>/../packages/domain/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testTimeout: 120000,
  // Each file starts its own server and database: two at a time use the CPU one file leaves idle (a third of it, waiting on the browser).
  maxWorkers: 2,
};
