/** Component tests: jsdom + Testing Library (browser tests are in jest.e2e.config.cjs). */
module.exports = {
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  transform: {
    // TypeScript, and the plain ES modules of src/ that Node scripts load too (lib/paths.js).
    '^.+\\.(tsx?|js)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  // GraphiQL (the GraphQL explorer) ships ES modules only: they are compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(graphiql|@graphiql|codemirror-graphql|vscode-languageserver-types)/)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // A stylesheet's URL (Vite's ?url import): a file name in tests.
    '\\.css\\?url$': '<rootDir>/src/test/stylesheet-url.ts',
    // Vite's import.meta.env does not exist under jest: tests get fixed configuration.
    '^(.*)/lib/config$': '<rootDir>/src/test/config-for-tests.ts',
    // A module the build writes (vite.config.ts): tests print the same requests.
    '^virtual:early-queries$': '<rootDir>/src/test/early-queries-for-tests.ts',
    // The shared rules, from their TypeScript source (whose own imports end in .js, NodeNext style).
    '^@waters/domain$': '<rootDir>/../packages/domain/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  maxWorkers: 2,
  // npm test runs these beside the server's suite on two cores: a screen's test may wait its turn for seconds.
  testTimeout: 15_000,
};
