/** One set of options for every tier: TypeScript through ts-jest, file by file (tsconfig's isolatedModules; type checks are `npm run typecheck`'s job). */
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        useESM: true,
        tsconfig: 'tsconfig.json',
        diagnostics: { ignoreCodes: ['TS151001'] }
      }
    ]
  }
}

/**
 * Three tiers (STYLE.md 11): unit (fakes only: no child process, no temp dir, no network), integration
 * (real processes, files, git and a cache server on loopback) and e2e (the bundles in dist/, run as the
 * runner runs them). `npm test` runs all three; `npm run test:unit` the first alone.
 */
/** @type {import('jest').Config} */
export default {
  testTimeout: 60000,
  watchman: false,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts'],
      // @actions/cache runs in the test process here; its `::debug::` lines are dropped from stdout.
      setupFiles: ['<rootDir>/__fixtures__/setup/drop-debug-lines.ts']
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/scripts/fresh-dist.mjs'
    }
  ]
}
