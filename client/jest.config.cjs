/** Component tests: jsdom + Testing Library (browser tests are in jest.e2e.config.cjs). */
module.exports = {
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // Vite's import.meta.env does not exist under jest: tests get fixed configuration.
    '^(.*)/lib/config$': '<rootDir>/src/test/config-for-tests.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  maxWorkers: 2,
};
