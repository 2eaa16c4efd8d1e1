/** Server tests run as native ESM (NestJS 12 is ESM-only): see package.json "test". */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Fastify's inject (light-my-request, CommonJS) requires `cookie`, whose v2 is ES modules only: Node
    // loads it (require of ES modules), Jest's module loader on Node 20 cannot. Under Jest, the same
    // functions from cookie v1, CommonJS (installed with React Router).
    '^cookie$': '<rootDir>/../node_modules/react-router/node_modules/cookie/dist/index.js',
  },
  testTimeout: 60000,
  maxWorkers: 2,
  // Each test file loads the whole app into a new module registry and a worker's heap grows file by file
  // (to 3 GB): a worker past 1 GB after a file is replaced, so garbage collection stays cheap.
  workerIdleMemoryLimit: '1GB',
};
