// Two projects: `unit`, the fast suites `npm test` runs, and `e2e`, the suites that run the built Action
// (dist/index.js) as a child process, spawn worker threads or walk the shared corpus (`npm run test:e2e`).
// `.ci/run` runs both. `npx jest <file>` runs a file of either. A new heavy suite goes in one of the
// e2e folders or is named *.e2e.test.ts.
// Each project sets its own test timeout (__tests__/setup/): there is no global one for load to trip.

const E2E_FOLDERS = ['action', 'corpus', 'e2e'];

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } },
    ],
  },
};

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        `<rootDir>/__tests__/(${E2E_FOLDERS.join('|')})/`,
        '\\.e2e\\.test\\.ts$',
      ],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/unit.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: [
        `<rootDir>/__tests__/{${E2E_FOLDERS.join(',')}}/**/*.test.ts`,
        '<rootDir>/__tests__/**/*.e2e.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/e2e.ts'],
    },
  ],
};
