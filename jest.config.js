/** Test tiers as Jest projects: `jest --selectProjects unit integration api` is `npm test`. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@p2p/service-kit/tracing$': '<rootDir>/packages/service-kit/src/observability/tracing',
  '^@p2p/testing/tracing$': '<rootDir>/packages/testing/src/in-memory-tracing',
  '^@p2p/(contracts|messaging|service-kit|player-protection|testing)$': '<rootDir>/packages/$1/src',
  '^@p2p/gateway$': '<rootDir>/gateway/src',
  '^@p2p/(auth|wallet|football|betting|admin|notifications)-service$': '<rootDir>/services/$1/src',
  '^@p2p/scripts$': '<rootDir>/scripts/src',
  '^@p2p/web-session/testing$': '<rootDir>/packages/web-session/src/testing/live-socket.ts',
  '^@p2p/(ui|web-session|router)$': '<rootDir>/packages/$1/src',
  '\\.css$': '<rootDir>/frontends/types/style-stub.js',
};

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

module.exports = {
  maxWorkers: 2,
  // Each suite boots whole apps and leaves some 30 MB behind in its worker (modules, pools, metric
  // registries): after a hundred suites a worker's heap neared V8's limit and its collections froze
  // the browser specs' platforms for seconds (a take's hold timed out at 15 s in CI). A worker
  // heavier than this between suites is replaced.
  workerIdleMemoryLimit: '1GB',
  testTimeout: 120_000,
  globalSetup: '<rootDir>/packages/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/packages/testing/src/global-teardown.ts',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{packages,services,gateway,scripts,frontends,bench}/**/src/**/*.spec.{ts,tsx}'],
      setupFiles: ['<rootDir>/frontends/types/jsdom-setup.js'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{packages,services,gateway}/**/test/**/*.int-spec.ts'],
      testTimeout: 60_000,
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/e2e/api/**/*.e2e-spec.ts'],
      testTimeout: 120_000,
    },
    {
      ...common,
      displayName: 'web',
      testMatch: ['<rootDir>/e2e/web/**/*.web-spec.ts'],
      testEnvironment: '<rootDir>/e2e/support/web-environment.ts',
      testTimeout: 180_000,
    },
    {
      ...common,
      displayName: 'stack',
      testMatch: ['<rootDir>/e2e/stack/**/*.stack-spec.ts'],
      testTimeout: 300_000,
    },
    {
      ...common,
      displayName: 'faults',
      // Its spec sets its own limits: the long form injects two dozen faults under load.
      testMatch: ['<rootDir>/e2e/faults/**/*.fault-spec.ts'],
    },
  ],
};
