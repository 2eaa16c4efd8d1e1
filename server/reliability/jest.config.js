/**
 * The proof suite: real built servers (dist/main.js) on SQLite and MariaDB, one proof per spec.
 * Run from server/: node --experimental-vm-modules ../node_modules/jest/bin/jest.js -c reliability/jest.config.js
 */
export default {
  rootDir: '..',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/reliability/**/*.rel.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/reliability/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testTimeout: 120000,
  maxWorkers: 1,
  // Servers are child processes; one file at a time keeps the figures comparable.
  verbose: true,
};
